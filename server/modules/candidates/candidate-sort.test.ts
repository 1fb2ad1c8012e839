import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { createTestApp, type TestApp } from "../../../tests/support/test-app";
import { signedInPerson, type Person } from "../../../tests/support/people";
import { candidates, landRegistries } from "../../db/schema";
import { queryRows } from "../../lib/sql";
import { type CandidateDetails, type CandidateListRow, type SavedCandidateSearch, type WorkHistoryItem, searchTexts } from "../../../common/candidates";
import type { ListAnswer } from "../../../common/schemas/list";

// The CVthèque's «Nom» sort, «A travaillé chez», the admin search's three paths and saved
// searches' places, on the engine the tests run on: PGlite, or the PostgreSQL server of
// DATABASE_URL (`DATABASE_URL=… npx vitest run server/modules/candidates/candidate-sort.test.ts`).

let t: TestApp;
let staff: Person;
let placeId: number;
const tag = "tri"; // every e-mail of this file holds it: the «Qui» filter keeps the file's own rows

/** The people to sort, in the French order of their last names (rules: migration 0026). */
const FRENCH_ORDER = [
  "Élodie Abadie",
  "Ève d'Arc", // «d'» moves after: filed under Arc
  "Ana Da Silva", // a foreign particle stays: «Da Silva»
  "Joachim du Bellay", // an article stays: «Du Bellay»
  "Émile Durand", // with the D, not after Z
  "Anne-Sophie DUVAL", // the surname in capitals
  "Charles de Gaulle", // under Gaulle
  "Jean de La Fontaine", // under La Fontaine
  "Marie Le Goff", // word by word: «Le Goff» before «Leblanc»
  "Léa Leblanc",
  "Camille Martin", // «Martin» before «Martinez»
  "Camille Martinez",
  "Zoé Zimmer",
  "zoé zola", // case ignored
];

const job = (companyName: string, title = "Comptable"): WorkHistoryItem => ({ title, companyName, startDate: { year: 2020 }, endDate: null, summary: "" });

async function insertCandidate(name: string | null, index: number, workHistory: WorkHistoryItem[] = []) {
  const [row] = await t.deps.db
    .insert(candidates)
    .values({ email: `${tag}-${index}@example.org`, name, validatedAt: new Date(Date.UTC(2026, 0, 1 + index)), workHistory, ...searchTexts(workHistory, []) })
    .returning({ id: candidates.id });
  return row!.id;
}

const search = (body: Record<string, unknown>, path = "/api/jobs/search_candidates_magic") =>
  t.call<ListAnswer<CandidateListRow>>("POST", path, body, staff.headers);
const namesOf = (answer: { body: ListAnswer<CandidateListRow> }) => answer.body.rows.map((row) => row.name ?? row.email);

beforeAll(async () => {
  t = await createTestApp();
  staff = await signedInPerson(t, { isStaff: true });
  // Inserted out of order, the unnamed candidate first: the sort, not the insertion, orders them.
  await insertCandidate(null, 0);
  const shuffled = FRENCH_ORDER.map((name, i) => ({ name, i })).sort((a, b) => ((a.i * 7) % 13) - ((b.i * 7) % 13));
  for (const { name, i } of shuffled) await insertCandidate(name, i + 1);
  [{ id: placeId }] = await t.deps.db
    .insert(landRegistries)
    .values({ level: 3, code: "99901", label: "Saint-Étienne-de-Test", zipcode: "99901" })
    .returning({ id: landRegistries.id });
}, 60_000);

afterAll(() => t?.close());

describe("the «Nom» sort", () => {
  it("files candidates by last name in French order, accents and case ignored, the unnamed last", async () => {
    const ascending = await search({ contact: tag, sort: "name", limit: 100 });
    expect(ascending.status).toBe(200);
    expect(namesOf(ascending)).toEqual([...FRENCH_ORDER, `${tag}-0@example.org`]);
    // Descending keeps the unnamed last too.
    expect(namesOf(await search({ contact: tag, sort: "-name", limit: 100 }))).toEqual([...[...FRENCH_ORDER].reverse(), `${tag}-0@example.org`]);
  });

  it("orders the whole list the same without a filter, page after page, and after a rename", async () => {
    const pages = [];
    for (let page = 1; page <= 3; page++) pages.push(...namesOf(await search({ sort: "name", limit: 6, page })));
    expect(pages.filter((name) => !name.includes("@"))).toEqual(FRENCH_ORDER);
    // The key follows the name (the trigger): «Zoé Zimmer» renamed «Zoé Aaron» comes first.
    await t.deps.db
      .update(candidates)
      .set({ name: "Zoé Aaron" })
      .where(eq(candidates.email, `${tag}-${FRENCH_ORDER.indexOf("Zoé Zimmer") + 1}@example.org`));
    expect(namesOf(await search({ contact: tag, sort: "name", limit: 1 }))).toEqual(["Zoé Aaron"]);
    await t.deps.db
      .update(candidates)
      .set({ name: "Zoé Zimmer" })
      .where(eq(candidates.email, `${tag}-${FRENCH_ORDER.indexOf("Zoé Zimmer") + 1}@example.org`));
  });

  it("writes the key the migration documents", async () => {
    const keys = await queryRows<{ name: string; key: string | null }>(
      t.deps.db,
      sql`SELECT n AS name, replace(f_name_sort_key(n), E'\\x01', ' | ') AS key
          FROM unnest(ARRAY['Jean de La Fontaine', 'Anne-Sophie DUVAL', 'DUVAL Anne-Sophie', 'Charles de Gaulle', '  ', 'Madonna']) AS n`,
    );
    expect(Object.fromEntries(keys.map((k) => [k.name, k.key]))).toEqual({
      "Jean de La Fontaine": "la fontaine | jean",
      "Anne-Sophie DUVAL": "duval | anne sophie",
      "DUVAL Anne-Sophie": "duval | anne sophie",
      "Charles de Gaulle": "gaulle | charles",
      "  ": null,
      Madonna: "madonna | ",
    });
  });
});

