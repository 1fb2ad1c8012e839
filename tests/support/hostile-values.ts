import fc from "fast-check";

// Strings an attacker sends: NUL and other control characters, any Unicode (lone surrogates
// included), very long ones, numbers written out of any column's range.
export const hostileString = fc.oneof(
  fc.string({ unit: "binary", maxLength: 40 }),
  fc.string({ unit: "grapheme-composite", maxLength: 40 }),
  fc.constantFrom("\u0000", "a\u0000b", "\ud800", "2147483648", "9".repeat(40), "-1", "1e308", "NaN", "<script>", "' OR 1=1 --", "%00", "../../etc/passwd"),
  fc.string({ maxLength: 3 }).map((s) => s.repeat(40_000)),
);
/** Any JSON value, nested a little, made of hostile strings and numbers and the field names our calls read. */
export const hostileJson = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: "small" },
    hostileString,
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie("value"), { maxLength: 4 }),
    fc.dictionary(
      fc.oneof(
        hostileString,
        fc.constantFrom(
          "email",
          "mail",
          "query",
          "page",
          "limit",
          "id",
          "captchaId",
          "positionId",
          "profile",
          "contact",
          "company",
          "landRegistry",
          "distance",
          "sort",
          "label",
          "queries",
          "zipcode",
          "workHistory",
          "text",
        ),
      ),
      tie("value"),
      {
        maxKeys: 5,
      },
    ),
  ),
})).value;
