import { Hono, type Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { AppDeps } from "../../app-deps";
import { requireCookieConsent } from "../../lib/consent";
import { HttpError } from "../../lib/errors";
import { contentDisposition, jsonBody } from "../../lib/http";
import { refuseNulCharacters } from "../../lib/nul-characters";
import { createRateLimiter, rateLimit } from "../../lib/rate-limit";
import { currentUser, requireRole } from "../account/auth.middleware";
import { hasRole } from "../../../common/roles";
import { ATTACHMENT_MESSAGES, SURVEY_ATTACHMENT_MAX_BYTES } from "../../../common/job-survey";
import { createSurvey, fetchSurvey, saveSurvey, sendStartMail } from "./job-surveys.service";
import { readAttachment, saveAttachment } from "./attachments.service";

/**
 * Autosave sends a call every few seconds of typing over a survey that takes an hour: the
 * contact form's mechanism, with an allowance that fits. Mails and documents stay tighter.
 */
const SURVEY_RATE = { limit: 120, windowMs: 10 * 60_000 };
const SURVEY_WRITE_RATE = { limit: 20, windowMs: 10 * 60_000 };
/** One document plus the fields and multipart framing. */
const ATTACHMENT_BODY_LIMIT = SURVEY_ATTACHMENT_MAX_BYTES + 64 * 1024;

/**
 * The upload call, which app.ts must leave out of the 100 KB limit of JSON calls (like
 * applications' UPLOAD_PATHS): this route sets its own limit and message.
 */
export const isSurveyAttachmentPath = (path: string) => /^\/api\/jobs\/job_survey_attachment_save\/[^/]+$/.test(path);

async function attachmentFields(c: Context): Promise<Record<string, unknown>> {
  if ((c.req.header("Content-Type") ?? "").includes("application/json")) {
    const body = await jsonBody(c);
    if (!body || typeof body !== "object" || Array.isArray(body)) throw new HttpError(400, "Requête invalide");
    return body as Record<string, unknown>;
  }
  let form: Record<string, unknown>;
  try {
    form = await c.req.parseBody();
  } catch {
    throw new HttpError(400, "Le formulaire envoyé est illisible");
  }
  refuseNulCharacters(Object.fromEntries(Object.entries(form).filter(([, value]) => typeof value === "string")));
  return form;
}

/** The job survey's calls (spec 2 §7), mounted under /api/jobs. */
export function jobSurveysApi(deps: AppDeps) {
  const reads = rateLimit(createRateLimiter(deps.throttleWindows, "survey-reads", SURVEY_RATE), deps.config.trustedProxyHops);
  const writes = rateLimit(createRateLimiter(deps.throttleWindows, "survey-writes", SURVEY_WRITE_RATE), deps.config.trustedProxyHops);
  const uploadLimit = bodyLimit({
    maxSize: ATTACHMENT_BODY_LIMIT,
    onError: () => {
      throw new HttpError(413, ATTACHMENT_MESSAGES.tooLarge, { uploadedFile: ATTACHMENT_MESSAGES.tooLarge });
    },
  });
  return new Hono()
    .post("/job_survey_create", requireRole("staff"), async (c) => c.json(await createSurvey(deps, await jsonBody(c), currentUser(c))))
    .post("/job_survey_fetch/:id", requireCookieConsent(), reads, async (c) => {
      const body = await jsonBody(c);
      // Consulting is the staff's read-only view: the server checks who asks, not the page.
      if (body && typeof body === "object" && (body as { isConsulting?: unknown }).isConsulting === true) {
        const user = currentUser(c);
        if (!user) throw new HttpError(401, "Authentification requise");
        if (!hasRole(user, "staff")) throw new HttpError(403, "Accès refusé");
      }
      c.header("Cache-Control", "private, no-store");
      return c.json(await fetchSurvey(deps.db, c.req.param("id"), body, { staff: hasRole(currentUser(c), "staff") }));
    })
    .post("/job_survey_save/:id", requireCookieConsent(), reads, async (c) => c.json(await saveSurvey(deps, c.req.param("id"), await jsonBody(c))))
    .post("/job_survey_send_start_mail", requireCookieConsent(), writes, async (c) => c.json(await sendStartMail(deps, await jsonBody(c))))
    .post("/job_survey_attachment_save/:id", requireCookieConsent(), writes, uploadLimit, async (c) =>
      c.json(await saveAttachment(deps, c.req.param("id"), await attachmentFields(c))),
    )
    .get("/job_survey_attachment/:id/:attachmentId", reads, async (c) => {
      const document = await readAttachment(deps, c.req.param("id"), c.req.param("attachmentId"), hasRole(currentUser(c), "staff"));
      // The candidate's file, not ours: served only as the type its bytes were checked to be,
      // nothing in it may reach our origin (the CVthèque's rule, decision 0020).
      c.header("Content-Security-Policy", "default-src 'none'; style-src 'unsafe-inline'; img-src data:; frame-ancestors 'self'");
      c.header("X-Frame-Options", "SAMEORIGIN");
      c.header("X-Content-Type-Options", "nosniff");
      c.header("Cache-Control", "private, no-store");
      c.header("Content-Type", document.mime);
      c.header("Content-Disposition", contentDisposition(c.req.query("download") === "1" ? "attachment" : "inline", document.fileName));
      return c.body(document.bytes);
    });
}
