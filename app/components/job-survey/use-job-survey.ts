import { useCallback, useEffect, useRef, useState } from "react";
import {
  FIRST_POSITION,
  formatPosition,
  isLastPosition,
  nextPosition,
  parsePosition,
  previousPosition,
  restorePosition,
  type JobSurveyAttachment,
  type JobSurveyType,
  type SurveyAnswers,
  type SurveyField,
  type SurveyPosition,
} from "~common/job-survey";
import { describeFailure } from "~common/submission-errors";
import { useCaptcha } from "~/components/captcha/use-captcha";
import { fireSurveyConversion } from "./survey-conversion";
import { api, outcomeOf } from "~/lib/api";
import { useSubmission } from "~/lib/use-submission";
import { postSurvey, useSurveySave, type FieldErrors, type SurveyCurrent, type SurveyPhase } from "./survey-save";
import { isBlankAnswer, surveyMissing, useSubStepValidation } from "./survey-validation";

export type SurveyMode = { publicId: string; type: JobSurveyType; consulting: boolean };

const SUBMIT_FAILURE = "Une erreur est survenue lors de l'envoi du questionnaire";

/**
 * The survey form's state (spec 2 §4): the answers and the position, validated 300 ms after
 * each change (survey-validation.ts) and saved as the candidate goes (survey-save.ts).
 * Consulting (staff) reads only.
 */
export function useJobSurvey({ publicId, type, consulting }: SurveyMode) {
  const captcha = useCaptcha();
  const [phase, setPhase] = useState<SurveyPhase>("loading");
  const [answers, setAnswersState] = useState<SurveyAnswers>({});
  const [position, setPositionState] = useState<SurveyPosition>(FIRST_POSITION);
  const [attachments, setAttachments] = useState<JobSurveyAttachment[]>([]);
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const [touched, setTouched] = useState<ReadonlySet<SurveyField>>(new Set());
  const [failure, setFailure] = useState<string | null>(null);

  const current = useRef<SurveyCurrent>({ answers, position, revision: 0, startMailSent: false });
  const ready = phase === "ready" && !consulting;
  const setAnswers = useCallback((next: SurveyAnswers) => {
    current.current.answers = next;
    setAnswersState(next);
  }, []);
  const setPosition = useCallback((next: SurveyPosition) => {
    current.current.position = next;
    setPositionState(next);
  }, []);
  useSurveyLoad({ publicId, type, consulting }, current, { setAnswers, setAttachments, setPosition, setPhase });
  const saver = useSurveySave({ publicId, type, ready, current, answers, setAnswers, setAttachments, setPhase, setFailure });
  const validation = useSubStepValidation(type, position, answers);
  const { submitting, submit } = useSurveySubmit({ publicId, type, captcha, current, saver, setPhase, setPosition, setServerErrors, setFailure });

  const setField = (field: SurveyField, value: string | boolean) => {
    if (!ready) return;
    setAnswers({ ...current.current.answers, [field]: value });
    setTouched((t) => new Set(t).add(field));
    setServerErrors(({ [field]: _gone, ...rest }) => rest);
    saver.fieldChanged(field);
  };
  const moveTo = (next: SurveyPosition) => {
    setPosition(next);
    setTouched(new Set());
    if (!consulting) saver.positionChanged();
  };

  const last = isLastPosition(type, position);
  const canGoBack = phase === "ready" && !submitting && previousPosition(type, position) !== null;
  const canGoNext = consulting ? phase === "ready" && !last : ready && !submitting && validation.valid && captcha.isValidated;

  return {
    phase,
    answers,
    position,
    attachments,
    setAttachments,
    saveState: saver.saveState,
    failure,
    submitting,
    captcha,
    isLast: last,
    canGoBack,
    canGoNext,
    missing: consulting || !ready || submitting ? [] : surveyMissing(validation.errors, answers, captcha.isValidated),
    readOnly: consulting,
    /** A field's message once it was changed or left, or as soon as it holds an answer (one restored
     * from an earlier visit is checked too); the server's first. */
    error: (field: SurveyField) => serverErrors[field] ?? (touched.has(field) || !isBlankAnswer(answers[field]) ? validation.errors[field] : undefined),
    setField,
    touch: (field: SurveyField) => setTouched((t) => new Set(t).add(field)),
    back: () => {
      const previous = previousPosition(type, position);
      if (previous && canGoBack) moveTo(previous);
    },
    next: () => {
      if (!canGoNext) return;
      if (!consulting && last) return void submit();
      if (!consulting && position.step === 1) sendStartMail(publicId, current.current);
      const following = nextPosition(type, position);
      if (following) moveTo(following);
    },
  };
}

export type JobSurveyState = ReturnType<typeof useJobSurvey>;

