// Numbers as French readers expect them, written without Intl.NumberFormat: a browser's first
// Intl object costs it about 60 ms of main thread on these machines (ICU's data, measured in
// Chromium), and the home, offer, agency and catalogue pages show figures while they load.

/** The «espace fine insécable» (U+202F) that groups digits, as fr-FR's NumberFormat does. */
const DIGIT_GROUP_SEPARATOR = "\u202f";

/**
 * «2 500», «45,5», «4,0»: digits grouped by three, a decimal comma, rounded half away from zero
 * to `maxDecimals`; trailing zeros dropped down to `minDecimals`. The same text as fr-FR's
 * NumberFormat with those fraction digits (number.test.ts compares them).
 */
export function frenchNumber(value: number, { minDecimals = 0, maxDecimals = minDecimals }: { minDecimals?: number; maxDecimals?: number } = {}): string {
  if (!Number.isFinite(value)) return String(value);
  const [integer, fraction] = roundedDigits(Math.abs(value), maxDecimals);
  const decimals = fraction.replace(/0+$/, "").padEnd(minDecimals, "0");
  const sign = value < 0 ? "-" : "";
  return `${sign}${integer.replace(/\B(?=(\d{3})+$)/g, DIGIT_GROUP_SEPARATOR)}${decimals ? `,${decimals}` : ""}`;
}

/**
 * «60 000 €»: thousands grouped by a narrow no-break space (U+202F), the « espace
 * fine » of French typography the spec asks for; the no-break space before « € » keeps
 * the amount on one line.
 */
export const formatEuros = (value: number) => `${frenchNumber(value)} €`;

/**
 * The integer and fraction digits of `value` (not negative) rounded to `decimals`. Like
 * NumberFormat, it rounds the number as written (0.15 → 0.2), not the binary fraction stored
 * for it (0.1499…, which toFixed rounds to 0.1).
 */
function roundedDigits(value: number, decimals: number): [string, string] {
  const written = String(value);
  // Exponent notation (below 1e-6, from 1e21): far from any figure the site shows.
  if (written.includes("e")) {
    const [integer = "0", fraction = ""] = value.toFixed(decimals).split(".");
    return [integer, fraction];
  }
  const [integer = "0", fraction = ""] = written.split(".");
  const kept = BigInt(integer + fraction.slice(0, decimals).padEnd(decimals, "0"));
  const digits = ((fraction[decimals] ?? "0") >= "5" ? kept + 1n : kept).toString().padStart(decimals + 1, "0");
  return [digits.slice(0, digits.length - decimals), digits.slice(digits.length - decimals)];
}
