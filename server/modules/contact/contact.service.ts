import { and, eq } from "drizzle-orm";
import type { AppDeps } from "../../app-deps";
import { contactLeads, landRegistries } from "../../db/schema";
import { HttpError, parseOrThrow } from "../../lib/errors";
import { requireCaptcha } from "../captcha/captcha.service";
import { CONTACT_MESSAGES } from "../../../common/schemas/contact";
import { contactPayloadSchema } from "../../../common/schemas/contact-payload";
import { isPermanentEmail } from "../../lib/disposable-email";
import { leadNotification } from "./contact.mail";

export const CONTACT_SAVED = "Votre message a été envoyé avec succès";

const fieldError = (field: string, message: string) => new HttpError(400, `Validation échouée: ${message}`, { [field]: message });

/**
 * Order matters: fields first (a typo must not burn the captcha), then the captcha, then
 * the lead is stored, and only then the firm is mailed — a mail failure never loses a lead.
 */
export async function saveContactForm(deps: Pick<AppDeps, "db" | "captcha" | "mailer" | "config">, input: unknown) {
  const { db, captcha, mailer, config } = deps;
  const lead = parseOrThrow(contactPayloadSchema, input);
  // Server-only: the throwaway-domain list is far too large to ship to browsers.
  if (!isPermanentEmail(lead.mail)) throw fieldError("mail", CONTACT_MESSAGES.mailNotPermanent);

  let department: { id: number; label: string; code: string } | undefined;
  if (lead.departmentId != null) {
    [department] = await db
      .select({ id: landRegistries.id, label: landRegistries.label, code: landRegistries.code })
      .from(landRegistries)
      .where(and(eq(landRegistries.id, lead.departmentId), eq(landRegistries.level, 2)));
    if (!department) throw fieldError("departmentId", CONTACT_MESSAGES.departmentRequired);
  }

  await requireCaptcha(captcha, db, lead.captchaId);

  const [saved] = await db
    .insert(contactLeads)
    .values({
      names: lead.names,
      society: lead.society || null,
      departmentId: department?.id ?? null,
      mail: lead.mail,
      phoneNumber: lead.phoneNumber,
      content: lead.content || null,
      isFromService: lead.isFromService,
      sourcePage: lead.sourcePage ?? null,
    })
    .returning();
  await mailer.send(db, leadNotification(saved, department ?? null, config));
  return { success: true as const, detail: CONTACT_SAVED };
}
