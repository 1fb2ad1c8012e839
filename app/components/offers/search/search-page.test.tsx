import { afterAll, beforeAll, describe, expect, it } from "vitest";
import OffersPage, { loader, meta } from "~/routes/offers/offers";
import { NO_OFFER_FOUND } from "~common/offers";
import { EMPTY_OFFER_SEARCH } from "~common/offer-search";
import { activeFilterCount } from "./search-bar";
import { createTestApp, type TestApp } from "../../../../tests/support/test-app";
import { attributesOf, including, renderPageDom, testRootData, within, type PageDom, withLoaderData } from "../../../../tests/support/render-page";
import { insertOffers, type OfferInput } from "../../../../server/modules/offers/offers.service";

let t: TestApp;
const DAY = 86_400_000;
const now = Date.now();
const NNBSP = "\u202f";

const offer = (input: Partial<OfferInput> & { name: string }, ageDays: number): OfferInput => ({
  description: `<p>${input.name} : une équipe soudée, des projets variés.</p>`,
  city: "Lyon",
  departmentCode: "69",
  industry: "Banque, Finance & Assurance",
  contract: "CDI",
  creationDate: new Date(now - ageDays * DAY),
  ...input,
});

// 27 accountants in Lyon (two pages of 25), and a few offers each filter can single out.
const fixtures: OfferInput[] = [
  ...Array.from({ length: 27 }, (_, i) => offer({ name: `Comptable général n°${i + 1} H/F`, remunerationMin: 32000, remunerationMax: 38000 }, 10 + i)),
  offer(
    {
      name: "Ingénieur méthodes H/F",
      city: "Bordeaux",
      departmentCode: "33",
      contract: "CDD",
      industry: "Informatique & Numérique",
      remunerationMin: 45000,
      remunerationMax: 55000,
    },
    1,
  ),
  offer(
    {
      name: "Ingénieur qualité H/F",
      city: "Bordeaux",
      departmentCode: "33",
      contract: "CDI",
      industry: "Informatique & Numérique",
      remunerationMin: 42000,
      remunerationMax: 48000,
    },
    2,
  ),
  offer(
    {
      name: "Chef de chantier gros œuvre H/F",
      city: "Nantes",
      departmentCode: "44",
      contract: "Franchise",
      industry: "BTP / Construction",
    },
    3,
  ),
];

beforeAll(async () => {
  t = await createTestApp();
  await insertOffers(t.deps.db, fixtures);
}, 120_000);
afterAll(() => t.close());

const load = (search = "") => loader({ params: {}, context: t.deps, request: new Request(`http://localhost/nos-offres${search}`) } as never);

/** The server's HTML of /nos-offres for a query string, as a document, with its loader's data. */
async function render(search = "") {
  const loaderData = await load(search);
  const Page = withLoaderData(OffersPage, loaderData);
  const view = renderPageDom(`/nos-offres${search}`, { "nos-offres": Page });
  return { view, loaderData };
}

const h1s = (view: PageDom) => view.getAllByRole("heading", { level: 1 }).map((heading) => heading.textContent);
const results = (view: PageDom) => within(view.getByRole("region", { name: "Résultats de la recherche" }));
/** The result cards' titles, in order. */
const cardTitles = (view: PageDom) =>
  results(view)
    .queryAllByRole("article")
    .map((card) => within(card).getByRole("heading", { level: 2 }).textContent);
/** The cards' «Voir l'offre» links (each names its offer for screen readers). */
const offerLinks = (view: PageDom) => view.queryAllByRole("link", { name: (name) => name.startsWith("Voir l'offre") });
/** The search form's control with this name (what the form sends), or null. */
const control = (view: PageDom, name: string) =>
  (view.getByRole("search", { name: "Rechercher une offre d'emploi" }) as HTMLFormElement).elements.namedItem(name) as HTMLInputElement | null;
/** The links to href, as their text and their aria-current. */
const links = (view: PageDom, href: string) =>
  view
    .getAllByRole("link")
    .filter((link) => link.getAttribute("href") === href)
    .map((link) => ({ text: link.textContent, current: link.getAttribute("aria-current") }));
