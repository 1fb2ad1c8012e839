import { afterAll, beforeAll, describe, expect, it } from "vitest";
import OffersPage, { loader, meta } from "~/routes/offers/offers";
import { NO_OFFER_FOUND } from "~common/offers";
import { EMPTY_OFFER_SEARCH } from "~common/offer-search";
import { activeFilterCount } from "./search-bar";
import { createTestApp, type TestApp } from "../../../../tests/support/test-app";
import { renderPage, testRootData } from "../../../../tests/support/render-page";
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

/** The server's HTML of /nos-offres for a query string, with its loader's data. */
async function render(search = "") {
  const loaderData = await load(search);
  const Page = () => <OffersPage {...({ loaderData } as any)} />;
  const html = renderPage(`/nos-offres${search}`, { "nos-offres": Page }).replace(/&gt;/g, ">").replace(/&lt;/g, "<");
  return { html, loaderData };
}

const h1s = (html: string) => [...html.matchAll(/<h1[^>]*>(.*?)<\/h1>/g)].map((match) => match[1]);
const cardTitles = (html: string) => [...html.matchAll(/<article[^>]*><h2[^>]*>(.*?)<\/h2>/g)].map((match) => match[1]);
/** The opening tag of the control with this name (input or select). */
const control = (html: string, name: string) => html.match(new RegExp(`<(?:input|select)[^>]*name="${name}"[^>]*>`))?.[0] ?? "";
/** The links to href, as their opening tag's attributes and their text. */
const links = (html: string, href: string) =>
  [...html.matchAll(/<a ([^>]*)>(.*?)<\/a>/g)]
    .filter((match) => match[1].includes(`href="${href}"`))
    .map((match) => ({ attributes: match[1], text: match[2].replace(/<[^>]*>/g, "") }));
const selectedOption = (html: string, name: string) =>
  html.match(new RegExp(`<select[^>]*name="${name}"[^>]*>.*?</select>`))?.[0].match(/<option[^>]*selected=""[^>]*>(.*?)<\/option>/)?.[1];

