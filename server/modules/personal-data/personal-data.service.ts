import { createHmac } from "node:crypto";
import { desc, eq, inArray, or, sql, type SQL, type AnyColumn } from "drizzle-orm";
import { strToU8, zipSync, type Zippable } from "fflate";
import type { AppDeps } from "../../app-deps";
import { removeOutboxCopies } from "../mail/outbox-files";
import { eraseHistoryOf } from "../history/history.service";
import { CANDIDATE_HISTORY_MODEL, PERSONAL_RECORD_MODELS } from "../../../common/history";
import { frenchShortDate } from "../../../common/format/date";
import type { Db, Tx } from "../../db/client";
import {
  applications,
  candidateNotes,
  candidates,
  contactLeads,
  dataRequests,
  emails,
  jobAlerts,
  jobSurveyAttachments,
  jobSurveys,
  offers,
  trainingRegistrations,
  trainings,
  trainingSessions,
  users,
  type DataRequestKind,
} from "../../db/schema";
import { parseOrThrow } from "../../lib/errors";
import { fileStoreFor } from "../../lib/storage";
import {
  ERASURE_DONE,
  PERSONAL_DATA_CATEGORIES,
  emptyCounts,
  personalDataErasureSchema,
  personalDataSearchSchema,
  type DataRequestLogEntry,
  type PersonalDataCounts,
  type PersonalDataErasure,
  type PersonalDataFindings,
  type PersonalDataItem,
} from "../../../common/personal-data";

type Deps = Pick<AppDeps, "db" | "config" | "logger">;

/** What replaces an erased e-mail's addresses: `.invalid` can never be delivered (RFC 2606). */
export const ERASED_ADDRESS = "efface@invalid";
export const ERASED_CONTENT = "[Contenu effacé à la demande de la personne]";

/** Every row held about one address, read in one go (inside the erasure's transaction too). */
type Holdings = Awaited<ReturnType<typeof collect>>;

/** Trimmed and lower-cased: the address as every table should hold it, compared the same way. */
const normalize = (email: string) => email.trim().toLowerCase();
const sameAddress = (column: AnyColumn | SQL, email: string) => sql`lower(trim(${column})) = ${email}`;

