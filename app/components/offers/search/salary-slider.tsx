import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { X } from "lucide-react";
import { formatEuros } from "~common/format/number";
import { SALARY_SLIDER_MAX, SALARY_SLIDER_STEP, salaryMinLabel } from "~common/offers";
import { SEARCH_DEBOUNCE_MS } from "~/lib/use-debounced-text";

export type SalaryRange = { salaryMin: number | null; salaryMax: number | null };

type Props = SalaryRange & { onCommit: (range: SalaryRange) => void };

/** A URL value on the slider's scale (a hand-written salaryMin=42500 shows at 43 000). */
const onScale = (value: number) => Math.min(SALARY_SLIDER_MAX, Math.max(0, Math.round(value / SALARY_SLIDER_STEP) * SALARY_SLIDER_STEP));

/** The maximum a visitor gets when ticking «Ajouter le salaire maximum»: a band above the minimum. */
const defaultMax = (min: number) => Math.max(min, Math.min(min + 10_000, SALARY_SLIDER_MAX - SALARY_SLIDER_STEP));

const rangeKey = (range: SalaryRange) => `${range.salaryMin}|${range.salaryMax}`;

const maxLabel = (max: number) => `jusqu'à ${formatEuros(max)}`;

/** Keys that move a range input. */
const MOVING_KEYS = new Set(["ArrowLeft", "ArrowRight", "ArrowUp", "ArrowDown", "Home", "End", "PageUp", "PageDown"]);

/**
 * Spec 2 §4, the salary slider: a minimum alone, or a range once «Ajouter le salaire maximum»
 * is ticked; the top (60 000) turns the maximum off. The clear icon stops filtering by salary
 * (the slider stays, dimmed) and pressing the slider filters again. The URL only changes when
 * a move ends (the native change event: on release, or per key press), not on every pixel.
 */
