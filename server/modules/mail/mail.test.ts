import { mkdtemp, readdir, readFile, rm, stat, writeFile } from "node:fs/promises";
import { createServer, type AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Writable } from "node:stream";
import { eq, sql } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../tests/support/test-app";
import { startSmtpServer, type ReceivedMail, type TestSmtpServer } from "../../../tests/support/smtp";
import { loadConfig, type Config } from "../../config";
import { emails } from "../../db/schema/mail";
import { createMailer, failureReason, type MailMessage, type Mailer } from "./mail.service";

const RECIPIENT = "claire.martin@example.com";
const REPLY_TO = "jean.dupont@example.org";
const message = (overrides: Partial<MailMessage> = {}): MailMessage => ({
  category: "contact-lead",
  to: RECIPIENT,
  replyTo: REPLY_TO,
  subject: "Nouvelle demande de contact",
  text: "Bonjour,\nClaire Martin souhaite etre rappelee.\n",
  ...overrides,
});

/** Every log line the mailers under test write, to check that none carries personal data. */
const logLines: string[] = [];
const captureLogger = () =>
  pino(
    { level: "debug" },
    new Writable({
      write(chunk, _encoding, done) {
        logLines.push(String(chunk));
        done();
      },
    }),
  );

/** A port nothing listens on: an SMTP server that is down. */
async function closedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

const withSmtp = (config: Config, port: number): Config => ({
  ...config,
  mail: { ...config.mail, smtpUrl: `smtp://127.0.0.1:${port}` },
});

async function row(t: TestApp, id: number) {
  const [found] = await t.deps.db.select().from(emails).where(eq(emails.id, id));
  return found;
}

// The SMTP mailer's app and server, shared by the two «mailer over SMTP» groups below.
let t: TestApp;
let smtp: TestSmtpServer;
let mailer: Mailer;
let dataDir: string;
let received: ReceivedMail[] = [];
/** Status of the row at the moment the SMTP server holds the message. */
let statusWhenReceived: string[] = [];
let watchedId: number | null = null;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), "mail-smtp-"));
  const started = await startSmtpServer({
    onMessage: async () => {
      const [latest] = await t.deps.db
        .select()
        .from(emails)
        .orderBy(sql`${emails.id} DESC`)
        .limit(1);
      watchedId = latest?.id ?? null;
      statusWhenReceived.push(latest?.status ?? "none");
    },
  });
  smtp = started;
  received = started.received;
  t = await createTestApp({
    env: {
      SMTP_URL: started.url,
      DATA_DIR: dataDir,
      MAIL_FROM: "Alto Recrutement <no-reply@alto-recrutement.example>",
    },
  });
  mailer = createMailer(t.deps.config, captureLogger());
});
afterAll(async () => {
  await smtp.close();
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});
beforeEach(() => {
  received.length = 0;
  statusWhenReceived = [];
});

describe("mailer over SMTP: sending", () => {
  it("records the message PENDING, delivers it, then marks it SENT", async () => {
    const result = await mailer.send(t.deps.db, message());

    expect(result).toEqual({ id: expect.any(Number), status: "SENT" });
    expect(received).toHaveLength(1);
    const [mail] = received;
    expect(mail.from).toBe("no-reply@alto-recrutement.example");
    expect(mail.to).toEqual([RECIPIENT]);
    expect(mail.raw).toMatch(/^Subject: Nouvelle demande de contact$/m);
    expect(mail.raw).toMatch(/^To: claire\.martin@example\.com$/m);
    expect(mail.raw).toMatch(/^Reply-To: jean\.dupont@example\.org$/m);
    expect(mail.raw).toMatch(/^From: Alto Recrutement <no-reply@alto-recrutement\.example>$/m);
    expect(mail.raw).toContain("Bonjour,\nClaire Martin souhaite etre rappelee.\n");
    // The row existed, PENDING, while the server was receiving the message.
    expect(watchedId).toBe(result.id);
    expect(statusWhenReceived).toEqual(["PENDING"]);

    const saved = await row(t, result.id);
    expect(saved).toMatchObject({
      category: "contact-lead",
      toAddress: RECIPIENT,
      replyTo: REPLY_TO,
      status: "SENT",
      attempts: 0,
      lastError: null,
    });
    expect(saved.sentAt).toBeInstanceOf(Date);
    expect(saved.sentAt!.getTime()).toBeGreaterThanOrEqual(saved.createdAt.getTime());
  });

  it("sends the HTML part when there is one", async () => {
    const result = await mailer.send(t.deps.db, message({ html: "<p>Bonjour <strong>Claire</strong></p>", replyTo: undefined }));
    expect(result.status).toBe("SENT");
    const raw = received[0].raw;
    expect(raw).toMatch(/^Content-Type: multipart\/alternative;/m);
    expect(raw).toContain("<p>Bonjour <strong>Claire</strong></p>");
    expect(raw).not.toMatch(/^Reply-To:/m);
    expect((await row(t, result.id)).htmlBody).toBe("<p>Bonjour <strong>Claire</strong></p>");
  });
});

