/**
 * A phone number as typed, reduced to what is dialled: separators (any white space, a pasted
 * no-break space too, dashes, dots, slashes, parentheses) go, the «(0)» that French numbers
 * written internationally carry («+33 (0)6 12 34 56 78») goes, and a leading «00» becomes «+».
 * Without the «(0)» rule the number was stored as +330612345678, which nobody can call.
 * Every form of the site stores numbers through this one rule.
 */
export function phoneDigits(raw: string): string {
  const dialled = raw.trim().replace(/^00(?=[1-9])/, "+");
  const withoutTrunkZero = dialled.startsWith("+") ? dialled.replace(/\(\s*0\s*\)/, "") : dialled;
  return withoutTrunkZero.replace(/[\s\-./()]/g, "");
}
