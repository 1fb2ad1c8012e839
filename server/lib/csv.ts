// CSV files as French Excel opens them: «;»-separated, UTF-8 with a BOM (Excel then reads the
// accents), lines ended by CRLF. Every export of the back-office is written, named, served
// and logged here.

import type { Context } from "hono";
import type { Db } from "../db/client";
import { listExports } from "../db/schema";
import type { SessionUser } from "../../common/roles";
import { EXPORT_MAX_ROWS } from "../../common/manager-meta";
import { slugify } from "../../common/format/slug";
import { parisIsoDay } from "../../common/format/date";
import { contentDisposition } from "./http";

/**
 * One cell: quoted when it holds a separator, a quote or a line break. A cell a spreadsheet
 * would run as a formula (= + - @, or a tab or carriage return ahead of one) is prefixed with a
 * quote: a trainee's or a candidate's name is never code.
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[;"\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** The whole file: a header line first, then one line a row. */
export const csvFile = (lines: string[][]): string => `\uFEFF${lines.map((cells) => cells.map(csvCell).join(";")).join("\r\n")}\r\n`;

/** Every export is logged like a CV opening: who, which list, what it followed, how many rows. */
export async function logListExport(db: Db, user: SessionUser, model: string, criteria: Record<string, unknown>, rowCount: number) {
  await db.insert(listExports).values({ userId: user.id, model, criteria, rowCount });
}

/** «pages-2026-11-28.csv»; «…-10000-premieres-lignes.csv» when the list was longer than the cap. */
export function exportFileName(what: string, truncated: boolean): string {
  return `${slugify(what)}-${parisIsoDay(new Date())}${truncated ? `-${EXPORT_MAX_ROWS}-premieres-lignes` : ""}.csv`;
}

/** The file as an attachment no cache keeps (the rows may be personal data). */
export function csvAttachment(c: Context, file: { filename: string; body: string }) {
  c.header("Content-Type", "text/csv; charset=utf-8");
  c.header("Content-Disposition", contentDisposition("attachment", file.filename));
  c.header("Cache-Control", "private, no-store");
  c.header("X-Content-Type-Options", "nosniff");
  return c.body(file.body);
}
