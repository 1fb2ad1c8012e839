import { describe, expect, it } from "vitest";
import { readDatedLine, readResume } from "./resume-reading";

describe("readResume, the CV heuristic", () => {
  it("reads an English CV with dates before the job on the same line, and ongoing jobs", () => {
    const reading = readResume(
      [
        "John Smith",
        "Warehouse team leader",
        "Phone +33 6 11 22 33 44",
        "Work Experience",
        "Jan 2021 - Present Team leader at Logistique Rhône, Vénissieux",
        "Managed 2000 parcels a day with a team of 12.",
        "2017 – 2020 Forklift driver | Entrepôts Durand",
        "Education",
        "2016 CACES R489 — AFPA Lyon",
        "Skills",
        "Since 2019 first-aid certified",
      ].join("\n"),
    );
    // A French number, +33 included, is kept as its ten digits.
    expect(reading).toMatchObject({ name: "John Smith", header: "Warehouse team leader", phoneNumber: "0611223344" });
    expect(reading.workHistory).toEqual([
      {
        title: "Team leader",
        companyName: "Logistique Rhône",
        place: "Vénissieux",
        startDate: { year: 2021, month: 1 },
        endDate: null,
        summary: "Managed 2000 parcels a day with a team of 12.",
      },
      { title: "Forklift driver", companyName: "Entrepôts Durand", startDate: { year: 2017 }, endDate: { year: 2020 }, summary: "" },
    ]);
    // The «Skills» section ends the education: its dated line is no degree.
    expect(reading.education).toEqual([{ degree: "CACES R489", schoolName: "AFPA Lyon", startYear: null, endYear: 2016 }]);
  });

  it("reads French dates in words and numbers, and leaves a line without a date alone", () => {
    expect(readDatedLine("De septembre 2019 à aujourd'hui")).toMatchObject({ start: { year: 2019, month: 9 }, end: null, ongoing: true, rest: "" });
    expect(readDatedLine("03/2015 - 08/2019 : Secrétaire")).toMatchObject({
      start: { year: 2015, month: 3 },
      end: { year: 2019, month: 8 },
      rest: "Secrétaire",
    });
    expect(readDatedLine("Gestion de 69003 dossiers")).toBeNull();
  });

  it("returns empty lists, not guesses, for a text without sections", () => {
    expect(readResume("Bonjour,\nje cherche un emploi.")).toMatchObject({ workHistory: [], education: [], postal: null, phoneNumber: null });
  });
});
