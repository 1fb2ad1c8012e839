import { describe, expect, it } from "vitest";
import { renderToString } from "react-dom/server";
import { createStaticHandler, createStaticRouter, Outlet, StaticRouterProvider, useLoaderData } from "react-router";
import { defaultBrand } from "~common/brand";
import type { RootData } from "~/lib/root-data";
import { CookieConsentProvider } from "~/components/cookie-consent/cookie-consent";
import PredictiveRecruitmentPage from "~/routes/services/recrutement-predictif";
import EventsPage from "~/routes/services/evenementiel";
import ServicePage from "~/routes/services/service-page";

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
    paragraphs: ["Premier paragraphe.", "Second <b>paragraphe</b>."],
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

async function render(path: string): Promise<string> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://localhost${path}`));
  if (context instanceof Response) throw new Error(`redirect ${context.status}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(<StaticRouterProvider router={router} context={context} hydrate={false} />);
}

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;/g, "'")
    .replace(/&nbsp;|\u00a0/g, " ")
    .replace(/\s+/g, " ");

describe("predictive recruitment page on the server", () => {
  it("has one h1, the figures, the comparison, five quotes, the FAQ data and the contact block", async () => {
    const html = await render("/services/1er-cabinet-specialise-dans-le-recrutement-predictif");
    const plain = text(html);
    expect(html.match(/<h1/g)).toHaveLength(1);
    for (const figure of ["62 %", "40 %", "20 %", "95 %", "80 %"]) expect(plain).toContain(figure);
    expect(plain).toContain("plus d'un candidat sur deux quitte son poste au bout d'un an et demi");
    expect(html).toContain('id="comparatif"');
    expect(html.match(/aria-expanded="false"/g)!.length).toBeGreaterThanOrEqual(5 + 4);
    expect(html.match(/aria-roledescription="diapositive"/g)).toHaveLength(5);
    expect(html).toContain('"@type":"FAQPage"');
    expect(html).toContain('id="contact"');
    expect(plain).toContain("Retrouvez nos agences de recrutement dans toute la France");
    // The BTP page is in the (served) site map: linked; the others are not: plain text.
    expect(html).toContain('href="/specialiste-recrutement-btp"');
    expect(html).not.toContain('href="/specialiste-recrutement-industrie"');
  });
});

describe("events page on the server", () => {
  it("renders its formats, its process and the contact block", async () => {
    const html = await render("/services/evenementiel");
    const plain = text(html);
    expect(html.match(/<h1/g)).toHaveLength(1);
    for (const format of ["Job dating", "Forum et salon de l'emploi", "Après-midi marque employeur"]) expect(plain).toContain(format);
    expect(html).toContain('id="contact"');
  });
});

describe("generic service page on the server", () => {
  it("renders title, header, escaped paragraphs and «En savoir plus»", async () => {
    const html = await render("/nos-prestations/recrutement-cdi-cdd");
    expect(html).toMatch(/<h1[^>]*>Recrutement en CDI et CDD<\/h1>/);
    expect(html).toContain("Second &lt;b&gt;paragraphe&lt;/b&gt;.");
    expect(html).toMatch(/<a href="#contact"[^>]*>En savoir plus/);
  });
});
