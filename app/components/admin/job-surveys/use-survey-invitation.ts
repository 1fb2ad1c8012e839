import { useState } from "react";
import { api, type ApiAnswer } from "~/lib/api";
import { useSubmission } from "~/lib/use-submission";
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
  const { sending: busy, send } = useSubmission();
  const [created, setCreated] = useState<CreatedSurvey | null>(null);
  const change = (patch: Partial<Values>) => setValues((current) => ({ ...current, ...patch }));
  const set = (field: keyof Values) => (event: { target: { value: string } }) => setValues((current) => ({ ...current, [field]: event.target.value }));

  async function create() {
    const { sendInvitation, deadline, ...rest } = values;
    const body = sendInvitation ? { ...rest, sendInvitation, deadline } : rest;
    const outcome = await send((signal) => api.post("/jobs/job_survey_create", { body, signal }));
    if (!outcome) return;
    if (!outcome.ok) {
      const { refusal } = outcome;
      notify(FAILED, "error");
      return setErrors(refusal ? { ...refusal.errors, ...(refusal.errors ? {} : { form: refusal.detail }) } : { form: FAILED });
    }
    const answer = outcome.body;
    setCreated(answer);
    setErrors({});
    setValues(blank());
    if (answer.invitation?.status === "FAILED") notify(answer.invitation.detail, "error");
    else notify(answer.invitation ? answer.invitation.detail : "L'invitation a été créée");
    onCreated();
  }

  return { values, change, set, errors, busy, created, create };
}
