import { describe, expect, it } from "vitest";
import { fold, languageName, normalPhone, sameName, sameText, scoreDocument, tokenSimilarity, type Reading } from "./scoring";

const expected: Reading = {
  name: "Anne-Sophie Duval",
  header: "Comptable confirmée – 8 ans d'expérience",
  email: "anne-sophie.duval@orange.fr",
  phoneNumber: "0639981234",
  address: "12 rue Victor Hugo, 69003 Lyon",
  postal: { zipcode: "69003", town: "Lyon" },
  workHistory: [
    { title: "Comptable général", companyName: "Fiducial", place: "Lyon", startDate: { year: 2019, month: 1 }, endDate: null },
    { title: "Assistante comptable", companyName: "KPMG", place: "Villeurbanne", startDate: { year: 2015 }, endDate: { year: 2018 } },
  ],
  education: [{ degree: "BTS", field: "Comptabilité et gestion", schoolName: "Lycée Jean Moulin", startYear: 2012, endYear: 2014 }],
  skills: ["Sage 100", "Cegid", "Excel"],
  languages: ["Anglais", "Espagnol"],
};

const perfect: Reading = {
  ...structuredClone(expected),
  name: "DUVAL Anne-Sophie",
  phoneNumber: "+33 (0)6 39 98 12 34",
  postal: { zipcode: "69003", town: "LYON" },
  workHistory: [
    // In another order, the place with its department, the job title in capitals.
    { title: "ASSISTANTE COMPTABLE", companyName: "KPMG", place: "Villeurbanne (69)", startDate: { year: 2015, month: 9 }, endDate: { year: 2018, month: 6 } },
    { title: "Comptable général", companyName: "Fiducial", place: "Lyon", startDate: { year: 2019, month: 1 }, endDate: null },
  ],
  languages: ["Anglais : courant (C1)", "Espagnol – notions"],
};

const correct = (reading: Reading) => {
  const score = scoreDocument(expected, reading);
  return Object.fromEntries(Object.entries(score).map(([f, c]) => [f, c.fp === 0 && c.fn === 0 && c.tp > 0]));
};

describe("CV reading scores", () => {
  it("folds case, accents, ligatures and punctuation", () => {
    expect(fold("  Lycée Jean-Moulin, LYON ")).toBe("lycee jean moulin lyon");
    expect(fold("Gros Œuvre")).toBe("gros oeuvre");
    expect(tokenSimilarity("Chef de chantier", "chantier chef de")).toBe(1);
    expect(sameText("Lycée Jean Moulin", "Lycée Jean Moulin, Lyon", true)).toBe(true);
    expect(sameText("Comptable", "Comptable – Fiducial, Lyon", true)).toBe(false);
  });

  it("reads a name in any order and a phone in any French form", () => {
    expect(sameName("Marie-Claire de La Tour", "DE LA TOUR Marie-Claire")).toBe(true);
    expect(sameName("Marie-Claire de La Tour", "Marie-Claire")).toBe(false);
    for (const form of ["06 39 98 12 34", "06.39.98.12.34", "+33 6 39 98 12 34", "+33 (0)6 39 98 12 34", "0639981234", "0033 6 39 98 12 34"])
      expect(normalPhone(form)).toBe("0639981234");
    expect(normalPhone("+32 (0)470 12 34 56")).toBe("+32470123456");
    expect(languageName("Anglais : courant (C1)")).toBe("anglais");
    expect(languageName("Espagnol – notions")).toBe("espagnol");
    expect(languageName("English (fluent)")).toBe("english");
  });

  it("counts a faithful reading as right in every field", () => {
    const score = scoreDocument(expected, perfect);
    for (const [field, counts] of Object.entries(score))
      expect({ field, fp: counts.fp, fn: counts.fn, some: counts.tp > 0 }).toEqual({ field, fp: 0, fn: 0, some: true });
    expect(score["experience.title"].tp).toBe(2);
    expect(score["experience.end"].tp).toBe(2);
  });

  it("counts a swapped title and company as wrong, both ways", () => {
    const swapped = structuredClone(perfect);
    const job = swapped.workHistory![1];
    [job.title, job.companyName] = [job.companyName, job.title];
    const score = scoreDocument(expected, swapped);
    expect(score["experience.title"]).toEqual({ tp: 1, fp: 1, fn: 1 });
    expect(score["experience.company"]).toEqual({ tp: 1, fp: 1, fn: 1 });
    // The swapped job still pairs with its expected one: its dates stay right.
    expect(score["experience.start"]).toEqual({ tp: 2, fp: 0, fn: 0 });
  });

  it("wants the month when the CV gives one, and tells a current job from an ended one", () => {
    const yearOnly = structuredClone(perfect);
    yearOnly.workHistory![1].startDate = { year: 2019 };
    yearOnly.workHistory![1].endDate = { year: 2024, month: 3 };
    const score = scoreDocument(expected, yearOnly);
    expect(score["experience.start"]).toEqual({ tp: 1, fp: 1, fn: 1 });
    expect(score["experience.end"]).toEqual({ tp: 1, fp: 1, fn: 1 });
  });

  it("counts an invented job as false positives and a missed one as false negatives", () => {
    const extra = structuredClone(perfect);
    extra.workHistory!.push({ title: "Vendeuse", companyName: "Zara", place: "Lyon", startDate: { year: 2010 }, endDate: { year: 2011 } });
    expect(scoreDocument(expected, extra)["experience.title"]).toEqual({ tp: 2, fp: 1, fn: 0 });
    const missing = structuredClone(perfect);
    missing.workHistory!.pop();
    expect(scoreDocument(expected, missing)["experience.company"]).toEqual({ tp: 1, fp: 0, fn: 1 });
  });

  it("takes a degree read whole as the degree, and the school as no degree", () => {
    const whole = structuredClone(perfect);
    whole.education = [{ degree: "BTS Comptabilité et gestion", field: "", schoolName: "Lycée Jean Moulin, Lyon", startYear: 2012, endYear: 2014 }];
    expect(correct(whole)["education.degree"]).toBe(true);
    expect(scoreDocument(expected, whole)["education.field"]).toEqual({ tp: 0, fp: 0, fn: 1 });
    expect(correct(whole)["education.school"]).toBe(true);
    const school = structuredClone(perfect);
    school.education = [{ degree: "Lycée Jean Moulin", field: "", schoolName: "", startYear: 2012, endYear: 2014 }];
    expect(scoreDocument(expected, school)["education.degree"]).toEqual({ tp: 0, fp: 1, fn: 1 });
  });

  it("scores skills and languages as sets and an empty reading as all missed", () => {
    const some = structuredClone(perfect);
    some.skills = ["sage 100", "Word"];
    expect(scoreDocument(expected, some).skills).toEqual({ tp: 1, fp: 1, fn: 2 });
    const none = scoreDocument(expected, null);
    expect(none.name).toEqual({ tp: 0, fp: 0, fn: 1 });
    expect(none["experience.end"]).toEqual({ tp: 0, fp: 0, fn: 2 });
    expect(none.languages).toEqual({ tp: 0, fp: 0, fn: 2 });
  });
});
