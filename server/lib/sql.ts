import { sql, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { slugify } from "../../common/format/slug";

/** What a visitor types is matched literally: LIKE's wildcards lose their meaning. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** `expression` contains `text`, ignoring case and accents (f_unaccent is IMMUTABLE, so indexable). */
export const unaccentContains = (expression: SQL | PgColumn, text: string): SQL =>
  sql`f_unaccent(lower(${expression})) LIKE f_unaccent(lower(${`%${escapeLike(text)}%`}))`;

/** Weight labels of a tsvector (setweight): a query may read only some of them. */
export type TextWeights = "A" | "B" | "C" | "D" | "AB" | "ABD" | "BD" | "CD";

/**
 * The visitor's words through the same f_job_words as the index («directrice» and «directeur»
 * meet), accents and case ignored; single letters («H/F») are dropped. Only the word being
 * typed (the last) is a prefix, from 3 letters on («ingé» finds «ingénieur») unless it is an acronym, so a multi-word
 * query is not matched by a stray prefix of an earlier word. Only letters and digits reach
 * to_tsquery, so no visitor input is read as query syntax. With `weights`, each word matches
 * only the parts of the vector labelled so (the CVthèque's «Formation» reads education only).
 */
export function textQuery(query: string, weights = ""): SQL | null {
  const words = slugify(query)
    .split("-")
    .filter((word) => word.length > 1)
    .slice(0, 10);
  if (words.length === 0) return null;
  const last = words.length - 1;
  const typedWhole = isAcronym(query);
  const terms = words.map((word, i) => {
    const suffix = (i === last && word.length >= 3 && !typedWhole ? ":*" : weights ? ":" : "") + weights;
    return suffix ? sql`f_job_words(${word}) || ${suffix}` : sql`f_job_words(${word})`;
  });
  return sql`to_tsquery('french'::regconfig, ${sql.join(terms, sql` || ' & ' || `)})`;
}

/**
 * The last word is in capitals («BTS», «CAP», «SAP»): an acronym, typed whole. As a prefix its
 * stem would find other words («bts» stems to «bt»: every «BTP»; «CAP» every «capacité»).
 */
function isAcronym(query: string): boolean {
  const lastWord = query
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 1)
    .at(-1);
  return lastWord !== undefined && /\p{Lu}/u.test(lastWord) && lastWord === lastWord.toUpperCase();
}

/** The rows of a raw query, whichever engine runs it (both drivers answer `{ rows }`). */
export async function queryRows<T>(db: { execute: (query: SQL) => PromiseLike<unknown> }, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as { rows: T[] };
  return result.rows;
}

/** Walks drizzle's wrapper down to the driver's error (pg and PGlite both carry code and constraint). */
export function databaseError(error: unknown): { code?: string; constraint?: string } | undefined {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined; e; e = e.cause as typeof e)
    if (typeof e.code === "string") return e as { code: string; constraint?: string };
  return undefined;
}

/** A UNIQUE constraint refused the row (23505), e.g. the same request sent twice at once. */
export const isUniqueViolation = (error: unknown) => databaseError(error)?.code === "23505";
