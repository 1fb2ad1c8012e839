import { describe, expect, it } from "vitest";
import { placeWithRadius } from "../offer-search";
import { DEPARTMENT_CODE, POSTAL_CODE, locationText, withDeterminer } from "./place";

describe("locationText (the place an alert names, in its dialog and its e-mails)", () => {
  it("names a department by its name and code", () => {
    expect(locationText("33", { department: { label: "Gironde", code: "33" } })).toBe("Gironde (33)");
    expect(locationText(" 2a ", { department: { label: "Corse-du-Sud", code: "2A" } })).toBe("Corse-du-Sud (2A)");
  });

  it("names a postal code by its communes, three at most", () => {
    expect(locationText("69003", { postcode: "69003", communes: ["Lyon"] })).toBe("Lyon (69003)");
    expect(locationText("01120", { postcode: "01120", communes: ["Dagneux", "Montluel", "Sainte-Croix", "Bressolles"] })).toBe(
      "Dagneux, Montluel, Sainte-Croix (01120)",
    );
  });

  it("shows a name, or a code the registry does not know, as typed", () => {
    expect(locationText(" Villeurbanne ", null)).toBe("Villeurbanne");
    expect(locationText("99999", { postcode: "99999", communes: [] })).toBe("99999");
    expect(locationText("99", null)).toBe("99");
  });

  it("reads department and postal codes as a visitor types them", () => {
    expect(["33", "974", "2A", "2b"].every((code) => DEPARTMENT_CODE.test(code))).toBe(true);
    expect(["3", "2C", "Gironde", "33000"].some((code) => DEPARTMENT_CODE.test(code))).toBe(false);
    expect(POSTAL_CODE.test("33000")).toBe(true);
    expect(POSTAL_CODE.test("3300")).toBe(false);
  });

  it("takes the radius after the name, with a non-breaking space before «km»", () => {
    expect(placeWithRadius(locationText("33", { department: { label: "Gironde", code: "33" } }), 20)).toBe("Gironde (33), dans un rayon de 20\u00a0km");
  });
});

describe("withDeterminer", () => {
  it("puts the article before the name, with no space after an apostrophe", () => {
    expect(withDeterminer({ label: "Rhône", prefixDeterminer: "du" })).toBe("du Rhône");
    expect(withDeterminer({ label: "Ain", prefixDeterminer: "de l'" })).toBe("de l'Ain");
    expect(withDeterminer({ label: "Paris", prefixDeterminer: null })).toBe("de Paris");
  });
});
