import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { createTestApp, testRoutes, type TestApp } from "../../tests/support/test-app";
import { signedInPerson, type Person } from "../../tests/support/people";
import { offers } from "../db/schema";
import { getOfferDetails, insertOffers } from "../modules/offers/offers.service";
import { BREEZY_OFFER_READ_ONLY } from "./offers.resource";
import type { ListAnswer } from "../../common/schemas/list";
import type { ManagerMeta } from "../../common/manager-meta";

type OfferRow = typeof offers.$inferSelect;
const POSITIONS = "/api/admin/jobs/position";

let t: TestApp;
let staff: Person, plain: Person;

beforeAll(async () => {
  // The offer page in the route table, so sitemap.xml lists offers.
  t = await createTestApp({ routes: { ...testRoutes, offer: { id: "offer", parentId: "root", path: "nos-offres/:slug/:id" } } });
  staff = await signedInPerson(t, { isStaff: true });
  plain = await signedInPerson(t, {});
});
afterAll(() => t.close());

const save = (body: Record<string, unknown>, who = staff) => t.call<OfferRow>("POST", `${POSITIONS}/save`, body, who.headers);
const sitemap = async () => (await t.app.request("/sitemap.xml")).text();
const searchPublic = async (query: string) =>
  (await t.call<{ rows: { id: number }[] }>("GET", `/api/jobs/search_positions?query=${encodeURIComponent(query)}`)).body.rows.map((r) => r.id);

describe("the positions manager (staff): creating, editing and listing offers", () => {
  it("creates an offer that is public at once, with its HTML sanitized and its contract derived", async () => {
    const created = await save({
      name: "Gestionnaire de paie H/F",
      city: "Nantes",
      zipCode: "44000",
      departmentCode: "44",
      contract: "CDD",
      remunerationMin: 32000,
      remunerationMax: 38000,
      description: '<p>Paie de 300 salariés.</p><script>alert(1)</script><a href="javascript:alert(1)">lien</a>',
    });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({ name: "Gestionnaire de paie H/F", state: "published", effectiveContract: "CDD" });
    expect(created.body.description).toBe('<p>Paie de 300 salariés.</p><a rel="noopener noreferrer nofollow" target="_blank">lien</a>');
    expect(created.body.descriptionText).toContain("Paie de 300 salariés.");
    expect(await searchPublic("gestionnaire de paie")).toEqual([created.body.id]);
    expect(await sitemap()).toContain(`/nos-offres/gestionnaire-de-paie-h-f/${created.body.id}<`);
  });

  it("edits and archives it: the page answers gone, the search and the sitemap drop it at once", async () => {
    const { body: offer } = await save({ name: "Chargé de recrutement H/F", city: "Lille", departmentCode: "59", description: "<p>Sourcing.</p>" });
    await sitemap(); // a cached sitemap must not survive the archiving
    // Nor a cached search answer (search_positions keeps repeated searches in memory).
    expect(await searchPublic("chargé de recrutement")).toEqual([offer.id]);
    const edited = await save({ id: offer.id, name: offer.name, contract: "Freelance" });
    expect(edited.body).toMatchObject({ name: "Chargé de recrutement H/F", effectiveContract: "Freelance", description: "<p>Sourcing.</p>" });
    const archived = await save({ id: offer.id, name: offer.name, state: "archived" });
    expect(archived.status).toBe(200);
    expect((await getOfferDetails(t.deps.db, offer.id))?.expired).toBe(true);
    expect(await searchPublic("chargé de recrutement")).toEqual([]);
    expect(await sitemap()).not.toContain(`/${offer.id}<`);
  });

  it("lists every offer, archived and pool included, with the manager's filters", async () => {
    await insertOffers(t.deps.db, [{ name: "Vivier comptabilité", description: "", orgType: "pool", city: "Lyon" }]);
    const archived = await t.call<ListAnswer<OfferRow>>("POST", `${POSITIONS}/search`, { state: "archived" }, staff.headers);
    expect(archived.body.rows.map((r) => r.name)).toContain("Chargé de recrutement H/F");
    const pool = await t.call<ListAnswer<OfferRow>>("POST", `${POSITIONS}/search`, { orgType: "pool" }, staff.headers);
    expect(pool.body.rows.map((r) => r.name)).toEqual(["Vivier comptabilité"]);
    expect(pool.body.rows[0]).not.toHaveProperty("searchVector");
  });
});

