import { describe, expect, it } from "vitest";
import type { FilterDef } from "~common/manager-meta";
import { filtersFromQuery } from "./url-filters";

const filters: FilterDef[] = [
  { field: "query", label: "Recherche", type: "text" },
  {
    field: "status",
    label: "Statut",
    type: "select",
    options: [
      { value: "FAILED", label: "Échec" },
      { value: 2, label: "Deux" },
    ],
  },
  { field: "seoIncomplete", label: "SEO incomplet", type: "boolean", scoped: true },
  { field: "from", label: "Depuis le", type: "date", scoped: true },
];
const read = (query: string) => filtersFromQuery({ filters }, new URLSearchParams(query));

describe("filtersFromQuery", () => {
  it("reads the manager's own filters with the values their controls hold", () => {
    expect(read("status=FAILED&seoIncomplete=true&from=2026-11-28&query=%20Lyon%20")).toEqual({
      status: "FAILED",
      seoIncomplete: true,
      from: "2026-11-28",
      query: "Lyon",
    });
    expect(read("status=2&seoIncomplete=false")).toEqual({ status: 2, seoIncomplete: false });
  });

  it("ignores unknown filters and values a control could not hold; none left: null (the default filters stand)", () => {
    expect(read("add=1&page=3")).toBeNull();
    expect(read("status=SENT&seoIncomplete=oui&from=28/11/2026&query=")).toBeNull();
    expect(read(`query=${"x".repeat(201)}&status=FAILED`)).toEqual({ status: "FAILED" });
  });
});
