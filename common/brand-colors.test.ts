import { describe, expect, it } from "vitest";
import { AA_TEXT_CONTRAST, brandColorProblem, brandColorVariables, contrastRatio } from "./brand-colors";

describe("brand colours", () => {
  it("measures contrast as WCAG does", () => {
    expect(contrastRatio("#000000", "#ffffff")).toBeCloseTo(21, 5);
    expect(contrastRatio("#f97316", "#ffffff")).toBeCloseTo(2.8, 1);
    expect(contrastRatio("#c2410c", "#ffffff")).toBeCloseTo(5.18, 1);
  });

  it("refuses a colour that white text cannot sit on, with the ratio", () => {
    expect(brandColorProblem("#f97316")).toMatch(/^contraste 2\.80:1 avec le blanc/);
    expect(brandColorProblem("orange")).toMatch(/hexadécimale/);
    expect(brandColorProblem("#c2410c")).toBeNull();
  });

  it("derives a hover shade and a light accent that pass too", () => {
    const variables = brandColorVariables({ accent: "#0f766e", primary: "#7c2d12" });
    expect(contrastRatio(variables["--color-accent-hover"], "#ffffff")).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
    expect(contrastRatio(variables["--color-accent-light"], "#7c2d12")).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
    expect(contrastRatio(variables["--color-accent-light"], variables["--color-brand-900"])).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
    expect(contrastRatio("#ffffff", variables["--color-brand-900"])).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
    expect(brandColorVariables({})).toEqual({});
    // With the default blue heroes.
    expect(contrastRatio(brandColorVariables({ accent: "#b91c1c" })["--color-accent-light"], "#1e40af")).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
  });
});
