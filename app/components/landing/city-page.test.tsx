import { afterAll, beforeAll, expect, it } from "vitest";
import CityPage, { loader } from "~/routes/landing/city-page";
import { createTestApp, type TestApp } from "../../../tests/support/test-app";
import { renderPage } from "../../../tests/support/render-page";
import { seedCityPages } from "../../../server/seed/city-pages";
import { cityPages } from "../../../server/db/schema";

const PARIS = "/cabinet-de-recrutement-chasseurs-de-tetes--paris";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedCityPages(t.deps.db);
});
afterAll(() => t.close());

const render = async (path: string) => {
  const loaderData = await loader({ params: {}, context: t.deps, request: new Request(`http://localhost${path}`) } as never);
  // The framework passes loaderData as a prop; the memory router does not.
  const Page = () => <CityPage {...({ loaderData } as any)} />;
  return renderPage(path, { [path]: Page });
};

it("renders one h1, the body paragraphs and a heading per town in the server HTML", async () => {
  const html = await render(PARIS);
  expect([...html.matchAll(/<h1[^>]*>(.*?)<\/h1>/g)].map((m) => m[1])).toEqual(["Cabinet de recrutement et chasseurs de têtes à Paris"]);
  expect(html).toContain("À Paris, les meilleurs profils reçoivent plusieurs sollicitations par semaine.");
  expect(html).toContain("Du siège social du 8e arrondissement");
  for (const town of ["Paris 8e (75008)", "Courbevoie (92400)", "Boulogne-Billancourt (92100)", "Saint-Denis (93200)", "Versailles (78000)"]) {
    expect(html).toContain(`Recrutement à ${town}</h3>`);
  }
  expect(html).toContain('id="contact"');
  expect(html).toContain("Retrouvez nos agences de recrutement dans toute la France");
});

it("shows stored text as text, never as HTML", async () => {
  const path = "/cabinet-de-recrutement--essai";
  await t.deps.db.insert(cityPages).values({
    slug: path.slice(1),
    name: "Essai",
    body: "Premier paragraphe.\n\n<script>alert(1)</script>",
    cityData: [{ zipcode: "69001", label: "Lyon", content: "<b>gras</b>" }],
  });
  const html = await render(path);
  expect(html).not.toContain("<script>alert(1)</script>");
  expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
  expect(html).toContain("&lt;b&gt;gras&lt;/b&gt;");
});
