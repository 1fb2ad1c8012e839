import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { createTestApp, type TestApp } from "../../../tests/support/test-app";
import { solveCaptcha } from "../../../tests/support/captcha";
import { startSmtpServer, type TestSmtpServer } from "../../../tests/support/smtp";
import { signedInPerson, type Person } from "../../../tests/support/people";
import { seedGeography } from "../../seed/geography";
import { contactLeads, emails, landRegistries, trainingRegistrations, trainings, trainingSessions } from "../../db/schema";
import type { EmailDetails, LeadEmail } from "./mailer-admin.service";
import type { ListAnswer } from "../../../common/schemas/list";

let t: TestApp;
let smtp: TestSmtpServer;
let smtpPort: number;
let admin: Person;
let staff: Person;
let rhoneId: number;
let gardId: number;
let visitor = 0;

const sendLead = async (fields: Record<string, unknown>) =>
  t.call(
    "POST",
    "/api/branding/save_contact_form",
    { phoneNumber: "04 72 00 00 00", captchaId: await solveCaptcha(t), sourcePage: "/contact", ...fields },
    {
      "X-Forwarded-For": `198.51.100.${++visitor}`,
      "X-Cookie-Consent": "true",
    },
  );

const emailOf = async (replyTo: string) => (await t.deps.db.select().from(emails).where(eq(emails.replyTo, replyTo)))[0]!;

beforeAll(async () => {
  // The SMTP server is down when the app starts: its port is known, nothing listens on it.
  const probe = await startSmtpServer();
  smtpPort = probe.port;
  await probe.close();
  t = await createTestApp({ env: { SMTP_URL: `smtp://127.0.0.1:${smtpPort}`, MAIL_TO: "leads@alto-recrutement.example", TRUST_PROXY: "true" } });
  await seedGeography(t.deps.db, { communes: false });
  [{ id: rhoneId }] = await t.deps.db.select({ id: landRegistries.id }).from(landRegistries).where(eq(landRegistries.code, "69"));
  [{ id: gardId }] = await t.deps.db.select({ id: landRegistries.id }).from(landRegistries).where(eq(landRegistries.code, "30"));
  admin = await signedInPerson(t, { isStaff: true, isAdmin: true });
  staff = await signedInPerson(t, { isStaff: true });
}, 60_000);
afterAll(async () => {
  await t.close();
  await smtp?.close();
});

describe("an e-mail FAILED during an SMTP outage", () => {
  it("is resent from the e-mails manager once SMTP is back: SENT, received, then 409 on a second resend", async () => {
    expect(
      (
        await sendLead({
          names: "Panne Serveur",
          society: "Coupure SARL",
          mail: "panne@coupure.fr",
          departmentId: rhoneId,
          content: "Un poste de chef de chantier.",
        })
      ).status,
    ).toBe(200);
    const failed = await emailOf("panne@coupure.fr");
    expect(failed.status).toBe("FAILED");

    // The list shows it FAILED, and the lead's drawer finds the e-mail it produced.
    const list = await t.call<ListAnswer<Record<string, unknown>>>("POST", "/api/mailer/search_emails", { status: "FAILED" }, admin.headers);
    expect(list.status).toBe(200);
    expect(list.body.rows.map((r) => r.id)).toContain(failed.id);
    expect(list.body.rows[0]).not.toHaveProperty("textBody");
    const [lead] = await t.deps.db.select().from(contactLeads).where(eq(contactLeads.mail, "panne@coupure.fr"));
    const produced = await t.call<{ rows: LeadEmail[] }>("GET", `/api/mailer/contact_lead_emails/${lead!.id}`, undefined, admin.headers);
    expect(produced.body.rows.map((r) => [r.id, r.status])).toEqual([[failed.id, "FAILED"]]);

    // SMTP comes back on the same address.
    smtp = await startSmtpServer({ port: smtpPort });
    const resent = await t.call<EmailDetails>("POST", `/api/mailer/re_send_email/${failed.id}`, undefined, admin.headers);
    expect(resent.status).toBe(200);
    expect(resent.body).toMatchObject({ id: failed.id, status: "SENT", to: ["leads@alto-recrutement.example"], replyTo: "panne@coupure.fr" });
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]!.to).toEqual(["leads@alto-recrutement.example"]);
    expect(smtp.received[0]!.raw).toContain("Coupure SARL");
    expect((await emailOf("panne@coupure.fr")).status).toBe("SENT");

    const again = await t.call("POST", `/api/mailer/re_send_email/${failed.id}`, undefined, admin.headers);
    expect(again.status).toBe(409);
    expect(again.body.detail).toBe("Seul un message en échec peut être renvoyé");
    expect(smtp.received).toHaveLength(1);
    expect((await t.call("POST", "/api/mailer/re_send_email/999999", undefined, admin.headers)).status).toBe(404);
  });
});

