import { Hono } from "hono";
import type { AppDeps } from "../../app-deps";
import { HttpError } from "../../lib/errors";
import { idParam } from "../../lib/http";
import { INDEPENDENT_NOT_FOUND, getIndependentById, getIndependentBySlug, getIndependentReviews, searchIndependents } from "./independents.service";

/** A malformed id is an unknown recruiter, with the same French detail. */
function independentId(raw: string): number {
  try {
    return idParam(raw);
  } catch {
    throw new HttpError(404, INDEPENDENT_NOT_FOUND);
  }
}

/** Spec 1 §7, the independent recruiter calls (mounted under /api/branding; the spec spells them «independant»). */
export function independentsApi({ db, reviews }: AppDeps) {
  return new Hono()
    .get("/get_independant_details/slug/:slug", async (c) => c.json(await getIndependentBySlug(db, c.req.param("slug"))))
    .get("/get_independant_details/:id", async (c) => c.json(await getIndependentById(db, independentId(c.req.param("id")))))
    .get("/get_reviews_independant_details/:id", async (c) => c.json(await getIndependentReviews(db, independentId(c.req.param("id")), reviews)))
    .get("/search_independants", async (c) => c.json(await searchIndependents(db, c.req.query())));
}
