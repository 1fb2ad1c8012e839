import { useId, useMemo, useRef, useState } from "react";
import { Search, X } from "lucide-react";
import { FaqAccordion, answerText, type FaqEntry } from "~/components/ui/faq-accordion";
import { inputClass } from "~/components/ui/field";
import { useHydrated } from "~/lib/use-hydrated";

export const FAQ_EMPTY_TEXT = "Aucune question/reponse trouvé(e)";

/**
 * Lower case without accents, curly apostrophes read as straight ones: a visitor typing
 * «periode d'essai» on a phone keyboard finds «période d’essai» and the reverse.
 */
export function normalizeForSearch(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[\u2018\u2019\u02bc]/g, "'")
    .toLowerCase();
}

/** The spec's filter: a substring of the question or of the answer's words (not its tags); an empty query keeps all. */
export function filterFaq<T extends FaqEntry>(items: T[], query: string): T[] {
  const needle = normalizeForSearch(query.trim());
  if (!needle) return items;
  return items.filter((item) => normalizeForSearch(item.question).includes(needle) || normalizeForSearch(answerText(item)).includes(needle));
}

const plural = (count: number, one: string, many: string) => (count > 1 ? many : one);

/**
 * Search box over the loaded questions. The list arrives with the HTML (server-rendered,
 * all answers open); filtering runs in the browser as the visitor types, with no request.
 */
export function FaqBrowser({ items }: { items: FaqEntry[] }) {
  const [query, setQuery] = useState("");
  // Disabled until hydrated: text typed before React takes over would be ignored by the
  // filter, which would look broken.
  const hydrated = useHydrated();
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const hintId = `${inputId}-hint`;

  const shown = useMemo(() => filterFaq(items, query), [items, query]);
  const searching = query.trim() !== "";
  // Also when staff removed every question: the page then says so instead of staying blank.
  const empty = shown.length === 0;

  return (
    <div>
      <div role="search" className="rounded-xl bg-brand-50 p-4 sm:p-6">
        <label htmlFor={inputId} className="block font-semibold text-brand-900">
          Rechercher dans la FAQ
        </label>
        <p id={hintId} className="mt-1 text-sm text-slate-600">
          Un mot suffit : honoraires, CV, alerte, période d'essai…
        </p>
        <div className="relative mt-3">
          <Search aria-hidden="true" className="pointer-events-none absolute left-3 top-1/2 size-5 -translate-y-1/2 text-slate-500" />
          <input
            ref={input}
            id={inputId}
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            disabled={!hydrated}
            aria-describedby={hintId}
            autoComplete="off"
            enterKeyHint="search"
            className={`${inputClass} py-3 pl-11 pr-12 text-base disabled:bg-slate-100 [&::-webkit-search-cancel-button]:hidden`}
          />
          {searching && (
            <button
              type="button"
              // The button vanishes once the box is empty: focus goes back where typing resumes.
              onClick={() => {
                setQuery("");
                input.current?.focus();
              }}
              aria-label="Effacer la recherche"
              className="absolute right-2 top-1/2 -translate-y-1/2 rounded-full p-2 text-slate-600 hover:bg-slate-200 hover:text-slate-900"
            >
              <X aria-hidden="true" className="size-4" />
            </button>
          )}
        </div>
      </div>

      {/* Announced as the visitor types; holds the spec's empty text when nothing matches. */}
      <p
        role="status"
        className={
          empty
            ? "mt-8 rounded-xl border border-dashed border-slate-300 p-8 text-center text-lg font-semibold text-slate-700"
            : "mt-4 min-h-6 text-sm text-slate-600"
        }
      >
        {empty ? FAQ_EMPTY_TEXT : searching && `${shown.length} ${plural(shown.length, "question correspond", "questions correspondent")} à votre recherche`}
      </p>

      {!empty && (
        <div className="mt-4">
          <FaqAccordion items={shown} mode="all-open" headingLevel={2} />
        </div>
      )}
    </div>
  );
}
