import { and, eq, sql } from "drizzle-orm";
import type { z } from "../../../common/schemas/zod";
import type { AppDeps } from "../../app-deps";
import { applications, candidates, offers } from "../../db/schema";
import { fieldErrors, HttpError, notFound } from "../../lib/errors";
import { fileStoreFor } from "../../lib/storage";
import { removeIfUnnamed } from "../../lib/stored-files";
import { requireCaptcha } from "../captcha/captcha.service";
import {
  APPLICATION_ALREADY_RECEIVED,
  APPLICATION_MESSAGES,
  APPLICATION_SUCCESS,
  CV_DROP_SUCCESS,
  RESUME_MAX_BYTES,
  applicationConsentText,
} from "../../../common/candidate-forms";
import { isExpired, offerHref } from "../../../common/offers";
import { applicationFieldsSchema, cvDropFieldsSchema } from "./applications.schema";
import { displayFileName, inspectResume, type ResumeKind } from "../../lib/resume-file";
import { candidateConfirmation, firmNotification } from "./applications.mail";
import { queueResumeReading } from "../candidates/read-resume";
import { queueBreezyPush } from "../breezy/breezy.push";
import { consultantAddress } from "../offers/offer-consultant";

type Deps = Pick<AppDeps, "db" | "captcha" | "mailer" | "config">;
type Fields = Record<string, unknown>;
type Resume = { bytes: Uint8Array; kind: ResumeKind; fileName: string };

/** Folder of the file store holding CVs. */
export const RESUME_FOLDER = "resumes";

/** Text fields and file are checked together, so one answer lists every mistake. */
async function checkSubmission<S extends z.ZodType>(schema: S, fields: Fields, file: unknown): Promise<{ values: z.infer<S>; resume: Resume }> {
  const parsed = schema.safeParse(fields);
  const errors: Record<string, string> = parsed.success ? {} : fieldErrors(parsed.error);
  let resume: Resume | undefined;
  if (!(file instanceof File) || file.size === 0) {
    errors.resume = APPLICATION_MESSAGES.resume;
  } else if (file.size > RESUME_MAX_BYTES) {
    throw new HttpError(413, APPLICATION_MESSAGES.resumeTooLarge, { resume: APPLICATION_MESSAGES.resumeTooLarge });
  } else {
    const bytes = new Uint8Array(await file.arrayBuffer());
    const kind = await inspectResume(bytes);
    if (kind) resume = { bytes, kind, fileName: displayFileName(file.name, kind.extension) };
    else errors.resume = APPLICATION_MESSAGES.resumeType;
  }
  if (!parsed.success || !resume || Object.keys(errors).length > 0) {
    throw new HttpError(400, `Validation échouée: ${Object.values(errors).join(", ")}`, errors);
  }
  return { values: parsed.data, resume };
}

/** The offer a CV is sent for: it must exist and still be open (pool offers included). */
async function openOffer(db: Deps["db"], id: number) {
  const [position] = await db
    .select({ id: offers.id, name: offers.name, state: offers.state, isActive: offers.isActive, breezyId: offers.breezyId, consultantId: offers.consultantId })
    .from(offers)
    .where(eq(offers.id, id));
  if (!position || !position.isActive) throw notFound(APPLICATION_MESSAGES.offerNotFound);
  if (isExpired(position.state)) throw new HttpError(410, APPLICATION_MESSAGES.offerExpired);
  return { id: position.id, name: position.name, href: offerHref(position), breezyId: position.breezyId, consultantId: position.consultantId };
}

type Submission = {
  kind: "APPLICATION" | "CV_DROP";
  email: string;
  positionId?: number;
  coverLetter?: string;
  captchaId?: string;
  resume: Resume;
};

/**
 * Order matters: everything the visitor typed is checked first (a typo must not burn the
 * captcha), then the offer, then the captcha; the file is written before the rows and
 * removed again if they cannot be, so nothing is half-saved (a file a killed process left
 * without its rows is removed at the next start); mails go last.
 */
