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

/** JSON nested far deeper than any call's body (issue 45: a recursive walk overflowed the stack), within the 100 KB a call accepts. */
export const deeplyNestedJson = fc
  .tuple(fc.integer({ min: 1_000, max: 50_000 }), fc.constantFrom("[", '{"a":'))
  .map(([depth, open]) => open.repeat(depth) + "null" + (open === "[" ? "]" : "}").repeat(depth));
/** Query text URLSearchParams would escape, as a script writes it: overlong UTF-8, a lone surrogate, repeated names. */
export const rawQueryText = fc.constantFrom("", "page=%C0%AF&query=%ED%A0%80", "page=1&page=2&limit=1&limit=2", "sort=-score&ids=NaN&page=1e308", "%FF=%FE");
