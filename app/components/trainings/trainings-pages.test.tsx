import { afterAll, beforeAll, describe, expect, it } from "vitest";
import CataloguePage, { loader as catalogueLoader } from "~/routes/trainings/catalogue";
import TrainingPage, { loader as trainingLoader } from "~/routes/trainings/training";
import { createTestApp, testRoutes, type TestApp } from "../../../tests/support/test-app";
import { jsonLdOf, renderPageDom, withLoaderData, within } from "../../../tests/support/render-page";
import { seedTrainings } from "../../../server/seed/trainings";
import { demoTrainings, demoTrainingReviews } from "../../../server/seed/training-content";
import { courseLength, demoRuns } from "../../../server/seed/training-sessions";
import { sitemapUrls } from "../../../server/modules/seo/sitemap.service";
import { servedRoutes } from "../../../common/served-routes";
import type { ReferenceKind } from "../../../common/trainings";
import { catalogueSearchString, readCatalogueSearch } from "./catalogue-search";
import { offersCount } from "./catalogue-sections";
import { capitalized, frenchDateTimeRange } from "~common/format/date";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedTrainings(t.deps.db);
}, 120_000);
afterAll(() => t.close());

const CATALOGUE = "/nos-prestations/formations/catalogue";
const NBSP = "\u00a0";
const byPosition = [...demoTrainings].sort((a, b) => a.position - b.position);

const loadCatalogue = (query = "") => catalogueLoader({ context: t.deps, request: new Request(`http://localhost${CATALOGUE}${query}`) } as never);
const loadTraining = (slug: string) =>
  trainingLoader({ params: { slug }, context: t.deps, request: new Request(`http://localhost/nos-prestations/formation/${slug}`) } as never);
/** The id of a reference, read from the lists the catalogue loads. */
async function idOf(kind: ReferenceKind, label: string) {
  const { references } = await loadCatalogue();
  return references[kind].find((reference) => reference.label === label)!.id;
}

const renderCatalogue = async (query = "") =>
  renderPageDom(`${CATALOGUE}${query}`, { "nos-prestations/formations/catalogue": withLoaderData(CataloguePage, await loadCatalogue(query)) });

describe("the catalogue's URL", () => {
  it("reads commas and repeated names alike, drops what is not an id, and writes readable French names", () => {
    const search = readCatalogueSearch(new URLSearchParams("thematiques=5,2&thematiques=2&durees=x&niveaux=-1,3&modalites=&recherche=%20excel%20&page=2"));
    expect(search).toEqual({ page: 2, limit: 25, query: "excel", thematics: [2, 5], durations: [], levels: [3], modalities: [] });
    expect(catalogueSearchString(search)).toBe("?recherche=excel&thematiques=2,5&niveaux=3&page=2");
    expect(catalogueSearchString(readCatalogueSearch(new URLSearchParams()))).toBe("");
  });

  it("agrees the count in French", () => {
    expect([0, 1, 2, 25].map(offersCount)).toEqual(["Aucune offre disponible", "1 offre disponible", "2 offres disponibles", "25 offres disponibles"]);
  });
});

describe("catalogue loader", () => {
  it("lists 25 a page with the four reference lists and the newest reviews of the trainings", async () => {
    const data = await loadCatalogue();
    expect(data.count).toBe(demoTrainings.length);
    expect(data.rows.map((row) => row.slug)).toEqual(byPosition.slice(0, 25).map((training) => training.slug));
    expect(data.references.thematics.map((ref) => ref.label)).toContain("Management");
    expect(Object.values(data.references).every((list) => list.length > 0)).toBe(true);
    expect(data.reviews).toHaveLength(Math.min(6, demoTrainingReviews.length));
    expect([...data.reviews].sort((a, b) => b.time.localeCompare(a.time))).toEqual(data.reviews);
    expect(data.reviews.every((review) => review.training !== null)).toBe(true);
  });

  it("ORs within a group, ANDs across groups, and searches the words typed", async () => {
    const management = await idOf("thematics", "Management");
    const initiation = await idOf("levels", "Initiation");
    const remote = await idOf("modalities", "Distanciel");
    const slugs = (rows: { slug: string }[]) => rows.map((row) => row.slug);
    const expected = (keep: (training: (typeof demoTrainings)[number]) => boolean) => byPosition.filter(keep).map((training) => training.slug);
    expect(slugs((await loadCatalogue(`?thematiques=${management}`)).rows)).toEqual(expected((d) => d.thematic === "management"));
    expect(slugs((await loadCatalogue(`?thematiques=${management}&niveaux=${initiation}`)).rows)).toEqual(
      expected((d) => d.thematic === "management" && d.level === "initiation"),
    );
    expect(slugs((await loadCatalogue(`?niveaux=${initiation}&modalites=${remote}`)).rows)).toEqual(
      expected((d) => d.level === "initiation" && d.modality === "distanciel"),
    );
    expect(slugs((await loadCatalogue("?recherche=EXCEL")).rows)).toEqual(expected((d) => /excel/i.test(`${d.label} ${d.header}`)));
  });
});