/** The label of the option a select shows. */
const selectedOption = (view: PageDom, name: string) => within(view.getByRole("combobox", { name })).getByRole("option", { selected: true }).textContent;
const noPagination = (view: PageDom) => expect(view.queryByRole("navigation", { name: "Pagination des offres" })).toBeNull();

describe("/nos-offres: the results and their pages", () => {
  it("server-renders the title, the count, the first 25 cards and the page links", async () => {
    const { view } = await render();
    expect(h1s(view)).toEqual(["Chercher votre offre"]);
    results(view).getByText("30 offres");
    expect(cardTitles(view)).toHaveLength(25);
    // Newest first.
    expect(cardTitles(view).slice(0, 2)).toEqual(["Ingénieur méthodes H/F", "Ingénieur qualité H/F"]);
    expect(offerLinks(view)).toHaveLength(25);
    view.getByRole("navigation", { name: "Pagination des offres" });
    expect(links(view, "/nos-offres?page=1&limit=25")).toEqual([{ text: "1", current: "page" }]);
    expect(links(view, "/nos-offres?page=2&limit=25").map((link) => link.text)).toEqual(["2", "Suivant"]);
    expect(view.queryByText(including(NO_OFFER_FOUND))).toBeNull();
  });

  it("shows the second page's remaining offers", async () => {
    const { view } = await render("?page=2&limit=25");
    expect(cardTitles(view)).toEqual([
      "Comptable général n°23 H/F",
      "Comptable général n°24 H/F",
      "Comptable général n°25 H/F",
      "Comptable général n°26 H/F",
      "Comptable général n°27 H/F",
    ]);
    expect(links(view, "/nos-offres?page=2&limit=25")).toEqual([{ text: "2", current: "page" }]);
    expect(links(view, "/nos-offres?page=1&limit=25").map((link) => link.text)).toEqual(["Précédent", "1"]);
  });

  it("restores every control from a shared URL and shows only the matching offers", async () => {
    const { view, loaderData } = await render("?page=1&limit=25&query=ing%C3%A9nieur&location=Bordeaux&contract=CDD&salaryMin=40000");
    expect(loaderData.count).toBe(1);
    expect(cardTitles(view)).toEqual(["Ingénieur méthodes H/F"]);
    results(view).getByText("1 offre");
    expect(control(view, "query")?.value).toBe("ingénieur");
    expect(control(view, "location")?.value).toBe("Bordeaux");
    expect(selectedOption(view, "Contrat")).toBe("CDD");
    view.getByText(`40${NNBSP}000 € min`);
    expect(control(view, "salaryMin")?.value).toBe("40000");
    // No maximum in the URL: single-value mode.
    expect(control(view, "salaryMax")).toBeNull();
    view.getByRole("button", { name: "Ne plus prendre en compte le salaire" });
    noPagination(view);
  });

  it("shows the empty text when nothing matches, and no page links", async () => {
    const { view } = await render("?query=astronaute");
    results(view).getByText(NO_OFFER_FOUND);
    results(view).getByText("0 offre");
    expect(cardTitles(view)).toEqual([]);
    noPagination(view);
  });
});

