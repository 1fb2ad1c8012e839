// Rules of the third pass (issue 46): how French CVs write their headings, checked on lines whose
// titles, employers, schools and fields are in none of the corpus generator's lists.
import { describe, expect, it } from "vitest";
import { readEducationHeading, readExperienceHeading } from "./headings";
import { makeLine } from "./lines";
import { readLines } from "./read-lines";
import { sectionOf, splitSections } from "./sections";
import { unwrap } from "./unwrap";

const line = (text: string, look: Parameters<typeof makeLine>[1] = {}) => makeLine(text, { styled: true, ...look })!;
const heading = (...texts: string[]) => texts.map((text) => ({ text, bold: false }));
const lines = (...texts: (string | [string, Parameters<typeof makeLine>[1]])[]) => texts.map((t) => (typeof t === "string" ? line(t) : line(t[0], t[1])));
const jobs = (reading: ReturnType<typeof readLines>) => reading.workHistory.map((w) => [w.title, w.companyName, w.place ?? null]);

describe("fields written with commas and dashes", () => {
  it("keeps a field whose list goes on in lower case after a comma", () => {
    expect(readEducationHeading(heading("Master 2 Banque, finance et assurance, Université de Pau"))).toEqual({
      degree: "Master 2",
      field: "Banque, finance et assurance",
      schoolName: "Université de Pau",
    });
    expect(readEducationHeading(heading("Bac pro, Hygiène, propreté, stérilisation — Lycée Vaucanson"))).toMatchObject({
      field: "Hygiène, propreté, stérilisation",
      schoolName: "Lycée Vaucanson",
    });
    expect(readEducationHeading(heading("CACES R482, Catégories 1, 4 et 9 — Aftral Poitiers"))).toMatchObject({ field: "Catégories 1, 4 et 9" });
  });

  it("keeps a field whose dash goes on in lower case («Génie civil – construction durable»)", () => {
    expect(readEducationHeading(heading("BUT – Génie thermique – énergie et bâtiment — IUT de Béthune"))).toEqual({
      degree: "BUT",
      field: "Génie thermique – énergie et bâtiment",
      schoolName: "IUT de Béthune",
    });
  });

  it("still cuts a title from its employer at a dash, and drops a contract word after one", () => {
    expect(readExperienceHeading(heading("Boucher – Maison Perrichon"))).toMatchObject({ title: "Boucher", companyName: "Maison Perrichon" });
    expect(readExperienceHeading(heading("Chauffeur livreur - intérim - Transports Blanchard"))).toMatchObject({
      title: "Chauffeur livreur",
      companyName: "Transports Blanchard",
    });
  });
});

describe("title, employer and place", () => {
  it("takes one place only at the end of a comma list: the employer before it stays", () => {
    expect(readExperienceHeading(heading("Tourneur fraiseur, Usinage Pichon, Oyonnax (01)"))).toEqual({
      title: "Tourneur fraiseur",
      companyName: "Usinage Pichon",
      place: "Oyonnax",
    });
  });

  it("drops a contract in brackets, with its length", () => {
    expect(readExperienceHeading(heading("Vendeuse en boulangerie (CDD 6 mois) – Fournil Ardent"))).toMatchObject({ title: "Vendeuse en boulangerie" });
    expect(readExperienceHeading(heading("Warehouse clerk (Fixed-term) | Brakes France"))).toMatchObject({ title: "Warehouse clerk" });
  });

  it("takes a town part apart from «title chez employer»", () => {
    expect(readExperienceHeading(heading("Périgueux | Aide-cuisinier chez Les Délices du Marché"))).toEqual({
      title: "Aide-cuisinier",
      companyName: "Les Délices du Marché",
      place: "Périgueux",
    });
  });

  it("reads the order of a section's jobs from its plain headings, and the doubtful ones by it", () => {
    // «Pâtisserie Colin» and «Boulangère» say little alone; the section writes employer first.
    const reading = readLines(
      lines(
        ["Expériences", { bold: true, size: 1.2 }],
        "2021 – 2024 | Maison Fayolle SARL | Chef pâtissier",
        "2018 – 2021 | Groupe Hôtelier Vauban | Pâtissier de production",
        "2016 – 2018 | Pâtisserie Colin | Boulangère",
      ),
    );
    expect(jobs(reading)).toEqual([
      ["Chef pâtissier", "Maison Fayolle SARL", null],
      ["Pâtissier de production", "Groupe Hôtelier Vauban", null],
      ["Boulangère", "Pâtisserie Colin", null],
    ]);
  });

  it("takes the title under a date line that holds only the employer and its town", () => {
    const reading = readLines(
      lines(["Experience", { bold: true, size: 1.2 }], ["03/2021 – Present | Brioche Pasquier, Cholet", { bold: true }], "Maintenance engineer"),
    );
    expect(jobs(reading)).toEqual([["Maintenance engineer", "Brioche Pasquier", "Cholet"]]);
  });

  it("takes a town a narrow date cell wrapped under its date as the place, not as the title", () => {
    const reading = readLines(
      lines(
        ["Parcours", { bold: true, size: 1.2 }],
        "Depuis 2020, | CLINIQUE MUTUALISTE DE LA SAGNE",
        ["Vesoul", { bold: true, size: 0.85 }],
        "Ergothérapeute",
        "Bilans d'autonomie et aménagement du domicile.",
      ),
    );
    expect(jobs(reading)).toEqual([["Ergothérapeute", "CLINIQUE MUTUALISTE DE LA SAGNE", "Vesoul"]]);
  });
});

