import { afterAll, beforeAll, describe, expect, it } from "vitest";
import CataloguePage, { loader as catalogueLoader } from "~/routes/job-profiles/catalogue";
import JobProfilePage, { loader as profileLoader } from "~/routes/job-profiles/job-profile";
import { createTestApp, type TestApp } from "../../../tests/support/test-app";
import { renderPage } from "../../../tests/support/render-page";
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
const h1s = (html: string) => [...html.matchAll(/<h1[^>]*>(.*?)<\/h1>/g)].map((match) => match[1]);

function renderCatalogue(search: string, loaderData: unknown) {
  const Page = () => <CataloguePage {...({ loaderData } as any)} />;
  return renderPage(`/catalogue-fiches-metier${search}`, { "catalogue-fiches-metier": Page });
}

describe("/catalogue-fiches-metier", () => {
  it("renders 6 cards, the filters and the page links on the server", async () => {
    const data = await loadCatalogue("?page=2");
    expect(data.page).toBe(2);
    expect(data.pageCount).toBe(8);
    const html = renderCatalogue("?page=2", data);
    expect(h1s(html)).toEqual(["Catalogue des fiches métier"]);
    expect(html.match(/>Voir la fiche</g)).toHaveLength(6);
    expect(html).toContain(`href="/fiche-metier/${data.rows[0].slug}"`);
    expect(html).toContain('loading="lazy"');
    expect(html).toContain("/api/branding/get_job_profile_file/" + data.rows[0].slug + "?w=960 960w");
    expect(html).toContain('aria-current="page"');
    expect(html).toContain('href="/catalogue-fiches-metier?page=3"');
    // Page 1 has no ?page: one URL per page.
    expect(html).toMatch(/aria-label="Page 1"[^>]*href="\/catalogue-fiches-metier"/);
    expect(html).toContain("Quel métier recherchez-vous ?");
  });

  it("reads the filters leniently and keeps them on page links", async () => {
    const data = await loadCatalogue("?page=abc&type=BTP&query=%20chef%20");
    expect(data).toMatchObject({ page: 1, type: "BTP", query: "chef", count: 1 });
    expect((await loadCatalogue("?type=PECHE")).type).toBe("");
    const industry = await loadCatalogue("?type=INDUSTRY");
    const html = renderCatalogue("?type=INDUSTRY", industry);
    expect(html).toContain('href="/catalogue-fiches-metier?type=INDUSTRY&page=2"');
    expect(html).toContain("11 fiches métier dans le secteur Industrie");
  });

  it("shows the empty text and no pagination when nothing matches", async () => {
    const data = await loadCatalogue("?query=astronaute");
    const html = renderCatalogue("?query=astronaute", data);
    expect(html).toContain("Aucune fiche métier ne correspond à votre recherche");
    expect(html).not.toContain("Pagination des fiches métier");
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
    const Page = () => <JobProfilePage {...({ loaderData } as any)} />;
    const html = renderPage("/fiche-metier/automaticien", { "fiche-metier/:slug": Page });
    expect(h1s(html)).toEqual(["Automaticien"]);
    expect(html).toMatch(/<img src="\/api\/branding\/get_job_profile_file\/automaticien\?w=640" srcSet="[^"]*320w[^"]*640w[^"]*960w"/);
    expect(html).toContain('width="640" height="480" alt="Illustration du métier Automaticien"');
    for (const text of [
      "Missions principales",
      "Compétences recherchées",
      "Formations",
      "Débouchés et évolutions",
      "BTS Conception et réalisation de systèmes automatiques",
    ]) {
      expect(html).toContain(text);
    }
    expect(html).toContain('href="/catalogue-fiches-metier"');
    expect(html).toContain('id="contact"');
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