describe("/nos-offres: the filters, the page links and the title", () => {
  it("labels the salary «> 60 000 €» at the top and shows a range with its maximum", async () => {
    const top = await render("?salaryMin=60000");
    top.view.getByText(`> 60${NNBSP}000 €`);
    results(top.view).getByText(NO_OFFER_FOUND);

    const range = await render("?salaryMin=30000&salaryMax=45000");
    range.view.getByText(`30${NNBSP}000 € min`);
    range.view.getByText(including(`jusqu'à 45${NNBSP}000 €`));
    expect(control(range.view, "salaryMax")?.value).toBe("45000");
    range.view.getByRole("checkbox", { name: "Ajouter le salaire maximum", checked: true });
    // 45 000 to 55 000 and 42 000 to 48 000 end above 30 000 and start below 45 000; accountants (32 000 to 38 000) too.
    expect(range.loaderData.count).toBe(29);
  });

  it("leaves the salary filter off without salary in the URL (dimmed slider, no clear icon)", async () => {
    const { view } = await render();
    view.getByText(including("(non pris en compte)"));
    expect(view.queryByRole("button", { name: "Ne plus prendre en compte le salaire" })).toBeNull();
    expect(view.queryByTitle("Ne plus prendre en compte le salaire")).toBeNull();
    // Without JS, an unfiltered form sends no salary.
    expect(control(view, "salaryMin")).toBeNull();
    view.getByRole("checkbox", { name: "Ajouter le salaire maximum", checked: false });
  });

  it("cuts the sector options at 19 characters and keeps the whole label as value and title", async () => {
    const { view } = await render("?domain=Informatique%20%26%20Num%C3%A9rique");
    const sectors = within(view.getByRole("combobox", { name: "Secteur" }));
    const option = (label: string, selected = false) => attributesOf(sectors.getByRole("option", { name: label, selected }));
    expect(option("Informatique & Numé…", true)).toMatchObject({ value: "Informatique & Numérique", title: "Informatique & Numérique" });
    expect(option("BTP / Construction")).toMatchObject({ value: "BTP / Construction", title: "BTP / Construction" });
    expect(option("Banque, Finance & A…")).toMatchObject({ value: "Banque, Finance & Assurance", title: "Banque, Finance & Assurance" });
    const texts = sectors
      .getAllByRole("option")
      .filter((sector) => sector.hasAttribute("title"))
      .map((sector) => (sector.textContent ?? "").replace(/…$/, ""));
    expect(texts.length).toBe(3);
    for (const text of texts) expect(text.length).toBeLessThanOrEqual(19);
    expect(cardTitles(view)).toEqual(["Ingénieur méthodes H/F", "Ingénieur qualité H/F"]);
  });

  it("offers every contract with «Franchisé» and a clear option", async () => {
    const { view } = await render("?contract=Franchise");
    expect(selectedOption(view, "Contrat")).toBe("Franchisé");
    const contracts = within(view.getByRole("combobox", { name: "Contrat" }));
    expect(contracts.getByRole<HTMLOptionElement>("option", { name: "Tous les contrats" }).getAttribute("value")).toBe("");
    for (const label of ["CDI", "CDD", "Freelance", "Stagiaire"]) expect(contracts.getByRole("option", { name: label }).getAttribute("value")).toBe(label);
    expect(cardTitles(view)).toEqual(["Chef de chantier gros œuvre H/F"]);
  });

  it("keeps the criteria on the page links", async () => {
    const { view } = await render("?contract=CDI&location=Lyon&page=1");
    results(view).getByText("27 offres");
    expect(links(view, "/nos-offres?page=2&limit=25&location=Lyon&contract=CDI").map((link) => link.text)).toEqual(["2", "Suivant"]);
    expect(links(view, "/nos-offres?page=1&limit=25&location=Lyon&contract=CDI")[0].current).toBe("page");
  });

  it("ignores invalid values instead of failing the page", async () => {
    const { view, loaderData } = await render("?page=abc&limit=0&salaryMin=-5&salaryMax=cher");
    expect(loaderData.search).toMatchObject({ page: 1, limit: 25, salaryMin: null, salaryMax: null });
    expect(cardTitles(view)).toHaveLength(25);
  });

  it("titles the page for search engines", async () => {
    const loaderData = await load("?page=2");
    const tags = meta({ loaderData, location: { pathname: "/nos-offres" }, matches: [{ id: "root", data: testRootData() }] } as never);
    expect(tags).toContainEqual({ title: `Offres d'emploi – page 2 | ${testRootData().brand.name}` });
    expect(tags).toContainEqual({ tagName: "link", rel: "canonical", href: "https://site.example/nos-offres" });
  });
});

describe("the phone filters' count", () => {
  it("counts the folded criteria, a salary range once, never the text", () => {
    expect(activeFilterCount(EMPTY_OFFER_SEARCH)).toBe(0);
    expect(activeFilterCount({ ...EMPTY_OFFER_SEARCH, query: "chef" })).toBe(0);
    expect(activeFilterCount({ ...EMPTY_OFFER_SEARCH, location: "69", contract: "CDI", salaryMin: 30000, salaryMax: 40000 })).toBe(3);
    expect(activeFilterCount({ ...EMPTY_OFFER_SEARCH, domain: "BTP / Construction", salaryMax: 40000 })).toBe(2);
  });
});
