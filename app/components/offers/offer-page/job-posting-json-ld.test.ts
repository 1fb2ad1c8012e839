import { describe, expect, it } from "vitest";
import { jobPostingJsonLd } from "./job-posting-json-ld";
import { breadcrumbJsonLd } from "~/components/ui/json-ld";

const offer = {
  id: 42,
  name: "Conducteur de travaux gros œuvre",
  href: "/nos-offres/conducteur-de-travaux-gros-oeuvre/42",
  description: "<p>Vous pilotez des chantiers de logements collectifs.</p><ul><li>Planning</li></ul>",
  datePosted: "2025-03-12T08:00:00.000Z",
  validThrough: null as string | null,
  contract: "CDI",
  isRemote: false,
  address: "8 quai des Tanneurs",
  city: "Lyon",
  zipCode: "69002",
  departmentCode: "69",
  regionName: "Auvergne-Rhône-Alpes" as string | null,
  remuneration: { min: 45000, max: 55000 } as { min: number | null; max: number | null } | null,
};
const brand = { name: "Alto Recrutement" };
const publicUrl = "https://site.example";

describe("jobPostingJsonLd", () => {
  it("describes the offer as Google for Jobs expects", () => {
    const ld = jobPostingJsonLd(offer, brand, publicUrl);
    expect(ld).toEqual({
      "@context": "https://schema.org",
      "@type": "JobPosting",
      title: "Conducteur de travaux gros œuvre",
      description: offer.description,
      identifier: { "@type": "PropertyValue", name: "Alto Recrutement", value: "42" },
      datePosted: "2025-03-12T08:00:00.000Z",
      employmentType: "FULL_TIME",
      hiringOrganization: { "@type": "Organization", name: "Alto Recrutement", sameAs: publicUrl, logo: "https://site.example/favicon.svg" },
      jobLocation: {
        "@type": "Place",
        address: {
          "@type": "PostalAddress",
          streetAddress: "8 quai des Tanneurs",
          addressLocality: "Lyon",
          postalCode: "69002",
          addressRegion: "Auvergne-Rhône-Alpes",
          addressCountry: "FR",
        },
      },
      baseSalary: { "@type": "MonetaryAmount", currency: "EUR", value: { "@type": "QuantitativeValue", minValue: 45000, maxValue: 55000, unitText: "YEAR" } },
      directApply: true,
      url: "https://site.example/nos-offres/conducteur-de-travaux-gros-oeuvre/42",
    });
  });

  it("maps the contracts to schema.org employment types", () => {
    const types = ["CDI", "CDD", "Independant", "Freelance", "Stagiaire"].map(
      (contract) => jobPostingJsonLd({ ...offer, contract }, brand, publicUrl).employmentType,
    );
    expect(types).toEqual(["FULL_TIME", "TEMPORARY", "CONTRACTOR", "CONTRACTOR", "INTERN"]);
  });

  it("states no salary when the offer hides it or has none, and a single value for a single amount", () => {
    expect(jobPostingJsonLd({ ...offer, remuneration: null }, brand, publicUrl)).not.toHaveProperty("baseSalary");
    expect(jobPostingJsonLd({ ...offer, remuneration: { min: null, max: null } }, brand, publicUrl)).not.toHaveProperty("baseSalary");
    expect(jobPostingJsonLd({ ...offer, remuneration: { min: 38000, max: null } }, brand, publicUrl).baseSalary?.value).toEqual({
      "@type": "QuantitativeValue",
      value: 38000,
      unitText: "YEAR",
    });
  });

  it("gives validThrough only when the end date is known", () => {
    expect(jobPostingJsonLd(offer, brand, publicUrl)).not.toHaveProperty("validThrough");
    expect(jobPostingJsonLd({ ...offer, validThrough: "2025-06-30T22:00:00.000Z" }, brand, publicUrl).validThrough).toBe("2025-06-30T22:00:00.000Z");
  });

  it("marks only fully remote offers (no office) as telecommute, open to applicants in France", () => {
    const ld = jobPostingJsonLd({ ...offer, isRemote: true, address: null, city: null, zipCode: null }, brand, publicUrl);
    expect(ld.jobLocationType).toBe("TELECOMMUTE");
    expect(ld.applicantLocationRequirements).toEqual({ "@type": "Country", name: "France" });
    expect(jobPostingJsonLd(offer, brand, publicUrl)).not.toHaveProperty("jobLocationType");
  });

  it("keeps the office address of a partly remote offer and says so in its description", () => {
    const ld = jobPostingJsonLd({ ...offer, isRemote: true }, brand, publicUrl);
    expect(ld).not.toHaveProperty("jobLocationType");
    expect(ld.jobLocation.address).toMatchObject({ streetAddress: "8 quai des Tanneurs", addressLocality: "Lyon" });
    expect(ld.description).toBe(`${offer.description}<p>Télétravail partiel possible.</p>`);
  });

  it("leaves out the address parts that are unknown, and uses the brand's logo when it has one", () => {
    const ld = jobPostingJsonLd({ ...offer, address: null, zipCode: null, regionName: null }, { ...brand, logo: "https://cdn.example/logo.png" }, publicUrl);
    expect(ld.jobLocation.address).toEqual({ "@type": "PostalAddress", addressLocality: "Lyon", addressCountry: "FR" });
    expect(ld.hiringOrganization.logo).toBe("https://cdn.example/logo.png");
  });
});

describe("breadcrumbJsonLd", () => {
  it("lists the way from the home page with absolute addresses", () => {
    expect(
      breadcrumbJsonLd("https://site.example", [
        { name: "Offres d'emploi", path: "/nos-offres" },
        { name: "Soudeur", path: "/nos-offres/soudeur/4" },
      ]),
    ).toEqual({
      "@context": "https://schema.org",
      "@type": "BreadcrumbList",
      itemListElement: [
        { "@type": "ListItem", position: 1, name: "Accueil", item: "https://site.example/" },
        { "@type": "ListItem", position: 2, name: "Offres d'emploi", item: "https://site.example/nos-offres" },
        { "@type": "ListItem", position: 3, name: "Soudeur", item: "https://site.example/nos-offres/soudeur/4" },
      ],
    });
  });
});
