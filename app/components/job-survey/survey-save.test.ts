import { describe, expect, it } from "vitest";
import { mergeConcurrentAnswers } from "./survey-save";
import { surveyMissing } from "./survey-validation";

describe("two tabs saving the same survey", () => {
  it("keeps the other tab's answers and lays this tab's changes on top, an emptied answer staying empty", () => {
    const stored = { candidateFirstName: "Léa", candidateLastName: "Martin", jobTitle: "Comptable" };
    const mine = { candidateFirstName: "Léa", jobTitle: "Comptable unique", companyName: "Alto" };
    const merged = mergeConcurrentAnswers(stored, mine, new Set(["jobTitle", "companyName", "candidateLastName"] as const));
    expect(merged).toEqual({ candidateFirstName: "Léa", jobTitle: "Comptable unique", companyName: "Alto" });
  });
});

describe("what the disabled «Suivant» says is left", () => {
  it("names empty questions, answers to correct and the captcha, each once", () => {
    const errors = { candidateFirstName: "Obligatoire", candidateEmail: "Adresse invalide" };
    expect(surveyMissing(errors, { candidateEmail: "léa@" }, false)).toEqual([
      "répondez aux questions obligatoires (*)",
      "corrigez les réponses signalées",
      "attendez la fin de la vérification anti-robot",
    ]);
    expect(surveyMissing({}, {}, true)).toEqual([]);
  });
});
