import type { ComponentProps } from "react";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import CataloguePage, { loader as catalogueLoader } from "~/routes/job-profiles/catalogue";
import JobProfilePage, { loader as profileLoader } from "~/routes/job-profiles/job-profile";
import { createTestApp, type TestApp } from "../../../tests/support/test-app";
import { attributesOf, renderPageDom, within, type PageDom, withLoaderData } from "../../../tests/support/render-page";
import { seedJobProfiles } from "../../../server/seed/job-profiles";
import { pageItems } from "~/components/ui/page-links";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedJobProfiles(t.deps.db);
}, 120_000);
afterAll(() => t.close());

const loadCatalogue = (search = "") =>
  catalogueLoader({ params: {}, context: t.deps, request: new Request(`http://localhost/catalogue-fiches-metier${search}`) } as never);
const loadProfile = (slug: string) =>
  profileLoader({ params: { slug }, context: t.deps, request: new Request(`http://localhost/fiche-metier/${slug}`) } as never);
const h1s = (view: PageDom) => view.getAllByRole("heading", { level: 1 }).map((heading) => heading.textContent);
/** The widths a srcset offers, in its order. */
const srcsetWidths = (image: Element) => (image.getAttribute("srcset") ?? "").split(", ").map((candidate) => candidate.split(" ")[1]);

function renderCatalogue(search: string, loaderData: ComponentProps<typeof CataloguePage>["loaderData"]) {
  const Page = withLoaderData(CataloguePage, loaderData);
  return renderPageDom(`/catalogue-fiches-metier${search}`, { "catalogue-fiches-metier": Page });
}

describe("/catalogue-fiches-metier", () => {
  it("renders 6 cards, the filters and the page links on the server", async () => {
    const data = await loadCatalogue("?page=2");
    expect(data.page).toBe(2);
    expect(data.pageCount).toBe(8);
    const view = renderCatalogue("?page=2", data);
    expect(h1s(view)).toEqual(["Catalogue des fiches métier"]);
    expect(view.getAllByRole("link", { name: (name) => name.startsWith("Voir la fiche") })).toHaveLength(6);
    const first = view.getByRole("link", { name: `Voir la fiche ${data.rows[0].title}` });
    expect(first.getAttribute("href")).toBe(`/fiche-metier/${data.rows[0].slug}`);
    const image = first.closest("article")!.querySelector("img")!;
    expect(image.getAttribute("loading")).toBe("lazy");
    expect(image.getAttribute("srcset")?.split(", ")).toContain(`/media/files/job-profiles/${data.rows[0].slug}-960.webp 960w`);
    const pages = within(view.getByRole("navigation", { name: "Pagination des fiches métier" }));
    pages.getByRole("link", { name: "Page 2", current: "page" });
    expect(pages.getByRole("link", { name: "Page 3" }).getAttribute("href")).toBe("/catalogue-fiches-metier?page=3");
    // Page 1 has no ?page: one URL per page.
    expect(pages.getByRole("link", { name: "Page 1" }).getAttribute("href")).toBe("/catalogue-fiches-metier");
    view.getByRole("searchbox", { name: "Quel métier recherchez-vous ?" });
  });

  it("reads the filters leniently and keeps them on page links", async () => {
    const data = await loadCatalogue("?page=abc&type=BTP&query=%20chef%20");
    expect(data).toMatchObject({ page: 1, type: "BTP", query: "chef", count: 1 });
    expect((await loadCatalogue("?type=PECHE")).type).toBe("");
    const industry = await loadCatalogue("?type=INDUSTRY");
    const view = renderCatalogue("?type=INDUSTRY", industry);
    expect(view.getByRole("link", { name: "Page 2" }).getAttribute("href")).toBe("/catalogue-fiches-metier?type=INDUSTRY&page=2");
    view.getByText("11 fiches métier dans le secteur Industrie");
  });

  it("shows the empty text and no pagination when nothing matches", async () => {
    const data = await loadCatalogue("?query=astronaute");
    const view = renderCatalogue("?query=astronaute", data);
    view.getByText("Aucune fiche métier ne correspond à votre recherche");
    expect(view.queryByRole("navigation", { name: "Pagination des fiches métier" })).toBeNull();
  });

  it("numbers pages with gaps once there are many", () => {
    expect(pageItems(1, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageItems(5, 12)).toEqual([1, "gap", 4, 5, 6, "gap", 12]);
    expect(pageItems(1, 12)).toEqual([1, 2, "gap", 12]);
  });
});

describe("/fiche-metier/:slug", () => {
  it("renders the whole sheet with its responsive image, contact and agencies sections", async () => {
    const loaderData = await loadProfile("automaticien");
    const Page = withLoaderData(JobProfilePage, loaderData);
    const view = renderPageDom("/fiche-metier/automaticien", { "fiche-metier/:slug": Page });
    expect(h1s(view)).toEqual(["Automaticien"]);
    const image = view.getByRole("img", { name: "Illustration du métier Automaticien" });
    expect(attributesOf(image)).toMatchObject({ src: "/media/files/job-profiles/automaticien-640.webp", width: "640", height: "480" });
    expect(srcsetWidths(image)).toEqual(["320w", "640w", "960w"]);
    for (const section of ["Missions principales", "Compétences recherchées", "Formations", "Débouchés et évolutions"]) {
      view.getByRole("region", { name: section });
    }
    within(view.getByRole("region", { name: "Formations" })).getByText("BTS Conception et réalisation de systèmes automatiques");
    expect(view.getByRole("link", { name: "Toutes les fiches métier" }).getAttribute("href")).toBe("/catalogue-fiches-metier");
    expect(view.getByRole("region", { name: "Vous recrutez sur ce métier ? Parlons-en" }).id).toBe("contact");
  });

  it("redirects capitals permanently and throws a 404 for an unknown sheet", async () => {
    const moved = await loadProfile("Automaticien").then(
      () => null,
      (thrown: unknown) => thrown as Response,
    );
    expect(moved?.status).toBe(301);
    expect(moved?.headers.get("Location")).toBe("/fiche-metier/automaticien");
    await expect(loadProfile("dompteur-de-nuages")).rejects.toMatchObject({ init: { status: 404 } });
  });
});
