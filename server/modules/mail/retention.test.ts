import { mkdir, mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../tests/support/test-app";
import { contactLeads, emails } from "../../db/schema";
import { scheduledTasks, TASK_TITLES } from "../tasks/schedules";
import { purgeOldEmails } from "./mail.retention";
import { purgeOldLeads } from "../contact/contact.retention";

let t: TestApp;
let dataDir: string;
const NOW = new Date("2026-11-26T05:00:00Z");
const yearsAgo = (years: number, days = 0) => new Date(NOW.getTime() - years * 365.25 * 86_400_000 - days * 86_400_000);

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), "retention-"));
  t = await createTestApp({ env: { DATA_DIR: dataDir } });
});
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe("retention of e-mails and contact requests", () => {
  it("deletes e-mails older than 2 years, with their outbox copies, and keeps the others", async () => {
    const mail = { category: "contact-lead", toAddress: "contact@cabinet.test", subject: "Demande", textBody: "Bonjour", status: "SENT" as const };
    const [old, recent] = await t.deps.db
      .insert(emails)
      .values([
        { ...mail, createdAt: yearsAgo(2, 1) },
        { ...mail, createdAt: yearsAgo(1) },
      ])
      .returning({ id: emails.id });
    const outbox = t.deps.config.mail.outboxDir;
    await mkdir(outbox, { recursive: true });
    await writeFile(join(outbox, `${old!.id}-1.eml`), "Subject: Demande");
    await writeFile(join(outbox, `${recent!.id}-1.eml`), "Subject: Demande");

    expect(await purgeOldEmails(t.deps, NOW)).toBe(1);
    const left = await t.deps.db
      .select({ id: emails.id })
      .from(emails)
      .where(inArray(emails.id, [old!.id, recent!.id]));
    expect(left).toEqual([{ id: recent!.id }]);
    expect(await readdir(outbox)).toEqual([`${recent!.id}-1.eml`]);
  });

  it("deletes contact requests older than 3 years (CNIL, prospects)", async () => {
    const lead = { names: "Claire Martin", mail: "claire@exemple.fr", phoneNumber: "0612345678" };
    const [old, kept] = await t.deps.db
      .insert(contactLeads)
      .values([
        { ...lead, createdAt: yearsAgo(3, 1) },
        { ...lead, createdAt: yearsAgo(2) },
      ])
      .returning({ id: contactLeads.id });
    expect(await purgeOldLeads(t.deps.db, NOW)).toBe(1);
    const left = await t.deps.db
      .select({ id: contactLeads.id })
      .from(contactLeads)
      .where(inArray(contactLeads.id, [old!.id, kept!.id]));
    expect(left).toEqual([{ id: kept!.id }]);
  });

  it("runs both daily, each with its title on the tasks screen", () => {
    const daily = scheduledTasks(t.deps.config).filter((task) => ["contact-leads:purge", "emails:purge"].includes(task.name));
    expect(daily.map((task) => [task.name, task.cron])).toEqual([
      ["contact-leads:purge", "25 4 * * *"],
      ["emails:purge", "30 4 * * *"],
    ]);
    expect(TASK_TITLES["emails:purge"]).toBe("Suppression des e-mails expirés");
  });
});
