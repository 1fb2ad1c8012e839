import { sql, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";

/** What a visitor types is matched literally: LIKE's wildcards lose their meaning. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** `expression` contains `text`, ignoring case and accents (f_unaccent is IMMUTABLE, so indexable). */
export const unaccentContains = (expression: SQL | PgColumn, text: string): SQL =>
  sql`f_unaccent(lower(${expression})) LIKE f_unaccent(lower(${`%${escapeLike(text)}%`}))`;
