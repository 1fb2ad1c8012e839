import { z } from "zod";
import { INT4_MAX } from "../../common/db-limits";

// The public search calls' paging, with the French messages a 400 answer shows: pages from 1,
// never more than 100 rows a call (the bounds of common/schemas/list.ts).
const PAGE_INVALID = "La page doit être un nombre entier supérieur ou égal à 1";
const LIMIT_INVALID = "La limite doit être un nombre entier entre 1 et 100";

export const pageNumber = z.coerce.number({ error: PAGE_INVALID }).int(PAGE_INVALID).min(1, PAGE_INVALID).max(INT4_MAX, PAGE_INVALID).default(1);

export const pageLimit = (byDefault: number) =>
  z.coerce.number({ error: LIMIT_INVALID }).int(LIMIT_INVALID).min(1, LIMIT_INVALID).max(100, LIMIT_INVALID).default(byDefault);