async function collect(db: Db | Tx, email: string) {
  const candidateRows = await db.select().from(candidates).where(sameAddress(candidates.email, email));
  const candidateIds = candidateRows.map((c) => c.id);
  const applicationRows = candidateIds.length
    ? await db
        .select({ application: applications, position: offers.name })
        .from(applications)
        .leftJoin(offers, eq(offers.id, applications.positionId))
        .where(inArray(applications.candidateId, candidateIds))
        .orderBy(applications.id)
    : [];
  const noteRows = candidateIds.length
    ? await db.select().from(candidateNotes).where(inArray(candidateNotes.candidateId, candidateIds)).orderBy(candidateNotes.id)
    : [];
  const alertRows = await db.select().from(jobAlerts).where(sameAddress(jobAlerts.email, email)).orderBy(jobAlerts.createdAt);
  const leadRows = await db.select().from(contactLeads).where(sameAddress(contactLeads.mail, email)).orderBy(contactLeads.id);
  const registrationRows = await db
    .select({ registration: trainingRegistrations, training: trainings.label, startAt: trainingSessions.startAt, endAt: trainingSessions.endAt })
    .from(trainingRegistrations)
    .innerJoin(trainingSessions, eq(trainingSessions.id, trainingRegistrations.sessionId))
    .innerJoin(trainings, eq(trainings.id, trainingSessions.trainingId))
    .where(sameAddress(trainingRegistrations.mail, email))
    .orderBy(trainingRegistrations.id);
  // A survey is the person's when its column or its answers carry the address, or when staff
  // linked it to their candidate record.
  const surveyRows = await db
    .select()
    .from(jobSurveys)
    .where(
      or(
        sameAddress(jobSurveys.candidateEmail, email),
        sameAddress(sql`${jobSurveys.answers} ->> 'candidateEmail'`, email),
        candidateIds.length ? inArray(jobSurveys.candidateId, candidateIds) : undefined,
      ),
    )
    .orderBy(jobSurveys.id);
  const surveyIds = surveyRows.map((s) => s.id);
  const attachmentRows = surveyIds.length
    ? await db.select().from(jobSurveyAttachments).where(inArray(jobSurveyAttachments.surveyId, surveyIds)).orderBy(jobSurveyAttachments.id)
    : [];
  const emailRows = await db
    .select()
    .from(emails)
    .where(or(sameAddress(emails.toAddress, email), sameAddress(emails.replyTo, email)))
    .orderBy(emails.id);

  // A candidate's latest CV is usually also its last application's: one file, listed once.
  const resumeFiles = new Map<string, { key: string; fileName: string; mime: string; date: Date; candidateId: number }>();
  for (const { application: a } of applicationRows) {
    resumeFiles.set(a.resumeKey, { key: a.resumeKey, fileName: a.resumeFileName, mime: a.resumeMime, date: a.createdAt, candidateId: a.candidateId });
  }
  for (const c of candidateRows) {
    if (c.resumeKey && !resumeFiles.has(c.resumeKey)) {
      resumeFiles.set(c.resumeKey, {
        key: c.resumeKey,
        fileName: c.resumeFileName ?? "cv",
        mime: c.resumeMime ?? "application/octet-stream",
        date: c.updatedAt,
        candidateId: c.id,
      });
    }
  }
  return {
    candidates: candidateRows,
    applications: applicationRows,
    candidateNotes: noteRows,
    resumeFiles: [...resumeFiles.values()],
    jobAlerts: alertRows,
    contactLeads: leadRows,
    trainingRegistrations: registrationRows,
    jobSurveys: surveyRows,
    surveyFiles: attachmentRows,
    emails: emailRows,
  };
}

function countsOf(held: Holdings): PersonalDataCounts {
  const counts = emptyCounts();
  for (const { key } of PERSONAL_DATA_CATEGORIES) counts[key] = held[key].length;
  return counts;
}

const total = (counts: PersonalDataCounts) => Object.values(counts).reduce((sum, n) => sum + n, 0);
const iso = (date: Date | null | undefined) => (date ? date.toISOString() : null);
const item = (id: number | string, date: Date | null | undefined, label: string): PersonalDataItem => ({ id: String(id), date: iso(date), label });
const APPLICATION_KIND_LABELS = { APPLICATION: "Candidature", CV_DROP: "Dépôt de CV" } as const;
const SURVEY_TYPE_LABELS = { FULL: "Questionnaire complet", LIGHT: "Questionnaire allégé" } as const;
const EMAIL_STATUS_LABELS = { PENDING: "en attente", SENT: "envoyé", FAILED: "en échec" } as const;

/** The screen's listing: ids, dates and short labels, never whole documents. */
function listing(held: Holdings): PersonalDataFindings["items"] {
  return {
    candidates: held.candidates.map((c) => item(c.id, c.createdAt, [c.name ?? "Sans nom", c.header].filter(Boolean).join(" · "))),
    applications: held.applications.map(({ application: a, position }) =>
      item(a.id, a.createdAt, `${APPLICATION_KIND_LABELS[a.kind]}${position ? ` · ${position}` : ""}`),
    ),
    candidateNotes: held.candidateNotes.map((n) => item(n.id, n.createdAt, "Note sur la fiche candidat")),
    resumeFiles: held.resumeFiles.map((f, i) => item(i + 1, f.date, `${f.fileName} (${f.mime})`)),
    jobAlerts: held.jobAlerts.map((a) =>
      item(a.id, a.createdAt, `Alerte ${a.isArchived ? "désactivée" : a.isVerified ? "active" : "non confirmée"} · ${alertCriteria(a.queryData)}`),
    ),
    contactLeads: held.contactLeads.map((l) => item(l.id, l.createdAt, [l.names, l.society, l.sourcePage].filter(Boolean).join(" · "))),
    trainingRegistrations: held.trainingRegistrations.map((r) =>
      item(r.registration.id, r.registration.createdAt, `${r.training} · session du ${frenchShortDate(r.startAt)}`),
    ),
    jobSurveys: held.jobSurveys.map((s) =>
      item(s.id, s.createdAt, `${SURVEY_TYPE_LABELS[s.type] ?? "Questionnaire"} · ${s.isCompleted ? "complété" : "en cours"}`),
    ),
    surveyFiles: held.surveyFiles.map((f) => item(f.id, f.createdAt, `${f.label} · ${f.fileName}`)),
    emails: held.emails.map((e) => item(e.id, e.createdAt, `${e.subject} (${EMAIL_STATUS_LABELS[e.status]})`)),
  };
}

