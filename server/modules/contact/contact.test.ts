import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { createTestApp, type TestApp } from "../../../tests/support/test-app";
import { solveCaptcha } from "../../../tests/support/captcha";
import { startSmtpServer } from "../../../tests/support/smtp";
import { seedGeography } from "../../seed/geography";
import { contactLeads, emails, landRegistries } from "../../db/schema";
import { NUL_CHARACTER_MESSAGE } from "../../lib/nul-characters";
import type { saveContactForm } from "./contact.service";

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let rhoneId: number;
let visitor = 0;

/** Each call comes from its own address so the rate limit only bites where it is tested. */
const send = (body: unknown, { consent = true, ip = `198.51.100.${++visitor}` } = {}) =>
  t.call<Awaited<ReturnType<typeof saveContactForm>>>("POST", "/api/branding/save_contact_form", body, {
    "X-Forwarded-For": ip,
    ...(consent ? { "X-Cookie-Consent": "true" } : {}),
  });

const validLead = async () => ({
  names: "  Claire Martin ",
  society: "Bâtir Rhône SAS",
  departmentId: rhoneId,
  mail: " Claire.Martin@Batir-Rhone.fr ",
  phoneNumber: "04 72 00 00 00",
  content: "Nous recrutons deux conducteurs de travaux pour des chantiers à Lyon.",
  captchaId: await solveCaptcha(t),
  sourcePage: "/contact",
});

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({ env: { SMTP_URL: smtp.url, MAIL_TO: "leads@alto-recrutement.example", TRUST_PROXY: "true" } });
  await seedGeography(t.deps.db, { communes: false });
  [{ id: rhoneId }] = await t.deps.db.select({ id: landRegistries.id }).from(landRegistries).where(eq(landRegistries.code, "69"));
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

describe("POST /api/branding/save_contact_form: storing and mailing a lead", () => {
  it("stores the lead with every field, then mails the firm (e-mail row SENT)", async () => {
    const before = smtp.received.length;
    const { status, body } = await send(await validLead());
    expect(status).toBe(200);
    expect(body).toEqual({ success: true, detail: "Votre message a été envoyé avec succès" });

    const [lead] = await t.deps.db.select().from(contactLeads).where(eq(contactLeads.society, "Bâtir Rhône SAS"));
    expect(lead).toMatchObject({
      names: "Claire Martin",
      mail: "claire.martin@batir-rhone.fr",
      phoneNumber: "0472000000",
      departmentId: rhoneId,
      sourcePage: "/contact",
      isFromService: false,
    });
    expect(lead.createdAt).toBeInstanceOf(Date);

    const [email] = await t.deps.db.select().from(emails).where(eq(emails.category, "contact-lead"));
    expect(email).toMatchObject({ status: "SENT", toAddress: "leads@alto-recrutement.example", replyTo: "claire.martin@batir-rhone.fr" });
    expect(smtp.received.length).toBe(before + 1);
    const mail = smtp.received.at(-1)!;
    expect(mail.to).toEqual(["leads@alto-recrutement.example"]);
    expect(mail.raw).toContain("0472000000");
    expect(mail.raw).toContain("69 =E2=80=93 Rh=C3=B4ne");
  });

  it("accepts the service variant with only name, e-mail and phone (second phone reading)", async () => {
    const { status } = await send({
      names: "Paul Durand",
      mail: "paul.durand@exemple-industrie.fr",
      phoneNumber: "+33 (0)6 12 34 56 78",
      captchaId: await solveCaptcha(t),
      isFromService: true,
      sourcePage: "/services/rpo",
    });
    expect(status).toBe(200);
    const [lead] = await t.deps.db.select().from(contactLeads).where(eq(contactLeads.names, "Paul Durand"));
    expect(lead).toMatchObject({ phoneNumber: "+33612345678", society: null, departmentId: null, isFromService: true });
  });

  it.each([
    ["names", { names: "A" }, "Le nom doit contenir au moins 2 caractères"],
    ["society", { society: "" }, "Le nom de la société est requis"],
    ["departmentId", { departmentId: null }, "Veuillez sélectionner un département"],
    ["departmentId", { departmentId: 999_999 }, "Veuillez sélectionner un département"],
    ["mail", { mail: "claire@" }, "Format d'email invalide"],
    ["mail", { mail: "claire@yopmail.com" }, "Veuillez utiliser une adresse email valide et permanente"],
    ["mail", { mail: "claire@aaaaaaa.fr" }, "Veuillez utiliser une adresse email valide et permanente"],
    ["phoneNumber", { phoneNumber: "12-34" }, "Format invalide. Le numéro doit contenir au moins 6 chiffres"],
    ["content", { content: "!!!!!!" }, "Le contenu semble invalide. Veuillez saisir un message cohérent"],
    ["captchaId", { captchaId: undefined }, "Veuillez valider le captcha avant d'envoyer le formulaire"],
  ])("refuses an invalid %s with its message, storing nothing", async (field, change, message) => {
    const before = await t.deps.db.$count(contactLeads);
    const { status, body } = await send({ ...(await validLead()), ...change });
    expect(status).toBe(400);
    expect(body.errors?.[field]).toBe(message);
    expect(body.detail).toContain("Validation échouée: ");
    expect(await t.deps.db.$count(contactLeads)).toBe(before);
  });
});