describe("the positions manager (staff): refusals, French labels and the sanitizer", () => {
  it("refuses bad values in French, never deletes, keeps Breezy's offers read-only, and refuses non-staff", async () => {
    const bad = await save({ name: "", zipCode: "4400", remunerationMin: -1 });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toMatchObject({ name: "L'intitulé est requis", zipCode: "Le code postal a 5 chiffres" });
    const order = await save({ name: "Paie", remunerationMin: 40000, remunerationMax: 30000 });
    expect(order.body.errors?.remunerationMax).toBe("Le salaire maximum doit être supérieur ou égal au salaire minimum");

    const [breezyId] = await insertOffers(t.deps.db, [{ name: "Commercial terrain H/F", description: "" }]);
    await t.deps.db.update(offers).set({ breezyId: "bz-123" }).where(eq(offers.id, breezyId!));
    const refused = await save({ id: breezyId, name: "Autre chose" });
    expect(refused.status).toBe(403);
    expect(refused.body.detail).toBe(BREEZY_OFFER_READ_ONLY);

    expect((await t.call("DELETE", `${POSITIONS}/delete/${breezyId}`, undefined, staff.headers)).status).toBe(405);
    expect((await save({ name: "Intrus" }, plain)).status).toBe(403);
  });

  it("describes its values in French for the list, the filters and the drawer, dates in Paris time (issue 49)", async () => {
    const { body: meta } = await t.call<ManagerMeta>("GET", `${POSITIONS}/meta`, undefined, staff.headers);
    const column = (field: string) => meta.columns.find((c) => c.field === field);
    expect(column("state")?.options?.map((o) => o.label)).toEqual(["Publiée", "Archivée"]);
    expect(column("orgType")?.options?.map((o) => o.label)).toEqual(["Offre", "Vivier (Pool)"]);
    expect(column("effectiveContract")?.options?.find((o) => o.value === "Franchise")?.label).toBe("Franchisé");
    expect(column("creationDate")).toMatchObject({ label: "Créée le", dateTime: true });
    expect(meta.filters.find((f) => f.field === "state")?.options?.map((o) => o.label)).toEqual(["Publiée", "Archivée"]);
    const field = (name: string) => meta.formFields.find((f) => f.field === name);
    expect(field("description")?.type).toBe("richtext");
    expect(field("state")).toMatchObject({ default: "published" });
    expect(field("creationDate")).toMatchObject({ type: "datetime", readOnly: true });
    // Every coded value the list shows has its label.
    const { body: list } = await t.call<ListAnswer<OfferRow>>("POST", `${POSITIONS}/search`, {}, staff.headers);
    for (const row of list.rows) expect(column("state")?.options?.map((o) => o.value)).toContain(row.state);
  });

  it("sanitizes the editor's description with the managers' one sanitizer, on creation and on edit", async () => {
    const typed = '<p>Poste <strong>clé</strong>.</p><img src="x" onerror="alert(1)"><p onclick="alert(2)">Lyon</p><script>alert(3)</script>';
    const { body: created } = await save({ name: "Comptable H/F", description: typed });
    expect(created.description).toBe("<p>Poste <strong>clé</strong>.</p><p>Lyon</p>");
    const edited = await save({
      id: created.id,
      name: created.name,
      description: `<h2>Missions</h2><ul><li>Paie</li></ul><iframe src="https://evil"></iframe>`,
    });
    expect(edited.body.description).toBe("<h2>Missions</h2><ul><li>Paie</li></ul>");
    const [row] = await t.deps.db.select().from(offers).where(eq(offers.id, created.id));
    expect(row).toMatchObject({ description: "<h2>Missions</h2><ul><li>Paie</li></ul>", descriptionText: expect.stringContaining("Paie") });
    // Plain text from an API client becomes paragraphs; emptied, no description (the column is never null).
    expect((await save({ id: created.id, name: created.name, description: "Ligne 1\n\nLigne 2" })).body.description).toBe("<p>Ligne 1</p><p>Ligne 2</p>");
    expect((await save({ id: created.id, name: created.name, description: "<p></p>" })).body.description).toBe("");
    expect((await save({ name: "Trop long", description: `<p>${"a".repeat(20_001)}</p>` })).body.errors?.description).toBe(
      "La description est trop longue (20000 caractères au maximum)",
    );
  });
});
