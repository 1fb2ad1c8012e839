import { INT4_MAX } from "../../../common/db-limits";
import { z } from "../../../common/schemas/zod";
import { isPermanentEmail } from "../../lib/disposable-email";
import { APPLICATION_MESSAGES, COVER_LETTER_MAX_LENGTH, EMAIL_MAX_LENGTH, isValidEmail } from "../../../common/candidate-forms";

const email = z
  .string({ error: APPLICATION_MESSAGES.email })
  .trim()
  .toLowerCase()
  .max(EMAIL_MAX_LENGTH, APPLICATION_MESSAGES.email)
  .refine(isValidEmail, { message: APPLICATION_MESSAGES.email, abort: true })
  .refine(isPermanentEmail, APPLICATION_MESSAGES.emailNotPermanent);
const consent = z.literal("true", { error: APPLICATION_MESSAGES.rgpd });
const positionId = z.coerce
  .number({ error: APPLICATION_MESSAGES.offerNotFound })
  .int()
  .positive(APPLICATION_MESSAGES.offerNotFound)
  .max(INT4_MAX, APPLICATION_MESSAGES.offerNotFound);
const captchaId = z.string().max(200).optional();

/** POST /api/jobs/position/apply: the text fields (the file is checked by its content apart). */
export const applicationFieldsSchema = z.object({
  email,
  rgpd: consent,
  positionId,
  coverLetter: z.string().trim().max(COVER_LETTER_MAX_LENGTH, APPLICATION_MESSAGES.coverLetterTooLong).optional(),
  captchaId,
});

/** POST /api/jobs/drop_cv: the pool needs only the address, the consent and the CV. */
export const cvDropFieldsSchema = z.object({
  email,
  isRgpd: consent,
  positionId: positionId.optional(),
  captchaId,
});
