import { describe, expect, it } from "vitest";
import { attributesOf, including, jsonLdOf, renderPageDom, testRootData, within } from "../../../../tests/support/render-page";
import SkillsAssessmentPage from "~/routes/services/bilan-de-competences";
import { otherServices } from "../services-carousel";

const PATH = "/nos-prestations/bilan-de-competences";

const renderSkillsPage = () => renderPageDom(PATH, { [PATH]: SkillsAssessmentPage }, testRootData({ agencies: [{ label: "Lyon", href: null }] }));

describe("skills assessment page on the server", () => {
  const view = renderSkillsPage();
  const contact = () => view.getByRole("region", { name: "Réservez votre premier rendez-vous gratuit" });

  it("has one h1 and every block's text in the HTML", () => {
    expect(view.getAllByRole("heading", { level: 1 })).toHaveLength(1);
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
      // Some phase headings carry a badge after their title.
      view.getByRole("heading", { name: (name) => name === text || name.startsWith(`${text} `) });
    }
  });

  it("states the §9 price for 12 hours and 8 interviews", () => {
    const pricing = within(view.getByRole("region", { name: "Tarif et financement" }));
    pricing.getByText("1 890 €");
    pricing.getByText(including("12 heures de rendez-vous (8 entretiens individuels)"));
  });

  it("shows the Qualiopi certificate of the brand settings, which CPF funding requires", () => {
    const notice = within(view.getByRole("complementary", { name: "Certification Qualiopi" }));
    notice.getByText(including("certificat n° QUA-DEMO-2026-0042"));
    notice.getByText(including("Actions de formation ; bilans de compétences"));
  });

  it("points the first appointment to the contact block and opens the CPF site in a new tab", () => {
    expect(view.getByRole("link", { name: "Réserver mon premier rendez-vous gratuit" }).getAttribute("href")).toBe("#contact");
    expect(contact().id).toBe("contact");
    expect(attributesOf(view.getByRole("link", { name: "Financer avec mon CPF (nouvel onglet)" }))).toMatchObject({
      href: "https://www.moncompteformation.gouv.fr",
      target: "_blank",
      rel: "noopener noreferrer",
    });
  });

  it("renders the contact block and leaves its form to the browser (the journey checks the short variant)", () => {
    // The form itself loads in the browser (its short variant is checked by the journey).
    expect(contact().id).toBe("contact");
    // Hidden in a browser without scripts (the head's <noscript> style), shown while the form loads.
    expect(within(contact()).getByRole("status", { hidden: true }).textContent).toBe("Chargement du formulaire…");
    expect(view.queryByText(including("Votre projet de recrutement"))).toBeNull();
  });

  it("lists exactly the three other services in the carousel", () => {
    const carousel = view.getByRole("region", { name: "Découvrez nos autres services" });
    expect(carousel.getAttribute("aria-roledescription")).toBe("carrousel");
    const hrefs = within(carousel)
      .getAllByRole("heading", { level: 3 })
      .map((heading) => within(heading).getByRole("link").getAttribute("href"));
    expect(hrefs).toEqual(["/nos-prestations/conseil-rh", "/services/evenementiel", "/services/1er-cabinet-specialise-dans-le-recrutement-predictif"]);
  });

  it("describes the offer for search engines", () => {
    const service = jsonLdOf(view).find((data) => data["@type"] === "Service");
    expect(service?.offers.price).toBe("1890");
  });
});

describe("otherServices", () => {
  it("leaves the current page out and keeps RPO opt-in", () => {
    expect(otherServices("/nos-prestations/conseil-rh").map((s) => s.title)).toEqual(["Bilan de compétences", "Événementiel", "Recrutement prédictif"]);
    expect(otherServices("/services/evenementiel", ["/services/rpo", "/services/evenementiel"]).map((s) => s.href)).toEqual(["/services/rpo"]);
  });
});
