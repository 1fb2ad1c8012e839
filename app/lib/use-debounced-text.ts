import { useEffect, useRef, useState } from "react";

/** Spec 1 §5 and spec 2 §2: search inputs follow the typing after a short pause, or at once on Enter. */
export const SEARCH_DEBOUNCE_MS = 500;

/** As readOfferSearch reads it, so a sent text and the URL's compare equal. */
export const normalizeText = (text: string) => text.trim().replace(/\s+/g, " ");

/**
 * A text input's own state: what is being typed stays local, the URL gets it after a pause.
 * `value` is the search's current text (from the URL); when it changes for another reason
 * than this field's own sending (back/forward, a pasted link), the field shows it.
 */
export function useDebouncedText(value: string, commit: (text: string) => void) {
  const [text, setText] = useState(value);
  const typed = useRef(value);
  const sent = useRef(value);
  // Texts sent and not yet shown back by the router, oldest first: the router may show an
  // older one on the way (its renders are transitions), which is no reason to retype the field.
  const inFlight = useRef<string[]>([]);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const commitRef = useRef(commit);
  commitRef.current = commit;
  const shown = useRef(value);
  shown.current = value;

  useEffect(() => {
    const own = inFlight.current.lastIndexOf(value);
    if (own >= 0) {
      inFlight.current = inFlight.current.slice(own + 1);
      return;
    }
    inFlight.current = [];
    if (value === sent.current) return;
    clearTimeout(timer.current);
    sent.current = value;
    typed.current = value;
    setText(value);
  }, [value]);

  useEffect(() => () => clearTimeout(timer.current), []);

  /** Cancels the pending pause and returns the text to send, marked as sent. */
  const take = () => {
    clearTimeout(timer.current);
    sent.current = normalizeText(typed.current);
    // Unchanged texts ride along with other changes: the router will not show them «back».
    if (sent.current !== shown.current) inFlight.current.push(sent.current);
    return sent.current;
  };

  const onChange = (next: string) => {
    typed.current = next;
    setText(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      if (normalizeText(typed.current) !== sent.current) commitRef.current(take());
    }, SEARCH_DEBOUNCE_MS);
  };

  return { text, onChange, take };
}