describe("/nos-offres", () => {
  it("server-renders the title, the count, the first 25 cards and the page links", async () => {
    const { html } = await render();
    expect(h1s(html)).toEqual(["Chercher votre offre"]);
    expect(html).toContain("30 offres");
    expect(cardTitles(html)).toHaveLength(25);
    // Newest first.
    expect(cardTitles(html).slice(0, 2)).toEqual(["Ingénieur méthodes H/F", "Ingénieur qualité H/F"]);
    expect(html.match(/>Voir l'offre</g)).toHaveLength(25);
    expect(html).toContain('aria-label="Pagination des offres"');
    expect(links(html, "/nos-offres?page=1&limit=25")).toEqual([{ attributes: expect.stringContaining('aria-current="page"'), text: "1" }]);
    expect(links(html, "/nos-offres?page=2&limit=25").map((link) => link.text)).toEqual(["2", "Suivant"]);
    expect(html).not.toContain(NO_OFFER_FOUND);
  });

  it("shows the second page's remaining offers", async () => {
    const { html } = await render("?page=2&limit=25");
    expect(cardTitles(html)).toEqual([
      "Comptable général n°23 H/F",
      "Comptable général n°24 H/F",
      "Comptable général n°25 H/F",
      "Comptable général n°26 H/F",
      "Comptable général n°27 H/F",
    ]);
    expect(links(html, "/nos-offres?page=2&limit=25")).toEqual([{ attributes: expect.stringContaining('aria-current="page"'), text: "2" }]);
    expect(links(html, "/nos-offres?page=1&limit=25").map((link) => link.text)).toEqual(["Précédent", "1"]);
  });

  it("restores every control from a shared URL and shows only the matching offers", async () => {
    const { html, loaderData } = await render("?page=1&limit=25&query=ing%C3%A9nieur&location=Bordeaux&contract=CDD&salaryMin=40000");
    expect(loaderData.count).toBe(1);
    expect(cardTitles(html)).toEqual(["Ingénieur méthodes H/F"]);
    expect(html).toContain(">1 offre<");
    expect(control(html, "query")).toContain('value="ingénieur"');
    expect(control(html, "location")).toContain('value="Bordeaux"');
    expect(selectedOption(html, "contract")).toBe("CDD");
    expect(html).toContain(`<span>40${NNBSP}000 € min</span>`);
    expect(control(html, "salaryMin")).toContain('value="40000"');
    // No maximum in the URL: single-value mode.
    expect(control(html, "salaryMax")).toBe("");
    expect(html).toContain('aria-label="Ne plus prendre en compte le salaire"');
    expect(html).not.toContain("Pagination des offres");
  });

  it("shows the empty text when nothing matches, and no page links", async () => {
    const { html } = await render("?query=astronaute");
    expect(html).toContain(NO_OFFER_FOUND);
    expect(html).toContain(">0 offre<");
    expect(cardTitles(html)).toEqual([]);
    expect(html).not.toContain("Pagination des offres");
  });

  it("labels the salary «> 60 000 €» at the top and shows a range with its maximum", async () => {
    const top = await render("?salaryMin=60000");
    expect(top.html).toContain(`<span>> 60${NNBSP}000 €</span>`);
    expect(top.html).toContain(NO_OFFER_FOUND);

    const range = await render("?salaryMin=30000&salaryMax=45000");
    expect(range.html).toContain(`<span>30${NNBSP}000 € min</span>`);
    expect(range.html).toContain(`jusqu'à 45${NNBSP}000 €`);
    expect(control(range.html, "salaryMax")).toContain('value="45000"');
    expect(range.html).toMatch(/<input type="checkbox"[^>]*checked=""[^>]*>Ajouter le salaire maximum/);
    // 45 000 to 55 000 and 42 000 to 48 000 end above 30 000 and start below 45 000; accountants (32 000 to 38 000) too.
    expect(range.loaderData.count).toBe(29);
  });

  it("leaves the salary filter off without salary in the URL (dimmed slider, no clear icon)", async () => {
    const { html } = await render();
    expect(html).toContain("(non pris en compte)");
    expect(html).not.toContain("Ne plus prendre en compte le salaire");
    // Without JS, an unfiltered form sends no salary.
    expect(control(html, "salaryMin")).toBe("");
    expect(html).toMatch(/<input type="checkbox"(?![^>]*checked)[^>]*>Ajouter le salaire maximum/);
  });

  it("cuts the sector options at 19 characters and keeps the whole label as value and title", async () => {
    const { html } = await render("?domain=Informatique%20%26%20Num%C3%A9rique");
    expect(html).toContain('<option value="Informatique & Numérique" title="Informatique & Numérique" selected="">Informatique & Numé…</option>');
    expect(html).toContain('<option value="BTP / Construction" title="BTP / Construction">BTP / Construction</option>');
    expect(html).toContain('<option value="Banque, Finance & Assurance" title="Banque, Finance & Assurance">Banque, Finance & A…</option>');
    const texts = [...html.matchAll(/<option value="[^"]+" title="[^"]*"[^>]*>(.*?)<\/option>/g)].map((match) => match[1].replace(/…$/, ""));
    expect(texts.length).toBe(3);
    for (const text of texts) expect(text.length).toBeLessThanOrEqual(19);
    expect(cardTitles(html)).toEqual(["Ingénieur méthodes H/F", "Ingénieur qualité H/F"]);
  });

  it("offers every contract with «Franchisé» and a clear option", async () => {
    const { html } = await render("?contract=Franchise");
    expect(selectedOption(html, "contract")).toBe("Franchisé");
    expect(html).toContain('<option value="">Tous les contrats</option>');
    for (const label of ["CDI", "CDD", "Freelance", "Stagiaire"]) expect(html).toContain(`<option value="${label}">${label}</option>`);
    expect(cardTitles(html)).toEqual(["Chef de chantier gros œuvre H/F"]);
  });

  it("keeps the criteria on the page links", async () => {
    const { html } = await render("?contract=CDI&location=Lyon&page=1");
    expect(html).toContain("27 offres");
    expect(links(html, "/nos-offres?page=2&limit=25&location=Lyon&contract=CDI").map((link) => link.text)).toEqual(["2", "Suivant"]);
    expect(links(html, "/nos-offres?page=1&limit=25&location=Lyon&contract=CDI")[0].attributes).toContain('aria-current="page"');
  });

  it("ignores invalid values instead of failing the page", async () => {
    const { html, loaderData } = await render("?page=abc&limit=0&salaryMin=-5&salaryMax=cher");
    expect(loaderData.search).toMatchObject({ page: 1, limit: 25, salaryMin: null, salaryMax: null });
    expect(cardTitles(html)).toHaveLength(25);
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
