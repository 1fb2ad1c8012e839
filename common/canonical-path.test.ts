import { describe, expect, it } from "vitest";
import { canonicalPath } from "./canonical-path";

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
});