/** A sent training-registration confirmation with its .ics and a PDF attached. */
async function insertEmailWithAttachments(): Promise<number> {
  const [{ id }] = await t.deps.db
    .insert(emails)
    .values({
      category: "training-registration-confirmation",
      toAddress: "stagiaire@exemple.fr",
      replyTo: "leads@alto-recrutement.example",
      subject: "Votre inscription : Sécurité",
      textBody: "Bonjour",
      htmlBody: "<p>Bonjour <script>alert(1)</script></p>",
      status: "SENT",
      attachments: [
        { filename: "session-formation.ics", contentType: "text/calendar; charset=utf-8; method=PUBLISH", content: "BEGIN:VCALENDAR" },
        { filename: "questionnaire.pdf", contentType: "application/pdf", content: Buffer.from("%PDF-1.7 test").toString("base64"), encoding: "base64" },
      ],
    })
    .returning({ id: emails.id });
  return id;
}

describe("e-mail details, attachments and deletion", () => {
  let id: number;
  beforeAll(async () => {
    id = await insertEmailWithAttachments();
  });

  it("answers every field, the body as stored and the attachments as get_file links; the list names them", async () => {
    const { status, body } = await t.call<EmailDetails>("GET", `/api/mailer/get_email_details/${id}`, undefined, admin.headers);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      id,
      status: "SENT",
      subject: "Votre inscription : Sécurité",
      htmlBody: "<p>Bonjour <script>alert(1)</script></p>",
      textBody: "Bonjour",
      cc: [],
    });
    expect(body.from).toContain("@");
    expect(body.attachments).toEqual([
      {
        index: 0,
        filename: "session-formation.ics",
        contentType: "text/calendar; charset=utf-8; method=PUBLISH",
        size: 15,
        url: `/api/default/get_file/emails/${id}/0`,
      },
      { index: 1, filename: "questionnaire.pdf", contentType: "application/pdf", size: 13, url: `/api/default/get_file/emails/${id}/1` },
    ]);
    const list = await t.call<ListAnswer<Record<string, unknown>>>("POST", "/api/mailer/search_emails", { query: "stagiaire@exemple" }, admin.headers);
    expect(list.body.rows).toEqual([expect.objectContaining({ id, attachmentNames: "session-formation.ics, questionnaire.pdf", status: "SENT" })]);
    expect(list.body.rows[0]).not.toHaveProperty("attachments");
  });

  it("serves an attachment as a download, decoded, nosniff", async () => {
    const res = await t.app.request(`/api/default/get_file/emails/${id}/1`, { headers: admin.headers });
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("application/pdf");
    expect(res.headers.get("Content-Disposition")).toMatch(/^attachment; filename="questionnaire.pdf"/);
    expect(res.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(await res.text()).toBe("%PDF-1.7 test");
    const ics = await t.app.request(`/api/default/get_file/emails/${id}/0`, { headers: admin.headers });
    expect(ics.headers.get("Content-Type")).toBe("text/calendar");
    expect(await ics.text()).toBe("BEGIN:VCALENDAR");
  });

  it("answers 404 for any other path: traversal, encodings, absolute paths, unknown ids and indexes", async () => {
    const attempts = [
      "../../../etc/passwd",
      "emails/../../package.json",
      `emails/${id}/../0`,
      "%2e%2e/%2e%2e/etc/passwd",
      "%2E%2E%2F%2E%2E%2Fpackage.json",
      `emails%2F${id}%2F0`,
      "..%2f..%2fpackage.json",
      "..%5c..%5cpackage.json",
      "/etc/passwd",
      "%2Fetc%2Fpasswd",
      "C:%5CWindows%5Cwin.ini",
      "package.json",
      "emails/999999/0",
      `emails/${id}/2`,
      `emails/${id}/-1`,
      `emails/0${id}/0`,
      `emails/${id}/0/extra`,
      `emails/${id}`,
      "emails/99999999999999999999/0",
      "",
    ];
    for (const path of attempts) {
      const res = await t.app.request(`/api/default/get_file/${path}`, { headers: admin.headers });
      const text = await res.text();
      expect([path, res.status]).toEqual([path, 404]);
      expect(text).not.toContain("root:");
      expect(text).not.toContain('"dependencies"');
    }
  });

  it("deletes the e-mail with the spec's call", async () => {
    expect((await t.call("DELETE", `/api/mailer/email/${id}/delete`, undefined, admin.headers)).status).toBe(200);
    expect((await t.call("GET", `/api/mailer/get_email_details/${id}`, undefined, admin.headers)).status).toBe(404);
    expect((await t.app.request(`/api/default/get_file/emails/${id}/0`, { headers: admin.headers })).status).toBe(404);
  });
});

