import { Hono, type Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { AppDeps } from "../../app-deps";
import { requireCookieConsent } from "../../lib/consent";
import { HttpError } from "../../lib/errors";
import { createRateLimiter, rateLimit } from "../../lib/rate-limit";
import { APPLICATION_MESSAGES, RESUME_MAX_BYTES } from "../../../common/candidate-forms";
import { applyToOffer, dropCv } from "./applications.service";
import { refuseNulCharacters } from "../../lib/nul-characters";

/** The calls that carry a file: app.ts leaves them out of the 100 KB limit of JSON calls. */
export const UPLOAD_PATHS = ["/api/jobs/position/apply", "/api/jobs/drop_cv"];

/** The CV plus the text fields and multipart framing. */
const UPLOAD_BODY_LIMIT = RESUME_MAX_BYTES + 256 * 1024;

/** Someone applying to several offers in a row stays well under it; a script does not. */
const UPLOAD_RATE = { limit: 10, windowMs: 10 * 60_000 };

const tooLarge = () => {
  throw new HttpError(413, APPLICATION_MESSAGES.resumeTooLarge, { resume: APPLICATION_MESSAGES.resumeTooLarge });
};

/** Query parameters (the spec's way for apply) overlaid by form fields of the same name. */
async function submittedFields(c: Context): Promise<{ fields: Record<string, unknown>; form: Record<string, unknown> }> {
  let form: Record<string, unknown>;
  try {
    form = await c.req.parseBody();
  } catch {
    throw new HttpError(400, "Le formulaire envoyé est illisible");
  }
  const textFields = Object.fromEntries(Object.entries(form).filter(([, value]) => typeof value === "string"));
  refuseNulCharacters(textFields);
  return { fields: { ...c.req.query(), ...textFields }, form };
}

/** Apply and CV drop (spec 2 §7), mounted under /api/jobs. */
export function applicationsApi(deps: AppDeps) {
  const guards = [
    requireCookieConsent(),
    rateLimit(createRateLimiter(deps.throttleWindows, "applications", UPLOAD_RATE), deps.config.trustedProxyHops),
    bodyLimit({ maxSize: UPLOAD_BODY_LIMIT, onError: tooLarge }),
  ] as const;
  return new Hono()
    .post("/position/apply", ...guards, async (c) => {
      const { fields, form } = await submittedFields(c);
      return c.json(await applyToOffer(deps, fields, form.resume));
    })
    .post("/drop_cv", ...guards, async (c) => {
      const { fields, form } = await submittedFields(c);
      return c.json(await dropCv(deps, fields, form.uploadedFile));
    });
}
