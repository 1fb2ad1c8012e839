import { Hono } from "hono";
import type { AppDeps } from "../../app-deps";
import { sharedJson } from "../../lib/shared-json";
import { industryLabels, placeSuggestionsFromQuery, searchOffersFromQuery } from "./offers.service";
import { offerConsultants } from "./offer-consultant";
import { requireRole } from "../account/auth.middleware";

/** Offer reads (spec 2 §7), mounted under /api/jobs. Public, but for the consultants of the offers manager (staff). */
export function offersApi({ db }: AppDeps) {
  return new Hono()
    .get("/search_positions", async (c) => sharedJson(c, await searchOffersFromQuery(db, new URL(c.req.url).searchParams)))
    .get("/place_suggestions", async (c) => sharedJson(c, await placeSuggestionsFromQuery(db, new URL(c.req.url).searchParams)))
    .get("/industry_label", async (c) => c.json(await industryLabels(db)))
    .post("/offer_consultants", requireRole("staff"), async (c) => c.json(await offerConsultants(db)));
}
