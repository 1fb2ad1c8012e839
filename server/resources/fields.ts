import { z } from "zod";

/** Save-schema pieces the managers share, with the back-office's French messages. */
export const requiredText = (what: string, max: number) =>
  z
    .string({ error: `${what} est requis` })
    .trim()
    .min(1, `${what} est requis`)
    .max(max, `${what} est trop long (${max} caractères au maximum)`);

/** Absent means "leave unchanged" on update; "" or null clears the value. */
export const optionalText = (what: string, max: number) =>
  z.preprocess(
    (value) => (typeof value === "string" && !value.trim() ? null : value),
    z
      .string({ error: `${what} doit être un texte` })
      .trim()
      .max(max, `${what} est trop long (${max} caractères au maximum)`)
      .nullish(),
  );

/** A URL segment: lower case without accents, digits and single dashes («ex. : {example}»). */
export const slugField = (example: string, max = 200) =>
  requiredText("Le slug", max).regex(
    /^[a-z0-9]+(?:-[a-z0-9]+)*$/,
    `Le slug ne contient que des minuscules sans accent, des chiffres et des tirets (ex. : ${example})`,
  );
