import type { Db } from "../db/client";
import type { SessionUser } from "../../common/roles";
import { cellText, EXPORT_MAX_ROWS } from "../../common/manager-meta";
import { csvFile, exportFileName, logListExport } from "../lib/csv";
import { HttpError, parseOrThrow } from "../lib/errors";
import { assertAccess, fetchResource, searchResource } from "./crud.service";
import { selectionIds } from "./bulk.service";
import type { AnyResource, Row } from "./types";

const PAGE = 100;

/** The filtered list, page by page through the manager's own search: the rows and order the screen shows. */
async function filteredRows(db: Db, user: SessionUser, d: AnyResource, filters: Row) {
  const rows: Row[] = [];
  let count = 0;
  for (let page = 1; rows.length < EXPORT_MAX_ROWS; page++) {
    const answer = await searchResource(db, user, d, { ...filters, page, limit: PAGE });
    rows.push(...answer.rows);
    count = answer.count;
    if (page * PAGE >= answer.count || answer.rows.length === 0) break;
  }
  return { rows: rows.slice(0, EXPORT_MAX_ROWS), truncated: count > EXPORT_MAX_ROWS };
}

/**
 * POST /api/admin/{appLabel}/{model}/export: the selection (`ids`, in the order given) or else
 * the whole list as filtered and sorted on screen (the search's own body), as a CSV of the
 * list's columns with their French labels and values; logged in list_exports.
 */
export async function exportResource(db: Db, user: SessionUser | null, d: AnyResource, body: unknown) {
  const signedIn = assertAccess(user, d, "view");
  if (d.bulk?.export === false) throw new HttpError(405, "Ce gestionnaire a son propre export");
  if (body === null || typeof body !== "object" || Array.isArray(body)) throw new HttpError(400, "Le corps de la requête doit être un objet JSON");
  const { page: _page, limit: _limit, ids: rawIds, ...filters } = body as Row;
  let rows: Row[];
  let truncated = false;
  let criteria: Record<string, unknown>;
  if (rawIds !== undefined) {
    const ids = parseOrThrow(selectionIds(d), rawIds);
    rows = [];
    for (const id of ids) rows.push(await fetchResource(db, signedIn, d, id));
    criteria = { ids };
  } else {
    ({ rows, truncated } = await filteredRows(db, signedIn, d, filters));
    criteria = filters;
  }
  const lines = [d.columns.map((column) => column.label), ...rows.map((row) => d.columns.map((column) => cellText(row[column.field], column)))];
  await logListExport(db, signedIn, `${d.appLabel}/${d.model}`, criteria, rows.length);
  return { filename: exportFileName(d.namePlural, truncated), body: csvFile(lines), rowCount: rows.length };
}
