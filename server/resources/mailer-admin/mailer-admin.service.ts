import { and, asc, eq, gte, lte, sql, type SQL } from "drizzle-orm";
import type { AppDeps } from "../../app-deps";
import type { Db } from "../../db/client";
import { contactLeads, emails, trainingRegistrations } from "../../db/schema";
import { HttpError, notFound } from "../../lib/errors";
import { INT4_MAX } from "../../../common/db-limits";
import type { SessionUser } from "../../../common/roles";
import type { EmailDetails as SharedEmailDetails } from "../../../common/emails";
import { searchResource } from "../crud.service";
import type { AnyResource, Row } from "../types";
import { csvFile, logListExport } from "../../lib/csv";
import { frenchShortDateTime, parisIsoDay } from "../../../common/format/date";
import { EXPORT_MAX_ROWS } from "../../../common/manager-meta";

export const RESEND_ONLY_FAILED = "Seul un message en échec peut être renvoyé";
const EMAIL_NOT_FOUND = "E-mail introuvable";

/** The e-mail as the server builds it (dates as Date). */
export type EmailDetails = SharedEmailDetails<Date>;

type EmailRow = typeof emails.$inferSelect;

/** The path get_file serves an attachment under: nothing else is a file there. */
export const attachmentPath = (emailId: number, index: number) => `emails/${emailId}/${index}`;

const attachmentBytes = (a: NonNullable<EmailRow["attachments"]>[number]) => Buffer.from(a.content, a.encoding === "base64" ? "base64" : "utf8");

function details(row: EmailRow, from: string): EmailDetails {
  return {
    id: row.id,
    category: row.category,
    from,
    // Lists as in the spec's entity; the site writes one address and no copy.
    to: [row.toAddress],
    cc: [],
    replyTo: row.replyTo,
    subject: row.subject,
    textBody: row.textBody,
    htmlBody: row.htmlBody,
    status: row.status,
    attempts: row.attempts,
    error: row.lastError,
    createdAt: row.createdAt,
    sentAt: row.sentAt,
    attachments: (row.attachments ?? []).map((a, index) => ({
      index,
      filename: a.filename,
      contentType: a.contentType,
      size: attachmentBytes(a).length,
      url: `/api/default/get_file/${attachmentPath(row.id, index)}`,
    })),
  };
}

async function findEmail(db: Db, id: number): Promise<EmailRow> {
  const [row] = id > 0 && id <= INT4_MAX ? await db.select().from(emails).where(eq(emails.id, id)) : [];
  if (!row) throw notFound(EMAIL_NOT_FOUND);
  return row;
}

export async function emailDetails({ db, config }: Pick<AppDeps, "db" | "config">, id: number): Promise<EmailDetails> {
  return details(await findEmail(db, id), config.mail.from);
}

/**
 * Spec 3 §4: only a FAILED e-mail is resent (409 otherwise, also when another click or the
 * retry task took it first); the answer is the e-mail after the attempt, SENT or FAILED again.
 */
export async function resendEmail({ db, config, mailer }: Pick<AppDeps, "db" | "config" | "mailer">, id: number): Promise<EmailDetails> {
  const row = await findEmail(db, id);
  if (row.status !== "FAILED") throw new HttpError(409, RESEND_ONLY_FAILED);
  const result = await mailer.resend(db, id);
  if (!result) throw new HttpError(409, RESEND_ONLY_FAILED);
  return details(await findEmail(db, id), config.mail.from);
}

/**
 * GET /default/get_file/{path}: «path» names one attachment kept in an e-mail row,
 * emails/{id}/{index}, and nothing else: there is no directory behind it, so no traversal
 * can reach a file; any other shape (dots, encodings, absolute paths) is simply not found.
 */
export async function attachmentFile(db: Db, path: string): Promise<{ filename: string; contentType: string; bytes: Buffer }> {
  const match = /^emails\/([1-9]\d{0,9})\/(\d{1,3})$/.exec(path);
  if (!match) throw notFound("Fichier introuvable");
  const id = Number(match[1]);
  const index = Number(match[2]);
  const [row] = id <= INT4_MAX ? await db.select({ attachments: emails.attachments }).from(emails).where(eq(emails.id, id)) : [];
  const attachment = row?.attachments?.[index];
  if (!attachment) throw notFound("Fichier introuvable");
  // A stored type is only ever a plain media type here; anything odd is served as bytes.
  const contentType = /^[\w.+-]+\/[\w.+-]+$/.test(attachment.contentType.split(";")[0]!.trim())
    ? attachment.contentType.split(";")[0]!.trim()
    : "application/octet-stream";
  return { filename: attachment.filename, contentType, bytes: attachmentBytes(attachment) };
}

export type LeadKind = "contact" | "training";

/** What a lead's drawer shows of the e-mails it produced. */
export type LeadEmail = Pick<EmailDetails, "id" | "category" | "to" | "replyTo" | "subject" | "status" | "createdAt" | "textBody" | "htmlBody" | "error">;