type LoadSetters = {
  setAnswers: (next: SurveyAnswers) => void;
  setAttachments: (next: JobSurveyAttachment[]) => void;
  setPosition: (next: SurveyPosition) => void;
  setPhase: (next: SurveyPhase) => void;
};

/** Fetches the survey once: the candidate comes back where they left, consulting opens at the start. */
function useSurveyLoad({ publicId, type, consulting }: SurveyMode, current: React.RefObject<SurveyCurrent>, set: LoadSetters) {
  const { setAnswers, setAttachments, setPosition, setPhase } = set;
  useEffect(() => {
    const controller = new AbortController();
    const body = { type, isConsulting: consulting };
    const call = api.post("/jobs/job_survey_fetch/:id", { param: { id: publicId }, body, signal: controller.signal, consent: true });
    void outcomeOf(call).then(({ ok, status, body: survey }) => {
      if (controller.signal.aborted) return;
      if (!ok || !survey) return setPhase(status === 404 ? "missing" : "failed");
      current.current.revision = survey.revision;
      current.current.startMailSent = survey.startMailSent;
      setAnswers(survey.answers);
      setAttachments(survey.attachments);
      setPosition(consulting ? FIRST_POSITION : restorePosition(type, survey.userStep));
      setPhase(survey.isCompleted && !consulting ? "done" : "ready");
    });
    return () => controller.abort();
  }, [publicId, type, consulting, current, setAnswers, setAttachments, setPosition, setPhase]);
}

/** The consultant hears once that the candidate started, when both names are given (spec 2 §4). */
function sendStartMail(publicId: string, current: SurveyCurrent) {
  const { answers: given, startMailSent } = current;
  const [first, last] = [given.candidateFirstName, given.candidateLastName];
  if (startMailSent || typeof first !== "string" || typeof last !== "string" || !first.trim() || !last.trim()) return;
  current.startMailSent = true;
  const body = { jobSurveyId: publicId, candidateFirstName: first.trim(), candidateLastName: last.trim(), recruiterEmail: given.recruiterEmail };
  void outcomeOf(api.post("/jobs/job_survey_send_start_mail", { body, consent: true }));
}

type SubmitDeps = {
  publicId: string;
  type: JobSurveyType;
  captcha: ReturnType<typeof useCaptcha>;
  current: React.RefObject<SurveyCurrent>;
  saver: ReturnType<typeof useSurveySave>;
  setPhase: (next: SurveyPhase) => void;
  setPosition: (next: SurveyPosition) => void;
  setServerErrors: (next: FieldErrors) => void;
  setFailure: (next: string | null) => void;
};

/**
 * Sends the completed survey with the captcha, once the save under way is over (both within the
 * one send, so `submitting` covers the wait). The call takes no signal, as before: leaving the
 * page only stops the form from reading the answer, the completed survey is still sent.
 */
function useSurveySubmit({ publicId, type, captcha, current, saver, setPhase, setPosition, setServerErrors, setFailure }: SubmitDeps) {
  const { sending: submitting, send } = useSubmission();
  async function submit() {
    const captchaId = captcha.captchaId;
    if (!captchaId) return;
    setFailure(null);
    let sentAnswers: SurveyAnswers = {};
    const outcome = await send(async () => {
      await saver.running();
      const { answers, revision, position } = current.current;
      sentAnswers = answers;
      return postSurvey(publicId, { answers, userStep: formatPosition(position), type, revision, isCompleted: true, captchaId });
    });
    if (!outcome) return;
    const answer = outcome.body;
    if (outcome.ok || (outcome.status === 409 && answer?.survey?.isCompleted)) {
      saver.allSaved();
      setPhase("done");
      if (outcome.ok) fireSurveyConversion(type);
      return;
    }
    if (outcome.status === 409 && answer?.survey) {
      // Saved elsewhere meanwhile: take that revision (our answers win) and let the visitor send again.
      current.current.revision = answer.survey.revision;
      saver.resendAll(Object.keys(sentAnswers) as SurveyField[]);
      return setFailure(answer.detail ?? SUBMIT_FAILURE);
    }
    const wrongStep = parsePosition(answer?.userStep);
    if (outcome.status === 400 && wrongStep) {
      setPosition(wrongStep);
      setServerErrors((answer?.errors ?? {}) as FieldErrors);
      return setFailure(answer?.detail ?? SUBMIT_FAILURE);
    }
    // A spent or refused captcha cannot be used again: a fresh one costs the visitor nothing.
    captcha.reset();
    const described = describeFailure(outcome, SUBMIT_FAILURE);
    if (described.kind !== "aborted") setFailure(answer?.detail && outcome.status === 400 ? answer.detail : described.message);
  }
  return { submitting, submit };
}
