import { mkdir } from "node:fs/promises";
import { writeFileDurably } from "../../lib/durable-file";
import { join } from "node:path";
import { and, asc, eq, lt, or, sql } from "drizzle-orm";
import nodemailer from "nodemailer";
import type { Config } from "../../config";
import type { Db } from "../../db/client";
import { emails, type MailAttachment } from "../../db/schema/mail";
import type { Logger } from "../../lib/logger";

export type MailMessage = {
  /** What the message is for ("contact-lead"…): the only thing about it that is logged. */
  category: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  /** Extra headers (List-Unsubscribe…), kept with the row so a resend carries them too. */
  headers?: Record<string, string>;
  /** Small attachments (a calendar invitation, a survey's PDF), stored with the row. */
  attachments?: MailAttachment[];
};

export type SendResult = { id: number; status: "SENT" | "FAILED" };

export type ResendCounts = { attempted: number; sent: number; failed: number };

export type Mailer = {
  /**
   * Records the message, then delivers it. Resolves FAILED rather than throwing when
   * delivery fails: the caller's own data is already saved and the row can be resent.
   */
  send(db: Db, message: MailMessage): Promise<SendResult>;
  /**
   * Delivers a FAILED row again, or a PENDING one left behind (older than 15 minutes, e.g.
   * the process stopped mid-send); null when the row is neither (sent, in flight, unknown).
   */
  resend(db: Db, id: number): Promise<SendResult | null>;
  /**
   * For a scheduled task: resends the oldest undelivered rows created more than
   * olderThanMinutes ago (default 0), at most limit (50) of them, skipping rows that already
   * failed maxAttempts (5) times; an operator can still resend those one by one.
   */
  resendFailed(db: Db, options?: { olderThanMinutes?: number; limit?: number; maxAttempts?: number }): Promise<ResendCounts>;
};

type EmailRow = typeof emails.$inferSelect;

/** A dead or silent SMTP server must not hold a visitor's request for minutes. */
const SMTP_TIMEOUT_MS = 10_000;
/**
 * A PENDING row younger than this may still be in the hands of send() (one connection,
 * greeting and a few commands, each bounded by the timeouts above): the retry task
 * leaves it alone so a message is not delivered twice.
 */
const STALE_PENDING_MINUTES = 15;
const RESEND_DEFAULTS = { olderThanMinutes: 0, limit: 50, maxAttempts: 5 };

/** Delivers one recorded message, or throws. */
type Deliver = (row: EmailRow) => Promise<void>;

function smtpDelivery(config: Config): Deliver {
  const transport = nodemailer.createTransport({
    url: config.mail.smtpUrl,
    connectionTimeout: SMTP_TIMEOUT_MS,
    greetingTimeout: SMTP_TIMEOUT_MS,
    socketTimeout: SMTP_TIMEOUT_MS,
  });
  return async (row) => {
    await transport.sendMail(mailOptions(config, row));
  };
}

/** Without SMTP, each message becomes an .eml file any mail client can open. */
function outboxDelivery(config: Config): Deliver {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "windows" });
  const { outboxDir } = config.mail;
  return async (row) => {
    const info = await transport.sendMail(mailOptions(config, row));
    // Messages carry personal data: readable by the server's user only.
    await mkdir(outboxDir, { recursive: true, mode: 0o700 });
    const file = join(outboxDir, `${row.id}-${Date.now()}.eml`);
    // A reader never sees half a message, and a delivered one survives a power cut.
    await writeFileDurably(file, info.message as Buffer);
  };
}

function mailOptions(config: Config, row: EmailRow) {
  return {
    from: config.mail.from,
    to: row.toAddress,
    replyTo: row.replyTo ?? undefined,
    subject: row.subject,
    text: row.textBody,
    html: row.htmlBody ?? undefined,
    headers: row.headers ?? undefined,
    attachments: row.attachments?.map(({ filename, contentType, content, encoding }) => ({ filename, contentType, content, ...(encoding && { encoding }) })),
  };
}

/**
 * The reason kept in last_error: error codes only (nodemailer's code, the system error
 * behind it, the SMTP reply code and command). Messages are left out because servers
 * quote the recipient's address in them.
 */
