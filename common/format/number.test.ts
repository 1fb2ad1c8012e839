import { describe, expect, it } from "vitest";
import { frenchNumber } from "./number";

/** What fr-FR's NumberFormat writes, the reference frenchNumber must equal. */
const intl = (minDecimals: number, maxDecimals: number) =>
  new Intl.NumberFormat("fr-FR", { minimumFractionDigits: minDecimals, maximumFractionDigits: maxDecimals });

describe("frenchNumber writes what fr-FR's NumberFormat writes", () => {
  it("for every whole number up to 300 000, and large ones", () => {
    const reference = intl(0, 0);
    const values = [...Array.from({ length: 300_001 }, (_, i) => i), 1_234_567, 987_654_321, 2 ** 40];
    const different = values.filter((value) => frenchNumber(value) !== reference.format(value));
    expect(different).toEqual([]);
    expect(frenchNumber(2500)).toBe("2\u202f500");
  });

  it("for salaries in thousands with at most one decimal (45 250 → «45,3»)", () => {
    const reference = intl(0, 1);
    const values = Array.from({ length: 300_001 }, (_, i) => i / 1000);
    const different = values.filter((value) => frenchNumber(value, { maxDecimals: 1 }) !== reference.format(value));
    expect(different).toEqual([]);
  });

  it("for ratings and durations with exactly one decimal, and sizes in Mo", () => {
    const reference = intl(1, 1);
    const ratings = Array.from({ length: 5001 }, (_, i) => i / 1000);
    expect(ratings.filter((value) => frenchNumber(value, { minDecimals: 1 }) !== reference.format(value))).toEqual([]);
    const sizes = Array.from({ length: 20_001 }, (_, i) => (i * 997) / (1024 * 1024));
    expect(sizes.filter((value) => frenchNumber(value, { maxDecimals: 1 }) !== intl(0, 1).format(value))).toEqual([]);
    expect(frenchNumber(4, { minDecimals: 1 })).toBe("4,0");
  });

  it("for negative numbers, and leaves what is not a number readable", () => {
    for (const value of [-2500, -0.04, -45.25, -0.15, -1_000_000]) expect(frenchNumber(value, { maxDecimals: 1 })).toBe(intl(0, 1).format(value));
    expect(frenchNumber(Number.NaN)).toBe("NaN");
  });
});
