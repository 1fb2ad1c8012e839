import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { createTestApp, type TestApp } from "../../../tests/support/test-app";
import { startSmtpServer, type TestSmtpServer } from "../../../tests/support/smtp";
import { emails, jobAlerts, type AlertQuery } from "../../db/schema";
import { insertOffers, type OfferInput } from "../offers/offers.service";
import { offerHref } from "../../../common/offers";
import { hashLinkToken, newLinkToken } from "./job-alerts.tokens";
import { sendWeeklyAlerts } from "./job-alerts.weekly";
import { alertApi, linkIn, parseMail } from "./job-alerts.testing";
import { loader as unsubscribeLoader } from "../../../app/routes/offers/alert-unsubscribe";
import { scheduledTasks } from "../tasks/schedules";
import { purgeUnconfirmedAlerts } from "./job-alerts.retention";

let t: TestApp;
let smtp: TestSmtpServer;
let api: ReturnType<typeof alertApi>;

const DAY = 86_400_000;
const verifiedAt = new Date(Date.now() - 3 * DAY);
const at = (offsetDays: number) => new Date(verifiedAt.getTime() + offsetDays * DAY);
const welder = { query: "soudeur", location: "Lyon" } satisfies AlertQuery;

async function addAlert(email: string, queryData: AlertQuery, state: { isVerified?: boolean; isArchived?: boolean } = {}) {
  const id = crypto.randomUUID();
  const isVerified = state.isVerified ?? true;
  await t.deps.db.insert(jobAlerts).values({
    id,
    email,
    queryData,
    tokenHash: hashLinkToken(newLinkToken()),
    isVerified,
    isArchived: state.isArchived ?? false,
    verifiedAt: isVerified ? verifiedAt : null,
    consentAt: at(-1),
    consentText: "J'accepte…",
  });
  return id;
}

const offer = (name: string, city: string, creationDate: Date, extra: Partial<OfferInput> = {}): OfferInput => ({
  name,
  city,
  description: `<p>Poste de ${name} à ${city}, au sein d'une équipe de production.</p>`,
  creationDate,
  remunerationMin: 28000,
  remunerationMax: 34000,
  ...extra,
});
const mailsTo = (email: string) => smtp.received.filter((mail) => mail.to.includes(email)).map((mail) => parseMail(mail.raw));
const alertRow = async (id: string) => (await t.deps.db.select().from(jobAlerts).where(eq(jobAlerts.id, id)))[0];

let activeId: string;
let newMatchId: number;

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({ env: { SMTP_URL: smtp.url } });
  api = alertApi(t);
  activeId = await addAlert("paul.girard@exemple-mail.fr", welder);
  await addAlert("pending@exemple-mail.fr", welder, { isVerified: false });
  await addAlert("archived@exemple-mail.fr", welder, { isArchived: true });
  [newMatchId] = await insertOffers(t.deps.db, [
    offer("Soudeur TIG H/F", "Lyon", at(1), { contract: "CDI" }),
    offer("Soudeur MIG", "Lyon", at(-1)),
    offer("Comptable fournisseurs", "Lyon", at(1)),
    offer("Soudeur chaudronnier", "Marseille", at(1)),
    offer("Soudeur tuyauteur", "Lyon", at(1), { state: "archived" }),
  ]);
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

