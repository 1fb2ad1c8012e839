import { expect, it } from "vitest";
import HomePage from "~/routes/site/home";
import { renderPage, testRootData } from "../../../tests/support/render-page";

it("puts the counters' final values in the server HTML, the agency count from the site map", () => {
  const agencies = ["Lyon", "Nice", "Lille"].map((label) => ({ label, href: null }));
  const html = renderPage("/", { "/": HomePage }, testRootData({ agencies }), { latestOffers: [], partners: [], frequentProfiles: [] }).replace(
    /\u202f|\u00a0/g,
    " ",
  );
  for (const text of ["Top 100", "500+", "2 500+", "93 %", "de clients satisfaits"]) expect(html).toContain(text);
  expect(html.match(/>(\d+)<\/p><p[^>]*>agences en France/)?.[1]).toBe("3");
});

it("falls back to 13 agencies when the site map has none", () => {
  const html = renderPage("/", { "/": HomePage }, testRootData({ agencies: [] }), { latestOffers: [], partners: [], frequentProfiles: [] });
  expect(html.match(/>(\d+)<\/p><p[^>]*>agences en France/)?.[1]).toBe("13");
});

it("shows the partners strip with a link to all partners, and nothing when there are none", () => {
  const partners = [{ id: 1, label: "École des Métiers Témoin", url: "https://ecole.example", description: null }];
  const html = renderPage("/", { "/": HomePage }, testRootData(), { latestOffers: [], partners, frequentProfiles: [] });
  expect(html).toContain("École des Métiers Témoin");
  expect(html).toContain('href="/marque-employeur/nos-partenaires/alto/"');
  expect(renderPage("/", { "/": HomePage }, testRootData(), { latestOffers: [], partners: [], frequentProfiles: [] })).not.toContain(
    "Ils travaillent avec nous",
  );
});

it("lists the frequently recruited profiles in groups of 5", () => {
  const frequentProfiles = Array.from({ length: 7 }, (_, i) => ({ id: i + 1, title: `Métier ${i + 1}`, slug: `metier-${i + 1}`, type: "BTP", imageUrl: "" }));
  const html = renderPage("/", { "/": HomePage }, testRootData(), { latestOffers: [], partners: [], frequentProfiles });
  expect(html).toContain("Les métiers que nous recrutons le plus");
  expect(html).toContain('href="/fiche-metier/metier-7"');
});

it("tells search engines who publishes the site (Organization) and how to search it (WebSite)", () => {
  const html = renderPage("/", { "/": HomePage }, testRootData(), { latestOffers: [], partners: [], frequentProfiles: [] });
  const data = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]));
  const organization = data.find((d) => d["@type"] === "Organization");
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
