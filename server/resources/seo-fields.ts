import { sql, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { FilterDef } from "../../common/manager-meta";
import type { Row } from "./types";

/** A content table with the two fields search engines show: its title and description. */
export type SeoTable = { seoTitle: PgColumn; seoDescription: PgColumn };

const blank = (column: PgColumn) => sql`coalesce(btrim(${column}), '') = ''`;

/**
 * The one rule for «content missing its SEO fields» (the back-office home counts it, the
 * managers' «SEO incomplet» filter lists it): a title or a description empty or blank.
 */
export const missingSeo = (table: SeoTable): SQL => sql`(${blank(table.seoTitle)} or ${blank(table.seoDescription)})`;

/** The managers' filter; its scope is `seoIncompleteScope`. */
export const SEO_INCOMPLETE_FILTER = { field: "seoIncomplete", label: "SEO incomplet", type: "boolean", scoped: true } satisfies FilterDef;

/** The scope hook of a manager whose only scoped filter is «SEO incomplet»: oui, non or either. */
export const seoIncompleteScope =
  (table: SeoTable) =>
  (input: Row): SQL | undefined =>
    input.seoIncomplete === true ? missingSeo(table) : input.seoIncomplete === false ? sql`not ${missingSeo(table)}` : undefined;
