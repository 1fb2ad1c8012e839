import { searchUrl } from "./job-alerts.mail";
import { ALERT_PENDING, ALERT_SUCCESS } from "../../../common/candidate-forms";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { createTestApp, type TestApp } from "../../../tests/support/test-app";
import { solveCaptcha } from "../../../tests/support/captcha";
import { startSmtpServer, type TestSmtpServer } from "../../../tests/support/smtp";
import { emails, jobAlerts } from "../../db/schema";
import AlertConfirmation, { loader as confirmationLoader } from "../../../app/routes/offers/alert-confirmation";
import AlertUnsubscribe, { loader as unsubscribeLoader } from "../../../app/routes/offers/alert-unsubscribe";
import { hashLinkToken } from "./job-alerts.tokens";
import { alertApi, h1s, linkIn, parseMail, renderRoute } from "./job-alerts.testing";

let t: TestApp;
let smtp: TestSmtpServer;
let api: ReturnType<typeof alertApi>;

const CONSENT = { "X-Cookie-Consent": "true" };
const subscribe = (body: unknown, headers: Record<string, string> = CONSENT) => api("POST", "/api/jobs/job_alert_subscribe", body, headers);
const validAlert = async (overrides: Record<string, unknown> = {}) => ({
  query: "  soudeur  ",
  location: "Lyon",
  domain: "",
  contract: "CDI",
  salaryMin: 30000,
  salaryMax: null,
  email: " Julie.Moreau@Exemple-Mail.fr ",
  captcha_id: await solveCaptcha(t),
  rgpd: true,
  ...overrides,
});
const alertCount = () => t.deps.db.$count(jobAlerts);
const alertsOf = (email: string) => t.deps.db.select().from(jobAlerts).where(eq(jobAlerts.email, email));

/** Runs a page loader as React Router would for this URL; the result is data(…): {data, init}. */
const load = <Loader extends typeof confirmationLoader | typeof unsubscribeLoader>(loader: Loader, url: string) =>
  loader({ params: { id: new URL(url).pathname.split("/")[3] }, request: new Request(url), context: t.deps } as never) as ReturnType<Loader>;

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({ env: { SMTP_URL: smtp.url, TRUST_PROXY: "true" } });
  api = alertApi(t);
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

describe("POST /api/jobs/job_alert_subscribe refusals", () => {
  it("refuses a call without the cookie-consent header (403), storing nothing", async () => {
    const { status, body } = await subscribe(await validAlert(), {});
    expect(status).toBe(403);
    expect(body.detail).toBe("Veuillez accepter les cookies afin de pouvoir envoyer vos informations");
    expect(await alertCount()).toBe(0);
  });

  it.each([
    ["email", { email: "" }, "Veuillez saisir votre adresse e-mail"],
    ["email", { email: undefined }, "Veuillez saisir votre adresse e-mail"],
    ["email", { email: "julie@" }, "Adresse e-mail non valide"],
    ["email", { email: "julie@yopmail.com" }, "Veuillez utiliser une adresse email valide et permanente"],
    ["email", { email: "x@mailinator.com" }, "Veuillez utiliser une adresse email valide et permanente"],
    ["rgpd", { rgpd: false }, "Vous devez accepter les conditions d'utilisation"],
    ["criteria", { query: "", location: " ", contract: null, salaryMin: null }, "Choisissez au moins un critère de recherche pour créer une alerte"],
    ["salaryMin", { salaryMin: -5 }, "Le salaire doit être un nombre entier d'euros entre 0 et 1 000 000"],
  ])("refuses a bad %s with its message (400), storing nothing and keeping the captcha", async (field, change, message) => {
    const alert = await validAlert(change);
    const { status, body } = await subscribe(alert);
    expect(status).toBe(400);
    expect(body.errors?.[field]).toBe(message);
    expect(body.detail).toContain("Validation échouée: ");
    expect(await alertCount()).toBe(0);
    expect(await t.deps.db.$count(emails)).toBe(0);
    // The captcha was not spent on a typo: the corrected form goes through with it.
    if (field === "email") {
      expect((await subscribe({ ...alert, email: `retry-${field}-${Date.now()}@exemple-mail.fr` })).status).toBe(200);
      await t.deps.db.delete(jobAlerts);
      await t.deps.db.delete(emails);
    }
  });

  it("gives every field message at once", async () => {
    const { status, body } = await subscribe({ captcha_id: "x" });
    expect(status).toBe(400);
    expect(Object.keys(body.errors ?? {}).sort()).toEqual(["criteria", "email", "rgpd"]);
  });

  it("refuses an unknown or reused captcha (403)", async () => {
    const unknown = await subscribe(await validAlert({ captcha_id: crypto.randomUUID() }));
    expect(unknown.status).toBe(403);
    expect(unknown.body.detail).toBe("Veuillez valider le captcha avant d'envoyer le formulaire");
    const alert = await validAlert({ email: "reuse@exemple-mail.fr" });
    expect((await subscribe(alert)).status).toBe(200);
    const reused = await subscribe({ ...alert, email: "autre@exemple-mail.fr" });
    expect(reused.status).toBe(403);
    expect(await alertsOf("autre@exemple-mail.fr")).toHaveLength(0);
  });

  it("rate-limits a client: the 6th call in 10 minutes gets 429", async () => {
    const headers = { ...CONSENT, "X-Forwarded-For": "203.0.113.9" };
    for (let i = 0; i < 5; i++) expect((await subscribe({}, headers)).status).toBe(400);
    const { status, body, headers: answer } = await subscribe(await validAlert(), headers);
    expect(status).toBe(429);
    expect(body.detail).toBe("Trop de tentatives. Veuillez patienter avant de réessayer.");
    expect(Number(answer.get("retry-after"))).toBeGreaterThan(0);
  });
});

