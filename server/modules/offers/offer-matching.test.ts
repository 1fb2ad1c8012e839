import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../tests/support/test-app";
import { seedGeography } from "../../seed/geography";
import { insertOffers, similarOffers, type OfferInput } from "./offers.service";
import { masculine, parseConcepts } from "./offer-matching";
import { placeKey, readArrondissement } from "./offer-places";
import type { OfferSummary } from "../../../common/offers";
import type { OfferSearchSuggestion, OfferSort, PlaceSuggestion } from "../../../common/offer-search";

// Issue 47: a search that understands French job seekers, through GET /api/jobs/search_positions
// and GET /api/jobs/place_suggestions, on offers made here.

let t: TestApp;
const DAY = 86_400_000;
const now = Date.now();
const ids: Record<string, number> = {};

const offer = (key: string, ageDays: number, input: Partial<OfferInput> & { name: string }): [string, OfferInput] => [
  key,
  {
    description: `<p>Poste de ${input.name}.</p>`,
    city: "Lyon",
    departmentCode: "69",
    zipCode: "69003",
    latitude: 45.76,
    longitude: 4.85,
    creationDate: new Date(now - ageDays * DAY),
    ...input,
  },
];

const fixtures = [
  offer("waiter", 3, {
    name: "Serveur H/F",
    industry: "Hôtellerie-Restauration",
    tags: ["Restauration"],
    city: "Nantes",
    departmentCode: "44",
    zipCode: "44000",
    latitude: 47.218,
    longitude: -1.553,
  }),
  offer("headWaiter", 1, {
    name: "Chef de rang H/F",
    industry: "Hôtellerie-Restauration",
    city: "Saint-Herblain",
    departmentCode: "44",
    zipCode: "44800",
    latitude: 47.212,
    longitude: -1.649,
  }),
  offer("nurse", 5, {
    name: "Infirmière de nuit H/F",
    industry: "Santé & Médico-social",
    city: "Aix-en-Provence",
    departmentCode: "13",
    zipCode: "13090",
    latitude: 43.529,
    longitude: 5.447,
  }),
  offer("projectLead", 2, {
    name: "Cheffe de projet SIRH H/F",
    industry: "Ressources humaines",
    city: "Paris",
    departmentCode: "75",
    zipCode: "75015",
    latitude: 48.842,
    longitude: 2.292,
  }),
  offer("siteManager", 4, {
    name: "Chef de chantier H/F",
    industry: "BTP / Construction",
    city: "Paris",
    departmentCode: "75",
    zipCode: "75012",
    latitude: 48.84,
    longitude: 2.39,
  }),
  offer("devops", 6, {
    name: "Ingénieur DevOps H/F",
    industry: "Informatique & Numérique",
    city: "Marseille",
    departmentCode: "13",
    zipCode: "13008",
    latitude: 43.27,
    longitude: 5.39,
  }),
  offer("accountant", 7, {
    name: "Comptable général H/F",
    industry: "Banque, Finance & Assurance",
    // Every offer of the firm mentions meal vouchers: «restaurant» must still rank the trade first.
    description: "<p>Comptabilité générale. Titres-restaurant.</p>",
    city: "Villeurbanne",
    zipCode: "69100",
    latitude: 45.77,
    longitude: 4.88,
  }),
  offer("lyonStore", 9, { name: "Magasinier H/F", industry: "Transport & Logistique", latitude: 45.76, longitude: 4.835 }),
  offer("farAway", 8, {
    name: "Vendeur H/F",
    industry: "Commerce & Distribution",
    city: "Mâcon",
    departmentCode: "71",
    zipCode: "71000",
    latitude: 46.3,
    longitude: 4.83,
  }),
] as const;

type SearchAnswer = { rows: OfferSummary[]; count: number; page: number; limit: number; sort: OfferSort; suggestion: OfferSearchSuggestion | null };

