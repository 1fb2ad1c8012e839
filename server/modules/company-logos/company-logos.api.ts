import { Hono } from "hono";
import type { AppDeps } from "../../app-deps";
import { HttpError } from "../../lib/errors";
import { refuseNulCharacters } from "../../lib/nul-characters";
import { requireRole } from "../account/auth.middleware";
import { companyKey, companyLogo, MAX_COMPANY_NAME_LENGTH } from "./company-logos.service";

export const LOGO_MESSAGES = {
  name: `Nom d'entreprise manquant ou trop long (${MAX_COMPANY_NAME_LENGTH} caractères au plus)`,
  none: "Aucun logo pour cette entreprise",
} as const;

/** A logo changes rarely: a staff browser keeps it a month (the URL is the company's name). */
const LOGO_CACHE_CONTROL = "private, max-age=2592000";

/**
 * GET /api/jobs/company_logo?name=…: the logo of a work-history company for the CVthèque
 * drawer (spec 3 §2.3), staff only. The bytes come from our database (fetched from
 * LOGO_SERVICE_URL once), so the page's img-src stays 'self' and the service never sees who
 * looks. 404 when there is none: the drawer shows the company's initials.
 */
export function companyLogosApi({ db, config }: AppDeps) {
  return new Hono().get("/company_logo", requireRole("staff"), async (c) => {
    const name = c.req.query("name") ?? "";
    refuseNulCharacters({ name });
    if (name.length > MAX_COMPANY_NAME_LENGTH || !companyKey(name)) throw new HttpError(400, LOGO_MESSAGES.name, { name: LOGO_MESSAGES.name });
    const bytes = config.logos ? await companyLogo(db, config.logos, name) : null;
    if (!bytes) throw new HttpError(404, LOGO_MESSAGES.none);
    c.header("Content-Type", "image/png");
    c.header("Cache-Control", LOGO_CACHE_CONTROL);
    return c.body(new Uint8Array(bytes));
  });
}
