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

/** What tells the two thumbs apart, besides their value: the URL's name and what a screen reader hears. */
const THUMBS = {
  min: { name: "salaryMin", label: "Salaire minimum", valueText: salaryMinLabel },
  max: { name: "salaryMax", label: "Salaire maximum", valueText: maxLabel },
} as const;

type ThumbProps = {
  bound: keyof typeof THUMBS;
  inputRef: React.RefObject<HTMLInputElement | null>;
  enabled: boolean;
  value: number;
  describedBy?: string;
  onMove: (value: number) => void;
  /** Pointer and key handlers that turn a dimmed slider back on (thumbPressHandlers). */
  pressHandlers: ReturnType<typeof thumbPressHandlers>;
};

/** One thumb of the slider; the URL only hears of it when the move ends (useMoveEnds). */
function SalaryThumb({ bound, inputRef, enabled, value, describedBy, onMove, pressHandlers }: ThumbProps) {
  const { name, label, valueText } = THUMBS[bound];
  return (
    <input
      ref={inputRef}
      type="range"
      name={enabled ? name : undefined}
      min={0}
      max={SALARY_SLIDER_MAX}
      step={SALARY_SLIDER_STEP}
      value={value}
      aria-label={label}
      aria-valuetext={valueText(value)}
      aria-describedby={describedBy}
      onChange={(event) => onMove(Number(event.target.value))}
      {...pressHandlers}
      // Only the tracks dim when the salary is not taken into account: the texts stay readable (AA).
      className={`h-6 w-full cursor-pointer accent-brand-700 ${enabled ? "" : "opacity-50"}`}
    />
  );
}

/**
 * Pressing a dimmed slider turns the filter back on, even when the press does not move it;
 * a key that cannot move the thumb (ArrowLeft at 0) fires no change event: still a press.
 */
function thumbPressHandlers(filtering: boolean, turnOn: () => void, commitAsShown: () => void) {
  return {
    onPointerDown: turnOn,
    onPointerUp: () => {
      if (!filtering) commitAsShown();
    },
    onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => {
      if (MOVING_KEYS.has(event.key)) turnOn();
      else if ((event.key === " " || event.key === "Enter") && !filtering) {
        event.preventDefault();
        commitAsShown();
      }
    },
    onKeyUp: (event: KeyboardEvent<HTMLInputElement>) => {
      if (MOVING_KEYS.has(event.key) && !filtering) commitAsShown();
    },
  };
}

/**
 * The slider's shown range and what it sends. Ranges sent and not yet shown back by the router
 * are remembered, oldest first: its renders are transitions, and an older value on the way must
 * not move the thumb back. A burst of moves (arrow keys held) is one search, sent after the same
 * pause as typed text. When the URL changes for another reason (back/forward, a link) it is
 * shown; a cleared filter keeps the last minimum, so pressing the slider again starts from there.
 */
function useSalaryRange({ salaryMin, salaryMax, onCommit }: Props) {
  const [enabled, setEnabled] = useState(salaryMin != null || salaryMax != null);
  const [min, setMin] = useState(onScale(salaryMin ?? 0));
  const [max, setMax] = useState(salaryMax == null ? null : onScale(salaryMax));
  const inFlight = useRef<string[]>([]);
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
  return { enabled, setEnabled, min, setMin, max, setMax, send };
}

/** React's onChange follows every pixel; the native change event fires once a move ends. */
function useMoveEnds(
  minRef: React.RefObject<HTMLInputElement | null>,
  maxRef: React.RefObject<HTMLInputElement | null>,
  commit: (min: number, max: number | null) => void,
  maxOn: boolean,
) {
  const commitRef = useRef(commit);
  commitRef.current = commit;
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
  }, [minRef, maxRef, maxOn]);
}

/** The range in words, and the icon that stops filtering by salary. */
function SalaryValue({ id, min, max, enabled, onClear }: { id: string; min: number; max: number | null; enabled: boolean; onClear: () => void }) {
  return (
    <div className="flex min-h-8 items-center justify-between gap-2">
      <p id={id} className="text-sm font-semibold text-brand-900">
        <span>{salaryMinLabel(min)}</span>
        {max != null && <span className="font-normal text-slate-700"> · {maxLabel(max)}</span>}
        {!enabled && <span className="font-normal text-slate-600"> (non pris en compte)</span>}
      </p>
      {enabled && (
        <button
          type="button"
          onClick={onClear}
          aria-label="Ne plus prendre en compte le salaire"
          title="Ne plus prendre en compte le salaire"
          className="inline-flex size-8 shrink-0 items-center justify-center rounded-full text-slate-600 hover:bg-slate-100 hover:text-slate-900"
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      )}
    </div>
  );
}

/**
 * Spec 2 §4, the salary slider: a minimum alone, or a range once «Ajouter le salaire maximum»
 * is ticked; the top (60 000) turns the maximum off. The clear icon stops filtering by salary
 * (the slider stays, dimmed) and pressing the slider filters again. The URL only changes when
 * a move ends (the native change event: on release, or per key press), not on every pixel.
 */
export function SalarySlider(props: Props) {
  const filtering = props.salaryMin != null || props.salaryMax != null;
  const { enabled, setEnabled, min, setMin, max, setMax, send } = useSalaryRange(props);
  const minRef = useRef<HTMLInputElement>(null);
  const maxRef = useRef<HTMLInputElement>(null);
  const maxBoxRef = useRef<HTMLInputElement>(null);
  const id = useId();

  const commit = (nextMin: number, nextMax: number | null) => {
    const keptMax = nextMax == null || nextMax >= SALARY_SLIDER_MAX ? null : Math.max(nextMax, nextMin);
    // The maximum's slider is about to go: keep the keyboard on the box that brings it back.
    if (keptMax == null && maxRef.current && document.activeElement === maxRef.current) maxBoxRef.current?.focus();
    setEnabled(true);
    setMin(nextMin);
    setMax(keptMax);
    send({ salaryMin: nextMin, salaryMax: keptMax });
  };
  useMoveEnds(minRef, maxRef, commit, max != null);
  const pressHandlers = thumbPressHandlers(
    filtering,
    () => setEnabled(true),
    () => commit(min, max),
  );

  // The thumbs never cross: the minimum pushes the maximum up, the maximum stops at the minimum.
  const moveMin = (value: number) => {
    setEnabled(true);
    setMin(value);
    if (max != null && value > max) setMax(value);
  };
  const moveMax = (value: number) => {
    setEnabled(true);
    setMax(Math.max(value, min));
  };

  const clear = () => {
    setEnabled(false);
    setMax(null);
    send({ salaryMin: null, salaryMax: null });
    // The button leaves with the filter: keep the keyboard on the slider rather than the page.
    minRef.current?.focus();
  };

  return (
    <fieldset className="min-w-0">
      <legend className="mb-1 text-sm font-semibold text-slate-800">Salaire annuel brut</legend>
      <div className="rounded-md border border-slate-300 bg-white px-3 py-2 shadow-sm">
        <SalaryValue id={`${id}-value`} min={min} max={max} enabled={enabled} onClear={clear} />
        <SalaryThumb bound="min" inputRef={minRef} value={min} describedBy={`${id}-value`} onMove={moveMin} enabled={enabled} pressHandlers={pressHandlers} />
        {max != null && <SalaryThumb bound="max" inputRef={maxRef} value={max} onMove={moveMax} enabled={enabled} pressHandlers={pressHandlers} />}
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