describe("POST /api/branding/save_contact_form: NUL characters, captcha, consent and rate limit", () => {
  it("refuses a NUL character in a field with a 400 under that field, storing nothing and keeping the captcha", async () => {
    const before = await t.deps.db.$count(contactLeads);
    const lead = await validLead();
    const { status, body } = await send({ ...lead, content: "Nous recrutons\u0000 deux chefs de chantier à Lyon." });
    expect(status).toBe(400);
    expect(body.errors).toEqual({ content: NUL_CHARACTER_MESSAGE });
    expect(await t.deps.db.$count(contactLeads)).toBe(before);
    // Beyond PostgreSQL's integer: no such department, refused like a missing one, not a crash.
    expect((await send({ ...lead, departmentId: 2147483648 })).body.errors).toHaveProperty("departmentId");
    expect((await send(lead)).status).toBe(200);
  });

  it("refuses a reused or unknown captcha with 403", async () => {
    const lead = await validLead();
    expect((await send(lead)).status).toBe(200);
    const reused = await send({ ...lead, society: "Autre société" });
    expect(reused.status).toBe(403);
    expect(reused.body.detail).toBe("Veuillez valider le captcha avant d'envoyer le formulaire");
    const unknown = await send({ ...lead, captchaId: crypto.randomUUID() });
    expect(unknown.status).toBe(403);
  });

  it("refuses a call without the cookie-consent header", async () => {
    const before = await t.deps.db.$count(contactLeads);
    const { status, body } = await send(await validLead(), { consent: false });
    expect(status).toBe(403);
    expect(body.detail).toBe("Veuillez accepter les cookies afin de pouvoir envoyer vos informations");
    expect(await t.deps.db.$count(contactLeads)).toBe(before);
  });

  it("rate-limits a client: the 6th call in 10 minutes gets 429", async () => {
    const ip = "203.0.113.7";
    for (let i = 0; i < 5; i++) expect((await send({}, { ip })).status).toBe(400);
    const { status, body, headers } = await send(await validLead(), { ip });
    expect(status).toBe(429);
    expect(body.detail).toBe("Trop de tentatives. Veuillez patienter avant de réessayer.");
    expect(Number(headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await send(await validLead())).status).toBe(200);
  });
});

describe("when the mail server is down", () => {
  it("keeps the lead and leaves the e-mail FAILED for a later resend", async () => {
    const down = await createTestApp({ env: { SMTP_URL: "smtp://127.0.0.1:9", TRUST_PROXY: "true" } });
    try {
      await seedGeography(down.deps.db, { communes: false });
      const [{ id }] = await down.deps.db.select({ id: landRegistries.id }).from(landRegistries).where(eq(landRegistries.code, "33"));
      const { status, body } = await down.call<Awaited<ReturnType<typeof saveContactForm>>>(
        "POST",
        "/api/branding/save_contact_form",
        {
          names: "Léa Petit",
          society: "Vignobles Petit",
          departmentId: id,
          mail: "lea@vignobles-petit.fr",
          phoneNumber: "0556000000",
          content: "Recherche d'un chef de culture.",
          captchaId: await solveCaptcha(down),
        },
        { "X-Cookie-Consent": "true" },
      );
      expect(status).toBe(200);
      expect(body.success).toBe(true);
      expect(await down.deps.db.$count(contactLeads)).toBe(1);
      const [email] = await down.deps.db.select().from(emails);
      expect(email).toMatchObject({ status: "FAILED", attempts: 1 });
    } finally {
      await down.close();
    }
  });
});

describe("GET /api/branding/check_email_domain", () => {
  const check = (domain?: string) => t.call("GET", `/api/branding/check_email_domain${domain === undefined ? "" : `?domain=${encodeURIComponent(domain)}`}`);

  it("says whether a domain is a throwaway provider, subdomains included", async () => {
    expect(await check("yopmail.com")).toMatchObject({ status: 200, body: { disposable: true } });
    expect(await check("Mail.YOPmail.com")).toMatchObject({ status: 200, body: { disposable: true } });
    expect(await check("batir-rhone.fr")).toMatchObject({ status: 200, body: { disposable: false } });
    expect(await check("orange.fr")).toMatchObject({ status: 200, body: { disposable: false } });
  });

  it("answers 400 with a French message to anything that is not a domain", async () => {
    expect((await check("a\u0000b.com")).status).toBe(400);
    for (const bad of [undefined, "", "localhost", "x@y.com", `${"a".repeat(250)}.com`, "un domaine.fr"]) {
      expect(await check(bad)).toMatchObject({ status: 400, body: { detail: "Nom de domaine invalide" } });
    }
  });
});
