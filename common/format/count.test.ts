import { describe, expect, it } from "vitest";
import { counted, frenchEnumeration } from "./count";

describe("counted", () => {
  it("agrees in number the French way: singular under 2, thousands grouped", () => {
    expect(counted(0, "page", "pages")).toBe("0 page");
    expect(counted(1, "page", "pages")).toBe("1 page");
    expect(counted(12, "page", "pages")).toBe("12 pages");
    expect(counted(1250, "candidat", "candidats")).toBe("1\u202f250 candidats");
  });
});

describe("frenchEnumeration", () => {
  it("joins with commas and «et» before the last", () => {
    expect(frenchEnumeration([])).toBe("");
    expect(frenchEnumeration(["Titre"])).toBe("Titre");
    expect(frenchEnumeration(["Titre", "Slug"])).toBe("Titre et Slug");
    expect(frenchEnumeration(["Titre", "Slug", "Date"])).toBe("Titre, Slug et Date");
  });
});