const search = async (query: string) => {
  const { status, body } = await t.call<SearchAnswer>("GET", `/api/jobs/search_positions?${query}`);
  expect(status, `${query}: ${JSON.stringify(body)}`).toBe(200);
  return body as SearchAnswer;
};
const found = async (query: string) => (await search(query)).rows.map((row) => row.id);
const q = (params: Record<string, string>) => new URLSearchParams(params).toString();

beforeAll(async () => {
  // Many searches from one address: the public search budget would refuse them (429).
  t = await createTestApp({ env: { SEARCH_BUDGET_PER_MINUTE: "100000" } });
  await seedGeography(t.deps.db, { communes: false });
  const inserted = await insertOffers(
    t.deps.db,
    fixtures.map(([, input]) => input),
  );
  fixtures.forEach(([key], i) => (ids[key] = inserted[i]!));
});
afterAll(async () => t?.close());

describe("matching the words of job seekers", () => {
  it("finds a masculine title from a feminine query, and a feminine title from a masculine one", async () => {
    expect(await found(q({ query: "serveuse" }))).toEqual([ids.waiter, ids.headWaiter]);
    expect(await found(q({ query: "infirmier" }))).toContain(ids.nurse);
    expect(await found(q({ query: "chef de projet" }))).toEqual([ids.projectLead]);
    expect(await found(q({ query: "cheffe de chantier" }))).toEqual([ids.siteManager]);
  });

  it("reads a sector through its synonyms and related trades, the trade before a word of the description", async () => {
    const restaurant = await found(q({ query: "restaurant" }));
    expect(restaurant.slice(0, 2).sort()).toEqual([ids.waiter, ids.headWaiter].sort());
    expect(restaurant.indexOf(ids.accountant)).toBeGreaterThan(1);
    expect(await found(q({ query: "hôtellerie" }))).toEqual(expect.arrayContaining([ids.waiter, ids.headWaiter]));
    expect(await found(q({ query: "informatique" }))).toEqual([ids.devops]);
    expect(await found(q({ query: "dev ops" }))).toEqual([ids.devops]);
    expect(await found(q({ query: "RH" }))).toEqual([ids.projectLead]);
  });

  it("corrects a typo of five letters or more to a word of the offers", async () => {
    expect((await found(q({ query: "comptble" })))[0]).toBe(ids.accountant);
    expect(await found(q({ query: "infirmeir" }))).toEqual([ids.nurse]);
  });

  it("sorts by relevance when there is a query, by date otherwise, or as asked", async () => {
    const relevance = await search(q({ query: "restaurant" }));
    expect(relevance.sort).toBe("relevance");
    const byDate = await search(q({ query: "restaurant", sort: "date" }));
    expect(byDate.sort).toBe("date");
    const dates = byDate.rows.map((row) => row.creationDate);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(byDate.rows.every((row) => typeof row.creationDate === "string" && !Number.isNaN(Date.parse(row.creationDate)))).toBe(true);
    expect((await search("")).sort).toBe("date");
  });
});