export function SalarySlider({ salaryMin, salaryMax, onCommit }: Props) {
  const filtering = salaryMin != null || salaryMax != null;
  const [enabled, setEnabled] = useState(filtering);
  const [min, setMin] = useState(onScale(salaryMin ?? 0));
  const [max, setMax] = useState(salaryMax == null ? null : onScale(salaryMax));
  const minRef = useRef<HTMLInputElement>(null);
  const maxRef = useRef<HTMLInputElement>(null);
  const maxBoxRef = useRef<HTMLInputElement>(null);
  const id = useId();

  // Ranges sent and not yet shown back by the router, oldest first. Its renders are
  // transitions: an older value may show up on the way, which must not move the thumb back.
  const inFlight = useRef<string[]>([]);
  // A burst of moves (arrow keys held or pressed in a row) is one search, sent after the same
  // pause as typed text; the thumb and its label follow every step meanwhile.
  const onCommitRef = useRef(onCommit);
  onCommitRef.current = onCommit;
  const pending = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(pending.current), []);
  const send = (range: SalaryRange) => {
    const key = rangeKey(range);
    if (key !== rangeKey({ salaryMin, salaryMax })) inFlight.current.push(key);
    clearTimeout(pending.current);
    pending.current = setTimeout(() => onCommitRef.current(range), SEARCH_DEBOUNCE_MS);
  };

  // The URL changed for another reason (back/forward, a link): show it. A cleared filter keeps
  // the last minimum so that pressing the slider again starts from where the visitor left it.
  useEffect(() => {
    const own = inFlight.current.lastIndexOf(rangeKey({ salaryMin, salaryMax }));
    if (own >= 0) {
      inFlight.current = inFlight.current.slice(own + 1);
      return;
    }
    inFlight.current = [];
    setEnabled(salaryMin != null || salaryMax != null);
    if (salaryMin != null) setMin(onScale(salaryMin));
    setMax(salaryMax == null ? null : onScale(salaryMax));
  }, [salaryMin, salaryMax]);

  const commit = (nextMin: number, nextMax: number | null) => {
    const keptMax = nextMax == null || nextMax >= SALARY_SLIDER_MAX ? null : Math.max(nextMax, nextMin);
    // The maximum's slider is about to go: keep the keyboard on the box that brings it back.
    if (keptMax == null && maxRef.current && document.activeElement === maxRef.current) maxBoxRef.current?.focus();
    setEnabled(true);
    setMin(nextMin);
    setMax(keptMax);
    send({ salaryMin: nextMin, salaryMax: keptMax });
  };

  // React's onChange follows every pixel; the native change event fires once a move ends.
  const commitRef = useRef(commit);
  commitRef.current = commit;
  const maxOn = max != null;
  useEffect(() => {
    const minInput = minRef.current;
    const maxInput = maxRef.current;
    const onMinEnd = () => {
      const value = Number(minInput!.value);
      const currentMax = maxInput ? Number(maxInput.value) : null;
      commitRef.current(value, currentMax == null ? null : Math.max(currentMax, value));
    };
    const onMaxEnd = () => commitRef.current(Number(minInput!.value), Number(maxInput!.value));
    minInput?.addEventListener("change", onMinEnd);
    maxInput?.addEventListener("change", onMaxEnd);
    return () => {
      minInput?.removeEventListener("change", onMinEnd);
      maxInput?.removeEventListener("change", onMaxEnd);
    };
  }, [maxOn]);

  // Pressing a dimmed slider turns the filter back on, even when the press does not move it.
  const press = () => setEnabled(true);
  const release = () => {
    if (!filtering) commit(min, max);
  };
  // A key that cannot move the thumb (ArrowLeft at 0) fires no change event: still a press.
  const onKeyUp = (event: KeyboardEvent<HTMLInputElement>) => {
    if (MOVING_KEYS.has(event.key) && !filtering) commit(min, max);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (MOVING_KEYS.has(event.key)) press();
    else if ((event.key === " " || event.key === "Enter") && !filtering) {
      event.preventDefault();
      commit(min, max);
    }
  };

  const clear = () => {
    setEnabled(false);
    setMax(null);
    send({ salaryMin: null, salaryMax: null });
    // The button leaves with the filter: keep the keyboard on the slider rather than the page.
    minRef.current?.focus();
  };

  // Only the tracks dim when the salary is not taken into account: the texts stay readable (AA).
  const rangeClass = `h-6 w-full cursor-pointer accent-brand-700 ${enabled ? "" : "opacity-50"}`;
  return (
    <fieldset className="min-w-0">
      <legend className="mb-1 text-sm font-semibold text-slate-800">Salaire annuel brut</legend>
      <div className="rounded-md border border-slate-300 bg-white px-3 py-2 shadow-sm">
        <div className="flex min-h-8 items-center justify-between gap-2">
          <p id={`${id}-value`} className="text-sm font-semibold text-brand-900">
            <span>{salaryMinLabel(min)}</span>
            {max != null && <span className="font-normal text-slate-700"> · {maxLabel(max)}</span>}
            {!enabled && <span className="font-normal text-slate-600"> (non pris en compte)</span>}
          </p>
          {enabled && (
            <button
              type="button"
              onClick={clear}
              aria-label="Ne plus prendre en compte le salaire"
              title="Ne plus prendre en compte le salaire"
              className="inline-flex size-8 shrink-0 items-center justify-center rounded-full text-slate-600 hover:bg-slate-100 hover:text-slate-900"
            >
              <X aria-hidden="true" className="size-4" />
            </button>
          )}
        </div>
        <input
          ref={minRef}
          type="range"
          name={enabled ? "salaryMin" : undefined}
          min={0}
          max={SALARY_SLIDER_MAX}
          step={SALARY_SLIDER_STEP}
          value={min}
          aria-label="Salaire minimum"
          aria-valuetext={salaryMinLabel(min)}
          aria-describedby={`${id}-value`}
          onChange={(event) => {
            const value = Number(event.target.value);
            setEnabled(true);
            setMin(value);
            if (max != null && value > max) setMax(value);
          }}
          onPointerDown={press}
          onPointerUp={release}
          onKeyDown={onKeyDown}
          onKeyUp={onKeyUp}
          className={rangeClass}
        />
        {max != null && (
          <input
            ref={maxRef}
            type="range"
            name={enabled ? "salaryMax" : undefined}
            min={0}
            max={SALARY_SLIDER_MAX}
            step={SALARY_SLIDER_STEP}
            value={max}
            aria-label="Salaire maximum"
            aria-valuetext={maxLabel(max)}
            onChange={(event) => {
              setEnabled(true);
              setMax(Math.max(Number(event.target.value), min));
            }}
            onPointerDown={press}
            onPointerUp={release}
            onKeyDown={onKeyDown}
            onKeyUp={onKeyUp}
            className={rangeClass}
          />
        )}
        <label className="mt-1 flex items-center gap-2 text-sm text-slate-700">
          <input
            ref={maxBoxRef}
            type="checkbox"
            checked={max != null}
            disabled={min >= SALARY_SLIDER_MAX}
            onChange={(event) => commit(min, event.target.checked ? defaultMax(min) : null)}
            className="size-4 accent-brand-700"
          />
          Ajouter le salaire maximum
        </label>
      </div>
    </fieldset>
  );
}
