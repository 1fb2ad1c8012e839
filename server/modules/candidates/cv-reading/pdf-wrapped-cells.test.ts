import { describe, expect, it } from "vitest";
import { groupLines, lineText, type PdfItem } from "./pdf-rows";
import { dateColumnOf, joinWrappedDates } from "./pdf-wrapped-cells";

const item = (text: string, x: number, y: number, width: number, size = 9.5): PdfItem => ({ text, x, y, width, size, font: "F1", page: 1 });

describe("a narrow date column whose dates wrap over two or three lines", () => {
  // A date column 100 pt wide: each date fills it, its second and third lines sit beside the
  // entry's bullets (set further in than the heading), which share their baselines only roughly.
  const items = [
    item("Depuis février", 45, 693, 75),
    item("2024, Mâcon", 45, 680, 60),
    item("Ouvrière viticole chez DOMAINE DES CRAYÈRES", 147, 693, 231),
    item("Taille et palissage de 12 hectares de vigne", 161, 677, 300),
    item("Conduite du tracteur enjambeur", 161, 663, 200),
    item("CDD · De juin 2021", 45, 637, 98),
    item("à janvier 2024,", 45, 625, 79),
    item("Tournus", 45, 612, 37),
    item("Caviste chez CAVE DE LUGNY", 147, 637, 150),
    item("Vinification et suivi des cuves", 161, 622, 200),
    item("Accueil des visiteurs au caveau", 161, 607, 200),
    item("De mars 2018 à", 45, 582, 83),
    item("mai 2021, Cluny", 45, 569, 90),
    item("Vendangeur chez GAEC BROSSARD", 147, 582, 140),
    item("Coupe et portage en équipe de huit", 161, 566, 250),
  ];

  it("finds the date column though its dates nearly touch the headings and sit beside bullets", () => {
    expect(dateColumnOf(items)).toBe(146);
  });

  it("joins a date whose end opens the next line with «à», and the place under it", () => {
    const left = items.filter((i) => i.x + i.width <= 146);
    joinWrappedDates(left, true);
    const texts = groupLines(left.filter((i) => i.text)).map(lineText);
    expect(texts).toEqual(["Depuis février 2024, Mâcon", "CDD · De juin 2021 à janvier 2024,, Tournus", "De mars 2018 à mai 2021, Cluny"]);
  });
});
