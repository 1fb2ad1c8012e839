import { offerValues } from "../modules/offers/offers.service";
import { and, eq, ne } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../db/client";
import { offers } from "../db/schema";
import { demoAgencies } from "./demo-agencies";
import { demoOfferInputs, generatedOfferInputs } from "./demo-offers";
import { seedSteps } from ".";
import { getOfferDetails, industryLabels, searchOffers, searchOffersFromQuery } from "../modules/offers/offers.service";
import { EMPTY_OFFER_SEARCH } from "../../common/offer-search";
import { salaryDisplay, salaryText } from "../../common/offers";
import { createTestDatabase } from "../../tests/support/test-db";

const NOW = new Date("2025-03-14T09:00:00Z");
const DAY_MS = 86_400_000;

describe("demo offers in the database", () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
    // Through the registered seed step, in a transaction as on a first start.
    const step = seedSteps("Alto Recrutement").find((candidate) => candidate.name === "demo:positions");
    await database.db.transaction((tx) => step!.run(tx as unknown as Database["db"]));
  });
  afterAll(() => database?.close());

  const listedOffers = () => database.db.select().from(offers).where(ne(offers.orgType, "pool"));

  it("loads 150+ offers, some archived, and the talent pools stay out of the search", async () => {
    const rows = await listedOffers();
    expect(rows.length).toBeGreaterThanOrEqual(150);
    const archived = rows.filter((row) => row.state === "archived").length;
    expect(archived).toBeGreaterThanOrEqual(10);
    expect(archived).toBeLessThanOrEqual(20);

    const pools = await database.db.select().from(offers).where(eq(offers.orgType, "pool"));
    expect(pools.map((pool) => pool.name)).toContain("Candidature spontanée – Vivier Lyon");
    const listed = await searchOffersFromQuery(database.db, new URLSearchParams({ limit: "100", query: "vivier" }));
    expect(listed.rows.map((row) => row.name)).not.toContain("Candidature spontanée – Vivier Lyon");
    expect(listed.total).toBe(rows.length - archived);
  });

  it("publishes offers in every agency city, with varied contracts and sectors", async () => {
    const published = await database.db
      .select()
      .from(offers)
      .where(and(eq(offers.state, "published"), ne(offers.orgType, "pool")));
    const cities = new Set(published.map((row) => row.city));
    for (const agency of demoAgencies) expect(cities, agency.city).toContain(agency.city);
    expect(cities.size).toBeGreaterThan(demoAgencies.length);

    const contracts = new Set(published.map((row) => row.effectiveContract));
    expect([...contracts].sort()).toEqual(["CDD", "CDI", "Franchise", "Freelance", "Stagiaire"]);

    const sectors = await industryLabels(database.db);
    expect(sectors.rows.length).toBeGreaterThanOrEqual(8);
    expect(sectors.rows.some((label) => label.length > 19)).toBe(true);
  });

  it("shows ranges, salary texts, «À négocier» and hidden salaries", async () => {
    const rows = await listedOffers();
    const shown = rows.map((row) => salaryDisplay({ min: row.remunerationMin, max: row.remunerationMax }, salaryText(row.customFields)));
    expect(shown.filter((text) => / à .*K€$/.test(text)).length).toBeGreaterThan(rows.length / 2);
    expect(shown).toContain("Selon profil et expérience");
    expect(shown).toContain("À négocier");
    const hidden = rows.filter((row) => !row.displayRemuneration).length;
    expect(hidden).toBeGreaterThanOrEqual(rows.length * 0.04);
    expect(hidden).toBeLessThanOrEqual(rows.length * 0.2);
    // The contract rule: the «Contrat» custom field wins, a missing contract means CDI.
    expect(rows.some((row) => row.contract === null && row.effectiveContract === "CDD")).toBe(true);
    expect(rows.some((row) => row.contract === null && row.customFields.length === 0 && row.effectiveContract === "CDI")).toBe(true);
  });

  it("finds offers by job word, accents ignored, and the offer page shows its HTML", async () => {
    const answer = await searchOffers(database.db, { ...EMPTY_OFFER_SEARCH, query: "comptable" });
    expect(answer.count).toBeGreaterThan(0);
    expect(answer.rows[0].name).toMatch(/comptable/i);

    const accentless = await searchOffers(database.db, { ...EMPTY_OFFER_SEARCH, query: "electricien" });
    expect(accentless.rows.map((row) => row.name)).toContain("Électricien du bâtiment H/F");

    const details = await getOfferDetails(database.db, answer.rows[0].id);
    expect(details?.description).toContain("<h3>Vos missions</h3>");
    expect(details?.description).toMatch(/<li>.+<\/li>/);
    expect(details?.descriptionText).toContain(details?.city ?? "?");
  });

  it("filters by department code: only that department's offers", async () => {
    const answer = await searchOffers(database.db, { ...EMPTY_OFFER_SEARCH, limit: 100, location: "69" });
    expect(answer.count).toBeGreaterThan(3);
    expect(new Set(answer.rows.map((row) => row.departmentCode))).toEqual(new Set(["69"]));
    expect(answer.rows.map((row) => row.city)).toEqual(expect.arrayContaining(["Lyon", "Villeurbanne"]));
  });
});

