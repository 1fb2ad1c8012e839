import { describe, expect, it } from "vitest";
import { addressOf, phoneOf } from "./contact";
import { readDatedLine } from "./dates";
import { readEducationHeading, readExperienceHeading, splitDegree } from "./headings";
import { makeLine } from "./lines";
import { looksLikeName, nameAndHeader } from "./names";
import { readLines } from "./read-lines";
import { sectionOf } from "./sections";
import { textLines } from "./text-lines";

const line = (text: string, look: Parameters<typeof makeLine>[1] = {}) => makeLine(text, look)!;
const heading = (...texts: string[]) => texts.map((text) => ({ text, bold: false }));

describe("dates", () => {
  it.each([
    ["2019 – 2022", { year: 2019 }, { year: 2022 }, false],
    ["janv. 2019 - aujourd'hui", { year: 2019, month: 1 }, null, true],
    ["09/2018 – 06/2020", { year: 2018, month: 9 }, { year: 2020, month: 6 }, false],
    ["Depuis mars 2021", { year: 2021, month: 3 }, null, true],
    ["2015-2017", { year: 2015 }, { year: 2017 }, false],
    ["Mars 2016 à Août 2018", { year: 2016, month: 3 }, { year: 2018, month: 8 }, false],
    ["2020/2021", { year: 2020 }, { year: 2021 }, false],
    ["D'octobre 2019 à mai 2023", { year: 2019, month: 10 }, { year: 2023, month: 5 }, false],
    ["Sept. 2012 – en cours", { year: 2012, month: 9 }, null, true],
  ])("reads «%s»", (text, start, end, ongoing) => {
    expect(readDatedLine(text)).toMatchObject({ start, end, ongoing, range: true, rest: "" });
  });

  it("keeps what the line says besides its dates, and ignores numbers inside a sentence", () => {
    expect(readDatedLine("Magasinier | 11/2019 – 05/2022 · Nîmes")).toMatchObject({ rest: "Magasinier | · Nîmes", after: "Nîmes" });
    expect(readDatedLine("2012 : Baccalauréat ES")).toMatchObject({ start: { year: 2012 }, range: false, rest: "Baccalauréat ES" });
    expect(readDatedLine("Suivi de 2000 dossiers par an")).toBeNull();
    expect(readDatedLine("75011 Paris")).toBeNull();
  });
});

describe("names and headline", () => {
  it.each(["Hélène de La Fontaine", "LE BRIS Yann-Erwan", "Aminata N'Guessan", "Jean-Baptiste DUMONT", "Lucie d'Arcy", "Van den Broek Pieter"])(
    "«%s» is a name",
    (text) => expect(looksLikeName(text)).toBe(true),
  );
  it.each(["Curriculum Vitae", "Expérience professionnelle", "Assistante de direction", "Groupe Casino SAS", "06 11 22 33 44"])("«%s» is no name", (text) =>
    expect(looksLikeName(text)).toBe(false),
  );

  it("takes the largest name-like line among the first ones, and the headline under it", () => {
    const top = [
      line("Tél. 06 11 22 33 44", { size: 0.9, styled: true }),
      line("Mathis ROCHE", { size: 2.1, bold: true, styled: true }),
      line("Technicien de maintenance industrielle", { size: 1.2, styled: true }),
    ];
    expect(nameAndHeader(top, top)).toEqual({ name: "Mathis ROCHE", header: "Technicien de maintenance industrielle" });
  });
});

describe("contact", () => {
  it.each([
    ["Tél. : 06 12 34 56 78", "0612345678"],
    ["+33 (0)6 12 34 56 78", "0612345678"],
    ["0033 4.78.12.34.56", "0478123456"],
    ["Portable 07-61-22-33-44", "0761223344"],
    ["GSM : +32 470 12 34 56", "+32470123456"],
    ["Mobile : +41 (0)79 880 19 99", "+41798801999"],
  ])("reads the phone of «%s»", (text, phone) => expect(phoneOf(text)).toBe(phone));

  it("reads a street over two lines and a postcode's town", () => {
    expect(addressOf(["Appt 4, 18 rue des Tanneurs", "67000 Strasbourg"], 1)).toEqual({
      address: "Appt 4, 18 rue des Tanneurs, 67000 Strasbourg",
      postal: { zipcode: "67000", town: "Strasbourg" },
    });
    expect(addressOf(["9 allée des Pins – 33600 Pessac – 06 00 00 00 00"], 0)?.address).toBe("9 allée des Pins, 33600 Pessac");
  });
});

