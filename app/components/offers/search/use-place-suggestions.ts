import { useEffect, useRef, useState } from "react";
import { PLACE_QUERY_MAX, PLACE_SUGGESTIONS_MAX, type PlaceSuggestion } from "~common/offer-search";
import { api, ApiError } from "~/lib/api";

/** Quicker than the search's own pause: the list follows the typing, the results wait for it. */
export const PLACE_SUGGESTIONS_DEBOUNCE_MS = 250;
/** One letter names hundreds of places: the list starts at two. */
export const PLACE_SUGGESTIONS_MIN_LENGTH = 2;

const normalized = (text: string) => text.trim().replace(/\s+/g, " ").toLowerCase().slice(0, PLACE_QUERY_MAX);

// The same few letters are typed again and again (a correction, a second search): asked once a page.
const answers = new Map<string, PlaceSuggestion[]>();

/**
 * The places proposed for what is being typed, `null` while none are asked for (under two
 * letters, or the text was not typed: a value from the URL opens no list). A slow answer to an
 * older text never replaces a newer one's; `fresh` says the rows answer the text as it is.
 */
export function usePlaceSuggestions(text: string, typed: boolean): { suggestions: PlaceSuggestion[] | null; fresh: boolean } {
  const key = normalized(text);
  const wanted = typed && key.length >= PLACE_SUGGESTIONS_MIN_LENGTH;
  const [answer, setAnswer] = useState<{ key: string; rows: PlaceSuggestion[] } | null>(null);
  const controller = useRef<AbortController | null>(null);

  useEffect(() => {
    if (!wanted) return;
    const cached = answers.get(key);
    if (cached) {
      controller.current?.abort();
      setAnswer({ key, rows: cached });
      return;
    }
    const timer = setTimeout(() => {
      controller.current?.abort();
      const current = new AbortController();
      controller.current = current;
      // A refusal lists no place and is remembered as an answer; no answer at all is caught below.
      api
        .get("/jobs/place_suggestions", { query: { query: key }, signal: current.signal })
        .catch((error: unknown) => (error instanceof ApiError && error.status >= 400 ? [] : Promise.reject(error)))
        .then((suggestions: PlaceSuggestion[]) => {
          const rows = suggestions.slice(0, PLACE_SUGGESTIONS_MAX);
          answers.set(key, rows);
          if (!current.signal.aborted) setAnswer({ key, rows });
        })
        .catch(() => {
          // Offline or refused: the field stays a plain text field.
        });
    }, PLACE_SUGGESTIONS_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [key, wanted]);

  useEffect(() => () => controller.current?.abort(), []);

  // While the next answer loads, the last one stays: a list that blinks at each letter is harder to read.
  return { suggestions: wanted && answer ? answer.rows : null, fresh: answer?.key === key };
}
