import { useCallback, useEffect, useRef, useState } from "react";
import type { SURVEY_SAVE_MESSAGES } from "~common/job-survey";
import {
  formatPosition,
  type JobSurveyAttachment,
  type JobSurveyType,
  type JobSurveyView,
  type SurveyAnswers,
  type SurveyField,
  type SurveyPosition,
} from "~common/job-survey";
import { isNetworkFailure } from "~common/submission-errors";
import { api, outcomeOf, type ApiAnswer } from "~/lib/api";

export type SurveyPhase = "loading" | "ready" | "missing" | "failed" | "done";
export type SaveState = keyof typeof SURVEY_SAVE_MESSAGES;
export type FieldErrors = Partial<Record<SurveyField, string>>;
/** What the save answers: the survey, or why not (a 409 carries the stored survey, a 400 the step to show). */
export type SurveyAnswer = ApiAnswer<"post", "/jobs/job_survey_save/:id"> & { errors?: Record<string, string>; survey?: JobSurveyView };

/** Typing pauses this long before the answers are saved; a change of step saves at once. */
export const AUTOSAVE_DELAY_MS = 1200;

/** The survey's save call (every survey call carries the consent header); `keepalive` when the tab is closing. */
export const postSurvey = (publicId: string, body: object, keepalive = false): Promise<SurveyAnswer> =>
  api.post("/jobs/job_survey_save/:id", { param: { id: publicId }, body, consent: true, keepalive });

/** Saves the survey, its outcome read without throwing. */
export const saveSurvey = (publicId: string, body: object, keepalive = false) => outcomeOf(postSurvey(publicId, body, keepalive));

/** What the save calls read: always the latest, whatever render they were started from. */
export type SurveyCurrent = { answers: SurveyAnswers; position: SurveyPosition; revision: number; startMailSent: boolean };

/**
 * Another tab saved first: its answers, then this tab's where it changed something since
 * (`dirty`), so neither tab loses what it typed. A field this tab emptied stays empty.
 */
export function mergeConcurrentAnswers(stored: SurveyAnswers, mine: SurveyAnswers, dirty: ReadonlySet<SurveyField>): SurveyAnswers {
  const merged: SurveyAnswers = { ...stored };
  for (const field of dirty) {
    const value = mine[field];
    if (value === undefined) delete merged[field];
    else merged[field] = value;
  }
  return merged;
}

type SaveDeps = {
  publicId: string;
  type: JobSurveyType;
  /** The candidate may save: the survey is loaded and not only consulted. */
  ready: boolean;
  current: React.RefObject<SurveyCurrent>;
  answers: SurveyAnswers;
  setAnswers: (next: SurveyAnswers) => void;
  setAttachments: (next: JobSurveyAttachment[]) => void;
  setPhase: (next: SurveyPhase) => void;
  setFailure: (next: string | null) => void;
};

/**
 * The survey's saving as the candidate goes (spec 2 §4): after a pause in typing, at each change
 * of step and when the tab is hidden; one call at a time, each carrying the revision it read.
 * A 409 from another tab merges (mergeConcurrentAnswers) and saves again.
 * Not useSubmission: a save asked while one runs waits for it and follows it (`again`) rather
 * than aborting it, the save made as the tab closes must outlive the page (`keepalive`), and
 * the submission awaits the save under way (`running`).
 */
export function useSurveySave({ publicId, type, ready, current, answers, setAnswers, setAttachments, setPhase, setFailure }: SaveDeps) {
  const [saveState, setSaveState] = useState<SaveState>("saved");
  const sync = useRef({ dirty: new Set<SurveyField>(), positionDirty: false, running: null as Promise<void> | null, again: false });

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
      const { answers: sentAnswers, position, revision, startMailSent } = current.current;
      const body = { answers: sentAnswers, userStep: formatPosition(position), type, revision, startMailSent };
      s.running = saveSurvey(publicId, body, leaving).then((outcome) => {
        s.running = null;
        const answer = outcome.body;
        if (outcome.ok && answer) {
          current.current.revision = answer.revision;
          setFailure(null);
        } else if (outcome.status === 409 && answer?.survey?.isCompleted) {
          setPhase("done");
          return;
        } else {
          for (const field of sent) s.dirty.add(field);
          s.positionDirty = true;
          if (outcome.status === 409 && answer?.survey) {
            current.current.revision = answer.survey.revision;
            setAnswers(mergeConcurrentAnswers(answer.survey.answers, current.current.answers, s.dirty));
            setAttachments(answer.survey.attachments);
            s.again = true;
          } else {
            setSaveState(isNetworkFailure(outcome.status, outcome.error) ? "offline" : "refused");
            setFailure(answer?.detail ?? null);
            return;
          }
        }
        if (s.again) {
          s.again = false;
          return save();
        }
        setSaveState(s.dirty.size > 0 || s.positionDirty ? "pending" : "saved");
      });
      return s.running;
    },
    [current, publicId, setAnswers, setAttachments, setFailure, setPhase, type],
  );

  useSaveTriggers(ready, saveState, save, answers);

  return {
    saveState,
    save,
    /** The call under way, if any: a submission waits for it. */
    running: () => sync.current.running,
    /** A field changed: saved after the typing pause. */
    fieldChanged: (field: SurveyField) => {
      sync.current.dirty.add(field);
      setSaveState("pending");
    },
    /** The position changed: saved now. */
    positionChanged: () => {
      sync.current.positionDirty = true;
      void save();
    },
    /** The whole survey is stored (sent): nothing left to save. */
    allSaved: () => sync.current.dirty.clear(),
    /** The server kept another revision: every field is sent again with the next save. */
    resendAll: (fields: SurveyField[]) => {
      for (const field of fields) sync.current.dirty.add(field);
      setSaveState("pending");
    },
  };
}

/** Typing: saved after a pause. Leaving the tab: saved at once (the call outlives the page). */
function useSaveTriggers(ready: boolean, saveState: SaveState, save: (leaving?: boolean) => Promise<void>, answers: SurveyAnswers) {
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
}
