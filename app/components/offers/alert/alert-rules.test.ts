import { describe, expect, it } from "vitest";
import { ALERT_MESSAGES } from "~common/candidate-forms";
import { EMPTY_OFFER_SEARCH } from "~common/offer-search";
import { alertCriteria, alertEmailError, alertPayload, canActivateAlert, readAlertOutcome } from "./alert-rules";

const NNBSP = "\u202f";

describe("the alert's e-mail", () => {
  it("is quiet until the field was left, then required, then a valid address", () => {
    expect(alertEmailError("", false)).toBeUndefined();
    expect(alertEmailError("  ", true)).toBe(ALERT_MESSAGES.emailRequired);
    expect(alertEmailError("paul@", true)).toBe(ALERT_MESSAGES.email);
    expect(alertEmailError("paul.durand@exemple.fr", true)).toBeUndefined();
  });
});

describe("«Activer»", () => {
  const ready = { email: "paul.durand@exemple.fr", rgpd: true, captchaValidated: true, cookiesAccepted: true, sending: false, serverErrors: {} };
  it("waits for the cookies, an e-mail, the consent and the captcha", () => {
    expect(canActivateAlert(ready)).toBe(true);
    expect(canActivateAlert({ ...ready, cookiesAccepted: false })).toBe(false);
    expect(canActivateAlert({ ...ready, email: "" })).toBe(false);
    expect(canActivateAlert({ ...ready, email: "paul@" })).toBe(false);
    expect(canActivateAlert({ ...ready, rgpd: false })).toBe(false);
    expect(canActivateAlert({ ...ready, captchaValidated: false })).toBe(false);
    expect(canActivateAlert({ ...ready, sending: true })).toBe(false);
    expect(canActivateAlert({ ...ready, serverErrors: { email: "Adresse refusée" } })).toBe(false);
  });
});

describe("the criteria recalled in the dialog", () => {
  it("lists only the criteria that are set, with the contract's label", () => {
    expect(alertCriteria({ ...EMPTY_OFFER_SEARCH, query: "soudeur", contract: "Franchise" })).toEqual([
      { label: "Recherche", value: "soudeur" },
      { label: "Contrat", value: "Franchisé" },
    ]);
  });

  it("recalls the radius around the place, and sends it: the alert follows the same area", () => {
    const search = { ...EMPTY_OFFER_SEARCH, location: "Nantes", distance: 20 as const };
    expect(alertCriteria(search)).toEqual([{ label: "Lieu", value: "Nantes, dans un rayon de 20\u00a0km" }]);
    expect(alertPayload(search, "paul.durand@exemple.fr", "cap-1")).toMatchObject({ location: "Nantes", distance: 20 });
    expect(alertPayload({ ...search, location: "" }, "paul.durand@exemple.fr", "cap-1")).toMatchObject({ distance: null });
  });

  it("names the place as the alert's e-mails do: «Gironde (33)», not «33»", () => {
    const search = { ...EMPTY_OFFER_SEARCH, location: "33" };
    expect(alertCriteria(search, "Gironde (33)")).toEqual([{ label: "Lieu", value: "Gironde (33)" }]);
    expect(alertCriteria({ ...search, distance: 10 as const }, "Gironde (33)")).toEqual([
      { label: "Lieu", value: "Gironde (33), dans un rayon de 10\u00a0km" },
    ]);
    // Not known yet (another search loading): the place as typed.
    expect(alertCriteria(search, null)).toEqual([{ label: "Lieu", value: "33" }]);
  });

  it("words the salary as a minimum, a range or a maximum", () => {
    const salary = (salaryMin: number | null, salaryMax: number | null) =>
      alertCriteria({ ...EMPTY_OFFER_SEARCH, salaryMin, salaryMax }).find((row) => row.label === "Salaire")?.value;
    expect(salary(35000, null)).toBe(`35${NNBSP}000 € min`);
    expect(salary(60000, null)).toBe(`> 60${NNBSP}000 €`);
    expect(salary(30000, 45000)).toBe(`de 30${NNBSP}000 € à 45${NNBSP}000 €`);
    expect(salary(null, 45000)).toBe(`jusqu'à 45${NNBSP}000 €`);
    expect(salary(null, null)).toBeUndefined();
  });
});

it("sends the search, the trimmed e-mail, the captcha id and the consent", () => {
  const search = { ...EMPTY_OFFER_SEARCH, query: "comptable", location: "Lyon", salaryMin: 30000 };
  expect(alertPayload(search, " paul.durand@exemple.fr ", "cap-1")).toEqual({
    query: "comptable",
    location: "Lyon",
    domain: "",
    contract: "",
    salaryMin: 30000,
    salaryMax: null,
    distance: null,
    email: "paul.durand@exemple.fr",
    captcha_id: "cap-1",
    rgpd: true,
  });
});

describe("what the subscription's answer means", () => {
  it("a 200 subscribes", () => {
    expect(readAlertOutcome({ ok: true, status: 200, body: { detail: "ok", isVerified: false } })).toEqual({ kind: "subscribed", isVerified: false });
    expect(readAlertOutcome({ ok: true, status: 200, body: { detail: "ok", isVerified: true } })).toEqual({ kind: "subscribed", isVerified: true });
  });

  it("a 400 keeps its field errors for the e-mail and consent, and the captcha", () => {
    expect(readAlertOutcome({ ok: false, status: 400, body: { errors: { email: "Adresse e-mail non valide", query: "trop long" } } })).toEqual({
      kind: "failed",
      fieldErrors: { email: "Adresse e-mail non valide" },
      captchaSpent: false,
    });
  });

  it("any other failure carries no message and renews the captcha", () => {
    for (const outcome of [
      { ok: false, status: 403 },
      { ok: false, status: 429 },
      { ok: false, status: 500 },
      { ok: false, status: 0, error: new TypeError("Failed to fetch") },
    ] as const) {
      expect(readAlertOutcome(outcome)).toEqual({ kind: "failed", fieldErrors: {}, captchaSpent: true });
    }
  });
});
