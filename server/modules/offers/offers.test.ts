import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { brotliDecompressSync } from "node:zlib";
import { eq, inArray } from "drizzle-orm";
import { createTestApp, testRoutes, type TestApp } from "../../../tests/support/test-app";
import { servedRoutes } from "../../../common/served-routes";
import { sitemapUrls } from "../seo/sitemap.service";
import { seedGeography } from "../../seed/geography";
import { landRegistries, offers } from "../../db/schema";
import { contentChanged } from "../../lib/content-changes";
import { getOfferDetails, insertOffers, listOfferPaths, rederiveOfferTexts, similarOffers, type OfferInput } from "./offers.service";
import type { OfferSummary, OfferSearchAnswer } from "../../../common/offers";
import type { industryLabels } from "./offers.service";

let t: TestApp;
const ids: Record<string, number> = {};
const DAY = 86_400_000;
const now = Date.now();

const offer = (key: string, input: Partial<OfferInput> & { name: string }, ageDays: number): [string, OfferInput] => [
  key,
  { description: `<p>${input.name}</p>`, city: "Lyon", departmentCode: "69", zipCode: "69003", creationDate: new Date(now - ageDays * DAY), ...input },
];

const fixtures = [
  offer(
    "welder",
    {
      name: "Soudeur TIG H/F",
      description: "<p>Atelier de chaudronnerie, soudure inox.</p>",
      industry: "Industrie & Production",
      remunerationMin: 28000,
      remunerationMax: 32000,
    },
    3,
  ),
  offer(
    "engineer",
    {
      name: "Ingénieur méthodes H/F",
      description: "<p>Industrialisation, amélioration continue.</p>",
      industry: "Industrie & Production",
      city: "Villeurbanne",
      zipCode: "69100",
      remunerationMin: 45000,
      remunerationMax: 55000,
    },
    5,
  ),
  offer(
    "mentions",
    {
      name: "Technicien de maintenance H/F",
      description: "<p>Vous assistez l'ingénieur de production et l'ingénieur méthodes.</p>",
      industry: "Industrie & Production",
      city: "Bordeaux",
      departmentCode: "33",
      zipCode: "33000",
      contract: "CDD",
    },
    1,
  ),
  offer(
    "accountant",
    {
      name: "Comptable fournisseurs H/F",
      description: "<p>Service comptable d'un groupe de distribution.</p>",
      industry: "Banque, Finance & Assurance",
      city: "Mérignac",
      departmentCode: "33",
      zipCode: "33700",
      customFields: [
        { name: "Contrat", value: "CDD" },
        { name: "Remuneration", value: "Selon profil" },
      ],
    },
    2,
  ),
  offer(
    "hidden",
    {
      name: "Directeur d'usine H/F",
      description: "<p>Site de 200 personnes.</p>",
      industry: "Industrie & Production",
      remunerationMin: 80000,
      remunerationMax: 95000,
      displayRemuneration: false,
    },
    4,
  ),
  offer("archived", { name: "Soudeur MIG H/F", description: "<p>Pourvu.</p>", state: "archived" }, 10),
  offer("pool", { name: "Vivier soudeurs Lyon", description: "<p>Vivier.</p>", orgType: "pool" }, 10),
  offer("draft", { name: "Soudeur brouillon H/F", description: "<p>Brouillon.</p>", state: "draft" }, 10),
] as const;

const search = async (query: string) => {
  const { status, body } = await t.call<OfferSearchAnswer>("GET", `/api/jobs/search_positions?${query}`);
  expect(status).toBe(200);
  return body as { rows: OfferSummary[]; count: number; total: number; page: number; limit: number };
};
const names = (rows: OfferSummary[]) => rows.map((row) => row.name);

beforeAll(async () => {
  t = await createTestApp();
  await seedGeography(t.deps.db, { communes: false });
  const inserted = await insertOffers(
    t.deps.db,
    fixtures.map(([, input]) => input),
  );
  fixtures.forEach(([key], i) => (ids[key] = inserted[i]));
});
afterAll(async () => t.close());

