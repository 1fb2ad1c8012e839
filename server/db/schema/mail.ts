import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";

/** `encoding: "base64"` for binary content (a survey's PDF); text otherwise. */
export type MailAttachment = { filename: string; contentType: string; content: string; encoding?: "base64" };

export const EMAIL_STATUSES = ["PENDING", "SENT", "FAILED"] as const;
export type EmailStatus = (typeof EMAIL_STATUSES)[number];

/**
 * Every e-mail, written before it is sent: a message is never lost between the caller's
 * own data being saved and the SMTP server answering, and a failed one can be sent again.
 */
export const emails = pgTable(
  "emails",
  {
    id: serial("id").primaryKey(),
    /** What the message is for ("contact-lead", "job-alert"…), for logs and retries. */
    category: text("category").notNull(),
    toAddress: text("to_address").notNull(),
    replyTo: text("reply_to"),
    subject: text("subject").notNull(),
    textBody: text("text_body").notNull(),
    htmlBody: text("html_body"),
    /** Extra headers, e.g. List-Unsubscribe on alert e-mails. */
    headers: jsonb("headers").$type<Record<string, string>>(),
    /** Small attachments carried with the row (a calendar invitation, a survey's PDF in base64), so a resend has them. */
    attachments: jsonb("attachments").$type<MailAttachment[]>(),
    status: text("status", { enum: EMAIL_STATUSES }).notNull().default("PENDING"),
    /** Failed delivery attempts so far. */
    attempts: integer("attempts").notNull().default(0),
    /** Short technical reason of the last failure (error codes only, no personal data). */
    lastError: text("last_error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (t) => [
    // The retry task reads the oldest FAILED (or stuck PENDING) rows first.
    index("emails_status_created_at_idx").on(t.status, t.createdAt),
    check("emails_status_check", sql`${t.status} IN ('PENDING', 'SENT', 'FAILED')`),
  ],
);
