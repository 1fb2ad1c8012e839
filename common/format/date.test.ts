import { expect, it } from "vitest";
import {
  frenchDate,
  frenchDateTime,
  frenchDateTimeRange,
  frenchMonthYear,
  frenchShortDate,
  frenchShortDateTime,
  frenchTime,
  parisInstant,
  parisIsoDay,
  parisWallTime,
} from "./date";

// The formats are written by hand (no Intl on the pages' load): Intl's time-zone data is the
// reference they must match, in Paris, across every change of clocks.
const paris = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat("fr-FR", { ...options, timeZone: "Europe/Paris" });
const long = paris({ day: "numeric", month: "long", year: "numeric" });
const short = paris({ day: "2-digit", month: "2-digit", year: "numeric" });
const monthYear = paris({ month: "long", year: "numeric" });
const weekday = paris({ weekday: "long", day: "numeric", month: "long", year: "numeric" });
const clock = paris({ hour: "numeric", minute: "2-digit", hourCycle: "h23" });
const shortMonth = paris({ day: "numeric", month: "short", year: "numeric", hour: "2-digit", minute: "2-digit", hourCycle: "h23" });
const shortDateTime = paris({ dateStyle: "short", timeStyle: "short" });
/** «2026-11-28T00:34», the wall time an <input type="datetime-local"> holds. */
const wallParts = new Intl.DateTimeFormat("en-CA", {
  timeZone: "Europe/Paris",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});
const wall = (instant: Date) => wallParts.format(instant).replace(", ", "T");

/**
 * 1996–2037 every 23 hours (every day, each hour of the day in turn), and every hour of the
 * Sundays of March and October, when clocks change: each instant with the millisecond before it.
 */
function* instants() {
  const hour = 3_600_000;
  for (let time = Date.UTC(1996, 0, 1); time < Date.UTC(2038, 0, 1); time += 23 * hour) yield* [new Date(time), new Date(time - 1)];
  for (let year = 1996; year < 2038; year++) {
    for (const month of [2, 9]) {
      for (let day = 1; day <= 31; day++) {
        const midnight = Date.UTC(year, month, day);
        if (new Date(midnight).getUTCDay() !== 0) continue;
        for (let time = midnight - 2 * hour; time <= midnight + 26 * hour; time += hour) yield* [new Date(time), new Date(time - 1)];
      }
    }
  }
}

it("writes Paris dates and times as Intl does, 1996–2037, across every change of clocks", () => {
  const different: string[] = [];
  for (const instant of instants()) {
    const [hours, minutes] = clock.format(instant).split(":");
    const expected = [
      long.format(instant),
      short.format(instant),
      monthYear.format(instant),
      `${Number(hours)}\u00a0h\u00a0${minutes}`,
      shortMonth.format(instant).replace(", ", " à "),
      shortDateTime.format(instant),
      wall(instant),
      wall(instant).slice(0, 10),
    ];
    const actual = [
      frenchDate(instant),
      frenchShortDate(instant),
      frenchMonthYear(instant),
      frenchTime(instant),
      frenchDateTime(instant),
      frenchShortDateTime(instant),
      parisWallTime(instant),
      parisIsoDay(instant),
    ];
    if (actual.join("|") !== expected.join("|")) different.push(`${instant.toISOString()}: ${actual.join("|")} ≠ ${expected.join("|")}`);
    if (different.length > 5) break;
  }
  expect(different).toEqual([]);
});

it("names the weekday of a session in Paris, also across midnight UTC", () => {
  for (const instant of [new Date("2026-12-06T23:30:00Z"), new Date("2026-06-07T22:30:00Z"), new Date("2026-03-29T00:59:59Z")]) {
    expect(frenchDateTimeRange(instant, instant)).toBe(`le ${weekday.format(instant)}, de ${frenchTime(instant)} à ${frenchTime(instant)}`);
  }
  expect(frenchDateTimeRange("2026-12-07T08:00:00Z", "2026-12-07T16:00:00Z")).toBe("le lundi 7 décembre 2026, de 9\u00a0h\u00a000 à 17\u00a0h\u00a000");
});

it("writes when something happened in the back-office as «28 nov. 2026 à 00:34», Paris time", () => {
  expect(frenchDateTime("2026-11-27T23:34:55Z")).toBe("28 nov. 2026 à 00:34");
  expect(frenchDateTime("2026-07-14T08:05:00Z")).toBe("14 juil. 2026 à 10:05");
});

it("reads a Paris wall time back as its instant, the hours skipped or repeated by a change of clocks in winter time", () => {
  const different: string[] = [];
  for (const instant of instants()) {
    // The instant rounded down to its minute is what the wall time names; in the October hour
    // that happens twice, the later (winter) one.
    const minute = new Date(Math.floor(instant.getTime() / 60_000) * 60_000);
    const back = parisInstant(parisWallTime(instant));
    const repeated = parisWallTime(new Date(minute.getTime() + 3_600_000)) === parisWallTime(minute);
    const expected = repeated ? minute.getTime() + 3_600_000 : minute.getTime();
    if (back?.getTime() !== expected) different.push(`${instant.toISOString()}: ${back?.toISOString()}`);
    if (different.length > 5) break;
  }
  expect(different).toEqual([]);
  expect(parisInstant("2026-03-29T02:30")?.toISOString()).toBe("2026-03-29T01:30:00.000Z");
  expect(parisInstant("2026-11-28T00:34")?.toISOString()).toBe("2026-11-27T23:34:00.000Z");
  for (const bad of ["", "28/11/2026 00:34", "2026-02-31T09:00x", "pas une date"]) expect(parisInstant(bad)).toBeNull();
});

it("refuses what is not a date, as Intl does", () => {
  expect(() => frenchDate("pas une date")).toThrow(RangeError);
});
