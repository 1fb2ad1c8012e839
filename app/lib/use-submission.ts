import { useCallback, useEffect, useRef, useState } from "react";
import { outcomeOf, type CallOutcome } from "./api";

type SubmissionOptions = {
  /**
   * The call goes on when the form goes away, and its outcome is still given: a document picked
   * in the survey must reach the survey's list after «Suivant» unmounted its field. A new send
   * still replaces it.
   */
  outlivesForm?: boolean;
};

/**
 * What every form of the site, public or back-office, does when it sends (issue 51): one call
 * at a time — a new send aborts the one under way, leaving the page aborts it too —, `sending`
 * while it runs, and the outcome read without throwing. What a form checks before sending and
 * what it shows after stays the form's own: its fields and its messages differ, this does not.
 */
export function useSubmission({ outlivesForm = false }: SubmissionOptions = {}) {
  const [sending, setSending] = useState(false);
  const inFlight = useRef<AbortController | null>(null);
  useEffect(
    () => () => {
      if (!outlivesForm) inFlight.current?.abort();
    },
    [outlivesForm],
  );

  /**
   * Runs `call` with its signal. Resolves to its outcome (`status`, the answer or the refusal's
   * body in `body`, the thrown ApiError in `refusal`), or to null when a newer send, `cancel` or
   * the page's leaving aborted it (unless `outlivesForm`): nobody is waiting for that answer any more.
   */
  const send = useCallback(async <T>(call: (signal: AbortSignal) => Promise<T>): Promise<CallOutcome<T> | null> => {
    inFlight.current?.abort();
    const controller = new AbortController();
    inFlight.current = controller;
    setSending(true);
    const outcome = await outcomeOf(call(controller.signal));
    if (controller.signal.aborted) return null;
    inFlight.current = null;
    setSending(false);
    return outcome;
  }, []);

  /** Stops the send under way (a reset, a closed dialog): its answer is ignored. */
  const cancel = useCallback(() => {
    inFlight.current?.abort();
    inFlight.current = null;
    setSending(false);
  }, []);

  return { sending, send, cancel };
}
