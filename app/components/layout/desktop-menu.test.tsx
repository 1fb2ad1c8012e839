import { renderToString } from "react-dom/server";
import { createMemoryRouter, Outlet, RouterProvider } from "react-router";
import { expect, it } from "vitest";
import { defaultBrand } from "~common/brand";
import type { SiteMapEntry } from "~common/site-map";
import type { RootData } from "~/lib/root-data";
import { DesktopMenu } from "./desktop-menu";
import { SiteHeader } from "./site-header";
import { including, parseHtml, within } from "../../../tests/support/render-page";

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
  entry(1, "Nos offres d'emploi", "/nos-offres", [
    entry(11, "Toutes nos offres", "/nos-offres"),
    entry(12, "Catalogue des fiches métier", "/catalogue-fiches-metier"),
  ]),
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
  return parseHtml(renderToString(<RouterProvider router={router} />));
}

it("renders the agencies dropdown in two columns, 420 px wide, without the brand prefix", () => {
  const view = render(<DesktopMenu />);
  // Closed: its content is hidden until «Nos agences» opens it.
  const agencies = view.getByTestId("agencies-dropdown");
  expect(view.getByRole("button", { name: "Nos agences", expanded: false }).getAttribute("aria-controls")).toBe(agencies.id);
  expect(agencies.classList.contains("w-[420px]")).toBe(true);
  const dropdown = within(agencies);
  const columns = dropdown.getByRole("list", { hidden: true }).classList;
  expect(columns.contains("grid") && columns.contains("grid-cols-2")).toBe(true);
  expect(dropdown.getByRole("link", { name: "Lyon", hidden: true }).getAttribute("href")).toBe("/nos-agences/cabinet-recrutement-lyon");
  expect(dropdown.queryByText(including("Alto Recrutement Lyon"))).toBeNull();
  expect(dropdown.getByRole("link", { name: "Toutes nos agences", hidden: true }).getAttribute("href")).toBe("/nos-agences");
});

it("lists an address once in a dropdown: no «Tout voir» when an entry already leads to the group's page", () => {
  const view = render(<DesktopMenu />);
  const panelId = view.getByRole("button", { name: "Nos offres d'emploi" }).getAttribute("aria-controls")!;
  const offers = within(view.document.getElementById(panelId)!);
  expect(offers.getAllByRole("link", { hidden: true }).map((link) => link.textContent)).toEqual(["Toutes nos offres", "Catalogue des fiches métier"]);
});

it("shows the Formation entry as a link with an arrow and groups as dropdown buttons", () => {
  const view = render(<DesktopMenu />);
  const formation = view.getByRole("link", { name: "Formation" });
  expect(formation.getAttribute("href")).toBe("/nos-prestations/formations/catalogue");
  expect(formation.querySelector("svg.lucide-arrow-up-right")).not.toBeNull();
  const services = view.getByRole("button", { name: "Nos prestations", expanded: false });
  expect(services.getAttribute("type")).toBe("button");
  expect(view.document.getElementById(services.getAttribute("aria-controls") ?? "")).not.toBeNull();
});

it("replaces «Contactez-nous» by «Drop ton CV» under /nos-offres", () => {
  expect(
    render(<SiteHeader />, "/")
      .getByRole("link", { name: "Contactez-nous" })
      .getAttribute("href"),
  ).toBe("/contact");
  const jobs = render(<SiteHeader />, "/nos-offres/developpeur/12");
  jobs.getByRole("button", { name: "Drop ton CV" });
  expect(jobs.queryByText(including("Contactez-nous"))).toBeNull();
});