const CRITERIA_LABELS: Record<string, string> = {
  query: "Recherche",
  location: "Lieu",
  domain: "Secteur",
  contract: "Contrat",
  salaryMin: "Salaire minimum",
  salaryMax: "Salaire maximum",
};

/** An alert's stored criteria in words, for the listing (the export keeps them as stored). */
function alertCriteria(query: unknown): string {
  const parts = Object.entries((query ?? {}) as Record<string, unknown>)
    .filter(([, value]) => value !== undefined && value !== null && value !== "")
    .map(([key, value]) => `${CRITERIA_LABELS[key] ?? key}\u00a0: ${String(value)}`);
  return parts.length ? parts.join("\u00a0; ") : "toutes les offres";
}

/** Everything held about an address (trimmed, any case): counts and the screen's listing. Logs nothing. */
export async function findPersonalData(deps: Pick<AppDeps, "db">, email: string): Promise<PersonalDataFindings> {
  const held = await collect(deps.db, normalize(email));
  const counts = countsOf(held);
  return { counts, total: total(counts), items: listing(held) };
}

/**
 * The person as the log knows them: an HMAC of the address, so a later request by the same
 * person can be matched by whoever types the address again, while the log alone reveals nothing.
 */
export const subjectHash = (config: AppDeps["config"], email: string) =>
  createHmac("sha256", config.personalData.hmacSecret).update(normalize(email)).digest("hex");

async function logRequest(db: Db | Tx, deps: Deps, kind: DataRequestKind, email: string, handledBy: number, counts: PersonalDataCounts) {
  await db.insert(dataRequests).values({ kind, subjectHash: subjectHash(deps.config, email), handledBy, summary: counts });
  // Counts only: the address never reaches the logs.
  deps.logger.info({ kind, counts }, "personal data request handled");
}

/** POST /api/admin/personal_data/search: the listing, and an ACCESS line in the log. */
export async function searchPersonalData(deps: Deps, body: unknown, handledBy: number): Promise<PersonalDataFindings> {
  const { email } = parseOrThrow(personalDataSearchSchema, body);
  const findings = await findPersonalData(deps, email);
  await logRequest(deps.db, deps, "ACCESS", email, handledBy, findings.counts);
  return findings;
}

/** A name safe in any unzip tool: ASCII letters, digits, dot, dash and underscore. */
const safeName = (name: string) =>
  name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^A-Za-z0-9._-]+/g, "_")
    .replace(/^[._]+/, "")
    .slice(-100) || "fichier";

const withoutKeys = <T extends Record<string, unknown>, K extends keyof T>(row: T, ...keys: K[]): Omit<T, K> => {
  const copy = { ...row };
  for (const key of keys) delete copy[key];
  return copy;
};

/**
 * POST /api/admin/personal_data/export: a ZIP with donnees.json (every row found, without
 * the store's internal keys or secrets' hashes) and the files under fichiers/. A file missing
 * from the store is named in the JSON rather than failing the whole export.
 */
