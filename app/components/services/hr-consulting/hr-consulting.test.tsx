import { describe, expect, it } from "vitest";
import { renderPage, testRootData } from "../../../../tests/support/render-page";
import HrConsultingPage from "~/routes/services/conseil-rh";

const PATH = "/nos-prestations/conseil-rh";

const renderHrPage = () => renderPage(PATH, { [PATH]: HrConsultingPage }, testRootData({ agencies: [{ label: "Lille", href: null }] }));

describe("HR consulting page on the server", () => {
  const html = renderHrPage();

  it("has one h1 and the four steps in order", () => {
    expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
    const steps = ["Analyse de votre demande", "Revue RH partagée", "Accompagnement GPEC", "Bilan à 3 mois"].map((step) => html.indexOf(step));
    expect(steps.every((index) => index > 0)).toBe(true);
    expect([...steps].sort((a, b) => a - b)).toEqual(steps);
    expect(html).toContain('id="demarche"');
  });

  it("leaves the floating panel to the browser: it needs the scroll position", () => {
    expect(html).not.toContain("Nous contacter");
    expect(html).not.toContain("Contact rapide");
  });

  it("offers the other services, then the service contact form and the agencies", () => {
    const carousel = html.slice(html.indexOf('aria-roledescription="carrousel"'));
    const hrefs = [...carousel.matchAll(/<h3[^>]*><a[^>]*href="([^"]+)"/g)].map((m) => m[1]);
    expect(hrefs).toEqual([
      "/nos-prestations/bilan-de-competences",
      "/services/evenementiel",
      "/services/1er-cabinet-specialise-dans-le-recrutement-predictif",
    ]);
    expect(html.indexOf('id="contact"')).toBeLessThan(html.indexOf("Retrouvez nos agences de recrutement dans toute la France"));
    expect(html).not.toContain("Votre projet de recrutement");
  });
});
