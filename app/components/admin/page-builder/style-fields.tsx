import { FLEX_DIRECTIONS, JUSTIFY_CONTENTS, SPACING_MAX, type ElementStyle } from "~common/editorial";
import { Field, inputClass } from "~/components/ui/field";
import { spacingValue } from "./element-tree";

const DIRECTION_LABELS: Record<(typeof FLEX_DIRECTIONS)[number], string> = { column: "Colonne", row: "Ligne" };
const JUSTIFY_LABELS: Record<(typeof JUSTIFY_CONTENTS)[number], string> = {
  "flex-start": "Début",
  center: "Centre",
  "flex-end": "Fin",
  "space-between": "Espacé",
};

type Props = { style: ElementStyle; isBox: boolean; onChange: (style: Partial<ElementStyle>) => void };

/** One of a box's layout settings, picked among its few values by their French names. */
function choice<V extends string>(label: string, value: V, values: readonly V[], labels: Record<V, string>, onPick: (value: V) => void) {
  return (
    <Field label={label} className="min-w-0">
      {(control) => (
        <select {...control} className={inputClass} value={value} onChange={(event) => onPick(event.target.value as V)}>
          {values.map((option) => (
            <option key={option} value={option}>
              {labels[option]}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

/** Spacing for every element (0 to 50 px), and how a box lays out what it holds. */
export function StyleFields({ style, isBox, onChange }: Props) {
  const spacing = (key: "padding" | "margin", label: string) => (
    <Field label={label} className="min-w-0">
      {(control) => (
        <input
          {...control}
          type="number"
          inputMode="numeric"
          min={0}
          max={SPACING_MAX}
          step={1}
          className={inputClass}
          value={style[key] ?? ""}
          onChange={(event) => onChange({ [key]: spacingValue(event.target.value) })}
        />
      )}
    </Field>
  );
  return (
    <fieldset className="space-y-3">
      <legend className="font-bold">Style</legend>
      <p className="text-sm text-slate-600">Marges de 0 à {SPACING_MAX} px ; vide : la marge par défaut.</p>
      <div className="grid grid-cols-2 gap-3">
        {spacing("padding", "Marge intérieure (px)")}
        {spacing("margin", "Marge extérieure (px)")}
      </div>
      {isBox && (
        <div className="grid grid-cols-2 gap-3">
          {choice("Direction", style.flexDirection ?? "column", FLEX_DIRECTIONS, DIRECTION_LABELS, (flexDirection) => onChange({ flexDirection }))}
          {choice("Alignement", style.justifyContent ?? "flex-start", JUSTIFY_CONTENTS, JUSTIFY_LABELS, (justifyContent) => onChange({ justifyContent }))}
        </div>
      )}
    </fieldset>
  );
}
