import { describe, expect, it } from "vitest";
import { canonicalAddress, canonicalPath } from "./canonical-path";

describe("canonical path", () => {
  it("lowers the case and drops the trailing slash", () => {
    expect(canonicalPath("/CONTACT")).toBe("/contact");
    expect(canonicalPath("/contact/")).toBe("/contact");
    expect(canonicalPath("/Nos-Offres/")).toBe("/nos-offres");
    expect(canonicalPath("/marque-employeur/nos-partenaires/alto/")).toBe("/marque-employeur/nos-partenaires/alto");
  });

  it("keeps the home page, canonical paths and percent escapes as they are", () => {
    expect(canonicalPath("/")).toBe("/");
    expect(canonicalPath("//")).toBe("/");
    expect(canonicalPath("/nos-offres/commercial-h-f/12")).toBe("/nos-offres/commercial-h-f/12");
    expect(canonicalPath("/fiche-metier/d%C3%A9veloppeur")).toBe("/fiche-metier/d%C3%A9veloppeur");
    expect(canonicalPath("/FICHE-METIER/D%C3%A9V")).toBe("/fiche-metier/d%C3%A9v");
  });

  it("keeps a list's page past the first and drops every other parameter", () => {
    expect(canonicalAddress("/nos-offres", "?page=2")).toBe("/nos-offres?page=2");
    expect(canonicalAddress("/Catalogue-Fiches-Metier/", "?query=soudeur&type=INFO&page=3")).toBe("/catalogue-fiches-metier?page=3");
    expect(canonicalAddress("/notre-actu", "?tags=btp,industrie&page=02")).toBe("/notre-actu?page=2");
    expect(canonicalAddress("/presse", "?page=4&query=salon")).toBe("/presse?page=4");
    expect(canonicalAddress("/notre-actu/temoignages", "?page=2")).toBe("/notre-actu/temoignages?page=2");
    expect(canonicalAddress("/nos-prestations/formations/catalogue", "?recherche=excel&page=2")).toBe("/nos-prestations/formations/catalogue?page=2");
  });

  it("gives page 1, and a page the lists read as page 1, the list's own address", () => {
    expect(canonicalAddress("/nos-offres", "?page=1&limit=25&query=commercial")).toBe("/nos-offres");
    expect(canonicalAddress("/nos-offres", "")).toBe("/nos-offres");
    for (const page of ["0", "-2", "2.5", "deux", ""]) expect(canonicalAddress("/nos-offres", `?page=${page}`)).toBe("/nos-offres");
  });

  it("keeps no page on a page that is not a list", () => {
    expect(canonicalAddress("/contact", "?page=2")).toBe("/contact");
    expect(canonicalAddress("/nos-offres/commercial-h-f/12", "?page=2")).toBe("/nos-offres/commercial-h-f/12");
  });
});
