import { describe, expect, it } from "vitest";
import { catalogueSearchString, readCatalogueSearch } from "./job-profiles";

const read = (search: string) => readCatalogueSearch(new URLSearchParams(search));

describe("the catalogue's query string", () => {
  it("reads a hand-edited address leniently: page 1, no unknown sector, a query cut at 100", () => {
    expect(read("page=-3&type=SPACE&query=%20soudeur%20")).toEqual({ page: 1, query: "soudeur", type: "" });
    expect(read("page=1e400&type=BTP")).toEqual({ page: 1, query: "", type: "BTP" });
    expect(read("page=2.5")).toEqual({ page: 1, query: "", type: "" });
    expect(read("page=2147483648").page).toBe(10_000);
    expect(read(`query=${"a".repeat(150)}`).query).toHaveLength(100);
  });

  it("writes back what it reads, leaving out page 1 and empty criteria", () => {
    expect(catalogueSearchString({ page: 1, query: "", type: "" })).toBe("");
    expect(catalogueSearchString({ page: 2, query: "chef de chantier", type: "BTP" })).toBe("?query=chef+de+chantier&type=BTP&page=2");
    for (const search of ["", "?type=INDUSTRY&page=2", "?query=data+analyst&page=4"]) {
      expect(catalogueSearchString(read(search))).toBe(search);
    }
  });
});
