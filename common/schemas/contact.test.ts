import { describe, expect, it } from "vitest";
import {
  CONTACT_MESSAGES as M,
  isContactComplete,
  normalizeContact,
  phoneFirstReading,
  phoneSecondReading,
  validateContact,
  validateContactField,
  type ContactValues,
} from "./contact";
import { contactPayloadSchema } from "./contact-payload";

const valid: ContactValues = {
  names: "Camille Durand",
  society: "Ateliers du Rhône",
  departmentId: 69,
  mail: "camille.durand@ateliers-rhone.fr",
  phoneNumber: "06 12 34 56 78",
  content: "Nous recrutons deux techniciens de maintenance.",
};
const empty: ContactValues = { names: "", society: "", departmentId: null, mail: "", phoneNumber: "", content: "" };
const full = false;
const service = true;

describe("messages", () => {
  // Copied from spec 1 §5; a typo here or in contact.ts shows up as a failure.
  it.each([
    [M.namesRequired, "Le nom est requis"],
    [M.namesTooShort, "Le nom doit contenir au moins 2 caractères"],
    [M.namesTooLong, "Le nom est trop long (maximum 100 caractères)"],
    [M.societyRequired, "Le nom de la société est requis"],
    [M.societyTooLong, "Le nom de la société est trop long (maximum 200 caractères)"],
    [M.departmentRequired, "Veuillez sélectionner un département"],
    [M.mailRequired, "L'adresse email est requise"],
    [M.mailInvalid, "Format d'email invalide"],
    [M.mailTooLong, "Email trop long (maximum 254 caractères)"],
    [M.mailNotPermanent, "Veuillez utiliser une adresse email valide et permanente"],
    [M.phoneRequired, "Le numéro de téléphone est requis"],
    [M.phoneTooFewDigits, "Format invalide. Le numéro doit contenir au moins 6 chiffres"],
    [M.phoneTooLong, "Numéro trop long"],
    [M.phoneFormat, "Format de téléphone invalide. Utilisez un format comme 0123456789 ou +33123456789"],
    [M.phoneServiceTooLong, "Numéro de téléphone trop long"],
    [M.phoneServiceTooShort, "Numéro de téléphone trop court"],
    [M.contentRequired, "Veuillez décrire votre projet"],
    [M.contentTooShort, "Veuillez fournir plus de détails (minimum 5 caractères)"],
    [M.contentTooLong, "Votre message est trop long (maximum 2000 caractères)"],
    [M.contentIncoherent, "Le contenu semble invalide. Veuillez saisir un message cohérent"],
    [M.captchaRequired, "Veuillez valider le captcha avant d'envoyer le formulaire"],
  ])("%s", (actual, expected) => expect(actual).toBe(expected));
});

describe("phone, first reading (full form)", () => {
  it.each([
    ["06 12 34 56 78", undefined],
    ["06.12.34.56.78", undefined],
    ["(01) 23-45-67-89", undefined],
    ["+33 6 12 34 56 78", undefined],
    ["+44 20 7946 0958", undefined],
    ["123456", undefined],
    ["+123456", undefined],
    ["1".repeat(20), undefined],
    ["+" + "1".repeat(19), undefined],
    ["", M.phoneRequired],
    ["   ", M.phoneRequired],
    [" - . ( ) ", M.phoneRequired],
    ["12345", M.phoneTooFewDigits],
    ["+12345", M.phoneTooFewDigits],
    ["06 12 ab 56 78", M.phoneTooFewDigits],
    ["abcdefgh", M.phoneTooFewDigits],
    ["06+12345678", M.phoneTooFewDigits],
    ["1".repeat(21), M.phoneTooLong],
    ["+" + "1".repeat(20), M.phoneTooLong],
    ["0612 3456 7890 1234 5678 9", M.phoneTooLong],
  ])("%j → %s", (phone, message) => expect(phoneFirstReading(phone)).toBe(message));
});