export async function exportPersonalData(deps: Deps, body: unknown, handledBy: number): Promise<{ bytes: Uint8Array; fileName: string }> {
  const { email } = parseOrThrow(personalDataSearchSchema, body);
  const held = await collect(deps.db, email);
  const store = fileStoreFor(deps.config);
  const zip: Zippable = {};
  const missing: string[] = [];
  const readInto = async (key: string, path: string) => {
    const bytes = await store.read(key);
    if (bytes) zip[path] = [new Uint8Array(bytes), { level: 0 }];
    else missing.push(path);
    return path;
  };
  const resumeFiles = [];
  for (const [i, f] of held.resumeFiles.entries()) {
    const path = await readInto(f.key, `fichiers/cv/${i + 1}-${safeName(f.fileName)}`);
    resumeFiles.push({ fichier: path, nom: f.fileName, type: f.mime, candidat: f.candidateId, date: iso(f.date) });
  }
  const surveyFiles = [];
  for (const f of held.surveyFiles) {
    const path = await readInto(f.storageKey, `fichiers/questionnaires/${f.surveyId}-${safeName(f.field)}-${safeName(f.fileName)}`);
    surveyFiles.push({ ...withoutKeys(f, "storageKey"), fichier: path });
  }
  const counts = countsOf(held);
  const data = {
    adresse: email,
    exporteLe: new Date().toISOString(),
    resume: counts,
    candidates: held.candidates.map((c) => withoutKeys(c, "resumeKey")),
    applications: held.applications.map(({ application, position }) => ({ ...withoutKeys(application, "resumeKey"), position })),
    candidateNotes: held.candidateNotes,
    resumeFiles,
    // The token's hash only proves a link; it is ours, not the person's.
    jobAlerts: held.jobAlerts.map((a) => withoutKeys(a, "tokenHash")),
    contactLeads: held.contactLeads,
    trainingRegistrations: held.trainingRegistrations.map(({ registration, training, startAt, endAt }) => ({ ...registration, training, startAt, endAt })),
    jobSurveys: held.jobSurveys,
    surveyFiles,
    emails: held.emails,
    ...(missing.length > 0 && { fichiersIntrouvables: missing }),
  };
  zip["donnees.json"] = strToU8(JSON.stringify(data, null, 2));
  const bytes = zipSync(zip, { level: 6 });
  await logRequest(deps.db, deps, "EXPORT", email, handledBy, counts);
  if (missing.length > 0) deps.logger.warn({ missing: missing.length }, "personal data export: files missing from the store");
  return { bytes, fileName: `donnees-personnelles-${new Date().toISOString().slice(0, 10)}.zip` };
}

/**
 * POST /api/admin/personal_data/erase: the rows go in one transaction (children first, then
 * what they point to), with the log line; e-mails are redacted, not deleted, so the outbox's
 * counts stay true. Files are removed after the commit: a failure then leaves an orphan file
 * no row leads to (logged by count), never a row pointing to a missing file.
 */
