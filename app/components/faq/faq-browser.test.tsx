import { describe, expect, it } from "vitest";
import { filterFaq, normalizeForSearch } from "./faq-browser";

const items = [
  { question: "Quelle est la durée de la période d'essai ?", answer: "Elle dépend du contrat." },
  { question: "Vos services sont-ils payants ?", answer: "Non : la loi interdit de facturer les candidats." },
  { question: "Comment postuler ?", answer: "Cliquez sur « Postuler » sur l’offre." },
];

describe("FAQ filter", () => {
  it("keeps everything for an empty or blank query", () => {
    expect(filterFaq(items, "")).toEqual(items);
    expect(filterFaq(items, "   ")).toEqual(items);
  });

  it("matches a substring of the question or of the answer, whatever the case", () => {
    expect(filterFaq(items, "PAYANTS")).toEqual([items[1]]);
    expect(filterFaq(items, "facturer")).toEqual([items[1]]);
    expect(filterFaq(items, "stul")).toEqual([items[2]]);
  });

  it("ignores accents and apostrophe styles both ways", () => {
    expect(filterFaq(items, "periode d'essai")).toEqual([items[0]]);
    expect(filterFaq(items, "DÉPEND")).toEqual([items[0]]);
    expect(filterFaq(items, "l'offre")).toEqual([items[2]]);
    expect(normalizeForSearch("Évaluée’")).toBe("evaluee'");
  });

  it("answers nothing when no item holds the text", () => {
    expect(filterFaq(items, "zzzz")).toEqual([]);
  });
});