describe("phone, second reading (service variant)", () => {
  it.each([
    ["06 12 34 56 78", undefined],
    ["06.12.34.56.78", undefined],
    ["(01) 23-45-67-89", undefined],
    ["+33 6 12 34 56 78", undefined],
    ["+44 20 7946 0958", undefined],
    ["+123456", undefined],
    ["+" + "1".repeat(15), undefined],
    ["", M.phoneRequired],
    ["  ", M.phoneRequired],
    // Letters: the format message shows what is expected, whatever the length.
    ["06 12 ab 56 78", M.phoneFormat],
    ["abc", M.phoneFormat],
    ["06+12345678", M.phoneFormat],
    // Well-formed but the wrong size: the length message.
    ["+" + "1".repeat(16), M.phoneServiceTooLong],
    ["0612 3456 7890 1234 5", M.phoneServiceTooLong],
    ["06 12 34", M.phoneServiceTooShort],
    ["+12345", M.phoneServiceTooShort],
    // Right size, no accepted shape.
    ["12 34 56 78 90", M.phoneFormat],
    ["06 12 34 56 7", M.phoneFormat],
    ["06 12 34 56 78 9", M.phoneFormat],
    // The international prefix written 00, and a French number written «+33 (0)6…», are dialled as +33 6….
    ["0033 6 12 34 56 78", undefined],
    ["+33 (0)6 12 34 56 78", undefined],
  ])("%j → %s", (phone, message) => expect(phoneSecondReading(phone)).toBe(message));
});

describe("field rules", () => {
  // Runs in the local part are allowed, so padding it gives a mail of any length.
  const mailOfLength = (length: number) => "x".repeat(length - "@orange.fr".length) + "@orange.fr";
  it.each<[keyof ContactValues, Partial<ContactValues>, boolean, string | undefined]>([
    // names: trimmed before every check, in both variants
    ["names", { names: "" }, full, M.namesRequired],
    ["names", { names: "   " }, service, M.namesRequired],
    ["names", { names: "A" }, full, M.namesTooShort],
    ["names", { names: "  A  " }, full, M.namesTooShort],
    ["names", { names: "Al" }, full, undefined],
    ["names", { names: "x".repeat(100) }, full, undefined],
    ["names", { names: `  ${"x".repeat(100)}  ` }, full, undefined],
    ["names", { names: "x".repeat(101) }, full, M.namesTooLong],
    // society: required unless from a service; its maximum holds in both
    ["society", { society: "" }, full, M.societyRequired],
    ["society", { society: "  " }, full, M.societyRequired],
    ["society", { society: "" }, service, undefined],
    ["society", { society: "x".repeat(200) }, full, undefined],
    ["society", { society: ` ${"x".repeat(200)} ` }, full, undefined],
    ["society", { society: "x".repeat(201) }, full, M.societyTooLong],
    ["society", { society: "x".repeat(201) }, service, M.societyTooLong],
    // department
    ["departmentId", { departmentId: null }, full, M.departmentRequired],
    ["departmentId", { departmentId: null }, service, undefined],
    ["departmentId", { departmentId: 1 }, full, undefined],
    // mail
    ["mail", { mail: "" }, full, M.mailRequired],
    ["mail", { mail: "  " }, service, M.mailRequired],
    ["mail", { mail: "camille" }, full, M.mailInvalid],
    ["mail", { mail: "camille@orange" }, full, M.mailInvalid],
    ["mail", { mail: "camille@@orange.fr" }, full, M.mailInvalid],
    ["mail", { mail: "cam ille@orange.fr" }, full, M.mailInvalid],
    ["mail", { mail: "@orange.fr" }, full, M.mailInvalid],
    ["mail", { mail: "  Camille@Orange.FR  " }, full, undefined],
    ["mail", { mail: mailOfLength(254) }, full, undefined],
    ["mail", { mail: ` ${mailOfLength(254)} ` }, full, undefined],
    ["mail", { mail: mailOfLength(255) }, full, M.mailTooLong],
    ["mail", { mail: "x".repeat(300) }, full, M.mailTooLong],
    ["mail", { mail: "camille@aaaaaa.com" }, full, M.mailNotPermanent],
    ["mail", { mail: "camille@test.frrrrrr" }, full, M.mailNotPermanent],
    ["mail", { mail: "camille@AAAaaa.com" }, full, M.mailNotPermanent],
    ["mail", { mail: "camille@aaaaa.com" }, full, undefined],
    // A run in the local part is not the domain's.
    ["mail", { mail: "zzzzzzzz@orange.fr" }, full, undefined],
    // content: required, min and coherence only in the full form; max in both
    ["content", { content: "" }, full, M.contentRequired],
    ["content", { content: "   " }, full, M.contentRequired],
    ["content", { content: "" }, service, undefined],
    ["content", { content: "Test" }, full, M.contentTooShort],
    ["content", { content: "  Test  " }, full, M.contentTooShort],
    ["content", { content: "Tests" }, full, undefined],
    ["content", { content: "x".repeat(2000) }, full, M.contentIncoherent],
    ["content", { content: "ab".repeat(1000) }, full, undefined],
    ["content", { content: ` ${"ab".repeat(1000)} ` }, full, undefined],
    ["content", { content: "ab".repeat(1000) + "c" }, full, M.contentTooLong],
    ["content", { content: "ab".repeat(1000) + "c" }, service, M.contentTooLong],
    ["content", { content: "Bonjour !!!!!!!!!!!" }, full, M.contentIncoherent],
    ["content", { content: "Bonjour !!!!!!!!!!" }, full, undefined],
    ["content", { content: "?!?!? ..." }, full, M.contentIncoherent],
    ["content", { content: "Été 2025 ?" }, full, undefined],
    ["content", { content: "Bonjour,\n\n\n\n\n\n\n\n\n\n\n\nMerci" }, full, undefined],
  ])("%s %j (service: %s) → %s", (field, patch, isFromService, message) => {
    expect(validateContactField(field, { ...valid, ...patch }, isFromService)).toBe(message);
  });

  it("phoneNumber uses the first reading in the full form and the second in the service variant", () => {
    const values = { ...valid, phoneNumber: "12 34 56 78" };
    expect(validateContactField("phoneNumber", values, full)).toBeUndefined();
    expect(validateContactField("phoneNumber", values, service)).toBe(M.phoneFormat);
  });
});