async function receiveResume(deps: Deps, submission: Submission): Promise<{ alreadyReceived: boolean }> {
  const { db, config, mailer } = deps;
  const position = submission.positionId ? await openOffer(db, submission.positionId) : null;
  await requireCaptcha(deps.captcha, db, submission.captchaId);
  // The same address applying again to the same offer (a double click, a second try): told
  // so, and neither the firm nor the candidate is mailed twice.
  if (position && (await hasApplied(db, submission.email, position.id))) return { alreadyReceived: true };

  const { resume } = submission;
  const store = fileStoreFor(config);
  const resumeKey = await store.save(RESUME_FOLDER, resume.bytes, resume.kind.extension);
  const file = { resumeKey, resumeFileName: resume.fileName, resumeMime: resume.kind.mime };
  // Sending a CV is the candidate confirming their profile: it is fresh again (spec 3 §2.3, Fraicheur).
  const received = { ...file, resumeStatus: "PENDING" as const, validatedAt: sql`now()` };
  let saved: { applicationId: number; candidateId: number };
  try {
    saved = await db.transaction(async (tx) => {
      const [candidate] = await tx
        .insert(candidates)
        .values({ email: submission.email, ...received })
        .onConflictDoUpdate({ target: candidates.email, set: { ...received, lastContactAt: sql`now()`, updatedAt: sql`now()` } })
        .returning({ id: candidates.id });
      const [application] = await tx
        .insert(applications)
        .values({
          candidateId: candidate.id,
          positionId: position?.id ?? null,
          kind: submission.kind,
          coverLetter: submission.coverLetter || null,
          ...file,
          resumeSize: resume.bytes.byteLength,
          consentAt: new Date(),
          consentText: applicationConsentText(config.brand.name),
        })
        .returning({ id: applications.id });
      // In the same transaction: a CV on record is always read, even if the process stops now.
      await queueResumeReading(tx as unknown as Deps["db"], candidate.id);
      // Same rule for Breezy (when configured): the push is queued with the application, never lost.
      await queueBreezyPush(tx as unknown as Deps["db"], config, application.id, position?.breezyId);
      return { applicationId: application.id, candidateId: candidate.id };
    });
  } catch (error) {
    // A process killed before this point leaves the file to the sweep at start (boot.ts).
    await removeIfUnnamed(db, store, resumeKey);
    throw error;
  }

  const sent = { ...saved, email: submission.email, position, coverLetter: submission.coverLetter || null, fileName: resume.fileName };
  await mailer.send(db, candidateConfirmation(sent, config));
  // The offer's consultant hears of it first hand; a CV drop, or an offer without one, goes to the firm.
  const consultant = position ? await consultantAddress(db, position.consultantId) : null;
  await mailer.send(db, firmNotification(sent, config, consultant ?? config.mail.firmAddress));
  return { alreadyReceived: false };
}

async function hasApplied(db: Deps["db"], email: string, positionId: number): Promise<boolean> {
  const [found] = await db
    .select({ id: applications.id })
    .from(applications)
    .innerJoin(candidates, eq(candidates.id, applications.candidateId))
    .where(and(eq(candidates.email, email), eq(applications.positionId, positionId), eq(applications.kind, "APPLICATION")))
    .limit(1);
  return Boolean(found);
}

/** POST /api/jobs/position/apply (spec 2 §7): query params, or the same names as form fields. */
export async function applyToOffer(deps: Deps, fields: Fields, file: unknown) {
  const { values, resume } = await checkSubmission(applicationFieldsSchema, fields, file);
  const { alreadyReceived } = await receiveResume(deps, { kind: "APPLICATION", ...values, resume });
  return { success: true as const, alreadyReceived, detail: alreadyReceived ? APPLICATION_ALREADY_RECEIVED : APPLICATION_SUCCESS };
}

/** POST /api/jobs/drop_cv (spec 2 §7): a CV for the talent pool. */
export async function dropCv(deps: Deps, fields: Fields, file: unknown) {
  const { values, resume } = await checkSubmission(cvDropFieldsSchema, fields, file);
  await receiveResume(deps, { kind: "CV_DROP", ...values, resume });
  return { success: true as const, detail: CV_DROP_SUCCESS };
}