// One subscriber followed through the two groups below, from the subscription to the unsubscription.
const email = "julie.moreau@exemple-mail.fr";
let confirmUrl: string;
let unsubscribeUrl: string;

describe("subscription and double opt-in", () => {
  it("stores an unverified alert with the set criteria and consent, and e-mails the confirmation link", async () => {
    const before = smtp.received.length;
    const { status, body } = await subscribe(await validAlert());
    expect(status).toBe(200);
    // Not active yet: it waits for its link, and the answer says so.
    expect(body).toEqual({ success: true, isVerified: false, detail: ALERT_PENDING });

    const [alert] = await alertsOf(email);
    expect(alert).toMatchObject({
      queryData: { query: "soudeur", location: "Lyon", contract: "CDI", salaryMin: 30000 },
      isVerified: false,
      isArchived: false,
      frequency: "WEEKLY",
      verifiedAt: null,
      lastSent: null,
    });
    expect(alert.consentText).toContain("Alto Recrutement utilise mon adresse e-mail");
    expect(alert.consentAt).toBeInstanceOf(Date);

    expect(smtp.received.length).toBe(before + 1);
    const received = smtp.received.at(-1)!;
    expect(received.to).toEqual([email]);
    const mail = parseMail(received.raw);
    confirmUrl = linkIn(mail.text, `http://localhost:3000/nos-offres/alertes/${alert.id}/confirmation?token=`);
    unsubscribeUrl = linkIn(mail.text, `http://localhost:3000/nos-offres/alertes/${alert.id}/desinscription?token=`);
    // Only the hash of the secret is stored.
    expect(alert.tokenHash).toBe(hashLinkToken(new URL(confirmUrl).searchParams.get("token")!));
    expect(mail.text).toContain("Mots-clés : soudeur");
    expect(mail.text).toContain("Salaire : à partir de 30\u202f000 €");
    expect(mail.text).toContain("http://localhost:3000/donnees-personnelles");
    expect(mail.text).toContain("dpo@alto-recrutement.example");
    expect(mail.html).toContain(`href="${confirmUrl.replace(/&/g, "&amp;")}"`);
    expect(mail.headers["list-unsubscribe"]).toContain(`<http://localhost:3000/api/jobs/job_alert_unsubscribe/${alert.id}?token=`);
  });

  it("keeps the search's radius: stored, recalled in the e-mail and in the weekly e-mails' link to the offers", async () => {
    const { status } = await subscribe(await validAlert({ query: "serveur", location: "Nantes", distance: 20, email: "rayon.nantes@exemple-mail.fr" }));
    expect(status).toBe(200);
    const [alert] = await alertsOf("rayon.nantes@exemple-mail.fr");
    expect(alert!.queryData).toMatchObject({ query: "serveur", location: "Nantes", distance: 20 });
    const mail = parseMail(smtp.received.at(-1)!.raw);
    expect(mail.text).toContain("Lieu\u00a0: Nantes, dans un rayon de 20\u00a0km");
    // The weekly e-mails' «Voir toutes les offres de cette recherche» opens the same area.
    expect(searchUrl({ publicUrl: "http://localhost:3000" }, alert!.queryData)).toBe(
      "http://localhost:3000/nos-offres?query=serveur&location=Nantes&contract=CDI&salaryMin=30000&distance=20",
    );
  });

  it("does not duplicate a pending alert: a new link replaces the old one", async () => {
    const before = smtp.received.length;
    const again = await subscribe(await validAlert({ email: "JULIE.MOREAU@exemple-mail.fr", salaryMin: "30000", query: "soudeur" }));
    expect(again.status).toBe(200);
    expect(await alertsOf(email)).toHaveLength(1);
    expect(smtp.received.length).toBe(before + 1);
    const [alert] = await alertsOf(email);
    const newConfirmUrl = linkIn(parseMail(smtp.received.at(-1)!.raw).text, `http://localhost:3000/nos-offres/alertes/${alert.id}/confirmation?token=`);
    expect(newConfirmUrl).not.toBe(confirmUrl);
    expect((await load(confirmationLoader, confirmUrl)).data.status).toBe("invalid");
    confirmUrl = newConfirmUrl;
  });
});

