import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { createTestApp, testRoutes, type TestApp } from "../../../tests/support/test-app";
import { jobProfiles, offers, recordHistory, seedRuns, servicePages } from "../../db/schema";
import { insertOffers } from "../offers/offers.service";

// What a crawler reads in sitemap.xml: when each address last changed (issue 50).

let t: TestApp;
let offerId: number;
let olderId: number;
const SEEDED = new Date("2026-01-05T08:00:00Z");
const OFFER_EDITED = new Date("2026-03-10T09:00:00Z");
const OLDER_OFFER = new Date("2026-02-01T09:00:00Z");
const PROFILE_SAVED = new Date("2026-04-20T15:30:00Z");

beforeAll(async () => {
  t = await createTestApp({
    routes: {
      ...testRoutes,
      offers: { id: "offers", parentId: "root", path: "nos-offres" },
      offer: { id: "offer", parentId: "root", path: "nos-offres/:slug/:id" },
      catalogue: { id: "catalogue", parentId: "root", path: "catalogue-fiches-metier" },
      profile: { id: "profile", parentId: "root", path: "fiche-metier/:slug" },
    },
  });
  const { db } = t.deps;
  await db.delete(seedRuns);
  await db.insert(seedRuns).values({ name: "demo:test", appliedAt: SEEDED });
  const [edited, older] = await insertOffers(db, [
    { name: "Chef de chantier", description: "<p>Chantier.</p>", city: "Nantes", departmentCode: "44" },
    { name: "Conducteur de travaux", description: "<p>Chantier.</p>", city: "Nantes", departmentCode: "44" },
  ]);
  offerId = edited!;
  olderId = older!;
  await db.update(offers).set({ updatedDate: OFFER_EDITED }).where(eq(offers.id, edited!));
  await db.update(offers).set({ updatedDate: OLDER_OFFER }).where(eq(offers.id, older!));
  // Saved in the back-office after Breezy's last update: a save that leaves updated_date as is.
  await db
    .insert(recordHistory)
    .values({ at: new Date("2026-03-12T10:00:00Z"), actor: "Claire Martin", model: "jobs/position", recordId: String(older!), action: "update" });
  const [saved] = await db
    .insert(jobProfiles)
    .values([
      { title: "Soudeur", slug: "soudeur-test", type: "INFO" },
      { title: "Grutier", slug: "grutier-test", type: "INFO" },
    ])
    .returning({ id: jobProfiles.id });
  await db.insert(recordHistory).values({ at: PROFILE_SAVED, actor: "Claire Martin", model: "jobs/jobprofile", recordId: String(saved!.id), action: "update" });
  await db.insert(servicePages).values({ slug: "recrutement-test", title: "Recrutement", header: "Recrutez" });
});
afterAll(() => t.close());

const sitemap = async () => String((await t.call("GET", "/sitemap.xml")).body);
const lastmodOf = (xml: string, path: string) => new RegExp(`<loc>http://localhost:3000${path}</loc><lastmod>([^<]+)</lastmod>`).exec(xml)?.[1];

describe("sitemap.xml lastmod", () => {
  it("dates every address, in W3C date format", async () => {
    const xml = await sitemap();
    const urls = xml.match(/<url>.*<\/url>/g)!;
    expect(urls.length).toBeGreaterThan(5);
    for (const url of urls) expect(url).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod><\/url>$/);
  });

  it("gives an offer its update time, or its later back-office save, and the offers list its newest offer's", async () => {
    const xml = await sitemap();
    expect(lastmodOf(xml, `/nos-offres/chef-de-chantier/${offerId}`)).toBe("2026-03-10");
    expect(lastmodOf(xml, `/nos-offres/conducteur-de-travaux/${olderId}`)).toBe("2026-03-12");
    expect(lastmodOf(xml, "/nos-offres")).toBe("2026-03-12");
  });

  it("dates a record without an update time by its last back-office save, else by the load of the demo content", async () => {
    const xml = await sitemap();
    expect(lastmodOf(xml, "/fiche-metier/soudeur-test")).toBe("2026-04-20");
    expect(lastmodOf(xml, "/fiche-metier/grutier-test")).toBe("2026-01-05");
    expect(lastmodOf(xml, "/catalogue-fiches-metier")).toBe("2026-04-20");
    expect(lastmodOf(xml, "/nos-prestations/recrutement-test")).toBe("2026-01-05");
  });

  it("dates a page whose text is in the code by the newest change of the site's content", async () => {
    expect(lastmodOf(await sitemap(), "/plan-du-site")).toBe("2026-04-20");
  });
});