// A lead's mails are written in the same request, right after the lead: a late one is not its.
const MATCH_WINDOW = sql`interval '10 minutes'`;

/**
 * The e-mails a lead produced. The mails carry no lead id column (no migration for a link):
 * they name the lead in their text («Demande n° 12,», «Inscription n° 7,», the invitation's
 * uid), written by contact.mail.ts and registrations.mail.ts. When that text is gone (an
 * erased body), the same category and address within minutes of the lead stand in.
 */
export async function leadEmails(db: Db, kind: LeadKind, id: number): Promise<LeadEmail[]> {
  if (id < 1 || id > INT4_MAX) throw notFound();
  let exact: SQL;
  let near: SQL;
  if (kind === "contact") {
    const [lead] = await db.select().from(contactLeads).where(eq(contactLeads.id, id));
    if (!lead) throw notFound("Demande de contact introuvable");
    const base = and(eq(emails.category, "contact-lead"), eq(emails.replyTo, lead.mail))!;
    exact = and(base, sql`position(${`Demande n° ${id},`} in ${emails.textBody}) > 0`)!;
    near = and(base, gte(emails.createdAt, lead.createdAt), lte(emails.createdAt, sql`${lead.createdAt} + ${MATCH_WINDOW}`))!;
  } else {
    const [registration] = await db.select().from(trainingRegistrations).where(eq(trainingRegistrations.id, id));
    if (!registration) throw notFound("Inscription introuvable");
    const notice = and(eq(emails.category, "training-registration"), eq(emails.replyTo, registration.mail))!;
    const confirmation = and(eq(emails.category, "training-registration-confirmation"), eq(emails.toAddress, registration.mail))!;
    exact = sql`((${notice} and position(${`Inscription n° ${id},`} in ${emails.textBody}) > 0) or (${confirmation} and position(${`inscription-${id}@`} in coalesce(${emails.attachments}::text, '')) > 0))`;
    near = and(
      sql`(${notice} or ${confirmation})`,
      gte(emails.createdAt, registration.createdAt),
      lte(emails.createdAt, sql`${registration.createdAt} + ${MATCH_WINDOW}`),
    )!;
  }
  const pick = (where: SQL) =>
    db
      .select({
        id: emails.id,
        category: emails.category,
        toAddress: emails.toAddress,
        replyTo: emails.replyTo,
        subject: emails.subject,
        status: emails.status,
        createdAt: emails.createdAt,
        textBody: emails.textBody,
        htmlBody: emails.htmlBody,
        error: emails.lastError,
      })
      .from(emails)
      .where(where)
      .orderBy(asc(emails.createdAt), asc(emails.id))
      .limit(10);
  let rows = await pick(exact);
  if (rows.length === 0) rows = await pick(near);
  return rows.map(({ toAddress, ...row }) => ({ ...row, to: [toAddress] }));
}

/** «15/02/2025 10:00», Paris time: a cell French Excel reads as a date. */
const parisDate = (value: unknown) => (value == null ? "" : frenchShortDateTime(value instanceof Date ? value : String(value)));
const text = (value: unknown) => (value == null ? "" : String(value));

const PAGE = 100;

type CsvLayout = { filename: string; header: string[]; cells: (row: Row) => string[] };

export const LEAD_CSV: Record<LeadKind, CsvLayout> = {
  contact: {
    filename: "demandes-de-contact",
    header: ["Date", "Nom", "Société", "E-mail", "Téléphone", "Département", "Page d'origine", "Formulaire de service", "Message"],
    cells: (r) => [
      parisDate(r.createdAt),
      text(r.names),
      text(r.society),
      text(r.mail),
      text(r.phoneNumber),
      text(r.department),
      text(r.sourcePage),
      r.isFromService ? "Oui" : "Non",
      text(r.content),
    ],
  },
  training: {
    filename: "inscriptions-formations",
    header: ["Date", "Nom", "E-mail", "Téléphone", "Formation", "Session"],
    cells: (r) => [parisDate(r.createdAt), text(r.names), text(r.mail), text(r.phoneNumber), text(r.training), parisDate(r.sessionStart)],
  },
};

/**
 * The filtered list as a CSV file for French Excel (UTF-8 BOM, «;», formula cells defused:
 * server/lib/csv.ts). Read through the manager's own search, page by page, so the export
 * holds exactly the rows the screen lists, in the same order.
 */
export async function leadsCsv(db: Db, user: SessionUser | null, resource: AnyResource, kind: LeadKind, filters: Row) {
  const layout = LEAD_CSV[kind];
  const lines = [layout.header];
  for (let page = 1; (page - 1) * PAGE < EXPORT_MAX_ROWS; page++) {
    const answer = await searchResource(db, user, resource, { ...filters, page, limit: PAGE });
    for (const row of answer.rows) lines.push(layout.cells(row));
    if (page * PAGE >= answer.count) break;
  }
  await logListExport(db, user!, `${resource.appLabel}/${resource.model}`, filters, lines.length - 1);
  const day = parisIsoDay(new Date());
  return { filename: `${layout.filename}-${day}.csv`, body: csvFile(lines) };
}