describe("what sits beside the date", () => {
  it("takes a town right after the date as the place, the part before it and the line under it as title and company", () => {
    const reading = readLines(
      lines(
        ["Expérience", { bold: true, size: 1.2 }],
        "Fromagerie Bouvier | De mars 2021 à juin 2024 · Rumilly",
        "Affineur",
        "Jul 2018 – Feb 2021, Cholet | Brioche Pasquier",
        "Line operator",
      ),
    );
    expect(jobs(reading)).toEqual([
      ["Affineur", "Fromagerie Bouvier", "Rumilly"],
      ["Line operator", "Brioche Pasquier", "Cholet"],
    ]);
  });

  it("takes a town in its own cell after the date when the section writes its towns there, or when it has a town's shape", () => {
    const habit = readLines(
      lines(
        ["Experience", { bold: true, size: 1.2 }],
        "Jul 2023 – May 2026, Figeac | Ratier-Figeac",
        "Quality technician",
        "Jan 2020 – May 2022 | Tulle | Deltaplast",
        "Quality inspector",
      ),
    );
    expect(jobs(habit)).toEqual([
      ["Quality technician", "Ratier-Figeac", "Figeac"],
      ["Quality inspector", "Deltaplast", "Tulle"],
    ]);
    const shape = readLines(lines(["Expérience", { bold: true, size: 1.2 }], "2019 – 2022 | Saint-Jean-de-Luz | Hôtel Itsasoa", "Réceptionniste"));
    expect(jobs(shape)).toEqual([["Réceptionniste", "Hôtel Itsasoa", "Saint-Jean-de-Luz"]]);
  });

  it("takes a short line between the employer's date and its bullets as the title, whatever its words", () => {
    const reading = readLines(
      lines(["Expériences professionnelles", { bold: true, size: 1.2 }], ["GÎTES DU VERCORS", { bold: true }], "05/2019 - 09/2023", "Maîtresse de maison", [
        "Accueil des randonneurs et tenue des chambres",
        { bullet: true },
      ]),
    );
    expect(jobs(reading)).toEqual([["Maîtresse de maison", "GÎTES DU VERCORS", null]]);
  });

  it("keeps a summary line under the date a summary when nothing marks it as a heading", () => {
    const reading = readLines(
      lines(
        ["Expérience", { bold: true, size: 1.2 }],
        ["GÎTES DU VERCORS", { bold: true }],
        "2019 - 2023",
        "Accueil des randonneurs et tenue des chambres d'hôtes, en saison.",
      ),
    );
    expect(reading.workHistory[0]!.summary).toBe("Accueil des randonneurs et tenue des chambres d'hôtes, en saison.");
    expect(reading.workHistory[0]!.title).not.toMatch(/Accueil/);
  });

  it("takes a town an employer's cell wrapped after its comma as the place", () => {
    const reading = readLines(
      lines(
        ["Parcours", { bold: true, size: 1.2 }],
        "Menuiserie Garnier, | Septembre 2017 à Mars 2022",
        ["Lons-le-Saunier", { bold: true }],
        "Menuisier poseur",
      ),
    );
    expect(jobs(reading)).toEqual([["Menuisier poseur", "Menuiserie Garnier", "Lons-le-Saunier"]]);
  });

  it("drops a contract from a form's title", () => {
    const reading = readLines(
      lines(
        ["Expérience professionnelle", { bold: true, size: 1.2 }],
        "Dates | 2019 - 2022",
        "Fonction ou poste occupé | Ambulancier (CDD)",
        "Nom et adresse de l'employeur | Ambulances Roux, Vienne",
      ),
    );
    expect(reading.workHistory[0]).toMatchObject({ title: "Ambulancier", companyName: "Ambulances Roux" });
  });
});

