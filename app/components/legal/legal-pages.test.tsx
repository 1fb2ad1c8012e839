import { describe, expect, it } from "vitest";
import { defaultBrand, type Brand } from "~common/brand";
import { attributesOf, including, renderPageDom, testRootData, within, type PageDom } from "../../../tests/support/render-page";
import LegalNoticesPage from "~/routes/site/mentions-legales";
import PersonalDataPage from "~/routes/site/donnees-personnelles";
import CandidateCarePage from "~/routes/site/care-candidat";

// A brand unlike the default one: every value found in the HTML must come from the settings.
const brand: Brand = {
  ...defaultBrand,
  name: "Cabinet Témoin",
  phone: "01 99 00 77 77",
  email: "bonjour@temoin.example",
  legal: {
    companyName: "Témoin Conseil SARL",
    legalForm: "Société à responsabilité limitée",
    shareCapital: "12 345 €",
    rcs: "RCS Nantes 111 222 333",
    siret: "111 222 333 00044",
    vatNumber: "FR55 111222333",
    headOffice: "8 quai Témoin, 44000 Nantes",
    publicationDirector: "Alex Témoin, gérant",
    dpoEmail: "vie-privee@temoin.example",
    host: { name: "Hébergeur Témoin", address: "3 rue du Serveur, 59000 Lille", phone: "01 99 00 88 88" },
    design: "Atelier Témoin",
  },
};

const rootData = testRootData({ brand, publicUrl: "https://temoin.example", legalHref: "/mentions-legales" });
const pages = { "mentions-legales": LegalNoticesPage, "donnees-personnelles": PersonalDataPage, "care-candidat": CandidateCarePage };
const render = (path: string) => renderPageDom(path, pages, rootData);

const h1Count = (view: PageDom) => view.queryAllByRole("heading", { level: 1 }).length;

/** The CNIL's site, in a new tab that the link announces. */
function expectCnilLink(view: PageDom) {
  expect(attributesOf(view.getByRole("link", { name: "www.cnil.fr (nouvel onglet)" }))).toMatchObject({
    href: "https://www.cnil.fr",
    target: "_blank",
    rel: "noopener noreferrer",
  });
}

describe("legal notices", () => {
  const view = render("/mentions-legales");

  it("states every LCEN field from the brand settings, under one h1", () => {
    expect(h1Count(view)).toBe(1);
    const { legal } = brand;
    for (const value of [
      legal.companyName,
      legal.legalForm,
      legal.shareCapital,
      legal.rcs,
      legal.siret,
      legal.vatNumber,
      legal.headOffice,
      legal.publicationDirector,
      legal.host.name,
      legal.host.address,
      legal.host.phone,
      legal.design,
      brand.phone,
      brand.email,
    ]) {
      view.getAllByText(including(value));
    }
    // Nowhere in the document, attributes and structured data included.
    expect(view.html).not.toContain(defaultBrand.legal.companyName);
    expect(view.html).not.toContain(defaultBrand.legal.host.name);
  });

  it("covers the terms of use, the data policy and the rights with the CNIL", () => {
    view.getByRole("region", { name: "Conditions générales d'utilisation" });
    expect(view.getByRole("link", { name: "Données personnelles" }).getAttribute("href")).toBe("/donnees-personnelles");
    view.getByRole("region", { name: "Vos droits et comment les exercer" });
    expectCnilLink(view);
  });
});

describe("personal data page", () => {
  const view = render("/donnees-personnelles");

  it("says what is kept and for how long, CVs 2 years after the last contact", () => {
    expect(h1Count(view)).toBe(1);
    view.getByText(including("2 ans après votre dernier contact avec nous, puis suppression automatique"));
    view.getByText(including("3 ans à compter de votre demande"));
    view.getByText(including("Jusqu'à votre désinscription"));
    view.getByText("6 mois, après quoi la question vous est de nouveau posée.");
    view.getByText("Nous ne vendons, ne louons et n'échangeons aucune donnée personnelle.");
    view.getByText(including(`hébergées par ${brand.legal.host.name}, ${brand.legal.host.address}`));
  });

  it("tells how to ask for access or erasure: DPO e-mail with a subject, one month, CNIL", () => {
    const rights = within(view.getByRole("region", { name: "Vos droits et comment les exercer" }));
    expect(rights.getByRole("link", { name: brand.legal.dpoEmail }).getAttribute("href")).toBe(
      "mailto:vie-privee@temoin.example?subject=Exercice%20de%20mes%20droits%20sur%20mes%20donn%C3%A9es%20personnelles",
    );
    rights.getByText(including("dans un délai d'un mois"));
    for (const right of [
      "Droit d'accès",
      "Droit de rectification",
      "Droit à l'effacement",
      "Droit à la limitation",
      "Droit d'opposition",
      "Droit à la portabilité",
      "Retrait du consentement",
    ]) {
      rights.getByText(right);
    }
    expectCnilLink(view);
    view.getByRole("button", { name: "Modifier mes choix de cookies" });
  });
});

describe("candidate care page", () => {
  const view = render("/care-candidat");

  it("lists the commitments and links the personal-data and contact pages", () => {
    expect(h1Count(view)).toBe(1);
    for (const title of [
      "Une réponse à chaque candidature",
      "Un retour après chaque entretien",
      "Une recherche en toute discrétion",
      "Aucun CV envoyé sans votre accord",
      "Un accompagnement jusqu'à votre intégration",
    ]) {
      view.getByRole("heading", { name: title });
    }
    expect(view.getByRole("link", { name: "Tout savoir sur vos données personnelles" }).getAttribute("href")).toBe("/donnees-personnelles");
    expect(view.getByRole("link", { name: "Nous contacter" }).getAttribute("href")).toBe("/contact");
    view.getAllByText(including(brand.name));
  });
});
