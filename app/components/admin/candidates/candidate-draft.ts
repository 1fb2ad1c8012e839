import {
  CANDIDATE_EDIT_MESSAGES,
  candidateEditSchema,
  splitAddress,
  type CandidateCorrection,
  type CandidateDetails,
  type CandidateEdit,
  type EducationItem,
  type MonthYear,
  type WorkHistoryItem,
} from "~common/candidates";

/** One job as its inputs hold it: texts, and «En poste» for a job that goes on. */
export type JobDraft = {
  title: string;
  companyName: string;
  place: string;
  startMonth: string;
  startYear: string;
  endMonth: string;
  endYear: string;
  current: boolean;
  summary: string;
};
export type DegreeDraft = { degree: string; field: string; schoolName: string; startYear: string; endYear: string };

/** The edit form's values: what the inputs show (the lists as their inputs' strings). */
export type CandidateDraft = Omit<CandidateCorrection, "workHistory" | "education"> & { jobs: JobDraft[]; degrees: DegreeDraft[] };

export const EMPTY_JOB: JobDraft = {
  title: "",
  companyName: "",
  place: "",
  startMonth: "",
  startYear: "",
  endMonth: "",
  endYear: "",
  current: false,
  summary: "",
};
export const EMPTY_DEGREE: DegreeDraft = { degree: "", field: "", schoolName: "", startYear: "", endYear: "" };

const text = (value: number | null | undefined) => (value == null ? "" : String(value));

const jobDraft = (job: WorkHistoryItem): JobDraft => ({
  title: job.title,
  companyName: job.companyName,
  place: job.place ?? "",
  startMonth: text(job.startDate?.month),
  startYear: text(job.startDate?.year),
  endMonth: text(job.endDate?.month),
  endYear: text(job.endDate?.year),
  // A job without an end goes on (the CV said «aujourd'hui», «depuis…»).
  current: job.endDate === null,
  summary: job.summary,
});

export function candidateDraft(candidate: CandidateDetails): CandidateDraft {
  return {
    name: candidate.name ?? "",
    email: candidate.email,
    phoneNumber: candidate.phoneNumber ?? "",
    header: candidate.header ?? "",
    ...splitAddress(candidate.address, candidate.zipcode, candidate.landRegistry?.label ?? null),
    jobs: candidate.workHistory.map(jobDraft),
    degrees: candidate.education.map((e) => ({
      degree: e.degree,
      field: e.field ?? "",
      schoolName: e.schoolName,
      startYear: text(e.startYear),
      endYear: text(e.endYear),
    })),
    skills: candidate.skills,
    languages: candidate.languages,
  };
}

/** A typed year: empty is none; anything but four digits is out of range (the schema says so). */
const yearOf = (value: string): number | null => (value.trim() === "" ? null : /^\d{4}$/.test(value.trim()) ? Number(value) : 0);
const monthYear = (month: string, year: string): MonthYear | null => {
  const y = yearOf(year);
  return y === null ? null : { year: y, ...(month && { month: Number(month) }) };
};

export function draftPayload(draft: CandidateDraft) {
  return {
    name: draft.name,
    email: draft.email,
    phoneNumber: draft.phoneNumber,
    header: draft.header,
    street: draft.street,
    zipcode: draft.zipcode,
    town: draft.town,
    workHistory: draft.jobs.map((job): WorkHistoryItem => ({
      title: job.title,
      companyName: job.companyName,
      place: job.place,
      startDate: monthYear(job.startMonth, job.startYear),
      endDate: job.current ? null : monthYear(job.endMonth, job.endYear),
      summary: job.summary,
    })),
    education: draft.degrees.map((d): EducationItem => ({
      degree: d.degree,
      field: d.field,
      schoolName: d.schoolName,
      startYear: yearOf(d.startYear),
      endYear: yearOf(d.endYear),
    })),
    skills: draft.skills,
    languages: draft.languages,
  } satisfies CandidateEdit;
}

/**
 * The shared schema's messages, before anything is sent (the server checks again), plus what
 * only the form knows: a job that is not «En poste» needs its end.
 */
export function draftErrors(draft: CandidateDraft): Record<string, string> {
  const errors: Record<string, string> = {};
  const result = candidateEditSchema.safeParse(draftPayload(draft));
  if (!result.success) for (const issue of result.error.issues) errors[issue.path.join(".")] ??= issue.message;
  draft.jobs.forEach((job, index) => {
    if (!job.current && job.endYear.trim() === "") errors[`workHistory.${index}.endDate.year`] ??= CANDIDATE_EDIT_MESSAGES.endOrCurrent;
  });
  return errors;
}

/** An emptied field is no change from an empty one. */
export const sameDraft = (a: CandidateDraft, b: CandidateDraft) => JSON.stringify(a) === JSON.stringify(b);