describe("places as job seekers type them", () => {
  it("reads a commune with or without hyphens, accents or «Saint»", async () => {
    for (const location of ["Saint-Herblain", "saint herblain", "St Herblain", "ST-HERBLAIN"])
      expect(await found(q({ location })), location).toEqual([ids.headWaiter]);
    expect(await found(q({ location: "aix en provence" }))).toEqual([ids.nurse]);
    expect(await found(q({ location: "macon" }))).toEqual([ids.farAway]);
  });

  it("reads arrondissements of Paris, Lyon and Marseille", async () => {
    expect(await found(q({ location: "Paris 15" }))).toEqual([ids.projectLead]);
    expect(await found(q({ location: "75015" }))).toEqual([ids.projectLead]);
    expect(await found(q({ location: "paris 12e" }))).toEqual([ids.siteManager]);
    expect(await found(q({ location: "Marseille 8ème" }))).toEqual([ids.devops]);
    expect(readArrondissement("Lyon 3e")).toMatchObject({ zipCode: "69003" });
    expect(readArrondissement("Paris 21")).toBeNull();
  });

  it("reads regions by name and abbreviation, departments by name", async () => {
    expect((await found(q({ location: "PACA" }))).sort()).toEqual([ids.nurse, ids.devops].sort());
    expect((await found(q({ location: "provence alpes cote d'azur" }))).sort()).toEqual([ids.nurse, ids.devops].sort());
    expect((await found(q({ location: "IDF" }))).sort()).toEqual([ids.projectLead, ids.siteManager].sort());
    expect((await found(q({ location: "Loire Atlantique" }))).sort()).toEqual([ids.waiter, ids.headWaiter].sort());
  });

  it("filters within a radius around a commune, and ignores a radius around a wider place", async () => {
    expect(await found(q({ location: "Nantes" }))).toEqual([ids.waiter]);
    expect((await found(q({ location: "Nantes", distance: "10" }))).sort()).toEqual([ids.waiter, ids.headWaiter].sort());
    expect(await found(q({ location: "Lyon" }))).toEqual([ids.lyonStore]);
    expect((await found(q({ location: "Lyon", distance: "20" }))).sort()).toEqual([ids.lyonStore, ids.accountant].sort());
    expect((await found(q({ location: "Lyon", distance: "100" }))).sort()).toEqual([ids.lyonStore, ids.accountant, ids.farAway].sort());
    expect(await search(q({ location: "44", distance: "50" }))).toMatchObject({ count: 2 });
  });
});

describe("when nothing matches", () => {
  it("suggests the closest spelling, with its count", async () => {
    // Five letters or more are corrected by the search itself; shorter words are only proposed.
    expect((await search(q({ query: "devopz" }))).rows.map((row) => row.id)).toEqual([ids.devops]);
    const answer = await search(q({ query: "sirj" }));
    expect(answer).toMatchObject({ count: 0, rows: [], suggestion: { query: "sirh", count: 1 } });
  });

  it("suggests a wider area: a larger radius, then the department", async () => {
    const radius = await search(q({ query: "vendeur", location: "Lyon", distance: "20" }));
    expect(radius).toMatchObject({ count: 0, suggestion: { distance: 100, count: 1 } });
    const department = await search(q({ query: "chef de rang", location: "Nantes" }));
    expect(department.count).toBe(0);
    expect(department.suggestion).toMatchObject({ count: 1 });
    expect(department.suggestion?.location ?? department.suggestion?.distance).toBeTruthy();
  });

  it("has no suggestion when results are found, nor when nothing comes close", async () => {
    expect((await search(q({ query: "serveur" }))).suggestion).toBeNull();
    expect((await search(q({ query: "zzzzzzzz" }))).suggestion).toBeNull();
  });
});

describe("GET /api/jobs/place_suggestions", () => {
  const places = async (query: string) => {
    const { status, body } = await t.call<PlaceSuggestion[]>("GET", `/api/jobs/place_suggestions?${q({ query })}`);
    expect(status).toBe(200);
    return body as PlaceSuggestion[];
  };

  it("proposes communes by prefix without hyphens or accents, «St» for «Saint»", async () => {
    expect(await places("st herb")).toContainEqual({ label: "Saint-Herblain (44)", value: "Saint-Herblain", kind: "commune" });
    expect(await places("aix en")).toContainEqual({ label: "Aix-en-Provence (13)", value: "Aix-en-Provence", kind: "commune" });
  });

  it("proposes arrondissements, departments and regions, at most 8", async () => {
    const paris = await places("Paris 1");
    expect(paris[0]).toEqual({ label: "Paris 1er (75001)", value: "Paris 1er", kind: "arrondissement" });
    expect(paris.length).toBeLessThanOrEqual(8);
    expect(await places("75015")).toContainEqual({ label: "Paris 15e (75015)", value: "Paris 15e", kind: "arrondissement" });
    expect(await places("loire atl")).toContainEqual({ label: "Loire-Atlantique (44)", value: "Loire-Atlantique", kind: "department" });
    expect(await places("PACA")).toContainEqual({ label: "Provence-Alpes-Côte d'Azur", value: "Provence-Alpes-Côte d'Azur", kind: "region" });
    expect(await places("")).toEqual([]);
  });

  it("gives values the search reads back", async () => {
    for (const suggestion of [...(await places("paris 15")), ...(await places("st herblain"))]) {
      const answer = await search(q({ location: suggestion.value }));
      expect(answer.count, suggestion.value).toBeGreaterThan(0);
    }
  });
});