/** Contact leads over several months and departments, and a training registration with its e-mails; answers the registration's id. */
async function insertLeadsAndRegistration(): Promise<number> {
  const at = (iso: string) => new Date(iso);
  await t.deps.db.insert(contactLeads).values([
    {
      names: "Alice Ancien",
      society: "Vieux Chantiers",
      departmentId: rhoneId,
      mail: "alice@ancien.fr",
      phoneNumber: "0400000001",
      sourcePage: "/contact",
      createdAt: at("2025-01-10T10:00:00Z"),
    },
    // 23:30 in Paris on 31 January is still January there, though 1 February is not yet in UTC… the other way round.
    {
      names: "Bruno Minuit",
      society: '=HYPERLINK("http://evil")',
      departmentId: gardId,
      mail: "bruno@minuit.fr",
      phoneNumber: "0400000002",
      sourcePage: "/services/rpo",
      isFromService: true,
      content: 'Ligne 1; « guillemets " »\nLigne 2',
      createdAt: at("2025-01-31T23:30:00Z"),
    },
    {
      names: "Chloé Février",
      society: "Nîmes Bâtiment",
      departmentId: gardId,
      mail: "chloe@fevrier.fr",
      phoneNumber: "0400000003",
      sourcePage: "/contact",
      createdAt: at("2025-02-15T09:00:00Z"),
    },
  ]);
  const [training] = await t.deps.db.insert(trainings).values({ label: "Habilitation électrique", slug: "habilitation-electrique-mailer" }).returning();
  const [session] = await t.deps.db
    .insert(trainingSessions)
    .values({ trainingId: training!.id, startAt: at("2025-03-03T08:00:00Z"), endAt: at("2025-03-03T12:00:00Z") })
    .returning();
  const [{ id: registrationId }] = await t.deps.db
    .insert(trainingRegistrations)
    .values({ sessionId: session!.id, names: "Denis Stagiaire", mail: "denis@stage.fr", phoneNumber: "0600000000", createdAt: at("2025-02-20T10:00:00Z") })
    .returning({ id: trainingRegistrations.id });
  await t.deps.db.insert(emails).values([
    {
      category: "training-registration",
      toAddress: "leads@alto-recrutement.example",
      replyTo: "denis@stage.fr",
      subject: "Nouvelle inscription : Habilitation électrique",
      textBody: `Inscription n° ${registrationId}, session n° 1`,
      status: "SENT",
    },
    {
      category: "training-registration",
      toAddress: "leads@alto-recrutement.example",
      replyTo: "denis@stage.fr",
      subject: "Une autre inscription",
      textBody: `Inscription n° ${registrationId + 1}, session n° 2`,
      status: "SENT",
    },
  ]);
  return registrationId;
}