export function failureReason(error: unknown): string {
  const e = (error ?? {}) as { code?: unknown; originalCode?: unknown; responseCode?: unknown; command?: unknown; name?: unknown };
  const parts = [e.code, e.originalCode, e.responseCode]
    .filter((p) => (typeof p === "string" && /^[A-Z0-9_]{1,40}$/i.test(p)) || typeof p === "number")
    .map(String);
  if (typeof e.command === "string" && /^[A-Z ]{1,20}$/.test(e.command)) parts.push(`(${e.command})`);
  if (parts.length === 0) parts.push(typeof e.name === "string" && /^\w{1,40}$/.test(e.name) ? e.name : "Error");
  return parts.join(" ");
}

/** Rows a retry may take: FAILED ones, and PENDING ones old enough to have been abandoned. */
function retryable(pendingMinutes: number) {
  return or(eq(emails.status, "FAILED"), and(eq(emails.status, "PENDING"), lt(emails.createdAt, sql`now() - make_interval(mins => ${pendingMinutes})`)));
}

/** The message recorded PENDING before any delivery: a crash leaves a row to retry, not a lost e-mail. */
async function storeEmail(db: Db, message: MailMessage): Promise<EmailRow> {
  const [row] = await db
    .insert(emails)
    .values({
      category: message.category,
      toAddress: message.to,
      replyTo: message.replyTo ?? null,
      subject: message.subject,
      textBody: message.text,
      htmlBody: message.html ?? null,
      headers: message.headers ?? null,
      attachments: message.attachments ?? null,
    })
    .returning();
  return row;
}

/** The rows resendFailed takes, oldest first: retryable, old enough, not tried too often. */
function resendCandidates(db: Db, settings: typeof RESEND_DEFAULTS) {
  const olderThan = Math.max(0, Math.floor(settings.olderThanMinutes));
  return db
    .select({ id: emails.id })
    .from(emails)
    .where(
      and(
        retryable(Math.max(olderThan, STALE_PENDING_MINUTES)),
        lt(emails.createdAt, sql`now() - make_interval(mins => ${olderThan})`),
        lt(emails.attempts, settings.maxAttempts),
      ),
    )
    .orderBy(asc(emails.createdAt))
    .limit(Math.max(0, Math.floor(settings.limit)));
}

export function createMailer(config: Config, logger: Logger): Mailer {
  const deliver = config.mail.smtpUrl ? smtpDelivery(config) : outboxDelivery(config);
  // Rows this process is delivering right now, so resend() cannot send one a second time.
  const inFlight = new Set<number>();

  /** Delivers a row held in inFlight and records the outcome. */
  async function attempt(db: Db, row: EmailRow): Promise<SendResult> {
    let failure: string | null = null;
    try {
      await deliver(row);
    } catch (error) {
      failure = failureReason(error);
    }
    const status = failure ? "FAILED" : "SENT";
    await db
      .update(emails)
      .set(failure ? { status, attempts: sql`${emails.attempts} + 1`, lastError: failure } : { status, sentAt: sql`now()`, lastError: null })
      .where(eq(emails.id, row.id));
    const fields = { emailId: row.id, category: row.category, status };
    if (failure) logger.warn(fields, "email not delivered");
    else logger.info(fields, "email sent");
    return { id: row.id, status };
  }

  async function resend(db: Db, id: number): Promise<SendResult | null> {
    if (inFlight.has(id)) return null;
    inFlight.add(id);
    try {
      // Moving FAILED to PENDING in one statement is the claim: of two concurrent resends
      // (two clicks, two instances) only one gets the row back. Stale PENDING rows have no
      // such guard across instances; the scheduled task that retries them runs once at a time.
      const [row] = await db
        .update(emails)
        .set({ status: "PENDING" })
        .where(and(eq(emails.id, id), retryable(STALE_PENDING_MINUTES)))
        .returning();
      return row ? await attempt(db, row) : null;
    } finally {
      inFlight.delete(id);
    }
  }

  return {
    async send(db, message) {
      const row = await storeEmail(db, message);
      inFlight.add(row.id);
      try {
        return await attempt(db, row);
      } finally {
        inFlight.delete(row.id);
      }
    },

    resend,

    async resendFailed(db, options = {}) {
      const candidates = await resendCandidates(db, { ...RESEND_DEFAULTS, ...options });
      const counts: ResendCounts = { attempted: 0, sent: 0, failed: 0 };
      // One at a time: a struggling SMTP server gets no burst, and the task stays light.
      for (const { id } of candidates) {
        const result = await resend(db, id);
        if (!result) continue;
        counts.attempted += 1;
        if (result.status === "SENT") counts.sent += 1;
        else counts.failed += 1;
      }
      return counts;
    },
  };
}
