import { describe, expect, it } from "vitest";
import { renderPage, testRootData } from "../../../../tests/support/render-page";
import SkillsAssessmentPage from "~/routes/services/bilan-de-competences";
import { otherServices } from "../services-carousel";

const PATH = "/nos-prestations/bilan-de-competences";

const renderSkillsPage = () => renderPage(PATH, { [PATH]: SkillsAssessmentPage }, testRootData({ agencies: [{ label: "Lyon", href: null }] }));

describe("skills assessment page on the server", () => {
  const html = renderSkillsPage();

  it("has one h1 and every block's text in the HTML", () => {
    expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
    for (const text of [
      "Le déroulé de votre bilan",
      "Entretien préliminaire gratuit",
      "Phase préliminaire",
      "Phase d'investigation",
      "Phase de conclusion",
      "Entretien de suivi à 6 mois",
      "Tarif et financement",
      "Pourquoi faire votre bilan avec Alto Recrutement ?",
      "Retrouvez nos agences de recrutement dans toute la France",
    ]) {
      expect(html).toContain(text);
    }
  });

  it("states the §9 price for 12 hours and 8 interviews", () => {
    expect(html).toContain("1 890 €");
    expect(html).toContain("12 heures de rendez-vous (8 entretiens individuels)");
  });

  it("points the first appointment to the contact block and opens the CPF site in a new tab", () => {
    expect(html).toMatch(/<a href="#contact"[^>]*>.*?Réserver mon premier rendez-vous gratuit/);
    expect(html).toContain('id="contact"');
    expect(html).toMatch(/<a href="https:\/\/www\.moncompteformation\.gouv\.fr" target="_blank" rel="noopener noreferrer"[^>]*>Financer avec mon CPF/);
  });

  it("renders the contact block and leaves its form to the browser (the journey checks the short variant)", () => {
    // The form itself loads in the browser (its short variant is checked by the journey).
    expect(html).toContain('id="contact"');
    expect(html).toContain("Chargement du formulaire…");
    expect(html).not.toContain("Votre projet de recrutement");
  });

  it("lists exactly the three other services in the carousel", () => {
    const carousel = html.slice(html.indexOf('aria-roledescription="carrousel"'));
    const hrefs = [...carousel.matchAll(/<h3[^>]*><a[^>]*href="([^"]+)"/g)].map((m) => m[1]);
    expect(hrefs).toEqual(["/nos-prestations/conseil-rh", "/services/evenementiel", "/services/1er-cabinet-specialise-dans-le-recrutement-predictif"]);
  });

  it("describes the offer for search engines", () => {
    expect(html).toContain('"@type":"Service"');
    expect(html).toContain('"price":"1890"');
  });
});

describe("otherServices", () => {
  it("leaves the current page out and keeps RPO opt-in", () => {
    expect(otherServices("/nos-prestations/conseil-rh").map((s) => s.title)).toEqual(["Bilan de compétences", "Événementiel", "Recrutement prédictif"]);
    expect(otherServices("/services/evenementiel", ["/services/rpo", "/services/evenementiel"]).map((s) => s.href)).toEqual(["/services/rpo"]);
  });
});