describe("leads: filters, the e-mails they produced and the CSV export", () => {
  let registrationId: number;
  beforeAll(async () => {
    registrationId = await insertLeadsAndRegistration();
  });

  const names = (answer: { body: ListAnswer<Record<string, unknown>> }) => answer.body.rows.map((r) => r.names);
  const search = (body: Record<string, unknown>) =>
    t.call<ListAnswer<Record<string, unknown>>>("POST", "/api/mailer/search_contact_leads", body, admin.headers);

  it("lists contact leads newest first with the department, filtered by Paris days, department and text", async () => {
    const all = await search({ from: "2025-01-01", to: "2025-12-31" });
    expect(all.status).toBe(200);
    expect(names(all)).toEqual(["Chloé Février", "Bruno Minuit", "Alice Ancien"]);
    expect(all.body.rows[1]).toMatchObject({ department: "30 – Gard", sourcePage: "/services/rpo", isFromService: true });
    // 2025-01-31T23:30Z is 1 February in Paris.
    expect(names(await search({ from: "2025-02-01", to: "2025-02-28" }))).toEqual(["Chloé Février", "Bruno Minuit"]);
    expect(names(await search({ from: "2025-01-01", to: "2025-01-31" }))).toEqual(["Alice Ancien"]);
    expect(names(await search({ from: "2025-01-01", to: "2025-12-31", department: "gard" }))).toEqual(["Chloé Février", "Bruno Minuit"]);
    expect(names(await search({ from: "2025-01-01", to: "2025-12-31", department: "69" }))).toEqual(["Alice Ancien"]);
    expect(names(await search({ from: "2025-01-01", to: "2025-12-31", query: "nimes batiment" }))).toEqual(["Chloé Février"]);
    const bad = await search({ from: "31/01/2025" });
    expect(bad.status).toBe(400);
    expect(bad.body.errors?.from).toBe("Date attendue (AAAA-MM-JJ)");
  });

  it("exports the filtered list as CSV: BOM, «;», quoted cells, formulas defused", async () => {
    const res = await t.app.request("/api/mailer/contact_leads_csv?from=2025-02-01&to=2025-02-28&department=gard", { headers: admin.headers });
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("Content-Disposition")).toMatch(/^attachment; filename="demandes-de-contact-\d{4}-\d{2}-\d{2}\.csv"/);
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder().decode(bytes.slice(3)).split("\r\n");
    expect(lines[0]).toBe("Date;Nom;Société;E-mail;Téléphone;Département;Page d'origine;Formulaire de service;Message");
    expect(lines[1]).toBe("15/02/2025 10:00;Chloé Février;Nîmes Bâtiment;chloe@fevrier.fr;0400000003;30 – Gard;/contact;Non;");
    expect(lines[2]).toBe(
      `01/02/2025 00:30;Bruno Minuit;"'=HYPERLINK(""http://evil"")";bruno@minuit.fr;0400000002;30 – Gard;/services/rpo;Oui;"Ligne 1; « guillemets "" »\nLigne 2"`,
    );
    expect(lines.slice(3)).toEqual([""]);
  });

  it("lists training registrations with their training, finds their e-mail by its number and exports them", async () => {
    const list = await t.call<ListAnswer<Record<string, unknown>>>(
      "POST",
      "/api/mailer/search_training_registrations",
      { training: "habilitation" },
      admin.headers,
    );
    expect(list.status).toBe(200);
    expect(list.body.rows).toEqual([expect.objectContaining({ id: registrationId, names: "Denis Stagiaire", training: "Habilitation électrique" })]);
    const produced = await t.call<{ rows: LeadEmail[] }>("GET", `/api/mailer/training_registration_emails/${registrationId}`, undefined, admin.headers);
    expect(produced.body.rows.map((r) => r.subject)).toEqual(["Nouvelle inscription : Habilitation électrique"]);
    const res = await t.app.request("/api/mailer/training_registrations_csv?query=denis", { headers: admin.headers });
    const text = (await res.text()).replace(/^\uFEFF/, "");
    expect(text.split("\r\n").slice(0, 2)).toEqual([
      "Date;Nom;E-mail;Téléphone;Formation;Session",
      "20/02/2025 11:00;Denis Stagiaire;denis@stage.fr;0600000000;Habilitation électrique;03/03/2025 09:00",
    ]);
    expect((await t.call("GET", "/api/mailer/contact_lead_emails/999999", undefined, admin.headers)).status).toBe(404);
  });
});

describe("roles: admins only, for every call", () => {
  it("answers 401 to a visitor, 403 to staff who are not admins, 200 to an admin", async () => {
    const [row] = await t.deps.db
      .insert(emails)
      .values({
        category: "test",
        toAddress: "roles@exemple.fr",
        subject: "Rôles",
        textBody: "x",
        status: "FAILED",
        attachments: [{ filename: "a.txt", contentType: "text/plain", content: "a" }],
      })
      .returning();
    const [lead] = await t.deps.db.select({ id: contactLeads.id }).from(contactLeads).limit(1);
    const [registration] = await t.deps.db.select({ id: trainingRegistrations.id }).from(trainingRegistrations).limit(1);
    const calls: [string, string][] = [
      ["POST", "/api/mailer/search_emails"],
      ["POST", "/api/admin/mailer/email/search"],
      ["GET", "/api/admin/mailer/email/meta"],
      ["GET", `/api/mailer/get_email_details/${row!.id}`],
      ["GET", "/api/mailer/get_sender"],
      ["GET", `/api/default/get_file/emails/${row!.id}/0`],
      ["POST", "/api/mailer/search_contact_leads"],
      ["POST", "/api/mailer/search_training_registrations"],
      ["GET", `/api/mailer/contact_lead_emails/${lead!.id}`],
      ["GET", `/api/mailer/training_registration_emails/${registration!.id}`],
      ["GET", "/api/mailer/contact_leads_csv"],
      ["GET", "/api/mailer/training_registrations_csv"],
      // Last: they change the row.
      ["POST", `/api/mailer/re_send_email/${row!.id}`],
      ["DELETE", `/api/mailer/email/${row!.id}/delete`],
    ];
    for (const [method, path] of calls) {
      const statuses = [];
      for (const headers of [{ Origin: "http://localhost:3000" }, staff.headers, admin.headers]) {
        statuses.push((await t.app.request(path, { method, headers })).status);
      }
      expect([method, path, statuses]).toEqual([method, path, [401, 403, 200]]);
    }
    // The dial lists the three managers to admins only.
    const dial = async (p: Person) => JSON.stringify((await t.call("GET", "/api/account/get_admin_app_list", undefined, p.headers)).body);
    expect(await dial(admin)).toContain("Demandes de contact");
    expect(await dial(admin)).toContain("Inscriptions aux formations");
    expect(await dial(admin)).toContain('"objectName":"email"');
    expect(await dial(staff)).not.toContain("mailer");
  });
});
