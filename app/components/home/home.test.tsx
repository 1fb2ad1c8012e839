import { beforeAll, expect, it } from "vitest";
import HomePage, { clientLoader } from "~/routes/site/home";
import type { HomeLowerSectionsProps } from "./home-lower-sections";
import { including, jsonLdOf, renderPageDom, testRootData, within, type PageDom } from "../../../tests/support/render-page";

const NO_SECTIONS: HomeLowerSectionsProps = { latestOffers: [], partners: [], frequentProfiles: [], articles: [], pressReleases: [] };

function renderHome(sections: Partial<HomeLowerSectionsProps> = {}, rootData = testRootData()) {
  return renderPageDom("/", { "/": HomePage }, rootData, { ...NO_SECTIONS, ...sections });
}

// The lower sections load lazily (decision 0045): the client loader waits for their code, as a
// navigation to the home does; then the page renders whole, as on the server.
beforeAll(() => clientLoader({ serverLoader: async () => null } as never));

/** A counter's figure, above its label in the key figures banner. */
const figure = (view: PageDom, label: string) =>
  within(view.getByRole("region", { name: "Nos chiffres clés" })).getByText(label).previousElementSibling?.textContent;

it("puts the counters' final values in the server HTML, the agency count from the site map", () => {
  const agencies = ["Lyon", "Nice", "Lille"].map((label) => ({ label, href: null }));
  const view = renderHome({}, testRootData({ agencies }));
  expect(figure(view, "des cabinets de recrutement en France")).toBe("Top 100");
  expect(figure(view, "recrutements par an")).toBe("500+");
  expect(figure(view, "candidats rencontrés chaque semaine")).toBe("2 500+");
  expect(figure(view, "de clients satisfaits")).toBe("93 %");
  expect(figure(view, "agences en France")).toBe("3");
});

it("falls back to 13 agencies when the site map has none", () => {
  const view = renderHome({}, testRootData({ agencies: [] }));
  expect(figure(view, "agences en France")).toBe("13");
});

it("shows the partners strip with a link to all partners, and nothing when there are none", () => {
  const partners = [{ id: 1, label: "École des Métiers Témoin", url: "https://ecole.example", description: null, image: null }];
  const view = renderHome({ partners });
  const strip = within(view.getByRole("region", { name: "Ils travaillent avec nous" }));
  strip.getByText("École des Métiers Témoin");
  expect(strip.getByRole("link", { name: "Voir tous nos partenaires" }).getAttribute("href")).toBe("/marque-employeur/nos-partenaires/alto"); // the canonical address: the spelling with a slash costs a 301
  const without = renderHome();
  expect(without.queryByText(including("Ils travaillent avec nous"))).toBeNull();
});

it("lists the frequently recruited profiles in groups of 5", () => {
  const frequentProfiles = Array.from({ length: 7 }, (_, i) => ({ id: i + 1, title: `Métier ${i + 1}`, slug: `metier-${i + 1}`, type: "BTP", imageUrl: "" }));
  const view = renderHome({ frequentProfiles });
  const profiles = within(view.getByRole("region", { name: "Les métiers que nous recrutons le plus" }));
  expect(profiles.getAllByRole("list").map((group) => within(group).getAllByRole("listitem").length)).toEqual([5, 2]);
  expect(profiles.getByRole("link", { name: "Métier 7" }).getAttribute("href")).toBe("/fiche-metier/metier-7");
});

it("tells search engines who publishes the site (Organization) and how to search it (WebSite)", () => {
  const view = renderHome();
  const data = jsonLdOf(view);
  const organization = data.find((d) => d["@type"] === "Organization")!;
  expect(organization).toMatchObject({
    name: "Alto Recrutement",
    url: "https://site.example/",
    logo: "https://site.example/favicon.svg",
    contactPoint: { "@type": "ContactPoint", telephone: "+33 1 99 00 42 42" },
  });
  expect(organization.sameAs).toHaveLength(4);
  expect(data.find((d) => d["@type"] === "WebSite")).toMatchObject({
    url: "https://site.example/",
    publisher: { "@id": organization["@id"] },
    potentialAction: { target: { urlTemplate: "https://site.example/nos-offres?query={search_term_string}" } },
  });
});

it("shows the press section and the blog carousel with «Voir tous les articles», and neither without pages", () => {
  const card = (id: number, type: "BLOG" | "PRESSRELEASE") => ({
    id,
    type,
    title: `Titre ${id}`,
    slug: `titre-${id}`,
    path: type === "BLOG" ? `/recrutement/titre-${id}` : `/presse/titre-${id}`,
    category: type === "BLOG" ? "BTP" : "Presse",
    date: "2026-11-20T09:00:00.000Z",
    excerpt: "",
    contentPhoto: null,
    tags: [],
  });
  const view = renderHome({ articles: [card(1, "BLOG"), card(2, "BLOG")], pressReleases: [card(3, "PRESSRELEASE")] });
  expect(
    within(view.getByRole("region", { name: "Nos derniers articles" }))
      .getAllByRole("heading", { level: 3 })
      .map((h) => h.textContent),
  ).toEqual(["Titre 1", "Titre 2"]);
  expect(view.getByRole("link", { name: "Voir tous les articles" }).getAttribute("href")).toBe("/notre-actu");
  expect(
    within(view.getByRole("region", { name: "Actualités du cabinet" }))
      .getByRole("link", { name: /^Lire l'article/ })
      .getAttribute("href"),
  ).toBe("/presse/titre-3");
  const empty = renderHome();
  expect(empty.queryByRole("link", { name: "Voir tous les articles" })).toBeNull();
});