describe("validateContact", () => {
  it.each([
    [
      full,
      {
        names: M.namesRequired,
        society: M.societyRequired,
        departmentId: M.departmentRequired,
        mail: M.mailRequired,
        phoneNumber: M.phoneRequired,
        content: M.contentRequired,
      },
    ],
    [service, { names: M.namesRequired, mail: M.mailRequired, phoneNumber: M.phoneRequired }],
  ])("empty form (service: %s)", (isFromService, errors) => {
    expect(validateContact(empty, isFromService)).toEqual(errors);
  });

  it.each([full, service])("a valid form has no errors (service: %s)", (isFromService) => {
    expect(validateContact(valid, isFromService)).toEqual({});
  });
});

describe("isContactComplete", () => {
  const serviceOnly: ContactValues = { ...empty, names: "Camille", mail: "c@orange.fr", phoneNumber: "+33 6 12 34 56 78" };
  it.each<[string, ContactValues, boolean, boolean]>([
    ["valid full form", valid, full, true],
    ["valid form, service", valid, service, true],
    ["name, mail and phone only", serviceOnly, service, true],
    ["name, mail and phone only, full form", serviceOnly, full, false],
    ["empty", empty, service, false],
    ["no department", { ...valid, departmentId: null }, full, false],
    ["no society", { ...valid, society: " " }, full, false],
    ["content too short", { ...valid, content: "Test" }, full, false],
    ["bad phone", { ...valid, phoneNumber: "0612" }, full, false],
    ["bad mail", { ...serviceOnly, mail: "c@aaaaaa.fr" }, service, false],
    ["short name", { ...serviceOnly, names: "C" }, service, false],
    ["phone fine for the first reading only", { ...serviceOnly, phoneNumber: "123456" }, service, false],
  ])("%s (service: %s) → %s", (_, values, isFromService, complete) => {
    expect(isContactComplete(values, isFromService)).toBe(complete);
  });
});

