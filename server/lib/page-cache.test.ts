import { describe, expect, it } from "vitest";
import { pageCacheKey } from "./page-cache";

const key = (path: string) => pageCacheKey(new URL(path, "http://127.0.0.1"));

describe("pageCacheKey", () => {
  it("keeps the filters a page reads, in one order, and drops the rest", () => {
    expect(key("/notre-actu?utm_source=lettre&tags=btp,industrie&page=2")).toBe("/notre-actu?page=2&tags=btp%2Cindustrie");
    expect(key("/nos-prestations/formations/catalogue?niveaux=3&thematiques=2,5&recherche=excel")).toBe(
      "/nos-prestations/formations/catalogue?niveaux=3&recherche=excel&thematiques=2%2C5",
    );
    expect(key("/nos-offres?query=soudeur&x=1")).toBe("/nos-offres?query=soudeur");
    expect(key("/?fbclid=abc")).toBe("/");
  });
});
