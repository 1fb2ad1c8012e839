import type { InferInsertModel, Table } from "drizzle-orm";
import { z } from "zod";
import { cleanRichText } from "../lib/html";
import { htmlToText } from "../../common/format/rich-text";

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

/**
 * HTML from the drawer's editor (or an API client), sanitized on save: optionalText's rules
 * (absent leaves it unchanged, emptied clears it), the limit counted in the characters a
 * visitor reads. The markup gets room of its own, bounded so a body of empty tags cannot
 * fill the table. `gender` agrees the message: «La réponse est trop longue».
 */
export const richText = (what: string, max: number, gender: "f" | "m") =>
  z.preprocess(
    (value) => (typeof value === "string" ? cleanRichText(value) : value),
    z
      .string({ error: `${what} doit être un texte` })
      .refine((html) => htmlToText(html).length <= max, `${what} est trop ${gender === "f" ? "longue" : "long"} (${max} caractères au maximum)`)
      .refine((html) => html.length <= max * 4 + 1000, `${what} contient trop de mise en forme`)
      .nullish(),
  );

/** A URL segment: lower case without accents, digits and single dashes («ex. : {example}»). */
export const slugField = (example: string, max = 200) =>
  requiredText("Le slug", max).regex(
    /^[a-z0-9]+(?:-[a-z0-9]+)*$/,
    `Le slug ne contient que des minuscules sans accent, des chiffres et des tirets (ex. : ${example})`,
  );

const POSITION_INVALID = "La position doit être un nombre entier positif ou nul";

/** The order of a row in its public list: smallest first; emptied means 0. */
export const displayPosition = () =>
  z.preprocess(
    (value) => (value === null || value === "" ? 0 : typeof value === "string" ? Number(value) : value),
    z.number({ error: POSITION_INVALID }).int(POSITION_INVALID).min(0, POSITION_INVALID).max(100_000, POSITION_INVALID).optional(),
  );

/**
 * A manager's save schema, tied to its table: each key must be a column the table accepts on
 * insert, and each field's output must fit that column (a nullable field on a NOT NULL column,
 * a number on a text column, or a misspelt column does not compile). The fields carry the
 * back-office's French rules; an absent key means "leave unchanged" on update.
 */
export function tableSaveSchema<T extends Table, Fields extends SaveFields<T>>(_table: T, fields: Fields & NoOtherKeys<Fields, InferInsertModel<T>>) {
  return z.object(fields);
}

type SaveFields<T extends Table> = { [K in keyof InferInsertModel<T>]?: z.ZodType<InferInsertModel<T>[K] | undefined> };
type NoOtherKeys<Fields, Columns> = { [K in Exclude<keyof Fields, keyof Columns>]: never };

const LIST_MAX = 30;
const ITEM_MAX = 300;

/** One line of a list (a responsibility, a training): trimmed, never empty. */
const listItem = (what: string) =>
  z
    .string({ error: `${what} : chaque élément doit être un texte` })
    .trim()
    .min(1, `${what} : un élément est vide`)
    .max(ITEM_MAX, `${what} : un élément dépasse ${ITEM_MAX} caractères`);

/** A list of short texts (a job profile's trainings); absent means "leave unchanged". */
export const textList = (what: string) =>
  z
    .array(listItem(what), { error: `${what} : une liste est attendue` })
    .max(LIST_MAX, `${what} : ${LIST_MAX} éléments au maximum`)
    .optional();

/** Groups of a title and its items (a job profile's responsibilities or skills). */
export const titledGroups = (what: string) =>
  z
    .array(
      z.object(
        {
          title: z
            .string({ error: `${what} : chaque groupe a un titre` })
            .trim()
            .min(1, `${what} : chaque groupe a un titre`)
            .max(200, `${what} : un titre dépasse 200 caractères`),
          items: z.array(listItem(what), { error: `${what} : une liste est attendue` }).max(LIST_MAX, `${what} : ${LIST_MAX} éléments par groupe au maximum`),
        },
        { error: `${what} : chaque groupe a un titre et des éléments` },
      ),
      { error: `${what} : une liste de groupes est attendue` },
    )
    .max(20, `${what} : 20 groupes au maximum`)
    .optional();
