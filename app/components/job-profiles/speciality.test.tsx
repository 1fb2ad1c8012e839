import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { renderToString } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import type { JobProfileCard } from "~common/job-profiles";
import { SPECIALITY_SLUGS } from "~common/landing-routes";
import { FrequentProfiles } from "~/components/job-profiles/frequent-profiles";
import SpecialityPage, { loader, meta } from "~/routes/job-profiles/speciality";
import { createTestApp, type TestApp } from "../../../tests/support/test-app";
import { including, parseHtml, renderPageDom, testRootData, within, type PageDom, withLoaderData } from "../../../tests/support/render-page";
import { jobProfiles } from "../../../server/db/schema";

const card = (n: number, type = "BTP"): JobProfileCard => ({ id: n, title: `Métier ${n}`, slug: `metier-${n}`, type, imageUrl: "" });

function renderAlone(profiles: JobProfileCard[]) {
  const router = createMemoryRouter([{ path: "/", Component: () => <FrequentProfiles profiles={profiles} /> }]);
  return parseHtml(renderToString(<RouterProvider router={router} />));
}

/** The item count of each group list of the section, in order. */
const groupSizes = (section: HTMLElement) =>
  within(section)
    .getAllByRole("list")
    .map((group) => within(group).getAllByRole("listitem").length);

describe("FrequentProfiles", () => {
  it("renders 12 profiles as 3 groups of 5, 5 and 2 links to the sheets", () => {
    const view = renderAlone(Array.from({ length: 12 }, (_, i) => card(i + 1)));
    const section = view.getByRole("region", { name: "Les métiers que nous recrutons le plus" });
    expect(groupSizes(section)).toEqual([5, 5, 2]);
    expect(view.getByRole("link", { name: "Métier 1" }).getAttribute("href")).toBe("/fiche-metier/metier-1");
    expect(view.getByRole("link", { name: "Métier 12" }).getAttribute("href")).toBe("/fiche-metier/metier-12");
  });

  it("renders nothing without profiles", () => {
    expect(renderAlone([]).body.childElementCount).toBe(0);
  });
});

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  const row = (title: string, type: string, position: number, isFrequentlyRecruited = false) => ({
    title,
    slug: title
      .toLowerCase()
      .normalize("NFD")
      .replace(/[\u0300-\u036f]/g, "")
      .replace(/[^a-z0-9]+/g, "-"),
    type,
    position,
    isFrequentlyRecruited,
  });
  await t.deps.db.insert(jobProfiles).values([
    // 27 BTP profiles: the page must stop at 25.
    ...Array.from({ length: 27 }, (_, i) => row(`Conducteur de travaux ${i + 1}`, "BTP", i, i < 3)),
    row("Développeur full stack", "INFO", 0, true),
    row("Technicien de maintenance", "INDUSTRY", 0),
  ]);
}, 120_000);
afterAll(() => t.close());

const load = (slug: string) => loader({ request: new Request(`http://localhost/${slug}`), params: {}, context: t.deps } as never) as ReturnType<typeof loader>;

describe("speciality loader", () => {
  it("maps each URL to its job profile type", async () => {
    const types = await Promise.all(SPECIALITY_SLUGS.map(async (slug) => (await load(slug)).content.type));
    expect(types).toEqual(["BTP", "DISTRIBUTION", "INFO", "INDUSTRY"]);
  });

  it("loads at most 25 profiles of the type and the flagged ones of that type", async () => {
    const data = await load("specialiste-recrutement-btp");
    expect(data.profiles).toHaveLength(25);
    expect(data.profiles.every((p) => p.type === "BTP")).toBe(true);
    expect(data.frequent.map((p) => p.title)).toEqual(["Conducteur de travaux 1", "Conducteur de travaux 2", "Conducteur de travaux 3"]);
  });

  it("falls back to the first profiles of the type when none is flagged", async () => {
    const data = await load("specialiste-recrutement-industrie");
    expect(data.frequent.map((p) => p.title)).toEqual(["Technicien de maintenance"]);
    expect((await load("specialiste-recrutement-distribution")).frequent).toEqual([]);
  });
});

describe("speciality page", () => {
  const h1s = (view: PageDom) => view.getAllByRole("heading", { level: 1 }).map((heading) => heading.textContent);

  it("renders its copy, its profiles and the contact and agencies sections on the server", async () => {
    const loaderData = await load("specialiste-recrutement-btp");
    const Page = withLoaderData(SpecialityPage, loaderData);
    const view = renderPageDom("/specialiste-recrutement-btp", { "specialiste-recrutement-btp": Page });
    expect(h1s(view)).toEqual(["Cabinet de recrutement spécialisé BTP"]);
    view.getByRole("heading", { name: loaderData.content.sections[0].title });
    expect(view.queryAllByRole("link", { name: (name) => name.startsWith("Voir la fiche") })).toHaveLength(25);
    expect(view.getByRole("link", { name: "Voir la fiche : Conducteur de travaux 1" }).getAttribute("href")).toBe("/fiche-metier/conducteur-de-travaux-1");
    expect(view.queryByText(including("Développeur full stack"))).toBeNull();
    expect(view.queryByRole("link", { name: including("Développeur full stack") })).toBeNull();
    expect(view.getByRole("region", { name: "Parlons de votre recrutement" }).id).toBe("contact");
    view.getByRole("region", { name: "Retrouvez nos agences de recrutement dans toute la France" });
  });

  it("gives each speciality its own title, description and canonical URL", async () => {
    const seen = new Set<string>();
    for (const slug of SPECIALITY_SLUGS) {
      const loaderData = await load(slug);
      const tags = meta({
        loaderData,
        location: { pathname: `/${slug}` },
        matches: [{ id: "root", data: testRootData() }],
      } as never) as Record<string, string>[];
      const title = tags.find((tag) => "title" in tag)?.title ?? "";
      expect(title).toContain(testRootData().brand.name);
      expect(tags.find((tag) => tag.name === "description")?.content).toBe(loaderData.content.seoDescription);
      expect(tags.find((tag) => tag.rel === "canonical")?.href).toBe(`https://site.example/${slug}`);
      seen.add(title);
    }
    expect(seen.size).toBe(4);
  });
});