describe("catalogue HTML", () => {
  it("renders the heading, cards, figures, filters, the first five and the reviews on the server", async () => {
    const view = await renderCatalogue();
    expect(view.getAllByRole("heading", { level: 1 }).map((h) => h.textContent)).toEqual(["Des formations adaptées à vos besoins et à votre activité"]);
    const cards = within(view.getByRole("list", { name: "Formations" })).getAllByRole("article");
    expect(cards).toHaveLength(25);
    const first = byPosition[0]!;
    const card = within(cards[0]!);
    card.getByRole("heading", { name: first.label });
    card.getByText(`À partir de ${first.price.toLocaleString("fr-FR")}${NBSP}€`);
    card.getByText(first.place);
    card.getByRole("img", { name: `Illustration de la formation ${first.label}` });
    expect(card.getByRole("link", { name: `En savoir plus sur la formation ${first.label}` }).getAttribute("href")).toBe(
      `/nos-prestations/formation/${first.slug}`,
    );
    // The cards' icons are drawn once, in a sprite each card refers to (issue 50: the page's weight).
    const symbols = [...view.body.querySelectorAll("symbol")].map((symbol) => `#${symbol.id}`);
    expect(symbols).toHaveLength(3);
    const uses = [...cards[0]!.querySelectorAll("use")].map((use) => use.getAttribute("href"));
    expect(uses.length).toBeGreaterThan(0);
    expect(symbols).toEqual(expect.arrayContaining(uses));
    expect(view.body.querySelectorAll("article path, article circle")).toHaveLength(0);
    for (const group of ["Thématiques", "Durées", "Niveaux", "Modalités"]) view.getByRole("group", { name: group });
    for (const figure of ["95 %", "100 %", "97 %"]) view.getByText(figure.replace(" ", NBSP));
    const available = view.getByRole("region", { name: "25 offres disponibles" });
    expect(within(available).getAllByRole("listitem")).toHaveLength(5);
    const reviews = view.getByRole("region", { name: "Les avis de nos formations" });
    expect(within(reviews).getAllByRole("listitem").length).toBeGreaterThan(0);
    view.getByText(/Organisme certifié Qualiopi/);
    // 25 results: a single page.
    expect(view.queryByRole("navigation", { name: "Pagination des formations" })).toBeNull();
  });

  it("ticks the boxes the URL holds, pages, and says when nothing matches", async () => {
    const management = await idOf("thematics", "Management");
    const ticked = await renderCatalogue(`?thematiques=${management}`);
    expect((ticked.getByRole("checkbox", { name: "Management" }) as HTMLInputElement).checked).toBe(true);
    expect((ticked.getByRole("checkbox", { name: "Communication" }) as HTMLInputElement).checked).toBe(false);

    const paged = await renderCatalogue("?limite=10&page=2");
    const nav = paged.getByRole("navigation", { name: "Pagination des formations" });
    expect(within(nav).getByRole("link", { name: "Page 3" }).getAttribute("href")).toBe(`${CATALOGUE}?limite=10&page=3`);
    expect(within(paged.getByRole("list", { name: "Formations" })).getAllByRole("article")).toHaveLength(10);

    const empty = await renderCatalogue("?recherche=plongee+sous-marine");
    empty.getByText("Aucune formation ne correspond à votre recherche");
    empty.getByRole("heading", { name: "Aucune offre disponible" });
  });
});

