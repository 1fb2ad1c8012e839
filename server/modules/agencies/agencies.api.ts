import { notFound } from "../../lib/errors";
import { Hono } from "hono";
import type { AppDeps } from "../../app-deps";
import { idParam, jsonBody } from "../../lib/http";
import { getAgencyDetails, getAgencyReviews, searchAgencies } from "./agencies.service";

/** Spec 1 §7, the agency calls (mounted under /api/branding). */
export function agenciesApi({ db, reviews }: AppDeps) {
  return new Hono()
    .get("/get_agency_details/:slug", async (c) => c.json(await getAgencyDetails(db, c.req.param("slug"))))
    .get("/get_reviews_agency_details/:id", async (c) => c.json(await getAgencyReviews(db, idParam(c.req.param("id")), reviews)))
    .post("/search_agencies", async (c) => c.json(await searchAgencies(db, await jsonBody(c))));
}

/** GET /legacy/google/{placeId}/reviews: the stored reviews of any place (refreshed from Google by a task). */
export function placeReviewsApi({ reviews }: AppDeps) {
  return new Hono().get("/:placeId/reviews", async (c) => {
    const placeId = c.req.param("placeId");
    if (!/^[\w-]{1,200}$/.test(placeId)) throw notFound("Lieu introuvable");
    return c.json(await reviews.forPlace(placeId));
  });
}