describe("GET /api/jobs/search_positions", () => {
  it("lists published offers only, newest first, 25 per page by default", async () => {
    const body = await search("");
    expect(body).toMatchObject({ count: 5, total: 5, page: 1, limit: 25 });
    expect(names(body.rows)).toEqual([
      "Technicien de maintenance H/F",
      "Comptable fournisseurs H/F",
      "Soudeur TIG H/F",
      "Directeur d'usine H/F",
      "Ingénieur méthodes H/F",
    ]);
  });

  it("ranks by relevance: a match in the title comes before one in the description, accents ignored", async () => {
    const body = await search("query=ingenieur%20methodes");
    expect(names(body.rows)).toEqual(["Ingénieur méthodes H/F", "Technicien de maintenance H/F"]);
    expect((await search("query=ingé")).count).toBe(2);
  });

  it("matches French word forms (stemming) and never reads the text as query syntax", async () => {
    expect(names((await search("query=soudure")).rows)).toEqual(["Soudeur TIG H/F"]);
    expect((await search(`query=${encodeURIComponent("soud:* | !(&")}`)).count).toBe(1);
    expect((await search("query=xylophoniste")).rows).toEqual([]);
  });

  it("filters by department code, department name, city prefix or postal code", async () => {
    expect((await search("location=33")).count).toBe(2);
    expect((await search("location=gironde")).count).toBe(2);
    expect(names((await search("location=merignac")).rows)).toEqual(["Comptable fournisseurs H/F"]);
    expect(names((await search("location=Villeur")).rows)).toEqual(["Ingénieur méthodes H/F"]);
    expect(names((await search("location=69100")).rows)).toEqual(["Ingénieur méthodes H/F"]);
  });

  it("filters by sector and by the effective contract (custom field «Contrat» included)", async () => {
    expect((await search(`domain=${encodeURIComponent("Industrie & Production")}`)).count).toBe(4);
    expect(names((await search("contract=CDD")).rows).sort()).toEqual(["Comptable fournisseurs H/F", "Technicien de maintenance H/F"]);
  });

  it("filters by salary on shown ranges only", async () => {
    expect(names((await search("salaryMin=40000")).rows)).toEqual(["Ingénieur méthodes H/F"]);
    expect(names((await search("salaryMin=30000&salaryMax=46000")).rows).sort()).toEqual(["Ingénieur méthodes H/F", "Soudeur TIG H/F"]);
  });

  it("pages with count, page and limit", async () => {
    const body = await search("page=2&limit=2");
    expect(body).toMatchObject({ count: 5, page: 2, limit: 2 });
    expect(names(body.rows)).toEqual(["Soudeur TIG H/F", "Directeur d'usine H/F"]);
  });

  it("shows salary, contract, city and href on cards, hiding a salary the offer hides", async () => {
    const { rows } = await search("");
    const byName = Object.fromEntries(rows.map((row) => [row.name, row]));
    expect(byName["Soudeur TIG H/F"]).toMatchObject({ salary: "28 à 32 K€", contract: "CDI", city: "Lyon", href: `/nos-offres/soudeur-tig-h-f/${ids.welder}` });
    expect(byName["Comptable fournisseurs H/F"]).toMatchObject({ salary: "Selon profil", contract: "CDD" });
    expect(byName["Technicien de maintenance H/F"].salary).toBe("À négocier");
    expect(byName["Directeur d'usine H/F"].salary).toBeNull();
  });

  it("answers a repeated search compressed, and with an offer published since once offers change", async () => {
    const brotliAnswer = async () => {
      const res = await t.app.request("/api/jobs/search_positions", { headers: { "Accept-Encoding": "br, gzip" } });
      expect(res.headers.get("Content-Encoding")).toBe("br");
      return JSON.parse(brotliDecompressSync(Buffer.from(await res.arrayBuffer())).toString()) as OfferSearchAnswer;
    };
    expect((await brotliAnswer()).count).toBe(5);
    expect(await brotliAnswer()).toEqual(await search(""));
    // insertOffers raises the content change that empties the cached answers.
    const [added] = await insertOffers(t.deps.db, [offer("new", { name: "Chaudronnier H/F" }, 0)[1]]);
    try {
      const answer = await brotliAnswer();
      expect(answer.count).toBe(6);
      expect(names(answer.rows)[0]).toBe("Chaudronnier H/F");
    } finally {
      await t.deps.db.delete(offers).where(eq(offers.id, added));
      contentChanged(t.deps.db);
    }
  });

  it("answers 400 with a French message for a bad parameter", async () => {
    const { status, body } = await t.call<OfferSearchAnswer>("GET", "/api/jobs/search_positions?limit=1000&salaryMin=beaucoup");
    expect(status).toBe(400);
    expect(body.errors).toEqual({
      limit: "La limite doit être un nombre entier entre 1 et 100",
      salaryMin: "Le salaire doit être un nombre entier d'euros entre 0 et 1 000 000",
    });
  });
});

