import { and, desc, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../tests/support/test-app";
import { signedInPerson, TEST_ORIGIN, type Person } from "../../tests/support/people";
import { candidates, cityPages, listExports, pages, recordHistory, users } from "../db/schema";
import type { BulkAnswer, ManagerMeta } from "../../common/manager-meta";

let t: TestApp;
let admin: Person, staff: Person, plain: Person;

const call = <Answer>(who: Person | null, method: string, path: string, body?: unknown) =>
  t.call<Answer>(method, path, body, who ? who.headers : { Origin: TEST_ORIGIN });
const bulk = (who: Person | null, manager: string, body: unknown) => call<BulkAnswer>(who, "POST", `/api/admin/${manager}/bulk`, body);
const exported = (who: Person | null, path: string, body: unknown) => call<string>(who, "POST", path, body);
const lastExport = async (userId: number) =>
  (await t.deps.db.select().from(listExports).where(eq(listExports.userId, userId)).orderBy(desc(listExports.id)))[0];
/** The CSV's lines after the BOM, without the final line break. */
const csvLines = (body: unknown) =>
  String(body)
    .replace(/^\uFEFF/, "")
    .replace(/\r\n$/, "")
    .split("\r\n");

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInPerson(t, { isStaff: true, isAdmin: true });
  staff = await signedInPerson(t, { isStaff: true });
  plain = await signedInPerson(t, {});
});
afterAll(() => t.close());

describe("bulk actions", () => {
  it("publishes city pages one by one through their save (history line each), refusing an unknown one", async () => {
    const made = await t.deps.db
      .insert(cityPages)
      .values([1, 2].map((n) => ({ slug: `groupe--ville-${n}`, name: `Ville groupée ${n}`, isPublished: false })))
      .returning({ id: cityPages.id });
    const ids = made.map((row) => row.id);
    const answer = await bulk(admin, "content/citypage", { action: "publish", ids: [...ids, 2_000_000] });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      message: "2 pages villes publiées ; 1 refusée : page ville introuvable",
      done: ids,
      refused: [{ id: 2_000_000, reason: "Page ville introuvable" }],
    });
    const stored = await t.deps.db.select({ isPublished: cityPages.isPublished }).from(cityPages).where(inArray(cityPages.id, ids));
    expect(stored).toEqual([{ isPublished: true }, { isPublished: true }]);
    const history = await t.deps.db
      .select({ action: recordHistory.action })
      .from(recordHistory)
      .where(and(eq(recordHistory.model, "content/citypage"), inArray(recordHistory.recordId, ids.map(String))));
    expect(history).toEqual([{ action: "update" }, { action: "update" }]);

    const unpublished = await bulk(admin, "content/citypage", { action: "unpublish", ids: [ids[0]] });
    expect(unpublished.body.message).toBe("1 page ville dépubliée");
  });

  it("dates a draft page now and makes it a draft again (the pages' flag is their publication date)", async () => {
    const [page] = await t.deps.db
      .insert(pages)
      .values({ type: "BLOG", title: "Brouillon groupé", slug: "brouillon-groupe", path: "/blog/brouillon-groupe", publishedOn: null })
      .returning({ id: pages.id });
    expect((await bulk(staff, "content/blog", { action: "publish", ids: [page!.id] })).body.message).toBe("1 article de blog publié");
    const [published] = await t.deps.db.select({ publishedOn: pages.publishedOn }).from(pages).where(eq(pages.id, page!.id));
    expect(Date.now() - published!.publishedOn!.getTime()).toBeLessThan(60_000);
    expect((await bulk(staff, "content/blog", { action: "unpublish", ids: [page!.id] })).body.message).toBe("1 article de blog dépublié");
    const [draft] = await t.deps.db.select({ publishedOn: pages.publishedOn }).from(pages).where(eq(pages.id, page!.id));
    expect(draft!.publishedOn).toBeNull();
  });

  it("deletes what it may and says why it refused the rest", async () => {
    const other = await signedInPerson(t, {});
    const answer = await bulk(admin, "account/user", { action: "delete", ids: [other.id, admin.id] });
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe("1 utilisateur supprimé ; 1 refusé : vous ne pouvez pas supprimer votre propre compte");
    expect(answer.body.refused).toEqual([{ id: admin.id, reason: "Vous ne pouvez pas supprimer votre propre compte" }]);
    expect(
      await t.deps.db
        .select({ id: users.id })
        .from(users)
        .where(inArray(users.id, [other.id, admin.id])),
    ).toEqual([{ id: admin.id }]);
  });

  it("answers 401/403/405 by rights before reading the body, 400 for a bad body", async () => {
    expect((await bulk(null, "content/page", { action: "delete", ids: [1] })).status).toBe(401);
    expect((await bulk(plain, "content/page", { action: "delete", ids: [1] })).status).toBe(403);
    // Job profiles: staff see them, only admins change them.
    expect((await bulk(staff, "jobs/jobprofile", { action: "delete", ids: [1] })).status).toBe(403);
    expect((await bulk(staff, "jobs/jobprofile", "pas du JSON")).status).toBe(403);
    expect((await bulk(staff, "jobs/jobalert", { action: "delete", ids: [] })).status).toBe(405);
    expect((await bulk(staff, "content/tag", { action: "publish", ids: [1] })).body).toMatchObject({ detail: "Ce gestionnaire n'a pas de publication" });

    const tooMany = await bulk(staff, "content/page", { action: "delete", ids: Array.from({ length: 101 }, (_, i) => i + 1) });
    expect(tooMany).toMatchObject({ status: 400, body: { detail: expect.stringContaining("Choisissez de 1 à 100 éléments") } });
    for (const body of [{ action: "archive", ids: [1] }, { action: "delete", ids: ["1"] }, { action: "delete", ids: [0] }, { action: "delete" }, [1, 2]]) {
      expect((await bulk(staff, "content/page", body)).status, JSON.stringify(body)).toBe(400);
    }
  });

  it("tells the screen what it may offer", async () => {
    const meta = await call<ManagerMeta>(staff, "GET", "/api/admin/content/page/meta");
    expect(meta.body.bulk).toEqual({ publish: true, export: true, one: "page", many: "pages" });
    expect((await call<ManagerMeta>(staff, "GET", "/api/admin/content/blog/meta")).body.bulk).toMatchObject({
      one: "article de blog",
      many: "articles de blog",
    });
    expect((await call<ManagerMeta>(staff, "GET", "/api/admin/jobs/jobprofile/meta")).body.bulk).toMatchObject({ publish: false });
    expect((await call<ManagerMeta>(admin, "GET", "/api/admin/mailer/contactlead/meta")).body.bulk).toMatchObject({ export: false });
  });
});

