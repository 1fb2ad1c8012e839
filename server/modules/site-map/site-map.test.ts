import { afterAll, beforeAll, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../tests/support/test-app";
import { seedSiteMap } from "../../seed/site-map";
import { siteMapEntries } from "../../db/schema";
import type { SiteMapEntry } from "../../../common/site-map";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedSiteMap(t.deps.db, "Alto Recrutement");
});
afterAll(() => t.close());

it("answers the stored site map: groups in order, the fifth being «Nos agences»", async () => {
  const { status, body } = await t.call<SiteMapEntry[]>("GET", "/api/branding/get_sitemap");
  expect(status).toBe(200);
  expect(body.map((group) => group.label)).toEqual([
    "Nos offres d'emploi",
    "Nos prestations",
    "Nos spécialités",
    "Formation",
    "Nos agences",
    "Qui sommes-nous",
  ]);
  const agencies = body[4];
  expect(agencies).toMatchObject({ shortLabel: "Agences", href: "/nos-agences" });
  expect(agencies.children).toHaveLength(13);
  expect(agencies.children[1]).toMatchObject({ label: "Alto Recrutement Lyon", href: "/nos-agences/cabinet-recrutement-lyon", children: [] });
  expect(body[0].children.find((entry) => entry.shortLabel === "CV")).toBeDefined();
});

it("reflects what staff change in the database", async () => {
  await t.deps.db.insert(siteMapEntries).values({ label: "Nouvelle rubrique", href: "/nouvelle", position: 99 });
  const { body } = await t.call<SiteMapEntry[]>("GET", "/api/branding/get_sitemap");
  expect(body.at(-1)).toMatchObject({ label: "Nouvelle rubrique", href: "/nouvelle" });
});