describe("GET /api/jobs/industry_label", () => {
  it("lists the sectors of published offers, sorted", async () => {
    const { status, body } = await t.call<Awaited<ReturnType<typeof industryLabels>>>("GET", "/api/jobs/industry_label");
    expect(status).toBe(200);
    expect(body.rows).toEqual(["Banque, Finance & Assurance", "Industrie & Production"]);
  });
});

describe("the plain text of existing offers, when its rule changes", () => {
  it("is derived again once from the HTML (the data step of the seed), leaving the up-to-date ones alone", async () => {
    const [id] = await insertOffers(t.deps.db, [{ name: "Développeur TypeScript", description: "<p>Un(e) <strong>Développeur TypeScript</strong>.</p>" }]);
    // As the previous rule stored it.
    await t.deps.db.update(offers).set({ descriptionText: "Un(e) Développeur TypeScript ." }).where(eq(offers.id, id!));
    expect(await rederiveOfferTexts(t.deps.db)).toBe(1);
    const [row] = await t.deps.db.select({ text: offers.descriptionText }).from(offers).where(eq(offers.id, id!));
    expect(row!.text).toBe("Un(e) Développeur TypeScript.");
    expect(await rederiveOfferTexts(t.deps.db)).toBe(0);
    await t.deps.db.delete(offers).where(eq(offers.id, id!));
    contentChanged(t.deps.db);
  });
});

describe("offer details", () => {
  it("sanitizes the description on save", async () => {
    const [id] = await insertOffers(t.deps.db, [
      {
        name: "Test XSS",
        description: `<p onclick="x()">Bonjour<script>alert(1)</script></p><iframe src="https://evil.example"></iframe><a href="javascript:alert(1)">lien</a>`,
      },
    ]);
    try {
      const details = await getOfferDetails(t.deps.db, id);
      expect(details!.description).toBe('<p>Bonjour</p><a rel="noopener noreferrer nofollow" target="_blank">lien</a>');
    } finally {
      await t.deps.db.delete(offers).where(eq(offers.id, id));
    }
  });

  it("returns archived offers as expired, and nothing for drafts and pool positions", async () => {
    expect(await getOfferDetails(t.deps.db, ids.archived)).toMatchObject({ expired: true, slug: "soudeur-mig-h-f" });
    expect(await getOfferDetails(t.deps.db, ids.draft)).toBeNull();
    expect(await getOfferDetails(t.deps.db, ids.pool)).toBeNull();
  });

  it("proposes similar offers by job first, then by sector, never the offer itself", async () => {
    const archived = (await getOfferDetails(t.deps.db, ids.archived))!;
    // «Soudeur MIG»: the other welder first, even in another sector.
    const similar = await similarOffers(t.deps.db, { ...archived, industry: "Banque, Finance & Assurance" }, 2);
    expect(similar[0].name).toBe("Soudeur TIG H/F");
    expect(similar[1].name).toBe("Comptable fournisseurs H/F");
    expect(similar.map((s) => s.id)).not.toContain(ids.archived);
    const noJobInCommon = await similarOffers(t.deps.db, { ...archived, name: "Caissier H/F", industry: "Banque, Finance & Assurance" }, 2);
    expect(noJobInCommon[0].name).toBe("Comptable fournisseurs H/F");
  });

  it("lists only published offers for the sitemap", async () => {
    const paths = await listOfferPaths(t.deps.db);
    expect(paths).toHaveLength(5);
    expect(paths).toContain(`/nos-offres/soudeur-tig-h-f/${ids.welder}`);
    for (const hidden of [ids.archived, ids.pool, ids.draft]) expect(paths.some((path) => path.endsWith(`/${hidden}`))).toBe(false);

    const served = servedRoutes({ ...testRoutes, offer: { id: "offer", parentId: "root", path: "nos-offres/:slug/:id" } });
    const urls = await sitemapUrls({ db: t.deps.db, served });
    expect(urls).toEqual(expect.arrayContaining(paths));
    expect(urls.some((url) => url.endsWith(`/${ids.archived}`))).toBe(false);
  });
});

