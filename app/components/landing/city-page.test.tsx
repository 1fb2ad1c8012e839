import { afterAll, beforeAll, expect, it } from "vitest";
import CityPage, { loader } from "~/routes/landing/city-page";
import NotFoundOrCityPage, { loader as fallbackLoader } from "~/routes/site/not-found";
import { createTestApp, type TestApp } from "../../../tests/support/test-app";
import { including, renderPageDom, withLoaderData } from "../../../tests/support/render-page";
import { seedCityPages } from "../../../server/seed/city-pages";
import { cityPages } from "../../../server/db/schema";
import type { CityPageData } from "./types";

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
  const Page = withLoaderData(CityPage, loaderData);
  return renderPageDom(path, { [path]: Page });
};

it("renders one h1, the body paragraphs and a heading per town in the server HTML", async () => {
  const view = await render(PARIS);
  expect(view.getAllByRole("heading", { level: 1 }).map((heading) => heading.textContent)).toEqual(["Cabinet de recrutement et chasseurs de têtes à Paris"]);
  view.getByText(including("À Paris, les meilleurs profils reçoivent plusieurs sollicitations par semaine."));
  view.getByText(including("Du siège social du 8e arrondissement"));
  for (const town of ["Paris 8e (75008)", "Courbevoie (92400)", "Boulogne-Billancourt (92100)", "Saint-Denis (93200)", "Versailles (78000)"]) {
    view.getByRole("heading", { level: 3, name: `Recrutement à ${town}` });
  }
  expect(view.getByRole("region", { name: "Confiez-nous votre prochain recrutement" }).id).toBe("contact");
  view.getByRole("region", { name: "Retrouvez nos agences de recrutement dans toute la France" });
});

it("shows stored text as text, never as HTML", async () => {
  const path = "/cabinet-de-recrutement--essai";
  await t.deps.db.insert(cityPages).values({
    slug: path.slice(1),
    name: "Essai",
    body: "Premier paragraphe.\n\n<script>alert(1)</script>",
    cityData: [{ zipcode: "69001", label: "Lyon", content: "<b>gras</b>" }],
  });
  const view = await render(path);
  // The tags read as text; none became an element.
  view.getByText("<script>alert(1)</script>");
  view.getByText("<b>gras</b>");
  expect(view.document.querySelectorAll('script:not([type="application/ld+json"]), b')).toHaveLength(0);
});

it("serves a city page staff created at its own address through the catch-all route, and 404s a draft or an unknown one", async () => {
  await t.deps.db.insert(cityPages).values([
    { slug: "recrutement-a-villeneuve-test", name: "Recrutement à Villeneuve-Test", body: "Nos consultants couvrent tout le bassin." },
    { slug: "brouillon-ville-test", name: "Brouillon", isPublished: false },
  ]);
  const fallback = async (path: string) =>
    (await fallbackLoader({ params: {}, context: t.deps, request: new Request(`http://localhost${path}`) } as never)) as unknown;
  const created = (await fallback("/recrutement-a-villeneuve-test")) as { cityPage: CityPageData };
  expect(created.cityPage.name).toBe("Recrutement à Villeneuve-Test");
  const view = renderPageDom("/recrutement-a-villeneuve-test", { "/recrutement-a-villeneuve-test": withLoaderData(NotFoundOrCityPage, created) });
  expect(view.getByRole("heading", { level: 1 }).textContent).toBe("Recrutement à Villeneuve-Test");
  view.getByText(including("Nos consultants couvrent tout le bassin."));

  for (const path of ["/brouillon-ville-test", "/pas-de-page-ici", "/recrutement-a-villeneuve-test/autre"]) {
    expect(await fallback(path)).toMatchObject({ init: { status: 404 }, data: { cityPage: null } });
  }
});
