import { Hono } from "hono";
import { z } from "zod";
import type { AppDeps } from "../app-deps";
import { HttpError, parseOrThrow } from "../lib/errors";
import { idParam } from "../lib/http";
import { currentUser } from "../modules/account/auth.middleware";
import { candidateWithCommune } from "../modules/candidates/candidate-corrections";
import { assertAccess, assertStaff, fetchResource, recordIdParam } from "./crud.service";
import { findResource, resources } from "./registry";
import { CANDIDATE_HISTORY_MODEL, type HistoryPage } from "../../common/history";
import { historyPage, modelKey } from "../modules/history/history.service";

const PAGE_INVALID = "Numéro de page invalide";
const pageSchema = z.object({
  page: z.coerce.number({ error: PAGE_INVALID }).int(PAGE_INVALID).min(1, PAGE_INVALID).max(100_000, PAGE_INVALID).default(1),
});

/**
 * GET /api/history/{appLabel}/{model}/{id}?page=: a record's «Historique», newest first. Staff
 * only, and for a manager its own view role, checked before the manager or the id is looked
 * at; an unknown manager, a malformed id or a record that is not there answer 404.
 */
export function historyApi({ db }: Pick<AppDeps, "db">) {
  return new Hono().get("/:appLabel/:model/:id", async (c) => {
    const user = assertStaff(currentUser(c));
    const key = `${c.req.param("appLabel")}/${c.req.param("model")}`;
    const { page } = parseOrThrow(pageSchema, { page: c.req.query("page") });
    let answer: HistoryPage;
    if (key === CANDIDATE_HISTORY_MODEL) {
      const id = idParam(c.req.param("id"));
      await candidateWithCommune(db, id);
      answer = await historyPage(db, [key], id, page);
    } else {
      const d = findResource(c.req.param("appLabel"), c.req.param("model"));
      if (!d) throw new HttpError(404, "Gestionnaire introuvable");
      assertAccess(user, d, "view");
      const id = recordIdParam(d, c.req.param("id"));
      // 404 for a record this manager does not hold, as its fetch answers.
      await fetchResource(db, user, d, id);
      // Pages, blog posts and press releases are one table: a page's history is one list,
      // whichever of the three managers it was saved through.
      const models = resources.filter((other) => other.table === d.table).map(modelKey);
      answer = await historyPage(db, models, id, page);
    }
    c.header("Cache-Control", "no-store");
    return c.json(answer);
  });
}
