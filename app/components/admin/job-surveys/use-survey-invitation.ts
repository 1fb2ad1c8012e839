import { useState } from "react";
import { api, ApiError, type ApiAnswer } from "~/lib/api";
import { useRootData } from "~/lib/root-data";
import { useNotify } from "../notifications";
import type { JobSurveyType } from "~common/job-survey";
import { DEFAULT_DEADLINE_DAYS, parisDay } from "~common/job-survey-invitation";

/** The survey created, with its invitation e-mail when one was asked. */
export type CreatedSurvey = ApiAnswer<"post", "/jobs/job_survey_create">;
type Values = {
  type: JobSurveyType;
  recruiterEmail: string;
  candidateFirstName: string;
  candidateLastName: string;
  candidateEmail: string;
  sendInvitation: boolean;
  deadline: string;
};

const FAILED = "L'invitation n'a pas été créée";

/**
 * The invitation form's values and its job_survey_create call: once created, the survey is kept
 * to show its link and the form starts again blank, the consultant being the signed-in staff member.
 */
export function useSurveyInvitation(onCreated: () => void) {
  const { user } = useRootData();
  const notify = useNotify();
  const blank = (): Values => ({
    type: "FULL",
    recruiterEmail: user?.email ?? "",
    candidateFirstName: "",
    candidateLastName: "",
    candidateEmail: "",
    sendInvitation: true,
    deadline: parisDay(DEFAULT_DEADLINE_DAYS),
  });
  const [values, setValues] = useState<Values>(blank);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [created, setCreated] = useState<CreatedSurvey | null>(null);
  const change = (patch: Partial<Values>) => setValues((current) => ({ ...current, ...patch }));
  const set = (field: keyof Values) => (event: { target: { value: string } }) => setValues((current) => ({ ...current, [field]: event.target.value }));

  async function create() {
    setBusy(true);
    try {
      const { sendInvitation, deadline, ...rest } = values;
      const body = sendInvitation ? { ...rest, sendInvitation, deadline } : rest;
      const answer = await api.post("/jobs/job_survey_create", { body });
      setCreated(answer);
      setErrors({});
      setValues(blank());
      if (answer.invitation?.status === "FAILED") notify(answer.invitation.detail, "error");
      else notify(answer.invitation ? answer.invitation.detail : "L'invitation a été créée");
      onCreated();
    } catch (error) {
      notify(FAILED, "error");
      setErrors(error instanceof ApiError ? { ...error.errors, ...(error.errors ? {} : { form: error.detail }) } : { form: FAILED });
    } finally {
      setBusy(false);
    }
  }

  return { values, change, set, errors, busy, created, create };
}