describe("mailer over SMTP: failures, resends and logs", () => {
  it("keeps the message FAILED when the server is down, then delivers it on resend", async () => {
    const port = await closedPort();
    const down = createMailer(withSmtp(t.deps.config, port), captureLogger());

    // Resolves, does not throw: the caller's own data is already saved.
    const result = await down.send(t.deps.db, message({ subject: "Relance" }));
    expect(result).toEqual({ id: expect.any(Number), status: "FAILED" });
    const failed = await row(t, result.id);
    expect(failed).toMatchObject({ status: "FAILED", attempts: 1, sentAt: null });
    expect(failed.lastError).toMatch(/ECONNREFUSED/);
    expect(failed.lastError).not.toContain("@");

    // Down again: a second failure is counted.
    expect(await down.resend(t.deps.db, result.id)).toEqual({ id: result.id, status: "FAILED" });
    expect((await row(t, result.id)).attempts).toBe(2);

    // The server comes back on the same address.
    const server = await startSmtpServer({ port });
    const back = server.received;
    try {
      expect(await down.resend(t.deps.db, result.id)).toEqual({ id: result.id, status: "SENT" });
      expect(back).toHaveLength(1);
      expect(back[0].to).toEqual([RECIPIENT]);
      expect(back[0].raw).toMatch(/^Subject: Relance$/m);
      const sent = await row(t, result.id);
      expect(sent).toMatchObject({ status: "SENT", attempts: 2, lastError: null });
      expect(sent.sentAt).toBeInstanceOf(Date);

      // A SENT row is never sent twice, and an unknown id is nothing to resend.
      expect(await down.resend(t.deps.db, result.id)).toBeNull();
      expect(await down.resend(t.deps.db, 999_999)).toBeNull();
      expect(back).toHaveLength(1);
    } finally {
      await server.close();
    }
  });

  it("resendFailed retries the old undelivered rows, oldest first, within its limits", async () => {
    const { db } = t.deps;
    await db.delete(emails);
    const down = createMailer(withSmtp(t.deps.config, await closedPort()), captureLogger());
    const first = await down.send(db, message({ subject: "Premier" }));
    await down.send(db, message({ subject: "Second" }));
    const tooMany = await down.send(db, message({ subject: "Abandonne" }));
    await db.update(emails).set({ attempts: 5 }).where(eq(emails.id, tooMany.id));
    // One row left PENDING by a process that stopped mid-send, one being sent right now.
    await db.insert(emails).values({ ...row0("Reste en attente"), createdAt: sql`now() - interval '20 minutes'` });
    await db.insert(emails).values(row0("En cours"));
    await db
      .update(emails)
      .set({ createdAt: sql`now() - interval '10 minutes'` })
      .where(eq(emails.id, first.id));

    // Only rows older than 5 minutes: the first failure and the stale PENDING row.
    expect(await mailer.resendFailed(db, { olderThanMinutes: 5 })).toEqual({ attempted: 2, sent: 2, failed: 0 });
    expect(received.map((m) => m.raw.match(/^Subject: (.*)$/m)?.[1])).toEqual(["Reste en attente", "Premier"]);

    expect(await mailer.resendFailed(db, { limit: 1 })).toEqual({ attempted: 1, sent: 1, failed: 0 });
    expect(await mailer.resendFailed(db)).toEqual({ attempted: 0, sent: 0, failed: 0 });
    const statuses = Object.fromEntries((await db.select().from(emails)).map((r) => [r.subject, { status: r.status, attempts: r.attempts }]));
    expect(statuses).toEqual({
      Premier: { status: "SENT", attempts: 1 },
      Second: { status: "SENT", attempts: 1 },
      Abandonne: { status: "FAILED", attempts: 5 },
      "Reste en attente": { status: "SENT", attempts: 0 },
      "En cours": { status: "PENDING", attempts: 0 },
    });
    // An operator can still resend the abandoned one by hand.
    expect(await mailer.resend(db, tooMany.id)).toEqual({ id: tooMany.id, status: "SENT" });
  });

  it("logs ids, categories and statuses, never an address or a name", () => {
    expect(logLines.length).toBeGreaterThanOrEqual(8);
    for (const line of logLines) {
      const entry = JSON.parse(line);
      expect(Object.keys(entry).sort()).toEqual(["category", "emailId", "hostname", "level", "msg", "pid", "status", "time"]);
      expect(entry.category).toBe("contact-lead");
      expect(["SENT", "FAILED"]).toContain(entry.status);
    }
    const all = logLines.join("");
    expect(all).not.toContain("@");
    expect(all).not.toMatch(/claire|martin|dupont|bonjour|demande|relance/i);
  });
});

/** Row values for a message inserted without the mailer. */
function row0(subject: string) {
  return { category: "contact-lead", toAddress: RECIPIENT, subject, textBody: "Bonjour" };
}

