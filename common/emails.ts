/** An attachment of a sent e-mail, as the e-mails screen links it (GET /api/default/get_file/{url}). */
export type EmailAttachmentInfo = { index: number; filename: string; contentType: string; size: number; url: string };

/**
 * GET /api/mailer/get_email_details/{id}: the e-mail as sent (spec 3 §3). Dates are `Date` in
 * the server's code and ISO strings once in the browser (the default).
 */
export type EmailDetails<When = string> = {
  id: number;
  category: string;
  from: string;
  to: string[];
  cc: string[];
  replyTo: string | null;
  subject: string;
  textBody: string;
  htmlBody: string | null;
  status: "PENDING" | "SENT" | "FAILED";
  attempts: number;
  error: string | null;
  createdAt: When;
  sentAt: When | null;
  attachments: EmailAttachmentInfo[];
};
