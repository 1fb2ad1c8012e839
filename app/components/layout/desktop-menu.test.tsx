import { renderToString } from "react-dom/server";
import { createMemoryRouter, Outlet, RouterProvider } from "react-router";
import { expect, it } from "vitest";
import { defaultBrand } from "~common/brand";
import type { SiteMapEntry } from "~common/site-map";
import type { RootData } from "~/lib/root-data";
import { DesktopMenu } from "./desktop-menu";
import { SiteHeader } from "./site-header";

const entry = (id: number, label: string, href: string | null, children: SiteMapEntry[] = []): SiteMapEntry => ({
  id,
  label,
  shortLabel: null,
  href,
  isExternal: false,
  children,
});

// As the root loader passes it: groups of unbuilt pages already pruned, so «Nos agences»
// is not at its stored position any more.
const siteMap = [
  entry(2, "Nos prestations", null, [entry(21, "Conseil RH", "/nos-prestations/conseil-rh")]),
  entry(3, "Nos spécialités", null, [entry(31, "Recrutement BTP", "/specialiste-recrutement-btp")]),
  entry(4, "Formation", "/nos-prestations/formations/catalogue"),
  entry(5, "Nos agences", "/nos-agences", [
    entry(51, "Alto Recrutement Lyon", "/nos-agences/cabinet-recrutement-lyon"),
    entry(52, "Alto Recrutement Nice", "/nos-agences/cabinet-recrutement-nice"),
  ]),
];

function render(ui: React.ReactNode, path = "/") {
  const rootData: RootData = {
    brand: defaultBrand,
    siteMap,
    agenciesGroupId: 5,
    agencies: [],
    publicUrl: "http://localhost",
    contactHref: "/contact",
    legalHref: null,
    footerPages: { services: [], regions: [] },
    user: null,
  };
  const Page = () => <>{ui}</>;
  const router = createMemoryRouter(
    [
      {
        id: "root",
        path: "/",
        loader: () => rootData,
        Component: Outlet,
        children: [
          { index: true, Component: Page },
          { path: "*", Component: Page },
        ],
      },
    ],
    { initialEntries: [path], hydrationData: { loaderData: { root: rootData } } },
  );
  return renderToString(<RouterProvider router={router} />);
}

it("renders the agencies dropdown in two columns, 420 px wide, without the brand prefix", () => {
  const html = render(<DesktopMenu />);
  const agencies = html.slice(html.indexOf('data-testid="agencies-dropdown"'));
  expect(agencies).toMatch(/^data-testid="agencies-dropdown" class="[^"]*w-\[420px\]/);
  expect(agencies).toContain('class="grid grid-cols-2');
  expect(agencies).toContain(">Lyon</a>");
  expect(agencies).not.toContain("Alto Recrutement Lyon");
  expect(agencies).toContain(">Toutes nos agences</a>");
});

it("shows the Formation entry as a link with an arrow and groups as dropdown buttons", () => {
  const html = render(<DesktopMenu />);
  expect(html).toMatch(/href="\/nos-prestations\/formations\/catalogue"[^>]*>Formation<svg[^>]*lucide-arrow-up-right/);
  expect(html).toMatch(/<button type="button" aria-expanded="false" aria-controls="[^"]+"[^>]*>Nos prestations/);
});

it("replaces «Contactez-nous» by «Drop ton CV» under /nos-offres", () => {
  expect(render(<SiteHeader />, "/")).toContain("Contactez-nous");
  const jobs = render(<SiteHeader />, "/nos-offres/developpeur/12");
  expect(jobs).toContain("Drop ton CV");
  expect(jobs).not.toContain("Contactez-nous");
});
