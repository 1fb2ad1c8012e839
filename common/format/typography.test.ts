import { describe, expect, it } from "vitest";
import { atPlace, de, frenchPunctuation, frenchSpacing, que } from "./typography";
import { spacingIssues } from "../../scripts/french-spacing";

const NBSP = "\u00a0";

describe("frenchSpacing", () => {
  it("puts a non-breaking space before : ; ! ? % € » and after «", () => {
    expect(frenchSpacing("Contrat : CDI ; salaire à 60 % ! Vraiment ? « Oui » 10 €")).toBe(
      `Contrat${NBSP}: CDI${NBSP}; salaire à 60${NBSP}%${NBSP}! Vraiment${NBSP}? «${NBSP}Oui${NBSP}» 10${NBSP}€`,
    );
  });

  it("groups thousands with it, leaves phone numbers and URLs alone, and drops a space before a full stop", () => {
    expect(frenchSpacing("1 000 000 candidats")).toBe(`1${NBSP}000${NBSP}000 candidats`);
    expect(frenchSpacing("01 99 00 42 42")).toBe("01 99 00 42 42");
    expect(frenchSpacing("?w=320 320w")).toBe("?w=320 320w");
    expect(frenchSpacing("https://exemple.fr/a?b=c sm:grid")).toBe("https://exemple.fr/a?b=c sm:grid");
    expect(frenchSpacing("Merci .")).toBe("Merci.");
  });
});

describe("elision and contraction", () => {
  it("elides «de» and «que» before a vowel or a silent h, not before an aspirated one", () => {
    expect(de("Alto Recrutement")).toBe("d'Alto Recrutement");
    expect(de("Ingénieur méthodes")).toBe("d'Ingénieur méthodes");
    expect(de("Hôte de caisse")).toBe("d'Hôte de caisse");
    expect(de("Haguenau")).toBe("de Haguenau");
    expect(de("Lyon")).toBe("de Lyon");
    expect(que("Alto")).toBe("qu'Alto");
    expect(que("Bâtir")).toBe("que Bâtir");
  });

  it("contracts a town's article", () => {
    expect(de("Le Mans")).toBe("du Mans");
    expect(de("Les Sables-d'Olonne")).toBe("des Sables-d'Olonne");
    expect(atPlace("Le Havre")).toBe("au Havre");
    expect(atPlace("Lyon")).toBe("à Lyon");
  });
});

describe("frenchPunctuation (a server message shown to staff)", () => {
  it("puts a non-breaking space before «:» after a word, and leaves times alone", () => {
    expect(frenchPunctuation("Validation échouée: Le nom est requis, Adresse e-mail non valide")).toBe(
      `Validation échouée${NBSP}: Le nom est requis, Adresse e-mail non valide`,
    );
    expect(frenchPunctuation("Déjà espacé : rien à changer ! Vraiment ?")).toBe(`Déjà espacé${NBSP}: rien à changer${NBSP}! Vraiment${NBSP}?`);
    expect(frenchPunctuation("Début à 10:30, voir https://exemple.fr")).toBe("Début à 10:30, voir https://exemple.fr");
  });
});

describe("the wording of pages, e-mails and demo content", () => {
  it("follows the French spacing rule everywhere (fix with `npx tsx scripts/french-spacing.ts --write`)", () => {
    expect(spacingIssues()).toEqual([]);
  });
});
