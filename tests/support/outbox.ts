import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { test } from "@playwright/test";
import { e2eServer } from "./e2e-servers";

/** The e-mails the test's server wrote to its local outbox (no SMTP configured there). */
export function outboxMails(): string[] {
  const dir = join(e2eServer(test.info().parallelIndex).dataDir, "outbox");
  try {
    return readdirSync(dir)
      .filter((f) => f.endsWith(".eml"))
      .map((f) => readFileSync(join(dir, f), "utf8"));
  } catch {
    return [];
  }
}

/** The headers and raw body of a message's first MIME part of this content type. */
function findPart(raw: string, contentType: string): { headers: string; body: string } | undefined {
  const mail = raw.replace(/\r\n/g, "\n");
  const start = mail.indexOf(`Content-Type: ${contentType}`);
  if (start < 0) return undefined;
  const headersEnd = mail.indexOf("\n\n", start);
  const rest = mail.slice(headersEnd + 2);
  return { headers: mail.slice(start, headersEnd), body: rest.slice(0, rest.indexOf("\n--")) };
}

/**
 * The decoded text of a message's MIME part of this content type («text/calendar»…), as
 * nodemailer writes it: base64 or quoted-printable. Undefined when the message has none.
 */
export function mailPart(raw: string, contentType: string): string | undefined {
  const part = findPart(raw, contentType);
  if (!part) return undefined;
  if (/Content-Transfer-Encoding: base64/i.test(part.headers)) return Buffer.from(part.body.replace(/\s/g, ""), "base64").toString("utf8");
  const bytes = part.body.replace(/=\n/g, "").replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, "latin1").toString("utf8");
}

/** The bytes of a base64 attachment of this content type («application/pdf»). */
export function mailAttachment(raw: string, contentType: string): Buffer | undefined {
  const part = findPart(raw, contentType);
  return part ? Buffer.from(part.body.replace(/\s/g, ""), "base64") : undefined;
}
