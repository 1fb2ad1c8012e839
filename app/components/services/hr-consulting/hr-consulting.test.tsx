import { describe, expect, it } from "vitest";
import { including, inDocumentOrder, renderPageDom, testRootData, within } from "../../../../tests/support/render-page";
import HrConsultingPage from "~/routes/services/conseil-rh";

const PATH = "/nos-prestations/conseil-rh";

const renderHrPage = () => renderPageDom(PATH, { [PATH]: HrConsultingPage }, testRootData({ agencies: [{ label: "Lille", href: null }] }));

describe("HR consulting page on the server", () => {
  const view = renderHrPage();

  it("has one h1 and the four steps in order", () => {
    expect(view.getAllByRole("heading", { level: 1 })).toHaveLength(1);
    const programme = view.getByRole("region", { name: "Notre démarche en 4 étapes" });
    const steps = within(programme)
      .getAllByRole("heading", { level: 3 })
      .map((heading) => heading.textContent);
    expect(steps.slice(0, 4)).toEqual([
      "Étape 1 : Analyse de votre demande",
      "Étape 2 : Revue RH partagée",
      "Étape 3 : Accompagnement GPEC",
      "Étape 4 : Bilan à 3 mois",
    ]);
    expect(programme.id).toBe("demarche");
  });

  it("leaves the floating panel to the browser: it needs the scroll position", () => {
    expect(view.queryByRole("complementary", { name: "Contact rapide" })).toBeNull();
    expect(view.queryByText(including("Nous contacter"))).toBeNull();
    expect(view.queryByText(including("Contact rapide"))).toBeNull();
  });

  it("offers the other services, then the service contact form and the agencies", () => {
    const carousel = view.getByRole("region", { name: "Découvrez nos autres services" });
    expect(carousel.getAttribute("aria-roledescription")).toBe("carrousel");
    const hrefs = within(carousel)
      .getAllByRole("heading", { level: 3 })
      .map((heading) => within(heading).getByRole("link").getAttribute("href"));
    expect(hrefs).toEqual([
      "/nos-prestations/bilan-de-competences",
      "/services/evenementiel",
      "/services/1er-cabinet-specialise-dans-le-recrutement-predictif",
    ]);
    const contact = view.getByRole("region", { name: "Parlons de vos enjeux RH" });
    expect(contact.id).toBe("contact");
    expect(inDocumentOrder(contact, view.getByRole("region", { name: "Retrouvez nos agences de recrutement dans toute la France" }))).toBe(true);
    expect(view.queryByText(including("Votre projet de recrutement"))).toBeNull();
  });
});