describe("title, company and place", () => {
  it.each([
    [["Comptable – Cabinet Vidal, Rennes"], "Comptable", "Cabinet Vidal", "Rennes"],
    [["Cabinet Vidal | Comptable"], "Comptable", "Cabinet Vidal", null],
    [["Comptable chez Cabinet Vidal"], "Comptable", "Cabinet Vidal", null],
    [["Boulangerie Moreau SARL", "Vendeuse en boulangerie"], "Vendeuse en boulangerie", "Boulangerie Moreau SARL", null],
    [["Chargée de clientèle", "Crédit Mutuel (Angers)"], "Chargée de clientèle", "Crédit Mutuel", "Angers"],
  ])("reads %j", (texts, title, companyName, place) => {
    expect(readExperienceHeading(heading(...texts))).toEqual({ title, companyName, place });
  });

  it("splits a degree from its field and school", () => {
    expect(readEducationHeading(heading("BTS Comptabilité et gestion — Lycée Jean Moulin"))).toEqual({
      degree: "BTS",
      field: "Comptabilité et gestion",
      schoolName: "Lycée Jean Moulin",
    });
    expect(readEducationHeading(heading("Master 2 Droit social, Université Lyon 3"))).toEqual({
      degree: "Master 2",
      field: "Droit social",
      schoolName: "Université Lyon 3",
    });
    expect(splitDegree("Baccalauréat ES")).toEqual({ degree: "Baccalauréat ES", field: "" });
    expect(splitDegree("Diplôme d'État d'ergothérapeute")).toEqual({ degree: "Diplôme d'État d'ergothérapeute", field: "" });
    expect(splitDegree("Licence professionnelle en gestion de la paie")).toEqual({ degree: "Licence professionnelle", field: "gestion de la paie" });
  });
});

describe("sections", () => {
  it.each([
    ["Expériences professionnelles", "experience"],
    ["PARCOURS PROFESSIONNEL", "experience"],
    ["Formations", "education"],
    ["Diplômes", "education"],
    ["Centres d'intérêt", "interests"],
    ["Work Experience", "experience"],
    ["S K I L L S", "skills"],
    ["Langues :", "languages"],
  ])("«%s» opens %s", (text, kind) => expect(sectionOf(line(text))).toBe(kind));

  it("needs a heading's look for a loose title, and never takes a bullet", () => {
    expect(sectionOf(line("Mes expériences en entrepôt"))).toBeNull();
    expect(sectionOf(line("MES EXPÉRIENCES EN ENTREPÔT", { bold: true, styled: true }))).toBe("experience");
    expect(sectionOf(line("• Formation"))).toBeNull();
  });
});

describe("readLines", () => {
  it("reads entries whose heading is above, on or below their dates", () => {
    const reading = readLines(
      textLines(
        [
          "Nadia BELKACEM",
          "Gestionnaire de paie",
          "nadia.belkacem@exemple.fr · 06 98 76 54 32",
          "3 rue du Port, 56100 Lorient",
          "EXPÉRIENCE",
          "Gestionnaire de paie",
          "Groupe Beaumanoir, Saint-Malo",
          "Depuis mars 2021",
          "• 450 bulletins par mois",
          "Assistante RH",
          "Mairie de Vannes",
          "2017 – 2021",
          "• Suivi des absences",
          "FORMATION",
          "2016 : Licence professionnelle Gestion de la paie — IUT de Vannes",
          "COMPÉTENCES",
          "Silae, Excel ; DSN",
          "LANGUES",
          "Anglais (B2), breton",
        ].join("\n"),
      ),
    );
    expect(reading).toMatchObject({
      name: "Nadia BELKACEM",
      header: "Gestionnaire de paie",
      email: "nadia.belkacem@exemple.fr",
      phoneNumber: "0698765432",
      address: "3 rue du Port, 56100 Lorient",
      postal: { zipcode: "56100", town: "Lorient" },
      skills: ["Silae", "Excel", "DSN"],
      languages: ["Anglais", "Breton"],
    });
    expect(reading.workHistory.map((w) => [w.title, w.companyName, w.place, w.startDate, w.endDate, w.summary])).toEqual([
      ["Gestionnaire de paie", "Groupe Beaumanoir", "Saint-Malo", { year: 2021, month: 3 }, null, "450 bulletins par mois"],
      ["Assistante RH", "Mairie de Vannes", undefined, { year: 2017 }, { year: 2021 }, "Suivi des absences"],
    ]);
    expect(reading.education).toEqual([
      { degree: "Licence professionnelle", field: "Gestion de la paie", schoolName: "IUT de Vannes", startYear: null, endYear: 2016 },
    ]);
  });

  it("stays fast and bounded on hostile text (a 100 000-character line, thousands of dates)", () => {
    const started = performance.now();
    const hostile = [
      "a".repeat(100_000),
      "0".repeat(100_000),
      "2019 - ".repeat(20_000),
      "+".repeat(50_000) + "1".repeat(50_000),
      "Expérience",
      ...Array.from({ length: 5_000 }, (_, i) => `${2000 + (i % 25)} – 2025 Poste ${i} chez Société ${i}`),
      `${"x@".repeat(30_000)}y.fr`,
    ].join("\n");
    const reading = readLines(textLines(hostile));
    expect(performance.now() - started).toBeLessThan(3_000);
    expect(reading.workHistory.length).toBeLessThanOrEqual(25);
    expect(reading.workHistory.every((w) => w.title.length <= 200 && w.summary.length <= 1_000)).toBe(true);
  });
});