describe("POST /api/jobs/search_candidates (the admin search)", () => {
  it("answers what search_candidates_magic and GET search_candidates answer, for staff only", async () => {
    const criteria = { contact: tag, sort: "-name", limit: 5, page: 2 };
    const magic = await search(criteria);
    const admin = await search(criteria, "/api/jobs/search_candidates");
    const viaGet = await t.call<ListAnswer<CandidateListRow>>(
      "GET",
      `/api/jobs/search_candidates?${new URLSearchParams({ contact: tag, sort: "-name", limit: "5", page: "2" })}`,
      undefined,
      staff.headers,
    );
    expect(admin.status).toBe(200);
    expect(admin.body.rows).toHaveLength(5);
    expect(admin.body).toEqual(magic.body);
    expect(viaGet.body).toEqual(magic.body);
    // The same reading of the criteria: the same French refusal.
    expect((await search({ sort: "salaire" }, "/api/jobs/search_candidates")).body.errors?.sort).toBe((await search({ sort: "salaire" })).body.errors?.sort);
    expect((await t.call("POST", "/api/jobs/search_candidates", {}, (await signedInPerson(t, {})).headers)).status).toBe(403);
  });
});

describe("«A travaillé chez»", () => {
  it("finds a company read from a CV or typed by staff, accents and case folded, by part of its words", async () => {
    const read = await insertCandidate("Paul Société", 100, [job("Société Générale"), job("Crédit Agricole Centre-Est")]);
    const typed = await insertCandidate("Nina Saisie", 101);
    const saved = await t.call<CandidateDetails>(
      "POST",
      `/api/jobs/candidates/${typed}/save`,
      { workHistory: [job("Boulangerie Ménard & Fils")] },
      staff.headers,
    );
    expect(saved.status).toBe(200);
    const ids = async (company: string) => (await search({ company })).body.rows.map((row) => row.id);
    expect(await ids("societe generale")).toEqual([read]);
    expect(await ids("SOCIÉTÉ GÉNÉRALE")).toEqual([read]);
    expect(await ids("Generale")).toEqual([read]);
    expect(await ids("credit agricole")).toEqual([read]);
    expect(await ids("agricol")).toEqual([read]);
    expect(await ids("menard")).toEqual([typed]);
    expect(await ids("boulangerie menar")).toEqual([typed]);
  });
});

describe("saved searches", () => {
  it("reopen with the place's name, not its number", async () => {
    const saved = await t.call<SavedCandidateSearch>(
      "POST",
      "/api/jobs/save_candidate_search",
      { label: "Comptables près de chez nous", queries: { profile: "comptable", landRegistry: placeId, distance: 20 } },
      staff.headers,
    );
    expect(saved.status).toBe(200);
    const place = { id: placeId, label: "Saint-Étienne-de-Test", zipcode: "99901", code: "99901", level: 3 };
    expect(saved.body.place).toEqual(place);
    const reopened = await t.call<SavedCandidateSearch>("GET", `/api/jobs/get_candidate_search_details/${saved.body.id}`, undefined, staff.headers);
    expect(reopened.body).toMatchObject({ queries: { landRegistry: placeId, distance: 20 }, place });
    const listed = await t.call<{ rows: SavedCandidateSearch[] }>("GET", "/api/jobs/search_user_candidate_search", undefined, staff.headers);
    expect(listed.body.rows.find((row) => row.id === saved.body.id)?.place).toEqual(place);
    const nowhere = await t.call<SavedCandidateSearch>(
      "POST",
      "/api/jobs/save_candidate_search",
      { label: "Partout", queries: { profile: "comptable" } },
      staff.headers,
    );
    expect(nowhere.body.place).toBeNull();
  });
});