export async function erasePersonalData(deps: Deps, body: unknown, handledBy: number): Promise<PersonalDataErasure> {
  const { email } = parseOrThrow(personalDataErasureSchema, body);
  const { counts, fileKeys, emailIds } = await deps.db.transaction(async (tx) => {
    const held = await collect(tx, email);
    const counts = countsOf(held);
    const candidateIds = held.candidates.map((c) => c.id);
    const surveyIds = held.jobSurveys.map((s) => s.id);
    if (surveyIds.length) {
      await tx.delete(jobSurveyAttachments).where(inArray(jobSurveyAttachments.surveyId, surveyIds));
      await tx.delete(jobSurveys).where(inArray(jobSurveys.id, surveyIds));
    }
    // Applications, notes, CV-download traces and the search copy follow by cascade.
    if (candidateIds.length) await tx.delete(candidates).where(inArray(candidates.id, candidateIds));
    const alertIds = held.jobAlerts.map((a) => a.id);
    if (alertIds.length) await tx.delete(jobAlerts).where(inArray(jobAlerts.id, alertIds));
    const leadIds = held.contactLeads.map((l) => l.id);
    if (leadIds.length) await tx.delete(contactLeads).where(inArray(contactLeads.id, leadIds));
    const registrationIds = held.trainingRegistrations.map((r) => r.registration.id);
    if (registrationIds.length) await tx.delete(trainingRegistrations).where(inArray(trainingRegistrations.id, registrationIds));
    const emailIds = held.emails.map((e) => e.id);
    if (emailIds.length) {
      await tx
        .update(emails)
        .set({
          toAddress: sql`CASE WHEN ${sameAddress(emails.toAddress, email)} THEN ${ERASED_ADDRESS} ELSE ${emails.toAddress} END`,
          replyTo: sql`CASE WHEN ${sameAddress(emails.replyTo, email)} THEN ${ERASED_ADDRESS} ELSE ${emails.replyTo} END`,
          subject: ERASED_CONTENT,
          textBody: ERASED_CONTENT,
          htmlBody: sql`CASE WHEN ${emails.htmlBody} IS NULL THEN NULL ELSE ${ERASED_CONTENT} END`,
          // List-Unsubscribe carries a link with the person's alert in it.
          headers: null,
          attachments: sql`CASE WHEN ${emails.attachments} IS NULL THEN NULL ELSE ${JSON.stringify([
            { filename: "efface.txt", contentType: "text/plain", content: ERASED_CONTENT },
          ])}::jsonb END`,
        })
        .where(inArray(emails.id, emailIds));
    }
    await eraseHistory(tx, { candidateIds, surveyIds, alertIds, leadIds, registrationIds, emailIds });
    await logRequest(tx, deps, "ERASURE", email, handledBy, counts);
    return { counts, fileKeys: [...held.resumeFiles.map((f) => f.key), ...held.surveyFiles.map((f) => f.storageKey)], emailIds };
  });
  const store = fileStoreFor(deps.config);
  const removals = [...fileKeys.map((key) => store.remove(key)), removeOutboxCopies(deps.config.mail.outboxDir, emailIds)];
  const failures = (await Promise.allSettled(removals)).filter((r) => r.status === "rejected").length;
  if (failures > 0) deps.logger.warn({ failures }, "personal data erasure: files not removed");
  return { counts, total: total(counts), detail: ERASURE_DONE };
}

/**
 * The «Historique» lines of every record erased (or redacted) go in the same transaction: a
 * line keeps a changed name, address or phone number before and after.
 */
async function eraseHistory(tx: Tx, ids: Record<"candidateIds" | "surveyIds" | "alertIds" | "leadIds" | "registrationIds" | "emailIds", (number | string)[]>) {
  const byModel: [string, (number | string)[]][] = [
    [CANDIDATE_HISTORY_MODEL, ids.candidateIds],
    [PERSONAL_RECORD_MODELS.survey, ids.surveyIds],
    [PERSONAL_RECORD_MODELS.alert, ids.alertIds],
    [PERSONAL_RECORD_MODELS.lead, ids.leadIds],
    [PERSONAL_RECORD_MODELS.registration, ids.registrationIds],
    [PERSONAL_RECORD_MODELS.email, ids.emailIds],
  ];
  for (const [model, recordIds] of byModel) await eraseHistoryOf(tx, model, recordIds);
}

/** GET /api/admin/personal_data/requests: the latest requests, newest first; no address, ever. */
export async function listDataRequests(db: Db, limit = 100): Promise<DataRequestLogEntry[]> {
  const rows = await db
    .select({
      id: dataRequests.id,
      kind: dataRequests.kind,
      createdAt: dataRequests.createdAt,
      summary: dataRequests.summary,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(dataRequests)
    .leftJoin(users, eq(users.id, dataRequests.handledBy))
    .orderBy(desc(dataRequests.createdAt), desc(dataRequests.id))
    .limit(limit);
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind,
    createdAt: r.createdAt.toISOString(),
    handledBy: r.email ? [r.firstName, r.lastName].filter(Boolean).join(" ") || r.email : null,
    summary: r.summary,
  }));
}