describe("mailer without SMTP (the outbox)", () => {
  let t: TestApp;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), "mail-outbox-"));
    t = await createTestApp({ env: { DATA_DIR: dataDir } });
  });
  afterAll(async () => {
    await t.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it("writes each message as an .eml file in DATA_DIR/outbox and marks it SENT", async () => {
    expect(t.deps.config.mail.smtpUrl).toBeUndefined();
    const outbox = join(dataDir, "outbox");
    expect(t.deps.config.mail.outboxDir).toBe(`${dataDir}/outbox`);
    logLines.length = 0;
    const mailer = createMailer(t.deps.config, captureLogger());

    const result = await mailer.send(t.deps.db, message({ subject: "Depuis le formulaire" }));
    expect(result).toEqual({ id: expect.any(Number), status: "SENT" });

    const files = await readdir(outbox);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(new RegExp(`^${result.id}-\\d{13}\\.eml$`));
    const eml = await readFile(join(outbox, files[0]), "utf8");
    expect(eml).toContain("\r\n");
    const text = eml.replace(/\r\n/g, "\n");
    // The default sender: the brand's name on a no-reply address.
    expect(t.deps.config.mail.from).toBe('"Alto Recrutement" <no-reply@alto-recrutement.example>');
    expect(text).toMatch(/^From: Alto Recrutement <no-reply@alto-recrutement\.example>$/m);
    expect(text).toMatch(/^To: claire\.martin@example\.com$/m);
    expect(text).toMatch(/^Reply-To: jean\.dupont@example\.org$/m);
    expect(text).toMatch(/^Subject: Depuis le formulaire$/m);
    expect(text).toMatch(/^Message-ID: <.+>$/m);
    expect(text).toContain("Claire Martin souhaite etre rappelee.");
    // Personal data: readable by the server's user only.
    expect((await stat(join(outbox, files[0]))).mode & 0o777).toBe(0o600);

    expect(await row(t, result.id)).toMatchObject({ status: "SENT", attempts: 0, lastError: null, sentAt: expect.any(Date) });
    expect(logLines.join("")).not.toContain("@");
    expect(logLines.join("")).toContain(`"emailId":${result.id}`);

    // The app's own mailer (AppDeps) writes there too.
    const viaDeps = await t.deps.mailer.send(t.deps.db, message({ category: "test" }));
    expect(viaDeps.status).toBe("SENT");
    expect(await readdir(outbox)).toHaveLength(2);
  });

  it("marks the row FAILED when the outbox cannot be written", async () => {
    // A file where the folder should be: mkdir fails with ENOTDIR/EEXIST.
    const blocked = join(dataDir, "blocked");
    await writeFile(blocked, "");
    const mailer = createMailer({ ...t.deps.config, mail: { ...t.deps.config.mail, outboxDir: join(blocked, "outbox") } }, captureLogger());
    const result = await mailer.send(t.deps.db, message());
    expect(result.status).toBe("FAILED");
    expect(await row(t, result.id)).toMatchObject({ status: "FAILED", attempts: 1, lastError: expect.stringMatching(/^E[A-Z]+$/) });
  });
});

describe("failureReason", () => {
  it("keeps error codes and drops messages that quote addresses", () => {
    const smtpError = Object.assign(new Error("Can't send mail - all recipients were rejected: 550 <claire@example.com>"), {
      code: "EENVELOPE",
      responseCode: 550,
      command: "RCPT TO",
    });
    expect(failureReason(smtpError)).toBe("EENVELOPE 550 (RCPT TO)");
    expect(failureReason(Object.assign(new Error("connect ECONNREFUSED"), { code: "ESOCKET", originalCode: "ECONNREFUSED", command: "CONN" }))).toBe(
      "ESOCKET ECONNREFUSED (CONN)",
    );
    expect(failureReason(new TypeError("bad <x@y.z>"))).toBe("TypeError");
    expect(failureReason("x@y.z")).toBe("Error");
  });
});

describe("mail settings", () => {
  it("defaults to the outbox, the brand's name and the brand's e-mail", () => {
    const config = loadConfig({ BRAND_NAME: "Cabinet Exemple", BRAND_EMAIL: "accueil@cabinet.example", DATA_DIR: "/srv/site", SMTP_URL: "" });
    expect(config.mail).toEqual({
      smtpUrl: undefined,
      from: '"Cabinet Exemple" <no-reply@alto-recrutement.example>',
      firmAddress: "accueil@cabinet.example",
      outboxDir: "/srv/site/outbox",
    });
  });

  it("takes SMTP_URL, MAIL_FROM and MAIL_TO, and refuses a URL that is not SMTP", () => {
    const config = loadConfig({ SMTP_URL: "smtps://user:secret@smtp.example.fr:465", MAIL_FROM: "Site <site@example.fr>", MAIL_TO: "leads@example.fr" });
    expect(config.mail).toMatchObject({ smtpUrl: "smtps://user:secret@smtp.example.fr:465", from: "Site <site@example.fr>", firmAddress: "leads@example.fr" });
    expect(() => loadConfig({ SMTP_URL: "https://smtp.example.fr" })).toThrow(/SMTP_URL/);
    expect(() => loadConfig({ MAIL_TO: "pas une adresse" })).toThrow(/MAIL_TO/);
  });
});
