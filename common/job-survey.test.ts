import { describe, expect, it } from "vitest";
import { fieldError, progressShare, sectionsLeftLabel, unfinishedSections, type SurveyAnswers } from "./job-survey";
import { consultantIdOf, consultantLabel } from "./job-survey-consultants";

describe("the survey's stepper", () => {
  it("counts the sections still to complete, in French with its agreement", () => {
    expect(unfinishedSections("FULL", {}).size).toBe(6);
    const contact: SurveyAnswers = { candidateFirstName: "Léa", candidateLastName: "Roux", candidateEmail: "lea@exemple.fr", recruiterEmail: "c@cabinet.test" };
    expect([...unfinishedSections("LIGHT", contact)]).toEqual([2, 3, 4, 5, 6]);
    expect(sectionsLeftLabel(2)).toBe("Plus que 2 étapes");
    expect(sectionsLeftLabel(1)).toBe("Plus qu'une étape");
    expect(sectionsLeftLabel(0)).toBe("Tout est complété\u00a0!");
  });

  it("fills the progress bar with the sub-steps behind the candidate", () => {
    expect(progressShare("FULL", { step: 1, substep: 1 })).toBe(0);
    expect(progressShare("LIGHT", { step: 6, substep: 2 })).toBeCloseTo(8 / 9);
  });
});

describe("consultantLabel", () => {
  it("shows the name, with the address only when the candidate was given it, else the address or the number alone", () => {
    expect(consultantLabel({ id: 7, firstName: "Hélène", lastName: "Garnier" })).toBe("Hélène Garnier");
    expect(consultantLabel({ id: 7, firstName: "Hélène", lastName: "Garnier" }, "h@cabinet.test")).toBe("Hélène Garnier (h@cabinet.test)");
    expect(consultantLabel({ id: 1, firstName: null, lastName: null }, "admin@cabinet.test")).toBe("admin@cabinet.test");
    expect(consultantLabel({ id: 1, firstName: null, lastName: " " })).toBe("Consultant n° 1");
  });
});

describe("the consultant answer", () => {
  it("is an address or a picked consultant's id", () => {
    expect(fieldError("recruiterEmail", "c@cabinet.test")).toBeNull();
    expect(fieldError("recruiterEmail", "42")).toBeNull();
    for (const wrong of ["0", "-1", "2147483648", "4.2", "c@"]) expect(fieldError("recruiterEmail", wrong)).toBe("Email invalide");
    expect(consultantIdOf("42")).toBe(42);
    expect(consultantIdOf("042")).toBeNull();
  });
});