describe("training page", () => {
  it("throws a 404 for an unknown slug", async () => {
    await expect(loadTraining("dompter-les-nuages")).rejects.toMatchObject({ init: { status: 404 } });
  });

  it("shows every field, the sessions with French dates, Qualiopi, the reviews and Course data", async () => {
    const demo = demoTrainings.find((training) => training.slug === "reussir-sa-prise-de-poste-de-manager")!;
    const data = await loadTraining(demo.slug);
    const view = renderPageDom(`/nos-prestations/formation/${demo.slug}`, { "nos-prestations/formation/:slug": withLoaderData(TrainingPage, data) });
    view.getByRole("heading", { level: 1, name: demo.label });
    for (const title of ["Objectifs", "Public concerné", "Prérequis", "Programme", "Contenu et déroulement", "Modalités d'évaluation", "Financement"]) {
      view.getByRole("heading", { level: 2, name: title });
    }
    for (const fact of [demo.time, demo.place, demo.reference, `À partir de ${demo.price.toLocaleString("fr-FR")}${NBSP}€`]) view.getByText(fact);
    const sessions = within(view.getByRole("list", { name: "Sessions à venir" })).getAllByRole("listitem");
    // A run of this three-day course is one session over three working days, shown as 21 h.
    expect(sessions).toHaveLength(demoRuns(demo, new Date()).flat().length);
    within(sessions[0]!).getByText(capitalized(frenchDateTimeRange(data.training.sessions[0]!.startAt, data.training.sessions[0]!.endAt)));
    within(sessions[0]!).getByText(`${courseLength(demo.time).hours}${NBSP}h`);
    within(sessions[0]!).getByRole("button", { name: /^S'inscrire/ });
    view.getByRole("complementary", { name: "Certification Qualiopi" });
    view.getByRole("heading", { level: 2, name: "Les avis des participants" });

    const course = jsonLdOf(view).find((ld) => ld["@type"] === "Course")!;
    expect(course).toMatchObject({ name: demo.label, provider: { "@type": "Organization" }, offers: [{ price: demo.price, priceCurrency: "EUR" }] });
    expect(course.hasCourseInstance).toHaveLength(sessions.length);
    expect(course.hasCourseInstance[0]).toMatchObject({ "@type": "CourseInstance", courseMode: "Blended", startDate: data.training.sessions[0]!.startAt });
  });

  it("gives a session the course's cities, not the in-company option", async () => {
    const demo = demoTrainings.find((training) => training.place === "Rennes ou dans vos locaux")!;
    const view = renderPageDom(`/nos-prestations/formation/${demo.slug}`, {
      "nos-prestations/formation/:slug": withLoaderData(TrainingPage, await loadTraining(demo.slug)),
    });
    const course = jsonLdOf(view).find((ld) => ld["@type"] === "Course")!;
    for (const instance of course.hasCourseInstance)
      expect(instance).toMatchObject({ location: { "@type": "Place", name: "Rennes" }, courseWorkload: "PT14H" });
  });

  it("words a session's dates and hours in Paris time", () => {
    // 7 December 2026 is a Monday, Paris is UTC+1 in winter.
    expect(frenchDateTimeRange("2026-12-07T08:00:00.000Z", "2026-12-07T16:30:00.000Z")).toBe(
      `le lundi 7 décembre 2026, de 9${NBSP}h${NBSP}00 à 17${NBSP}h${NBSP}30`,
    );
    expect(frenchDateTimeRange("2026-12-07T08:00:00.000Z", "2026-12-08T16:00:00.000Z")).toBe(
      `du lundi 7 décembre 2026, 9${NBSP}h${NBSP}00 au mardi 8 décembre 2026, 17${NBSP}h${NBSP}00`,
    );
  });
});

describe("sitemap", () => {
  it("lists every training page once its route is served", async () => {
    const served = servedRoutes({
      ...testRoutes,
      catalogue: { id: "catalogue", parentId: "root", path: "nos-prestations/formations/catalogue" },
      training: { id: "training", parentId: "root", path: "nos-prestations/formation/:slug" },
    });
    const urls = await sitemapUrls({ db: t.deps.db, served });
    expect(urls).toContain(CATALOGUE);
    for (const training of demoTrainings) expect(urls).toContain(`/nos-prestations/formation/${training.slug}`);
  });
});
