import { useCallback, useEffect, useRef, useState } from "react";
import type { SURVEY_SAVE_MESSAGES } from "~common/job-survey";
import {
  FIRST_POSITION,
  formatPosition,
  isLastPosition,
  nextPosition,
  parsePosition,
  previousPosition,
  restorePosition,
  validateSubStep,
  type JobSurveyAttachment,
  type JobSurveyType,
  type JobSurveyView,
  type SurveyAnswers,
  type SurveyField,
  type SurveyPosition,
} from "~common/job-survey";
import { describeFailure, isNetworkFailure } from "~common/submission-errors";
import { useCaptcha } from "~/components/captcha/use-captcha";
import { MISSING } from "~common/candidate-forms";
import { sendCandidateForm } from "~/components/offers/apply/send-form";
import { fireSurveyConversion } from "./survey-conversion";

export type SurveyMode = { publicId: string; type: JobSurveyType; consulting: boolean };
export type SurveyPhase = "loading" | "ready" | "missing" | "failed" | "done";
export type SaveState = keyof typeof SURVEY_SAVE_MESSAGES;
type FieldErrors = Partial<Record<SurveyField, string>>;
type SurveyAnswer = JobSurveyView & { detail?: string; errors?: Record<string, string>; survey?: JobSurveyView; userStep?: string };

/** The spec's delay between a change and the sub-step's validation (spec 2 §4, §9). */
export const VALIDATION_DELAY_MS = 300;
/** Typing pauses this long before the answers are saved; a change of step saves at once. */
export const AUTOSAVE_DELAY_MS = 1200;
const SURVEY_MISSING = { fields: "répondez aux questions obligatoires (*)", flagged: "corrigez les réponses signalées", captcha: MISSING.captcha };
const SUBMIT_FAILURE = "Une erreur est survenue lors de l'envoi du questionnaire";

const post = (url: string, body: object, signal?: AbortSignal, keepalive = false) =>
  sendCandidateForm(url, body, signal ?? new AbortController().signal, { keepalive });

/**
 * The survey form's state (spec 2 §4): the answers and the position, validated 300 ms after
 * each change; saved as the candidate goes (after a pause in typing, at each change of step and
 * when the tab is hidden), one call at a time, each carrying the revision it read. When another
 * tab saved meanwhile (409), the stored answers are taken and this tab's unsaved edits laid on
 * top, so neither tab loses what it typed. Consulting (staff) reads only.
 */
