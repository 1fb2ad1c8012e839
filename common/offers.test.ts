import { describe, expect, it } from "vitest";
import {
  effectiveContract,
  employmentType,
  isExpired,
  plainTextDescription,
  offerHref,
  salaryDisplay,
  salaryMinLabel,
  salaryText,
  shortDescription,
} from "./offers";
import { EMPTY_OFFER_SEARCH, OFFER_DISTANCES_KM, SEARCH_MESSAGES, effectiveSort, hasSearchCriteria, offerSearchParams, readOfferSearch } from "./offer-search";

const NNBSP = "\u202f";

describe("position derived values (spec 2 §3)", () => {
  it("builds the href from a slug of the name and the id", () => {
    expect(offerHref({ id: 42, name: "Ingénieur Études & Méthodes H/F" })).toBe("/nos-offres/ingenieur-etudes-methodes-h-f/42");
  });

  it("reads the salary text from the «Remuneration» custom field", () => {
    expect(salaryText([{ name: "Remuneration", value: "Selon profil" }])).toBe("Selon profil");
    expect(salaryText([{ name: "Rémunération", value: "35 K€ + variable" }])).toBe("35 K€ + variable");
    expect(salaryText([{ name: "Contrat", value: "CDD" }])).toBeNull();
  });

  it("takes the contract from «Contrat», then the contract field, then CDI", () => {
    expect(effectiveContract([{ name: "Contrat", value: "CDD" }], "CDI")).toBe("CDD");
    expect(effectiveContract([], "Freelance")).toBe("Freelance");
    expect(effectiveContract([], null)).toBe("CDI");
    expect(effectiveContract([{ name: "Contrat", value: "  " }], "  ")).toBe("CDI");
  });

  it("is expired only when archived", () => {
    expect(isExpired("archived")).toBe(true);
    expect(isExpired("published")).toBe(false);
  });

  it("shows the range in thousands, else the salary text, else «À négocier»", () => {
    expect(salaryDisplay({ min: 45000, max: 55000 }, "ignored")).toBe("45 à 55 K€");
    expect(salaryDisplay({ min: 32500, max: 38000 }, null)).toBe("32,5 à 38 K€");
    expect(salaryDisplay({ min: 40000, max: 40000 }, null)).toBe("40 K€");
    expect(salaryDisplay({ min: null, max: null }, "Selon profil")).toBe("Selon profil");
    expect(salaryDisplay({ min: null, max: null }, null)).toBe("À négocier");
  });

  it("maps contracts to schema.org employment types", () => {
    expect(employmentType("CDI")).toBe("FULL_TIME");
    expect(employmentType("CDD")).toBe("TEMPORARY");
    expect(employmentType("Indépendant")).toBe("CONTRACTOR");
    expect(employmentType("Stagiaire")).toBe("INTERN");
    expect(employmentType("Franchise")).toBe("OTHER");
  });

  it("cleans HTML into plain text and cuts the short description at 200 characters", () => {
    const text = plainTextDescription(
      "<p>Vous rejoignez l&#39;&#233;quipe&nbsp;<strong>BTP</strong> &amp; travaux.</p><ul><li>Planning</li><li>Budget</li></ul>",
    );
    expect(text).toBe("Vous rejoignez l'équipe BTP & travaux.\nPlanning\nBudget");
    const long = "a".repeat(250);
    expect(shortDescription(long)).toBe(`${"a".repeat(200)}…`);
    expect(shortDescription("Court.")).toBe("Court.");
  });

  it("leaves no space before a full stop or a comma that followed a closing tag (the meta description of an offer)", () => {
    const text = plainTextDescription(
      "<p>Nous recherchons un(e) <strong>Développeur full stack TypeScript</strong>.</p><p>L'entreprise, <em>Alto</em>, recrute.</p>",
    );
    expect(shortDescription(text)).toBe("Nous recherchons un(e) Développeur full stack TypeScript. L'entreprise, Alto, recrute.");
  });

  it("labels the salary slider with a thin-space thousands separator", () => {
    expect(salaryMinLabel(40000)).toBe(`40${NNBSP}000 € min`);
    expect(salaryMinLabel(0)).toBe("0 € min");
    expect(salaryMinLabel(60000)).toBe(`> 60${NNBSP}000 €`);
  });
});

describe("position search params (spec 2 §3)", () => {
  it("reads defaults (page 1, limit 25) and the criteria", () => {
    const { search, errors } = readOfferSearch(new URLSearchParams("query=  soudeur &location=69&contract=CDD&salaryMin=30000&count=12"));
    expect(errors).toEqual({});
    expect(search).toEqual({
      page: 1,
      limit: 25,
      query: "soudeur",
      location: "69",
      domain: "",
      contract: "CDD",
      salaryMin: 30000,
      salaryMax: null,
      sort: null,
      distance: null,
    });
    expect(hasSearchCriteria(search)).toBe(true);
    expect(offerSearchParams(search).toString()).toBe("page=1&limit=25&query=soudeur&location=69&contract=CDD&salaryMin=30000");
  });

  it("reports invalid values and falls back to defaults", () => {
    const { search, errors } = readOfferSearch(new URLSearchParams("page=0&limit=500&salaryMin=abc&salaryMax=10&query=" + "x".repeat(201)));
    expect(Object.keys(errors).sort()).toEqual(["limit", "page", "query", "salaryMin"]);
    expect(search).toMatchObject({ page: 1, limit: 25, query: "", salaryMin: null, salaryMax: 10 });
    expect(hasSearchCriteria({ ...search, salaryMax: null })).toBe(false);
  });

  it("reads the order and the radius (issue 47), which alone are no criterion", () => {
    const { search, errors } = readOfferSearch(new URLSearchParams("query=serveuse&location=Nantes&sort=date&distance=20"));
    expect(errors).toEqual({});
    expect(search).toMatchObject({ sort: "date", distance: 20 });
    expect(offerSearchParams(search).toString()).toBe("page=1&limit=25&query=serveuse&location=Nantes&sort=date&distance=20");
    expect(effectiveSort({ ...search, sort: null })).toBe("relevance");
    expect(effectiveSort({ ...search, sort: null, query: "" })).toBe("date");
    expect(hasSearchCriteria({ ...EMPTY_OFFER_SEARCH, sort: "date", distance: 50 })).toBe(false);
    // A radius without a place means nothing: it is not kept.
    expect(offerSearchParams({ ...EMPTY_OFFER_SEARCH, distance: 50 }).has("distance")).toBe(false);
    const bad = readOfferSearch(new URLSearchParams("sort=pertinence&distance=15"));
    expect(bad.errors).toEqual({ sort: SEARCH_MESSAGES.sort, distance: SEARCH_MESSAGES.distance });
    expect(bad.search).toMatchObject({ sort: null, distance: null });
    expect(OFFER_DISTANCES_KM).toEqual([10, 20, 50, 100]);
  });

  it("refuses a maximum below the minimum", () => {
    const { errors } = readOfferSearch(new URLSearchParams("salaryMin=40000&salaryMax=30000"));
    expect(errors.salaryMax).toBe("Le salaire maximum doit être supérieur au salaire minimum");
  });
});