describe("degree lines", () => {
  it("does not take a degree named «Diplôme d'…» for the education heading", () => {
    expect(sectionOf(line("Diplôme d'État de psychomotricien", { bold: true }))).toBeNull();
    expect(sectionOf(line("Diplôme d'ingénieur, Génie des procédés", { bold: true }))).toBeNull();
    expect(sectionOf(line("Diplômes", { bold: true }))).toBe("education");
  });

  it("reads a long degree line opened by its year, and a «Mention complémentaire»", () => {
    const reading = readLines(
      lines(
        ["Formation", { bold: true, size: 1.2 }],
        "2012 : Baccalauréat technologique Sciences et technologies de l'agronomie et du vivant – Lycée agricole de Chambray",
        "2010 : Mention complémentaire Employé traiteur – CFA de Blois",
      ),
    );
    expect(reading.education.map((e) => [e.degree, e.field, e.schoolName, e.endYear])).toEqual([
      ["Baccalauréat technologique", "Sciences et technologies de l'agronomie et du vivant", "Lycée agricole de Chambray", 2012],
      ["Mention complémentaire", "Employé traiteur", "CFA de Blois", 2010],
    ]);
  });

  it("joins a degree's name cut after its colon, but not a label's list", () => {
    const cut = unwrap(lines(["Licence pro, Métiers de l'industrie :", { bold: true }], ["conception et processus de mise en forme", { bold: true }]));
    expect(cut.map((l) => l.text)).toEqual(["Licence pro, Métiers de l'industrie : conception et processus de mise en forme"]);
    const label = unwrap(lines("Missions :", "gestion des plannings"));
    expect(label).toHaveLength(2);
  });

  it("leaves the next degree's bold line to it when the degree and its school sit above the year", () => {
    const reading = readLines(
      lines(
        ["Formation", { bold: true, size: 1.2 }],
        ["Licence en Géographie et aménagement", { bold: true, gap: 0.8 }],
        ["Université de Franche-Comté", { gap: 0.3 }],
        ["2016-2019", { gap: 0.3 }],
        ["BTS en Gestion et protection de la nature", { bold: true, gap: 0.6 }],
        ["Lycée agricole de Montmorot", { gap: 0.3 }],
        ["2014 – 2016", { gap: 0.3 }],
      ),
    );
    expect(reading.education.map((e) => [e.degree, e.field, e.schoolName])).toEqual([
      ["Licence", "Géographie et aménagement", "Université de Franche-Comté"],
      ["BTS", "Gestion et protection de la nature", "Lycée agricole de Montmorot"],
    ]);
  });
});

describe("headings", () => {
  it("does not open a section at a heading word that only ends the line above, set tight under it", () => {
    const sections = splitSections(
      lines(
        ["E X P E R I E N C E", { bold: true, gap: 1 }],
        ["Technico-commercial | Alpes | 2021 – 2024", { bold: true, gap: 0.8 }],
        ["Bureautique", { bold: true, gap: 0.1 }],
        ["Suivi de 150 clients professionnels", { gap: 0.5, indent: 1.5 }],
        ["Compétences", { bold: true, gap: 1.2 }],
        ["Négociation", { gap: 0.8 }],
      ),
    );
    expect(sections.map((s) => [s.kind, s.lines.length])).toEqual([
      ["experience", 3],
      ["skills", 1],
    ]);
  });
});