export function useJobSurvey({ publicId, type, consulting }: SurveyMode) {
  const captcha = useCaptcha();
  const [phase, setPhase] = useState<SurveyPhase>("loading");
  const [answers, setAnswersState] = useState<SurveyAnswers>({});
  const [position, setPositionState] = useState<SurveyPosition>(FIRST_POSITION);
  const [attachments, setAttachments] = useState<JobSurveyAttachment[]>([]);
  const [saveState, setSaveState] = useState<SaveState>("saved");
  const [validation, setValidation] = useState<{ errors: FieldErrors; pending: boolean }>({ errors: {}, pending: true });
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const [touched, setTouched] = useState<ReadonlySet<SurveyField>>(new Set());
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  // What the save calls read: always the latest, whatever render they were started from.
  const current = useRef({ answers, position, revision: 0, startMailSent: false });
  const sync = useRef({ dirty: new Set<SurveyField>(), positionDirty: false, running: null as Promise<void> | null, again: false });
  const ready = phase === "ready" && !consulting;

  const setAnswers = useCallback((next: SurveyAnswers) => {
    current.current.answers = next;
    setAnswersState(next);
  }, []);
  const setPosition = useCallback((next: SurveyPosition) => {
    current.current.position = next;
    setPositionState(next);
  }, []);

  const load = useCallback(
    (survey: JobSurveyView) => {
      current.current.revision = survey.revision;
      current.current.startMailSent = survey.startMailSent;
      setAnswers(survey.answers);
      setAttachments(survey.attachments);
      // Consulting opens at the start; the candidate comes back where they left.
      setPosition(consulting ? FIRST_POSITION : restorePosition(type, survey.userStep));
      setPhase(survey.isCompleted && !consulting ? "done" : "ready");
    },
    [consulting, setAnswers, setPosition, type],
  );

  useEffect(() => {
    const controller = new AbortController();
    void post(`/api/jobs/job_survey_fetch/${publicId}`, { type, isConsulting: consulting }, controller.signal).then((outcome) => {
      if (controller.signal.aborted) return;
      if (outcome.status === 200) load(outcome.body as JobSurveyView);
      else setPhase(outcome.status === 404 ? "missing" : "failed");
    });
    return () => controller.abort();
  }, [publicId, type, consulting, load]);

  /** Sends the answers and position now (or right after the call under way), unless nothing changed. */
  const save = useCallback(
    (leaving = false): Promise<void> => {
      const s = sync.current;
      if (s.running) {
        s.again = true;
        return s.running;
      }
      if (s.dirty.size === 0 && !s.positionDirty) return Promise.resolve();
      const sent = new Set(s.dirty);
      s.dirty.clear();
      s.positionDirty = false;
      setSaveState("saving");
      const { answers: sentAnswers, position: sentPosition, revision, startMailSent } = current.current;
      const body = { answers: sentAnswers, userStep: formatPosition(sentPosition), type, revision, startMailSent };
      s.running = post(`/api/jobs/job_survey_save/${publicId}`, body, undefined, leaving).then((outcome) => {
        s.running = null;
        const answer = outcome.body as SurveyAnswer | undefined;
        if (outcome.status === 200 && answer) {
          current.current.revision = answer.revision;
          setFailure(null);
        } else if (outcome.status === 409 && answer?.survey?.isCompleted) {
          setPhase("done");
          return;
        } else if (outcome.status === 409 && answer?.survey) {
          // Another tab saved first: its answers, then ours where we changed something since.
          for (const field of sent) s.dirty.add(field);
          const merged: SurveyAnswers = { ...answer.survey.answers };
          for (const field of s.dirty) {
            const mine = current.current.answers[field];
            if (mine === undefined) delete merged[field];
            else merged[field] = mine;
          }
          current.current.revision = answer.survey.revision;
          setAnswers(merged);
          setAttachments(answer.survey.attachments);
          s.positionDirty = true;
          s.again = true;
        } else {
          for (const field of sent) s.dirty.add(field);
          s.positionDirty = true;
          setSaveState(isNetworkFailure(outcome.status, outcome.error) ? "offline" : "refused");
          setFailure(answer?.detail ?? null);
          return;
        }
        if (s.again) {
          s.again = false;
          return save();
        }
        setSaveState(s.dirty.size > 0 || s.positionDirty ? "pending" : "saved");
      });
      return s.running;
    },
    [publicId, setAnswers, type],
  );

  // Typing: saved after a pause. Leaving the tab: saved at once (the call outlives the page).
  useEffect(() => {
    if (!ready || saveState !== "pending") return;
    const timer = setTimeout(() => void save(), AUTOSAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [answers, ready, save, saveState]);
  useEffect(() => {
    if (!ready) return;
    const flush = () => {
      if (document.visibilityState === "hidden") void save(true);
    };
    document.addEventListener("visibilitychange", flush);
    window.addEventListener("pagehide", flush);
    return () => {
      document.removeEventListener("visibilitychange", flush);
      window.removeEventListener("pagehide", flush);
    };
  }, [ready, save]);

  // The sub-step is checked 300 ms after each change of answers or position.
  useEffect(() => {
    setValidation((v) => ({ ...v, pending: true }));
    const timer = setTimeout(
      () => setValidation({ errors: validateSubStep(type, position.step, position.substep, answers), pending: false }),
      VALIDATION_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [answers, position, type]);

  const setField = (field: SurveyField, value: string | boolean) => {
    if (!ready) return;
    sync.current.dirty.add(field);
    setAnswers({ ...current.current.answers, [field]: value });
    setTouched((t) => new Set(t).add(field));
    setServerErrors(({ [field]: _gone, ...rest }) => rest);
    setSaveState("pending");
  };

  const moveTo = (next: SurveyPosition) => {
    setPosition(next);
    setTouched(new Set());
    if (consulting) return;
    sync.current.positionDirty = true;
    void save();
  };

  /** The consultant hears once that the candidate started, when both names are given (spec 2 §4). */
  const sendStartMail = () => {
    const { answers: given, startMailSent } = current.current;
    const [first, last] = [given.candidateFirstName, given.candidateLastName];
    if (consulting || startMailSent || typeof first !== "string" || typeof last !== "string" || !first.trim() || !last.trim()) return;
    current.current.startMailSent = true;
    void post("/api/jobs/job_survey_send_start_mail", {
      jobSurveyId: publicId,
      candidateFirstName: first.trim(),
      candidateLastName: last.trim(),
      recruiterEmail: given.recruiterEmail,
    });
  };

  const last = isLastPosition(type, position);
  const subStepValid = !validation.pending && Object.keys(validation.errors).length === 0;
  const canGoBack = phase === "ready" && !submitting && previousPosition(type, position) !== null;
  const canGoNext = consulting ? phase === "ready" && !last : ready && !submitting && subStepValid && captcha.isValidated;
  // What the disabled «Suivant» says is left: empty questions, answers to correct, the captcha.
  const invalid = Object.keys(validation.errors) as SurveyField[];
  const isBlank = (field: SurveyField) => {
    const value = answers[field];
    return value === undefined || value === false || (typeof value === "string" && !value.trim());
  };
  const missing =
    consulting || !ready || submitting
      ? []
      : [
          ...(invalid.some(isBlank) ? [SURVEY_MISSING.fields] : []),
          ...(invalid.some((field) => !isBlank(field)) ? [SURVEY_MISSING.flagged] : []),
          ...(captcha.isValidated ? [] : [SURVEY_MISSING.captcha]),
        ];

  async function submit() {
    if (!captcha.captchaId) return;
    setSubmitting(true);
    setFailure(null);
    await sync.current.running;
    const { answers: sentAnswers, revision } = current.current;
    const body = { answers: sentAnswers, userStep: formatPosition(position), type, revision, isCompleted: true, captchaId: captcha.captchaId };
    const outcome = await post(`/api/jobs/job_survey_save/${publicId}`, body);
    setSubmitting(false);
    const answer = outcome.body as SurveyAnswer | undefined;
    if (outcome.status === 200 || (outcome.status === 409 && answer?.survey?.isCompleted)) {
      sync.current.dirty.clear();
      setPhase("done");
      if (outcome.status === 200) fireSurveyConversion(type);
      return;
    }
    if (outcome.status === 409 && answer?.survey) {
      // Saved elsewhere meanwhile: take that revision (our answers win) and let the visitor send again.
      current.current.revision = answer.survey.revision;
      for (const field of Object.keys(sentAnswers) as SurveyField[]) sync.current.dirty.add(field);
      setSaveState("pending");
      setFailure(answer.detail ?? SUBMIT_FAILURE);
      return;
    }
    const wrongStep = parsePosition(answer?.userStep);
    if (outcome.status === 400 && wrongStep) {
      setPosition(wrongStep);
      setServerErrors((answer?.errors ?? {}) as FieldErrors);
      setFailure(answer?.detail ?? SUBMIT_FAILURE);
      return;
    }
    // A spent or refused captcha cannot be used again: a fresh one costs the visitor nothing.
    captcha.reset();
    const described = describeFailure(outcome, SUBMIT_FAILURE);
    if (described.kind !== "aborted") setFailure(answer?.detail && outcome.status === 400 ? answer.detail : described.message);
  }

  return {
    phase,
    answers,
    position,
    attachments,
    setAttachments,
    saveState,
    failure,
    submitting,
    captcha,
    isLast: last,
    canGoBack,
    canGoNext,
    missing,
    readOnly: consulting,
    /** A field's message once it was changed or left, or as soon as it holds an answer (one restored
     * from an earlier visit is checked too); the server's first. */
    error: (field: SurveyField) => serverErrors[field] ?? (touched.has(field) || !isBlank(field) ? validation.errors[field] : undefined),
    setField,
    touch: (field: SurveyField) => setTouched((t) => new Set(t).add(field)),
    back: () => {
      const previous = previousPosition(type, position);
      if (previous && canGoBack) moveTo(previous);
    },
    next: () => {
      if (!canGoNext) return;
      if (!consulting && last) return void submit();
      if (!consulting && position.step === 1) sendStartMail();
      const following = nextPosition(type, position);
      if (following) moveTo(following);
    },
  };
}

export type JobSurveyState = ReturnType<typeof useJobSurvey>;
