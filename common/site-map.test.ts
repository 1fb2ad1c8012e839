import { expect, it } from "vitest";
import { keepServedEntries, stripBrandPrefix, type SiteMapEntry } from "./site-map";
import { servedRoutes } from "./served-routes";

const entry = (id: number, label: string, href: string | null, children: SiteMapEntry[] = [], isExternal = false): SiteMapEntry => ({
  id,
  label,
  shortLabel: null,
  href,
  isExternal,
  children,
});

it("strips the brand prefix from agency labels only when present", () => {
  expect(stripBrandPrefix("Alto Recrutement Lyon", "Alto Recrutement")).toBe("Lyon");
  expect(stripBrandPrefix("Alto Recrutement - Nice", "Alto Recrutement")).toBe("Nice");
  expect(stripBrandPrefix("Agence de Lille", "Alto Recrutement")).toBe("Agence de Lille");
  expect(stripBrandPrefix("Alto Recrutement", "Alto Recrutement")).toBe("Alto Recrutement");
});

it("keeps only entries whose page exists, turning dead group links into headings", () => {
  const served = servedRoutes({
    root: { id: "root", path: "" },
    home: { id: "home", parentId: "root", index: true },
    agency: { id: "agency", parentId: "root", path: "nos-agences/:slug" },
    missing: { id: "missing", parentId: "root", path: "*" },
  });
  const kept = keepServedEntries(
    [
      entry(1, "Nos agences", "/nos-agences", [entry(2, "Lyon", "/nos-agences/lyon"), entry(3, "Blog", "/notre-actu")]),
      entry(4, "Formation", "/formations"),
      entry(5, "Franchise", "https://franchise.example", [], true),
    ],
    served.isServed,
  );
  expect(kept).toEqual([entry(1, "Nos agences", null, [entry(2, "Lyon", "/nos-agences/lyon")]), entry(5, "Franchise", "https://franchise.example", [], true)]);
  expect(served.staticPaths).toEqual(["/"]);
  expect(served.isServed("/n-importe-quoi")).toBe(false);
});