describe("hostile parameters", () => {
  it("answers 400 with a French message, never 500", async () => {
    const cases = [
      "sort=pertinence",
      "sort=date%00",
      "distance=15",
      "distance=99999999999999999999",
      "distance=-10",
      "distance=abc",
      "page=99999999999999999999",
      "limit=1e3",
      `query=${"a".repeat(201)}`,
      "query=a%01b",
    ];
    for (const query of cases) {
      const { status, body } = await t.call<unknown>("GET", `/api/jobs/search_positions?${query}`);
      expect(status, query).toBe(400);
      expect(body.detail, query).toMatch(/[éèàç]|doit|ne peut|caractère/);
    }
    const long = await t.call<unknown>("GET", `/api/jobs/place_suggestions?${q({ query: "x".repeat(101) })}`);
    expect(long.status).toBe(400);
    expect(long.body.detail).toContain("ne peut pas dépasser 100 caractères");
    const nul = await t.call<unknown>("GET", "/api/jobs/place_suggestions?query=a%00b");
    expect(nul.status).toBe(400);
  });

  it("takes any text as words, never as query syntax", async () => {
    for (const query of ["soud:* | !(&", "'; DROP TABLE offers; --", "\\", "(((", "*", "<script>"]) {
      const { status } = await t.call<unknown>("GET", `/api/jobs/search_positions?${q({ query, location: query })}`);
      expect(status, query).toBe(200);
      const places = await t.call<unknown>("GET", `/api/jobs/place_suggestions?${q({ query })}`);
      expect(places.status, query).toBe(200);
    }
  });
});

describe("similar offers", () => {
  it("come by job first, then by place", async () => {
    const inserted = await insertOffers(t.deps.db, [
      { name: "Serveur en brasserie H/F", description: "<p>Service.</p>", industry: "Hôtellerie-Restauration", city: "Lille", departmentCode: "59" },
      { name: "Agent d'accueil H/F", description: "<p>Accueil.</p>", industry: "Services", city: "Nantes", departmentCode: "44" },
    ]);
    const similar = await similarOffers(
      t.deps.db,
      { id: ids.waiter!, name: "Serveur H/F", industry: "Hôtellerie-Restauration", contract: "CDI", city: "Nantes", departmentCode: "44" },
      3,
    );
    // The same job elsewhere, then the same sector nearby, before another job in the same city.
    expect(similar.map((row) => row.id)).toEqual([inserted[0], ids.headWaiter, expect.any(Number)]);
    expect(similar.map((row) => row.id)).not.toContain(ids.waiter);
  });
});

describe("the pieces", () => {
  it("reads feminine forms as masculine", () => {
    expect(
      ["serveuse", "directrice", "infirmiere", "technicienne", "cheffe", "vendeuse", "patronne", "ingenieure", "chargee", "conductrice"].map(masculine),
    ).toEqual(["serveur", "directeur", "infirmier", "technicien", "chef", "vendeur", "patron", "ingenieur", "charge", "conducteur"]);
  });

  it("folds places and cuts queries into concepts", () => {
    expect(placeKey("Saint-Étienne-du-Rouvray")).toBe("st etienne du rouvray");
    expect(placeKey("Marcq-en-Barœul")).toBe("marcq en baroeul");
    const concepts = parseConcepts("Ressources humaines Lyon", new Set());
    expect(concepts.map((c) => c.typed.join(" "))).toEqual(["ressources humaines", "lyon"]);
    expect(parseConcepts("dev ops", new Set(["devops"]))[0]!.names.map((n) => n.join(" "))).toContain("devops");
  });
});
