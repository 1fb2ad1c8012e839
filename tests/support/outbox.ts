import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

/** The e-mails the journeys' server wrote to its local outbox (no SMTP configured there). */
export function outboxMails(): string[] {
  const dir = join(process.env.E2E_DATA_DIR!, "outbox");
  try {
    return readdirSync(dir)
      .filter((f) => f.endsWith(".eml"))
      .map((f) => readFileSync(join(dir, f), "utf8"));
  } catch {
    return [];
  }
}
