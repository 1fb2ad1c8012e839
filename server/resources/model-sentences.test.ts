import { describe, expect, it } from "vitest";
import { modelSentences, withArticle } from "./model-sentences";
import { resources } from "./registry";

describe("the managers' notifications", () => {
  it("put the article and agree the participle with the model's gender", () => {
    expect(modelSentences("Agence", "f").updated).toBe("L'agence a été modifiée");
    expect(modelSentences("Question", "f").created).toBe("La question a été créée");
    expect(modelSentences("Partenaire", "m").deleteFailed).toBe("Le partenaire n'a pas été supprimé");
    expect(modelSentences("Utilisateur", "m").createFailed).toBe("L'utilisateur n'a pas été créé");
    expect(withArticle("Membre de l'équipe", "m")).toBe("Le membre de l'équipe");
    expect(withArticle("Offre", "f")).toBe("L'offre");
  });

  it("read well for every manager", () => {
    const sentences = resources.map((d) => modelSentences(d.name, d.gender).created);
    expect(sentences).toContain("La page ville a été créée");
    expect(sentences).toContain("Le recruteur indépendant a été créé");
    for (const sentence of sentences) expect(sentence).toMatch(/^(L'|La |Le )\p{Ll}.* a été créée?$/u);
  });
});
