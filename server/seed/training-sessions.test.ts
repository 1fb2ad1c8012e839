import { describe, expect, it } from "vitest";
import { parisInstant, parisIsoDay } from "../../common/format/date";
import { sessionPlace } from "../../common/training-place";
import { frenchHolidays, isWorkingDay, teachingHours, workingDaysBetween } from "../../common/working-days";
import { demoAgencies } from "./demo-agencies";
import { demoTrainings } from "./training-content";
import { assertCoursePlace, assertRunFitsCourse, courseLength, demoRuns, runSessions } from "./training-sessions";

const CITIES = demoAgencies.map((agency) => agency.city);
const at = (wall: string) => parisInstant(wall)!;

// Seed days across the year, so that weekends, Christmas and the spring holidays all fall in a run.
const SEED_DAYS = ["2026-11-29T06:00:00Z", "2027-03-20T06:00:00Z", "2027-04-30T22:30:00Z", "2027-07-10T12:00:00Z"].map((day) => new Date(day));

describe("the demo catalogue's sessions", () => {
  for (const now of SEED_DAYS) {
    it(`are held on working days and each run gives its course's hours (seeded ${now.toISOString()})`, () => {
      for (const course of demoTrainings) {
        const runs = demoRuns(course, now);
        expect(runs).toHaveLength(course.runs.length);
        for (const run of runs) {
          const hours = run.reduce((sum, session) => sum + teachingHours(session.startAt, session.endAt), 0);
          expect(hours, course.slug).toBe(courseLength(course.time).hours);
          for (const session of run) {
            for (const day of [parisIsoDay(session.startAt), parisIsoDay(session.endAt)]) expect(isWorkingDay(day), `${course.slug} ${day}`).toBe(true);
            expect(session.startAt.getTime()).toBeGreaterThan(now.getTime());
          }
        }
      }
    });
  }

  it("keep a course of a few days within one week, and spread a long course over its months", () => {
    const now = SEED_DAYS[0]!;
    const twoDays = demoTrainings.find((course) => course.time === "14 heures (2 jours)")!;
    for (const [session] of demoRuns(twoDays, now)) expect(workingDaysBetween(parisIsoDay(session!.startAt), parisIsoDay(session!.endAt))).toHaveLength(2);
    const long = demoTrainings.find((course) => course.time === "63 heures (9 jours sur 4 mois)")!;
    const [run] = demoRuns(long, now);
    expect(run).toHaveLength(3);
    expect(run!.at(-1)!.startAt.getTime() - run![0]!.startAt.getTime()).toBeGreaterThan(60 * 86_400_000);
  });

  it("are at real places: the agencies' cities, or «À distance» for a remote course", () => {
    for (const course of demoTrainings) expect(() => assertCoursePlace(course, CITIES), course.slug).not.toThrow();
  });
});

describe("the seed's check", () => {
  const twoDays = { slug: "deux-jours", time: "14 heures (2 jours)" };

  it("refuses a one-day session for a two-day course, a weekend and a public holiday", () => {
    expect(() => assertRunFitsCourse(twoDays, [{ startAt: at("2026-12-07T09:00"), endAt: at("2026-12-07T16:00") }])).toThrow("7 h pour une formation de 14 h");
    expect(() => assertRunFitsCourse(twoDays, [{ startAt: at("2026-12-05T09:00"), endAt: at("2026-12-07T16:00") }])).toThrow(
      "2026-12-05 n'est pas un jour ouvré",
    );
    expect(() => assertRunFitsCourse(twoDays, [{ startAt: at("2026-12-24T09:00"), endAt: at("2026-12-25T16:00") }])).toThrow(
      "2026-12-25 n'est pas un jour ouvré",
    );
    expect(() => assertRunFitsCourse(twoDays, [{ startAt: at("2026-12-07T09:00"), endAt: at("2026-12-08T17:00") }])).toThrow("horaires");
    expect(() => assertRunFitsCourse(twoDays, runSessions(twoDays.time, "2026-12-05"))).not.toThrow();
  });

  it("refuses a place that is no city of ours, an in-company place alone, or a remote course held elsewhere", () => {
    const course = (place: string, modality = "presentiel") => ({ slug: "lieu", place, modality });
    expect(() => assertCoursePlace(course("Rennes ou dans vos locaux"), CITIES)).not.toThrow();
    expect(() => assertCoursePlace(course("Quimper"), CITIES)).toThrow("«quimper» n'est pas une ville de nos agences");
    expect(() => assertCoursePlace(course("Dans vos locaux"), CITIES)).toThrow("aucune ville");
    expect(() => assertCoursePlace(course("Lyon ou à distance", "distanciel"), CITIES)).toThrow("«À distance»");
    expect(() => assertCoursePlace(course("Lyon et à distance"), CITIES)).toThrow("présentiel");
  });
});

describe("working days and a session's hours", () => {
  it("know the movable holidays", () => {
    // Easter 2027 is on 28 March.
    for (const day of ["2027-03-29", "2027-05-06", "2027-05-17"]) expect(frenchHolidays(2027).has(day)).toBe(true);
    expect(isWorkingDay("2027-03-30")).toBe(true);
  });

  it("count the working days of a session over several days, the plain difference on one day", () => {
    expect(teachingHours(at("2026-12-07T09:00"), at("2026-12-07T16:00"))).toBe(7);
    expect(teachingHours(at("2026-12-07T09:00"), at("2026-12-08T16:00"))).toBe(14);
    // Friday to Monday: the weekend is not taught.
    expect(teachingHours(at("2026-12-04T09:00"), at("2026-12-07T12:30"))).toBe(7);
  });
});

describe("a session's place", () => {
  it("leaves out the in-company option, which is arranged on request", () => {
    expect(sessionPlace("Rennes ou dans vos locaux")).toBe("Rennes");
    expect(sessionPlace("Paris, Lyon ou dans vos locaux")).toBe("Paris ou Lyon");
    expect(sessionPlace("Lyon et à distance")).toBe("Lyon et à distance");
  });
});
