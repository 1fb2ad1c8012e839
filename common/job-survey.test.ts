import { describe, expect, it } from "vitest";
import { progressShare, sectionsLeftLabel, unfinishedSections, type SurveyAnswers } from "./job-survey";
import { consultantLabel } from "./job-survey-consultants";

describe("the survey's stepper", () => {
  it("counts the sections still to complete, in French with its agreement", () => {
    expect(unfinishedSections("FULL", {}).size).toBe(6);
    const contact: SurveyAnswers = { candidateFirstName: "Léa", candidateLastName: "Roux", candidateEmail: "lea@exemple.fr", recruiterEmail: "c@cabinet.test" };
    expect([...unfinishedSections("LIGHT", contact)]).toEqual([2, 3, 4, 5, 6]);
    expect(sectionsLeftLabel(2)).toBe("Plus que 2 étapes");
    expect(sectionsLeftLabel(1)).toBe("Plus que 1 étape");
    expect(sectionsLeftLabel(0)).toBe("Tout est complété\u00a0!");
  });

  it("fills the progress bar with the sub-steps behind the candidate", () => {
    expect(progressShare("FULL", { step: 1, substep: 1 })).toBe(0);
    expect(progressShare("LIGHT", { step: 6, substep: 2 })).toBeCloseTo(8 / 9);
  });
});

describe("consultantLabel", () => {
  it("shows the name when the account has one, else the address alone", () => {
    expect(consultantLabel({ email: "h@cabinet.test", firstName: "Hélène", lastName: "Garnier" })).toBe("Hélène Garnier (h@cabinet.test)");
    expect(consultantLabel({ email: "admin@cabinet.test", firstName: null, lastName: null })).toBe("admin@cabinet.test");
  });
});