describe("confirming the alert", () => {
  it("leaves the alert unverified on a wrong or missing token, with the invalid-link page", async () => {
    const [alert] = await alertsOf(email);
    const wrong = await load(confirmationLoader, `http://localhost:3000/nos-offres/alertes/${alert.id}/confirmation?token=abc`);
    expect(wrong.init?.status).toBe(400);
    expect(wrong.data).toEqual({ status: "invalid" });
    expect((await load(confirmationLoader, `http://localhost:3000/nos-offres/alertes/${alert.id}/confirmation`)).data.status).toBe("invalid");
    expect((await load(confirmationLoader, `http://localhost:3000/nos-offres/alertes/not-a-uuid/confirmation?token=abc`)).data.status).toBe("invalid");
    const apiWrong = await api("GET", `/api/jobs/job_alert_confirm/${alert.id}?token=abc`);
    expect(apiWrong).toMatchObject({ status: 400, body: { detail: "Ce lien n'est plus valide" } });
    expect((await alertsOf(email))[0].isVerified).toBe(false);

    const html = renderRoute("/nos-offres/alertes/x/confirmation", "/nos-offres/alertes/:id/confirmation", AlertConfirmation, wrong.data);
    expect(h1s(html)).toEqual(["Ce lien n'est plus valide"]);
    expect(html).toContain('href="/nos-offres"');
  });

  it("confirms the alert with the link of the e-mail, uncached, and says so", async () => {
    const result = await load(confirmationLoader, confirmUrl);
    expect(result.init?.status).toBe(200);
    expect(new Headers(result.init?.headers).get("Cache-Control")).toBe("no-store");
    expect(result.data.status).toBe("confirmed");
    const [alert] = await alertsOf(email);
    expect(alert.isVerified).toBe(true);
    expect(alert.verifiedAt).toBeInstanceOf(Date);

    const html = renderRoute("/nos-offres/alertes/x/confirmation", "/nos-offres/alertes/:id/confirmation", AlertConfirmation, result.data);
    expect(h1s(html)).toEqual(["Votre alerte est confirmée"]);
    expect(html).toContain("Vous recevrez chaque semaine les nouvelles offres correspondant à votre recherche.");
    expect(html).toContain("Contrat : CDI");
    expect(html).toContain('href="/nos-offres"');
    expect(html).toContain('href="/nos-offres?query=soudeur&location=Lyon&contract=CDI&salaryMin=30000"');
    // Opening the link again (a mail scanner went first) still says confirmed.
    expect((await load(confirmationLoader, confirmUrl)).data.status).toBe("confirmed");
    const { pathname, search } = new URL(confirmUrl);
    const viaApi = await api("POST", `/api/jobs/job_alert_confirm/${pathname.split("/")[3]}${search}`);
    expect(viaApi).toMatchObject({ status: 200, body: { success: true, detail: "Votre alerte est confirmée" } });
  });

  it("answers success without a second alert or e-mail once the same search is active", async () => {
    const before = smtp.received.length;
    expect(await subscribe(await validAlert())).toMatchObject({ status: 200, body: { isVerified: true, detail: ALERT_SUCCESS } });
    expect(await alertsOf(email)).toHaveLength(1);
    expect(smtp.received.length).toBe(before);
    // Another search for the same address is another alert.
    expect((await subscribe(await validAlert({ contract: "CDD" }))).status).toBe(200);
    expect(await alertsOf(email)).toHaveLength(2);
  });
});

