import type { MonthYear } from "./people";

// The pieces a CV is made of, apart from the CV (cv-model.ts) so that the entries' writer
// (cv-entries.ts), which the model calls, and the model both read them without importing each other.

export type ExpectedWork = { title: string; companyName: string; place: string; startDate: MonthYear | null; endDate: MonthYear | null; summary: string };
export type ExpectedEducation = { degree: string; field: string; schoolName: string; startYear: number | null; endYear: number | null };

/** One job or degree as printed: its date text, its heading lines (the first stands out) and its bullets. */
export type Entry = {
  date: string;
  head: string[];
  bullets: string[];
  /** The parts apart, for the layouts that label them (Europass). */
  parts: { title: string; organisation: string; place: string; dates: string };
  /** The bullets written as one paragraph of sentences. */
  prose?: boolean;
};

/** How a CV prints a period: with months or not, and its words. */
export type DateStyle = { months: boolean; range(start: Required<MonthYear>, end: Required<MonthYear> | null): string };
