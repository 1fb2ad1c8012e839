import { Hono } from "hono";
import type { AppDeps } from "../../app-deps";
import { jsonBody } from "../../lib/http";
import { notFound } from "../../lib/errors";
import { REFERENCE_KINDS } from "../../../common/trainings";
import { findTraining, searchReferences, searchTrainings } from "./trainings.service";

/** The catalogue's public reads (spec 1 §7), mounted under /api/training. */
export function trainingApi({ db }: AppDeps) {
  const api = new Hono()
    .post("/search_trainings", async (c) => c.json(await searchTrainings(db, await jsonBody(c))))
    .get("/get_training_details/:slug", async (c) => {
      const training = await findTraining(db, c.req.param("slug"));
      if (!training) throw notFound("Formation introuvable");
      return c.json(training);
    });
  for (const kind of REFERENCE_KINDS) api.post(`/search_${kind}`, async (c) => c.json(await searchReferences(db, kind, await jsonBody(c))));
  return api;
}

/** GET /api/services/search_trainings: count, page, limit, query in the query string (spec 3 §7). */
export function servicesTrainingApi({ db }: AppDeps) {
  return new Hono().get("/search_trainings", async (c) => c.json(await searchTrainings(db, c.req.query())));
}