describe("reading the alert and unsubscribing", () => {
  it("GET /api/jobs/job_alert_fetch/{id} answers the alert without its e-mail, 404 otherwise", async () => {
    const [alert] = (await alertsOf(email)).filter((a) => a.isVerified);
    const { status, body, headers } = await api("GET", `/api/jobs/job_alert_fetch/${alert.id}`);
    expect(status).toBe(200);
    expect(headers.get("cache-control")).toBe("no-store");
    expect(body).toEqual({
      id: alert.id,
      frequency: "WEEKLY",
      queryData: { query: "soudeur", location: "Lyon", contract: "CDI", salaryMin: 30000 },
      isVerified: true,
      isArchived: false,
      lastSent: null,
      positions: [],
    });
    expect(JSON.stringify(body)).not.toContain(email);
    for (const id of ["42", crypto.randomUUID()]) {
      expect(await api("GET", `/api/jobs/job_alert_fetch/${id}`)).toMatchObject({ status: 404, body: { detail: "Alerte introuvable" } });
    }
  });

  it("unsubscribes from the link of the confirmation e-mail; a wrong token changes nothing", async () => {
    const id = new URL(unsubscribeUrl).pathname.split("/")[3];
    // The first confirmation e-mail's links were replaced by the second subscription's.
    expect((await load(unsubscribeLoader, unsubscribeUrl)).data.status).toBe("invalid");
    const [alert] = await t.deps.db.select().from(jobAlerts).where(eq(jobAlerts.id, id));
    const mails = smtp.received.map((m) => parseMail(m.raw).text).filter((text) => text.includes(`/alertes/${id}/desinscription`));
    const currentUrl = linkIn(mails.at(-1)!, `http://localhost:3000/nos-offres/alertes/${id}/desinscription?token=`);

    const wrong = await load(unsubscribeLoader, `http://localhost:3000/nos-offres/alertes/${id}/desinscription?token=nope`);
    expect(wrong.init?.status).toBe(400);
    const invalidHtml = renderRoute("/nos-offres/alertes/x/desinscription", "/nos-offres/alertes/:id/desinscription", AlertUnsubscribe, wrong.data);
    expect(h1s(invalidHtml)).toEqual(["Ce lien n'est plus valide"]);
    expect(alert.isArchived).toBe(false);

    const done = await load(unsubscribeLoader, currentUrl);
    expect(done.init?.status).toBe(200);
    expect(done.data).toEqual({ status: "unsubscribed" });
    expect((await t.deps.db.select().from(jobAlerts).where(eq(jobAlerts.id, id)))[0].isArchived).toBe(true);
    const html = renderRoute("/nos-offres/alertes/x/desinscription", "/nos-offres/alertes/:id/desinscription", AlertUnsubscribe, done.data);
    expect(h1s(html)).toEqual(["Vous êtes désinscrit(e) de cette alerte"]);
    expect(html).toContain('href="/nos-offres"');
    expect(html).toContain('href="/donnees-personnelles"');
    // Again is still a success; the confirmation link cannot switch the alert back on.
    expect((await load(unsubscribeLoader, currentUrl)).data.status).toBe("unsubscribed");
    expect((await load(confirmationLoader, confirmUrl)).data.status).toBe("invalid");
  });
});