describe("the generator", () => {
  it("gives the same demo data on every run, dated over the last 90 days", () => {
    const inputs = demoOfferInputs(NOW);
    expect(demoOfferInputs(NOW)).toEqual(inputs);
    expect(inputs.length).toBeGreaterThanOrEqual(160);
    expect(inputs.length).toBeLessThanOrEqual(180);
    for (const input of inputs) {
      const created = input.creationDate!.getTime();
      expect(created).toBeGreaterThanOrEqual(NOW.getTime() - 90 * DAY_MS);
      expect(created).toBeLessThan(NOW.getTime());
      expect(input.updatedDate!.getTime()).toBeGreaterThanOrEqual(created);
      if (input.validThrough) expect(input.validThrough.getTime()).toBe(created + 60 * DAY_MS);
    }
    const withEnd = inputs.filter((input) => input.validThrough).length;
    expect(withEnd / inputs.length).toBeGreaterThan(0.4);
    expect(withEnd / inputs.length).toBeLessThan(0.6);
    // Offers differ from one another, not only by their title.
    expect(new Set(inputs.map((input) => input.description)).size).toBe(inputs.length);
  });

  it("writes French as French: «d'» before a vowel, no space before a full stop in the plain text", () => {
    const texts = demoOfferInputs(NOW).map((input) => offerValues(input));
    const descriptions = texts.map((offer) => offer.description!).join("\n");
    // «un poste de Infirmier», «de Administrateur»: «de» before a vowel or a silent h elides.
    expect(descriptions).not.toMatch(/\bde (<strong>)?(?!A\sà\sZ)[AEIOUÉÈÊaeiouéèê]/);
    expect(descriptions).toContain("un poste d'<strong>");
    // The meta descriptions come from the plain text: «TypeScript . L'entreprise» read badly.
    for (const offer of texts) expect(offer.descriptionText).not.toMatch(/\S \.(\s|$)/);
  });

  it("scales to 10 000 deterministic offers for the benchmark", () => {
    const first = generatedOfferInputs(10_000, NOW);
    const second = generatedOfferInputs(10_000, NOW);
    expect(first).toHaveLength(10_000);
    expect(second[0].name).toBe(first[0].name);
    expect(second[9_999].name).toBe(first[9_999].name);
    expect(second[9_999].description).toBe(first[9_999].description);
    expect(new Set(first.map((input) => input.name)).size).toBeGreaterThan(500);
    expect(new Set(first.map((input) => input.city)).size).toBeGreaterThanOrEqual(demoAgencies.length);
  });
});