describe("French job titles and places", () => {
  const added: number[] = [];
  const french = [
    offer("directrice", { name: "Directrice commerciale H/F", city: "Grenoble", departmentCode: "38", zipCode: "38000" }, 6),
    offer("vendeuse", { name: "Vendeuse en boulangerie", city: "Rennes", departmentCode: "35", zipCode: "35000" }, 7),
    offer("assistante", { name: "Assistante de direction", description: "<p>Poste basé dans le Rhône, près de la Part-Dieu.</p>", zipCode: null }, 8),
    offer("rh", { name: "Assistant RH", city: "Paris", departmentCode: "75", zipCode: "75008" }, 9),
    offer("chargee", { name: "Chargée de recrutement F/H", city: "Lyon", departmentCode: "69", zipCode: null }, 11),
  ] as const;
  const found = async (query: string) => names((await search(`query=${encodeURIComponent(query)}`)).rows);

  beforeAll(async () => {
    // Lyon, as the INSEE geography has it: one commune for its nine postal codes.
    await t.deps.db.insert(landRegistries).values({
      level: 3,
      code: "69123",
      label: "Lyon",
      zipcode: "69001",
      zipcodes: ["69001", "69002", "69003", "69004", "69005", "69006", "69007", "69008", "69009"],
      departmentCode: "69",
      regionCode: "84",
    });
    const inserted = await insertOffers(
      t.deps.db,
      french.map(([, input]) => input),
    );
    french.forEach(([key], i) => (ids[key] = inserted[i]));
    added.push(...inserted);
  });
  afterAll(async () => {
    await t.deps.db.delete(offers).where(inArray(offers.id, added));
    await t.deps.db.delete(landRegistries).where(eq(landRegistries.code, "69123"));
  });

  it("finds the feminine and the masculine form of a title with either", async () => {
    expect(await found("directrice")).toEqual(expect.arrayContaining(["Directeur d'usine H/F", "Directrice commerciale H/F"]));
    expect(await found("directeur commercial")).toEqual(["Directrice commerciale H/F"]);
    expect(await found("vendeur")).toEqual(["Vendeuse en boulangerie"]);
    expect(await found("technicienne")).toEqual(["Technicien de maintenance H/F"]);
    expect(await found("chargé de recrutement")).toEqual(["Chargée de recrutement F/H"]);
    expect(await found("assistant de direction")).toEqual(["Assistante de direction"]);
  });

  it("ignores «H/F» in queries and titles", async () => {
    expect(await found("Directeur H/F")).toEqual(await found("directeur"));
    expect(await found("f/h")).toHaveLength((await search("")).count);
    expect(await found("f")).toHaveLength((await search("")).count);
  });

  it("takes only the last word as a prefix, from 3 letters", async () => {
    // «rh» is a word, not the beginning of «Rhône».
    expect(await found("assistant rh")).toEqual(["Assistant RH"]);
    expect(await found("assistante dir")).toEqual(["Assistante de direction"]);
    expect(await found("dir assistante")).toEqual([]);
  });

  it("reads a postal code as its commune, and a region by name", async () => {
    expect((await search("location=69003")).rows.map((row) => row.city)).toEqual(expect.arrayContaining(["Lyon"]));
    expect(names((await search("location=69003")).rows)).toEqual(expect.arrayContaining(["Assistante de direction", "Chargée de recrutement F/H"]));
    expect(names((await search("location=69003")).rows)).not.toContain("Ingénieur méthodes H/F");
    const aura = names((await search(`location=${encodeURIComponent("Auvergne-Rhône-Alpes")}`)).rows);
    expect(aura).toEqual(expect.arrayContaining(["Directrice commerciale H/F", "Ingénieur méthodes H/F", "Soudeur TIG H/F"]));
    expect(aura).not.toContain("Comptable fournisseurs H/F");
    expect(names((await search("location=bretagne")).rows)).toEqual(["Vendeuse en boulangerie"]);
  });
});
