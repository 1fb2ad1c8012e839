import { describe, expect, it } from "vitest";
import { defaultBrand, type Brand } from "~common/brand";
import { renderPage, testRootData } from "../../../tests/support/render-page";
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
const render = (path: string) => renderPage(path, pages, rootData);

const h1Count = (html: string) => html.match(/<h1[\s>]/g)?.length ?? 0;

describe("legal notices", () => {
  const html = render("/mentions-legales");

  it("states every LCEN field from the brand settings, under one h1", () => {
    expect(h1Count(html)).toBe(1);
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
      expect(html).toContain(value);
    }
    expect(html).not.toContain(defaultBrand.legal.companyName);
    expect(html).not.toContain(defaultBrand.legal.host.name);
  });

  it("covers the terms of use, the data policy and the rights with the CNIL", () => {
    expect(html).toContain("Conditions générales d'utilisation");
    expect(html).toContain('href="/donnees-personnelles"');
    expect(html).toContain("Vos droits et comment les exercer");
    expect(html).toMatch(/<a href="https:\/\/www\.cnil\.fr" target="_blank" rel="noopener noreferrer"/);
  });
});

describe("personal data page", () => {
  const html = render("/donnees-personnelles");

  it("says what is kept and for how long, CVs 2 years after the last contact", () => {
    expect(h1Count(html)).toBe(1);
    expect(html).toContain("2 ans après votre dernier contact avec nous, puis suppression automatique");
    expect(html).toContain("3 ans à compter de votre demande");
    expect(html).toContain("Jusqu'à votre désinscription");
    expect(html).toContain("6 mois");
    expect(html).toContain("Nous ne vendons, ne louons et n'échangeons aucune donnée personnelle.");
    expect(html).toContain(`hébergées par ${brand.legal.host.name}, ${brand.legal.host.address}`);
  });

  it("tells how to ask for access or erasure: DPO e-mail with a subject, one month, CNIL", () => {
    expect(html).toContain(`href="mailto:${brand.legal.dpoEmail}?subject=Exercice%20de%20mes%20droits`);
    expect(html).toContain("dans un délai d'un mois");
    for (const right of [
      "Droit d'accès",
      "Droit de rectification",
      "Droit à l'effacement",
      "Droit à la limitation",
      "Droit d'opposition",
      "Droit à la portabilité",
      "Retrait du consentement",
    ]) {
      expect(html).toContain(right);
    }
    expect(html).toMatch(/<a href="https:\/\/www\.cnil\.fr" target="_blank" rel="noopener noreferrer"/);
    expect(html).toContain("Modifier mes choix de cookies");
  });
});

describe("candidate care page", () => {
  const html = render("/care-candidat");

  it("lists the commitments and links the personal-data and contact pages", () => {
    expect(h1Count(html)).toBe(1);
    for (const title of [
      "Une réponse à chaque candidature",
      "Un retour après chaque entretien",
      "Une recherche en toute discrétion",
      "Aucun CV envoyé sans votre accord",
      "Un accompagnement jusqu'à votre intégration",
    ]) {
      expect(html).toContain(title);
    }
    expect(html).toContain('href="/donnees-personnelles"');
    expect(html).toContain('href="/contact"');
    expect(html).toContain(brand.name);
  });
});
