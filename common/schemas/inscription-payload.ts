import { INT4_MAX } from "../db-limits";
import { z } from "./zod";
import { CAPTCHA_REQUIRED } from "./captcha";
import { INSCRIPTION_MESSAGES as M, normalizeInscription, validateInscription } from "./inscription";

// Apart from the rules so the browser's form does not download zod (as contact-payload.ts).
// A missing or mistyped value counts as empty, so the rule answers with its own message.
const text = z
  .string()
  .nullish()
  .catch(null)
  .transform((value) => value ?? "");

/** POST /api/branding/save_inscription body (spec 1 §7): names, mail, phoneNumber, sessionId, timestamp, captchaId. */
export const inscriptionPayloadSchema = z
  .object({
    names: text,
    mail: text,
    phoneNumber: text,
    sessionId: z.number().int().positive().max(INT4_MAX).nullish().catch(null),
    // Sent by the spec's client; the server's own clock dates the registration.
    timestamp: z.unknown().optional(),
    captchaId: text,
  })
  .superRefine((body, ctx) => {
    for (const [field, message] of Object.entries(validateInscription(body))) ctx.addIssue({ code: "custom", path: [field], message });
    if (body.sessionId == null) ctx.addIssue({ code: "custom", path: ["sessionId"], message: M.sessionRequired });
    if (!body.captchaId.trim()) ctx.addIssue({ code: "custom", path: ["captchaId"], message: CAPTCHA_REQUIRED });
  })
  .transform(({ names, mail, phoneNumber, sessionId, captchaId }) => ({
    ...normalizeInscription({ names, mail, phoneNumber }),
    sessionId: sessionId as number,
    captchaId: captchaId.trim(),
  }));