describe("CSV exports", () => {
  it("exports the filtered list in the screen's order with French labels and values, and logs it", async () => {
    await t.deps.db.insert(pages).values([
      { type: "CUSTOM", title: "Export B", slug: "export-b", path: "/recrutement/export-b", publishedOn: new Date("2026-11-27T23:30:00Z") },
      { type: "CUSTOM", title: "Export A", slug: "export-a", path: "/recrutement/export-a", publishedOn: null },
    ]);
    const answer = await exported(staff, "/api/admin/content/page/export", { query: "export", sort: "title", page: 3, limit: 1 });
    expect(answer.status).toBe(200);
    expect(answer.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(answer.headers.get("Content-Disposition")).toMatch(/^attachment; filename="pages-\d{4}-\d{2}-\d{2}\.csv"/);
    const [header, ...rows] = csvLines(answer.body);
    expect(header).toBe("Titre;Type;Adresse;Publication");
    // Paris time: 23:30 UTC on 27 November is the 28th.
    expect(rows).toEqual(["Export A;Page libre;/recrutement/export-a;", "Export B;Page libre;/recrutement/export-b;28/11/2026"]);
    expect(await lastExport(staff.id)).toMatchObject({ model: "content/page", criteria: { query: "export", sort: "title" }, rowCount: 2 });
  });

  it("exports the selection in the order picked; an unknown id is a 404, a bad list a 400", async () => {
    const rows = await t.deps.db
      .insert(pages)
      .values([1, 2, 3].map((n) => ({ type: "CUSTOM" as const, title: `Choisie ${n}`, slug: `choisie-${n}`, path: `/recrutement/choisie-${n}` })))
      .returning({ id: pages.id });
    const ids = [rows[2]!.id, rows[0]!.id];
    const answer = await exported(staff, "/api/admin/content/page/export", { ids, query: "ignorée" });
    expect(csvLines(answer.body).map((line) => line.split(";")[0])).toEqual(["Titre", "Choisie 3", "Choisie 1"]);
    expect(await lastExport(staff.id)).toMatchObject({ criteria: { ids }, rowCount: 2 });
    expect((await exported(staff, "/api/admin/content/page/export", { ids: [2_000_000] })).status).toBe(404);
    expect((await exported(staff, "/api/admin/content/page/export", { ids: Array.from({ length: 101 }, (_, i) => i + 1) })).status).toBe(400);
    expect((await exported(staff, "/api/admin/content/page/export", { sort: "inconnu" })).status).toBe(400);
  });

  it("follows the manager's view role; the leads keep their own export, which is logged too", async () => {
    expect((await exported(plain, "/api/admin/content/page/export", {})).status).toBe(403);
    expect((await exported(staff, "/api/admin/content/pressrelease/export", {})).status).toBe(403);
    expect((await exported(admin, "/api/admin/mailer/contactlead/export", {})).status).toBe(405);
    const leads = await call<string>(admin, "GET", "/api/mailer/contact_leads_csv?query=personne");
    expect(leads.status).toBe(200);
    expect(await lastExport(admin.id)).toMatchObject({ model: "mailer/contactlead", criteria: { query: "personne" }, rowCount: 0 });
  });

  it("exports the CVthèque's search: name, title, town, postcode, offer, received", async () => {
    await t.deps.db.insert(candidates).values([
      { email: "ana@export-cvtheque.test", name: "Ana Export", header: "Soudeuse", zipcode: "69003", validatedAt: new Date("2026-11-27T23:30:00Z") },
      { email: "sans-nom@export-cvtheque.test", header: "Chaudronnier" },
    ]);
    const answer = await exported(staff, "/api/jobs/export_candidates", { contact: "export-cvtheque.test", sort: "name", page: 2 });
    expect(answer.status).toBe(200);
    expect(answer.headers.get("Content-Disposition")).toMatch(/filename="candidats-\d{4}-\d{2}-\d{2}\.csv"/);
    expect(csvLines(answer.body)).toEqual([
      "Nom;Titre;Ville;Code postal;Offre;Reçu le",
      "Ana Export;Soudeuse;;69003;Pool;28 nov. 2026 à 00:30",
      "sans-nom@export-cvtheque.test;Chaudronnier;;;Pool;",
    ]);
    expect(await lastExport(staff.id)).toMatchObject({ model: "jobs/candidat", criteria: { contact: "export-cvtheque.test", sort: "name" }, rowCount: 2 });
    expect((await exported(plain, "/api/jobs/export_candidates", {})).status).toBe(403);
    expect((await exported(staff, "/api/jobs/export_candidates", { distance: "loin" })).status).toBe(400);
    expect((await exported(staff, "/api/jobs/export_candidates", [1])).status).toBe(400);
  });
});