describe("normalizeContact", () => {
  it("trims, lowercases the mail and strips the phone", () => {
    expect(
      normalizeContact({
        names: "  Camille Durand ",
        society: " Ateliers ",
        departmentId: 69,
        mail: "  Camille.Durand@Orange.FR ",
        phoneNumber: " +33 (6) 12-34.56 78 ",
        content: "\n Bonjour \n",
      }),
    ).toEqual({
      names: "Camille Durand",
      society: "Ateliers",
      departmentId: 69,
      mail: "camille.durand@orange.fr",
      phoneNumber: "+33612345678",
      content: "Bonjour",
    });
  });
});

describe("contactPayloadSchema", () => {
  const body = { ...valid, captchaId: "0b7c1d7e-4a51-4e4c-9d7b-3c2f3c1f5a10" };
  const errorsOf = (input: unknown) => {
    const result = contactPayloadSchema.safeParse(input);
    if (result.success) return {};
    return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join("."), issue.message]));
  };

  it("outputs normalized values, isFromService false by default", () => {
    const result = contactPayloadSchema.parse({ ...body, names: " Camille ", mail: " Camille@Orange.FR ", sourcePage: "/services/rpo" });
    expect(result).toEqual({
      ...body,
      names: "Camille",
      mail: "camille@orange.fr",
      phoneNumber: "0612345678",
      content: valid.content,
      isFromService: false,
      sourcePage: "/services/rpo",
    });
  });

  it("accepts the service variant with only name, mail, phone and captcha", () => {
    const result = contactPayloadSchema.parse({ names: "Camille", mail: "c@orange.fr", phoneNumber: "06 12 34 56 78", captchaId: "x", isFromService: true });
    expect(result).toMatchObject({ society: "", departmentId: null, content: "", phoneNumber: "0612345678", isFromService: true });
  });

  it.each<[string, Record<string, unknown>, Record<string, string>]>([
    ["missing captcha", { ...body, captchaId: undefined }, { captchaId: M.captchaRequired }],
    ["blank captcha", { ...body, captchaId: "  " }, { captchaId: M.captchaRequired }],
    ["bad mail", { ...body, mail: "camille" }, { mail: M.mailInvalid }],
    ["bad phone", { ...body, phoneNumber: "0612" }, { phoneNumber: M.phoneTooFewDigits }],
    ["service reading", { ...body, phoneNumber: "0612", isFromService: true }, { phoneNumber: M.phoneServiceTooShort }],
    ["no department", { ...body, departmentId: null }, { departmentId: M.departmentRequired }],
    ["department of the wrong type", { ...body, departmentId: "69" }, { departmentId: M.departmentRequired }],
    ["name of the wrong type", { ...body, names: 42 }, { names: M.namesRequired }],
    [
      "several at once",
      { society: "x".repeat(201), content: "?????", isFromService: false },
      {
        names: M.namesRequired,
        society: M.societyTooLong,
        departmentId: M.departmentRequired,
        mail: M.mailRequired,
        phoneNumber: M.phoneRequired,
        content: M.contentIncoherent,
        captchaId: M.captchaRequired,
      },
    ],
  ])("%s → errors keyed by field", (_, input, errors) => {
    expect(errorsOf(input)).toEqual(errors);
  });

  it.each(["https://example.com/", "//example.com/x", "services", "/" + "x".repeat(300), 42])(
    "drops a sourcePage that is not a path of this site: %j",
    (sourcePage) => {
      expect(contactPayloadSchema.parse({ ...body, sourcePage }).sourcePage).toBeUndefined();
    },
  );

  it("rejects a body that is not an object", () => {
    expect(contactPayloadSchema.safeParse(null).success).toBe(false);
  });
});
