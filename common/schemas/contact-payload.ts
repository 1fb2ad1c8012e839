import { INT4_MAX } from "../db-limits";
import { z } from "./zod";
import { CONTACT_LIMITS as L, CONTACT_MESSAGES as M, normalizeContact, validateContact } from "./contact";

// The API body's schema lives apart from the rules so the browser form, which only needs the
// rules, does not download zod.

// The shape never fails on its own (zod skips a refinement once a field has failed, and the
// form must get every message at once): a missing, null or mistyped value counts as empty, so
// the rule answers with its own "required" message.
const text = z
  .string()
  .nullish()
  .catch(null)
  .transform((value) => value ?? "");

/**
 * POST /api/branding/save_contact_form body. Every rule runs in one superRefine through
 * validateContact, so the API answers the form's messages, keyed by field name; the output is
 * what is stored and mailed (normalizeContact).
 */
export const contactPayloadSchema = z
  .object({
    names: text,
    society: text,
    departmentId: z
      .number()
      .int()
      .positive()
      .max(INT4_MAX)
      .nullish()
      .catch(null)
      .transform((value) => value ?? null),
    mail: text,
    phoneNumber: text,
    content: text,
    captchaId: text,
    // Anything but true means the full form: its rules are the stricter ones.
    isFromService: z
      .boolean()
      .nullish()
      .catch(false)
      .transform((value) => value ?? false),
    // Set by the page, not typed by the visitor: a bad one is dropped rather than costing the
    // message. A path on this site only ("//host" would be another site).
    sourcePage: z
      .string()
      .trim()
      .max(L.sourcePageMax)
      .regex(/^\/(?!\/)/)
      .optional()
      .catch(undefined),
  })
  .superRefine((body, ctx) => {
    const errors = validateContact(body, body.isFromService);
    for (const [field, message] of Object.entries(errors)) {
      ctx.addIssue({ code: "custom", path: [field], message });
    }
    if (!body.captchaId.trim()) ctx.addIssue({ code: "custom", path: ["captchaId"], message: M.captchaRequired });
  })
  .transform(({ names, society, departmentId, mail, phoneNumber, content, captchaId, ...rest }) => ({
    ...rest,
    ...normalizeContact({ names, society, departmentId, mail, phoneNumber, content }),
    captchaId: captchaId.trim(),
  }));
