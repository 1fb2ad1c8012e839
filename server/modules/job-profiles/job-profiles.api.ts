import { Hono } from "hono";
import type { AppDeps } from "../../app-deps";
import { HttpError, notFound } from "../../lib/errors";
import { jsonBody } from "../../lib/http";
import { mediaStoreFor } from "../../lib/media-store";
import { JOB_PROFILE_IMAGE_DEFAULT_WIDTH, JOB_PROFILE_IMAGE_WIDTHS } from "../../../common/job-profiles";
import { findJobProfileImage, getJobProfileDetails, searchJobProfiles } from "./job-profiles.service";
import { readJobProfileImage } from "./job-profile-images";

const IMAGE_NOT_FOUND = "Image introuvable";
const WIDTH_INVALID = `La largeur doit être l'une de : ${JOB_PROFILE_IMAGE_WIDTHS.join(", ")}`;

/** Job profile reads (spec 1 §7), mounted under /api/jobs. Public. */
export function jobProfilesApi({ db }: AppDeps) {
  return new Hono()
    .post("/search_job_profiles", async (c) => c.json(await searchJobProfiles(db, await jsonBody(c))))
    .get("/get_job_profile_details/:slug", async (c) => c.json(await getJobProfileDetails(db, c.req.param("slug"))));
}

/**
 * GET /api/branding/get_job_profile_file/{slug}?w=320|640|960: the pictures' address until
 * issue 50, under /api/ (which robots.txt closes). Pages now link the public /media/ file
 * (jobProfileImageSrc); this one still answers for pages and feeds kept with the old address.
 */
export function jobProfileFileApi({ db, config }: AppDeps) {
  const media = mediaStoreFor(config);
  return new Hono().get("/get_job_profile_file/:slug", async (c) => {
    const raw = c.req.query("w");
    const width = raw === undefined || raw === "" ? JOB_PROFILE_IMAGE_DEFAULT_WIDTH : Number(raw);
    if (!(JOB_PROFILE_IMAGE_WIDTHS as readonly number[]).includes(width)) throw new HttpError(400, WIDTH_INVALID);
    const profile = await findJobProfileImage(db, c.req.param("slug").toLowerCase());
    if (!profile) throw notFound(IMAGE_NOT_FOUND);
    const body = await readJobProfileImage(media, profile, width);
    if (!body) throw notFound(IMAGE_NOT_FOUND);
    c.header("Content-Type", "image/webp");
    c.header("Content-Length", String(body.byteLength));
    // A day, not a year: the address names the sheet, whose picture may be replaced.
    c.header("Cache-Control", "public, max-age=86400");
    c.header("X-Content-Type-Options", "nosniff");
    return c.body(new Uint8Array(body));
  });
}
