import { describe, expect, it } from "vitest";
import { renderToString } from "react-dom/server";
import { createStaticHandler, createStaticRouter, Outlet, StaticRouterProvider, useLoaderData } from "react-router";
import { defaultBrand } from "~common/brand";
import type { RootData } from "~/lib/root-data";
import { CookieConsentProvider } from "~/components/cookie-consent/cookie-consent";
import PredictiveRecruitmentPage from "~/routes/services/recrutement-predictif";
import EventsPage from "~/routes/services/evenementiel";
import ServicePage from "~/routes/services/service-page";
import { including, jsonLdOf, parseHtml, within, type PageDom } from "../../../../tests/support/render-page";

// What the server sends before any JavaScript runs: every block's text must already be there.

const rootData: RootData = {
  brand: defaultBrand,
  siteMap: [
    {
      id: 1,
      label: "Nos spécialités",
      shortLabel: null,
      href: null,
      isExternal: false,
      children: [{ id: 2, label: "Recrutement BTP", shortLabel: "BTP", href: "/specialiste-recrutement-btp", isExternal: false, children: [] }],
    },
  ],
  agenciesGroupId: null,
  agencies: [{ label: "Lyon", href: null }],
  publicUrl: "http://localhost",
  contactHref: "/contact",
  legalHref: null,
  footerPages: { services: [], regions: [] },
  user: null,
};

const servicePage = {
  page: {
    slug: "recrutement-cdi-cdd",
    title: "Recrutement en CDI et CDD",
    header: "Une accroche.",
    paragraphs: ["<p>Premier paragraphe.</p>", "<p>Second <b>paragraphe</b>.</p><ul><li><p>Un point</p></li></ul>"],
    learnMoreHref: "#contact",
    seoTitle: null,
    seoDescription: null,
  },
};

function GenericPage() {
  // The framework passes loaderData as a prop; a plain data router does not.
  const props = { loaderData: useLoaderData() } as unknown as React.ComponentProps<typeof ServicePage>;
  return <ServicePage {...props} />;
}

const routes = [
  {
    id: "root",
    path: "/",
    loader: () => rootData,
    Component: () => (
      <CookieConsentProvider>
        <Outlet />
      </CookieConsentProvider>
    ),
    children: [
      { path: "services/1er-cabinet-specialise-dans-le-recrutement-predictif", Component: PredictiveRecruitmentPage as () => React.ReactNode },
      { path: "services/evenementiel", Component: EventsPage as () => React.ReactNode },
      { path: "nos-prestations/:slug", loader: () => servicePage, Component: GenericPage },
    ],
  },
];

async function render(path: string): Promise<PageDom> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://localhost${path}`));
  if (context instanceof Response) throw new Error(`redirect ${context.status}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  return parseHtml(renderToString(<StaticRouterProvider router={router} context={context} hydrate={false} />));
}

const AGENCIES = "Retrouvez nos agences de recrutement dans toute la France";

describe("predictive recruitment page on the server", () => {
  it("has one h1, the figures, the comparison, five quotes, the FAQ data and the contact block", async () => {
    const view = await render("/services/1er-cabinet-specialise-dans-le-recrutement-predictif");
    expect(view.getAllByRole("heading", { level: 1 })).toHaveLength(1);
    for (const figure of [62, 40, 20, 95, 80]) view.getByText(`${figure} %`);
    view.getByText(including("plus d'un candidat sur deux quitte son poste au bout d'un an et demi"));
    expect(view.getByRole("region", { name: "Recrutement traditionnel ou recrutement prédictif ?" }).id).toBe("comparatif");
    expect(view.getAllByRole("button", { expanded: false }).length).toBeGreaterThanOrEqual(5 + 4);
    const slides = within(view.getByRole("region", { name: "Témoignages clients" })).getAllByRole("listitem");
    expect(slides.map((slide) => slide.getAttribute("aria-roledescription"))).toEqual(Array(5).fill("diapositive"));
    expect(jsonLdOf(view).find((data) => data["@type"] === "FAQPage")).toBeDefined();
    expect(view.getByRole("region", { name: "Testez le recrutement prédictif sur votre prochain poste" }).id).toBe("contact");
    view.getByRole("region", { name: AGENCIES });
    // The BTP page is in the (served) site map: linked; the others are not: plain text.
    const specialties = within(view.getByRole("region", { name: "Nos spécialités" }));
    expect(specialties.getByRole("link", { name: "BTP" }).getAttribute("href")).toBe("/specialiste-recrutement-btp");
    specialties.getByRole("heading", { name: "Industrie" });
    expect(specialties.queryByRole("link", { name: "Industrie" })).toBeNull();
    expect(view.getAllByRole("link").filter((link) => link.getAttribute("href") === "/specialiste-recrutement-industrie")).toEqual([]);
  });
});

describe("events page on the server", () => {
  it("renders its formats, its process and the contact block", async () => {
    const view = await render("/services/evenementiel");
    expect(view.getAllByRole("heading", { level: 1 })).toHaveLength(1);
    for (const format of ["Job dating", "Forum et salon de l'emploi", "Après-midi marque employeur"]) view.getByRole("heading", { name: format });
    expect(view.getByRole("region", { name: "Parlons de votre prochain événement de recrutement" }).id).toBe("contact");
  });
});

describe("generic service page on the server", () => {
  it("renders title, header, the stored rich text as elements and «En savoir plus»", async () => {
    const view = await render("/nos-prestations/recrutement-cdi-cdd");
    expect(view.getAllByRole("heading", { level: 1 }).map((heading) => heading.textContent)).toEqual(["Recrutement en CDI et CDD"]);
    view.getByText("Une accroche.");
    // Sanitized HTML from the back-office (read joined): its tags are elements, not text.
    const text = within(view.getByRole("article"));
    expect(text.getByText("Premier paragraphe.").tagName).toBe("P");
    expect(text.getByText("paragraphe", { selector: "b" }).closest("p")?.textContent).toBe("Second paragraphe.");
    expect(text.getByRole("listitem").textContent).toBe("Un point");
    expect(view.queryByText(including("<b>"))).toBeNull();
    expect(view.getByRole("link", { name: "En savoir plus" }).getAttribute("href")).toBe("#contact");
  });
});