describe("the weekly job-alert e-mails: what is sent", () => {
  it("e-mails an active alert only the new offers of its search, with one-click unsubscribe", async () => {
    const counts = await sendWeeklyAlerts(t.deps, at(2));
    expect(counts).toEqual({ alerts: 1, sent: 1, skipped: 0, failed: 0 });
    expect(mailsTo("pending@exemple-mail.fr")).toEqual([]);
    expect(mailsTo("archived@exemple-mail.fr")).toEqual([]);
    const [mail] = mailsTo("paul.girard@exemple-mail.fr");
    expect(mail.text).toContain("Soudeur TIG H/F");
    expect(mail.text).toContain("Lyon · CDI · 28 à 34 K€");
    expect(mail.text).toContain(`http://localhost:3000${offerHref({ id: newMatchId, name: "Soudeur TIG H/F" })}`);
    for (const other of ["Soudeur MIG", "Comptable", "chaudronnier", "tuyauteur"]) expect(mail.text).not.toContain(other);
    expect(mail.text).toContain("http://localhost:3000/nos-offres?query=soudeur&location=Lyon");
    expect(mail.text).toContain("http://localhost:3000/donnees-personnelles");
    expect(mail.html).toContain("Soudeur TIG H/F");

    expect(mail.headers["list-unsubscribe"]).toMatch(
      new RegExp(
        `^<http://localhost:3000/api/jobs/job_alert_unsubscribe/${activeId}\\?token=[\\w-]+>, <mailto:dpo@alto-recrutement\\.example\\?subject=unsubscribe>$`,
      ),
    );
    expect(mail.headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");
    linkIn(mail.text, `http://localhost:3000/nos-offres/alertes/${activeId}/desinscription?token=`);

    const [row] = await t.deps.db.select().from(emails).where(eq(emails.toAddress, "paul.girard@exemple-mail.fr"));
    expect(row).toMatchObject({ status: "SENT", category: "job-alert", subject: "1 nouvelle offre pour votre alerte emploi" });
    // Kept with the row, so a resend of a failed delivery carries them too.
    expect(row.headers).toMatchObject({ "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" });
    expect(await alertRow(activeId)).toMatchObject({ lastSent: at(2), positions: [newMatchId] });
  });

  it("sends nothing the next week when nothing new was published, then only the newer offer", async () => {
    expect(await sendWeeklyAlerts(t.deps, at(9))).toEqual({ alerts: 1, sent: 0, skipped: 1, failed: 0 });
    expect(mailsTo("paul.girard@exemple-mail.fr")).toHaveLength(1);

    const [laterId] = await insertOffers(t.deps.db, [offer("Soudeur semi-automatique", "Lyon", at(10))]);
    expect(await sendWeeklyAlerts(t.deps, at(16))).toMatchObject({ sent: 1 });
    const mails = mailsTo("paul.girard@exemple-mail.fr");
    expect(mails).toHaveLength(2);
    expect(mails[1].text).toContain("Soudeur semi-automatique");
    expect(mails[1].text).not.toContain("Soudeur TIG H/F");
    expect((await alertRow(activeId)).positions).toEqual([laterId]);
  });

  it("keeps sending to the other alerts when one fails", async () => {
    const other = await addAlert("claire.roux@exemple-mail.fr", { contract: "CDI" });
    const failing = {
      ...t.deps,
      mailer: {
        ...t.deps.mailer,
        send: async (db: typeof t.deps.db, message: Parameters<typeof t.deps.mailer.send>[1]) => {
          if (message.to === "paul.girard@exemple-mail.fr") throw new Error("database hiccup");
          return t.deps.mailer.send(db, message);
        },
      },
    };
    await insertOffers(t.deps.db, [offer("Soudeur de nuit", "Lyon", at(20), { contract: "CDI" })]);
    expect(await sendWeeklyAlerts(failing, at(23))).toEqual({ alerts: 2, sent: 1, skipped: 0, failed: 1 });
    expect(mailsTo("claire.roux@exemple-mail.fr")).toHaveLength(1);
    expect((await alertRow(other)).lastSent).toEqual(at(23));
    // The failed alert keeps its window: next week it gets the offer it missed.
    expect((await alertRow(activeId)).lastSent).toEqual(at(16));
  });
});

describe("the weekly job-alert e-mails: unsubscribing, the schedule and the purge", () => {
  it("stops for good after the one-click unsubscribe POST of the List-Unsubscribe header", async () => {
    const header = mailsTo("paul.girard@exemple-mail.fr")[0].headers["list-unsubscribe"];
    const oneClick = new URL(/<(http[^>]+)>/.exec(header)![1]);
    const wrong = await api("POST", `${oneClick.pathname}?token=wrong`, "List-Unsubscribe=One-Click");
    expect(wrong).toMatchObject({ status: 400, body: { detail: "Ce lien n'est plus valide" } });
    expect((await alertRow(activeId)).isArchived).toBe(false);

    for (let i = 0; i < 2; i++) {
      const { status, body } = await api("POST", oneClick.pathname + oneClick.search, "List-Unsubscribe=One-Click");
      expect(status).toBe(200);
      expect(body).toEqual({ success: true, detail: "Vous êtes désinscrit(e) de cette alerte" });
    }
    expect((await alertRow(activeId)).isArchived).toBe(true);
    const before = mailsTo("paul.girard@exemple-mail.fr").length;
    await insertOffers(t.deps.db, [offer("Soudeur monteur", "Lyon", at(30))]);
    await sendWeeklyAlerts(t.deps, at(31));
    expect(mailsTo("paul.girard@exemple-mail.fr")).toHaveLength(before);
  });

  it("stops after the unsubscribe link of the e-mail (the page)", async () => {
    const [mail] = mailsTo("claire.roux@exemple-mail.fr");
    const link = linkIn(mail.text, "http://localhost:3000/nos-offres/alertes/");
    const id = new URL(link).pathname.split("/")[3];
    const result = await unsubscribeLoader({ params: { id }, request: new Request(link), context: t.deps } as never);
    expect(result.data).toEqual({ status: "unsubscribed" });
    expect((await alertRow(id)).isArchived).toBe(true);
    expect(await sendWeeklyAlerts(t.deps, at(40))).toEqual({ alerts: 0, sent: 0, skipped: 0, failed: 0 });
  });

  it("runs as the job-alerts:weekly task of the schedule table", async () => {
    const id = await addAlert("nadia.benali@exemple-mail.fr", { location: "Lyon" });
    const table = scheduledTasks(t.deps.config);
    expect(table.find((task) => task.name === "job-alerts:weekly")?.cron).toBe("0 8 * * 1");
    const { enqueueTask } = await import("../../lib/task-runner");
    await enqueueTask(t.deps.db, "job-alerts:weekly");
    expect(await t.runTasks()).toEqual({ done: 1, retried: 0, failed: 0 });
    expect(mailsTo("nadia.benali@exemple-mail.fr")).toHaveLength(1);
    expect((await alertRow(id)).lastSent).toBeInstanceOf(Date);
  });

  it("deletes alerts left unconfirmed for 30 days, never confirmed ones", async () => {
    const stale = await addAlert("stale@exemple-mail.fr", welder, { isVerified: false });
    const fresh = await addAlert("fresh@exemple-mail.fr", welder, { isVerified: false });
    const confirmed = await addAlert("kept@exemple-mail.fr", welder);
    await t.deps.db
      .update(jobAlerts)
      .set({ consentAt: new Date(Date.now() - 31 * DAY) })
      .where(eq(jobAlerts.id, stale));
    await t.deps.db
      .update(jobAlerts)
      .set({ consentAt: new Date(Date.now() - 40 * DAY) })
      .where(eq(jobAlerts.id, confirmed));
    expect(await purgeUnconfirmedAlerts(t.deps.db)).toBe(1);
    expect(await alertRow(stale)).toBeUndefined();
    expect(await alertRow(fresh)).toBeDefined();
    expect(await alertRow(confirmed)).toBeDefined();
  });
});
