import type { Db } from "../../db/client";
import type { SessionUser } from "../../../common/roles";
import type { CandidateListRow } from "../../../common/candidates";
import { positionOf } from "../../../common/candidate-columns";
import { EXPORT_MAX_ROWS } from "../../../common/manager-meta";
import { frenchDateTime } from "../../../common/format/date";
import { csvFile, exportFileName, logListExport } from "../../lib/csv";
import { HttpError } from "../../lib/errors";
import { readCandidateSearch, searchCandidates } from "./candidate-search";

const PAGE = 100;
const HEADER = ["Nom", "Titre", "Ville", "Code postal", "Offre", "Reçu le"];

const cells = (row: CandidateListRow) => [
  row.name ?? row.email,
  row.header ?? "",
  row.place?.label ?? "",
  row.zipcode ?? row.place?.zipcode ?? "",
  positionOf(row),
  row.validatedAt ? frenchDateTime(row.validatedAt) : "",
];

/**
 * POST /api/jobs/export_candidates: the CVthèque's search as on screen (its criteria and
 * sort, every page up to the cap) as a CSV; logged in list_exports like the CV openings.
 */
export async function exportCandidates(db: Db, user: SessionUser, body: unknown) {
  if (body === null || typeof body !== "object" || Array.isArray(body)) throw new HttpError(400, "Le corps de la requête doit être un objet JSON");
  const { page: _page, limit: _limit, ...criteria } = body as Record<string, unknown>;
  const lines = [HEADER];
  let count = 0;
  for (let page = 1; lines.length - 1 < EXPORT_MAX_ROWS; page++) {
    const answer = await searchCandidates(db, readCandidateSearch({ ...criteria, page, limit: PAGE }));
    for (const row of answer.rows) lines.push(cells(row));
    count = answer.count;
    if (page * PAGE >= answer.count || answer.rows.length === 0) break;
  }
  const rows = lines.slice(0, EXPORT_MAX_ROWS + 1);
  await logListExport(db, user, "jobs/candidat", criteria, rows.length - 1);
  return { filename: exportFileName("candidats", count > EXPORT_MAX_ROWS), body: csvFile(rows) };
}
