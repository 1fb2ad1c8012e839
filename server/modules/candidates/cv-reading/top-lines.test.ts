// The name and the headline of CVs whose top mixes them with contact details (issue 46, third pass).
import { describe, expect, it } from "vitest";
import { makeLine } from "./lines";
import { nameAndHeader } from "./names";
import { readLines } from "./read-lines";

const line = (text: string, look: Parameters<typeof makeLine>[1] = {}) => makeLine(text, { styled: true, ...look })!;

describe("headline beside contact details", () => {
  it("passes over a smaller contact line under the name, and takes the headline without its town's cell", () => {
    const top = [
      line("Mobile : 06 39 98 12 34", { size: 0.89, indent: 42 }),
      line("Gwenaëlle Le Floch", { size: 2.3, bold: true }),
      line("Résidence Les Mimosas, 12 allée des Pins", { size: 0.89, indent: 33 }),
      line("Orthoptiste libérale | 56100 Lorient", { size: 1.26 }),
    ];
    expect(nameAndHeader(top, top)).toEqual({ name: "Gwenaëlle Le Floch", header: "Orthoptiste libérale" });
  });

  it("still takes a small headline when nothing larger follows the name", () => {
    const top = [line("Yvan Kerjean", { size: 2, bold: true }), line("Technicien réseaux fibre", { size: 0.9 })];
    expect(nameAndHeader(top, top).header).toBe("Technicien réseaux fibre");
  });
});

describe("a form's name", () => {
  it("takes the value of «Nom(s) / Prénom(s)» as the name, set apart from the page's top", () => {
    const reading = readLines([
      line("Curriculum Vitae", { size: 1.7 }),
      line("Europass", { size: 1.7 }),
      line("Informations personnelles", { bold: true }),
      line("Nom(s) / Prénom(s) | ROUSSEL Anaïs", { size: 1.26 }),
      line("Adresse(s) | 14 rue des Forges, 71100 Chalon-sur-Saône"),
    ]);
    expect(reading.name).toBe("ROUSSEL Anaïs");
  });
});