describe("rules of the second pass (issue 46)", () => {
  const sectionLines = (...texts: (string | [string, Parameters<typeof makeLine>[1]])[]) =>
    texts.map((t) => (typeof t === "string" ? line(t, { styled: true }) : line(t[0], { styled: true, ...t[1] })));

  it("takes a place alone on the date line as the place, and the two lines under it as title and company", () => {
    const reading = readLines(
      sectionLines(
        ["Expérience professionnelle", { bold: true, size: 1.2 }],
        "Mars 2019 – présent · Le Mans",
        ["Cuisinier", { bold: true }],
        "Brasserie Martin",
        ["Mise en place et cuisson des plats du jour", { bullet: true }],
        "Intérim · 2016 – 2019, Saint-Brieuc",
        ["Commis de cuisine | Traiteur Le Goff", { bold: true }],
        ["Préparation des buffets", { indent: 1.5 }],
      ),
    );
    expect(reading.workHistory.map((w) => [w.title, w.companyName, w.place])).toEqual([
      ["Cuisinier", "Brasserie Martin", "Le Mans"],
      ["Commis de cuisine", "Traiteur Le Goff", "Saint-Brieuc"],
    ]);
  });

  it("keeps a title on the date line a title: «HR officer» is no town", () => {
    const reading = readLines(sectionLines(["Experience", { bold: true, size: 1.2 }], "Feb 2020 – Jun 2023 | Payroll officer", "Orange, Rennes (35)"));
    expect(reading.workHistory.map((w) => [w.title, w.companyName, w.place])).toEqual([["Payroll officer", "Orange", "Rennes"]]);
  });

  it("reads the subject after a degree's comma as its field, not as a town", () => {
    expect(readEducationHeading(heading("BTS, Maintenance des systèmes", "Lycée Vauban"))).toEqual({
      degree: "BTS",
      field: "Maintenance des systèmes",
      schoolName: "Lycée Vauban",
    });
    expect(readEducationHeading(heading("Master, Urbanisme et aménagement", "EUP"))).toMatchObject({ field: "Urbanisme et aménagement", schoolName: "EUP" });
  });

  it("reads undated degrees one a line, however few lines the section has", () => {
    const reading = readLines(
      sectionLines(
        ["Formation", { bold: true, size: 1.2 }],
        ["Licence – Histoire — Université de Tours", { bold: true }],
        ["Master – Archéologie — Université de Poitiers", { bold: true }],
      ),
    );
    expect(reading.education.map((e) => [e.degree, e.field, e.schoolName])).toEqual([
      ["Licence", "Histoire", "Université de Tours"],
      ["Master", "Archéologie", "Université de Poitiers"],
    ]);
  });

  it("reads a heading in spaced capitals however long («F O R M A T I O N S  C O N T I N U E S»)", () => {
    expect(sectionOf(line("C O M P É T E N C E S   P R O F E S S I O N N E L L E S", { styled: true }))).toBe("skills");
    expect(sectionOf(line("P A R C O U R S   P R O F E S S I O N N E L", { styled: true }))).toBe("experience");
  });

  it("takes the value under a form's «Emploi recherché» label as the headline", () => {
    const reading = readLines(
      sectionLines(
        "Curriculum vitae",
        "Nom(s) / Prénom(s) | Hugo BERTIN",
        "Téléphone(s) | 06 55 44 33 22",
        "Emploi recherché / Domaine de compétence",
        "Technicien de maintenance",
      ),
    );
    expect(reading).toMatchObject({ name: "Hugo BERTIN", header: "Technicien de maintenance", phoneNumber: "0655443322" });
    const english = readLines(sectionLines("Surname(s) / First name(s) | Ana LOPES", "Desired employment / Occupational field", "Site manager"));
    expect(english.header).toBe("Site manager");
  });
});
