import type { ComponentProps } from "react";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import HomePage, { clientLoader as loadHomeCode, loader as homeLoader } from "~/routes/site/home";
import AgencyPage, { loader as agencyLoader } from "~/routes/agencies/agency";
import { createTestApp, type TestApp } from "../../../../tests/support/test-app";
import { including, renderPageDom, testRootData, type PageDom, withLoaderData } from "../../../../tests/support/render-page";
import { insertOffers, type OfferInput } from "../../../../server/modules/offers/offers.service";
import { seedGeography } from "../../../../server/seed/geography";
import { seedAgencies } from "../../../../server/seed/agencies";

// The latest offers outside the search page: the home list (spec 2 §2, first 5) and the
// agency pages (§7, the few-positions list: 3 of the agency's town).

let t: TestApp;
const offer = (name: string, city: string, day: number, extra: Partial<OfferInput> = {}): OfferInput => ({
  name,
  description: `<p>${name} : offre de démonstration.</p>`,
  city,
  creationDate: new Date(Date.UTC(2025, 3, day)),
  ...extra,
});

beforeAll(async () => {
  t = await createTestApp();
  await seedGeography(t.deps.db, { communes: false });
  await seedAgencies(t.deps.db, "Alto Recrutement");
  await insertOffers(t.deps.db, [
    offer("Soudeur TIG", "Lyon", 1),
    offer("Comptable fournisseurs", "Lyon", 2),
    offer("Technicien SAV", "Lyon", 3),
    offer("Plombier chauffagiste", "Lyon", 4),
    offer("Assistante de direction", "Lille", 5),
    offer("Chef d'équipe logistique", "Lille", 6),
    offer("Offre pourvue à Lyon", "Lyon", 9, { state: "archived" }),
  ]);
}, 120_000);
afterAll(() => t.close());

/** The cards' «Voir l'offre» links (each names its offer for screen readers). */
const offerLinks = (view: PageDom) => view.queryAllByRole("link", { name: (name) => name.startsWith("Voir l'offre") });

describe("home job list", () => {
  // The home's lower sections load lazily (decision 0045): its client loader waits for them.
  beforeAll(() => loadHomeCode({ serverLoader: async () => null } as never));
  it("shows the 5 latest published offers and a link to all of them", async () => {
    const loaderData = await homeLoader({ context: t.deps } as never);
    expect(loaderData.latestOffers.map((o) => o.name)).toEqual([
      "Chef d'équipe logistique",
      "Assistante de direction",
      "Plombier chauffagiste",
      "Technicien SAV",
      "Comptable fournisseurs",
    ]);
    const view = renderPageDom("/", { "/": HomePage }, testRootData(), loaderData);
    view.getByRole("heading", { level: 2, name: "Nos dernières offres d'emploi" });
    expect(offerLinks(view)).toHaveLength(5);
    expect(view.getByRole("link", { name: "Voir plus d'offres" }).getAttribute("href")).toBe("/nos-offres");
    view.getByRole("heading", { level: 3, name: "Chef d'équipe logistique" });
  });

  it("leaves the section out when there is no offer", () => {
    const view = renderPageDom("/", { "/": HomePage }, testRootData(), {
      latestOffers: [],
      partners: [],
      frequentProfiles: [],
      articles: [],
      pressReleases: [],
    });
    expect(view.queryByText(including("Nos dernières offres d'emploi"))).toBeNull();
    expect(view.queryByText(including("Voir plus d'offres"))).toBeNull();
    expect(view.queryByRole("link", { name: "Voir plus d'offres" })).toBeNull();
  });
});

describe("agency page offers", () => {
  const load = (agencySlug: string) =>
    agencyLoader({ params: { agencySlug }, context: t.deps, request: new Request(`http://localhost/nos-agences/${agencySlug}`) } as never);
  const render = (loaderData: ComponentProps<typeof AgencyPage>["loaderData"]) => {
    const Page = withLoaderData(AgencyPage, loaderData);
    return renderPageDom("/nos-agences/x", { "nos-agences/:agencySlug": Page });
  };

  it("shows the 3 latest offers of the agency's town and a link to the town's search", async () => {
    const loaderData = await load("cabinet-recrutement-lyon");
    expect(loaderData.offers.map((o) => o.name)).toEqual(["Plombier chauffagiste", "Technicien SAV", "Comptable fournisseurs"]);
    const view = render(loaderData);
    view.getByRole("heading", { level: 2, name: "Nos offres d'emploi à Lyon" });
    expect(offerLinks(view)).toHaveLength(3);
    expect(view.getByRole("link", { name: "Voir toutes les offres à Lyon" }).getAttribute("href")).toBe("/nos-offres?location=Lyon");
  });

  it("shows nothing about offers when the town has none", async () => {
    const loaderData = await load("cabinet-recrutement-nice");
    expect(loaderData.offers).toEqual([]);
    const view = render(loaderData);
    expect(view.queryByText(including("Nos offres d'emploi à"))).toBeNull();
    expect(view.queryByText(including("Voir l'offre"))).toBeNull();
    expect(offerLinks(view)).toEqual([]);
  });
});
