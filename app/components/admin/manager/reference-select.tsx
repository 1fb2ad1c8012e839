import { useEffect, useState } from "react";
import { inputClass } from "~/components/ui/field";
import { api } from "~/lib/api";
import type { ListAnswer } from "~common/schemas/list";
import type { ControlProps } from "./control-props";

type Option = { id: number; label: string };
type Props = { control: ControlProps; source: string; value: unknown; disabled: boolean; onChange: (value: unknown) => void };

/**
 * One item of a short reference list (a training's thematic, level…), loaded whole from its
 * search call: a native select, so typing its first letters finds an item.
 */
export function ReferenceSelect({ control, source, value, disabled, onChange }: Props) {
  const [options, setOptions] = useState<Option[] | null>(null);
  useEffect(() => {
    // `source`: the search address the manager's meta gives for this field (its form field's `source`).
    api.at<ListAnswer<Option>>(source, "POST", { body: { page: 1, limit: 100 } }).then(
      (answer) => setOptions(answer.rows),
      () => setOptions([]),
    );
  }, [source]);
  return (
    <select
      {...control}
      className={inputClass}
      value={typeof value === "number" ? String(value) : ""}
      disabled={disabled || options === null}
      onChange={(e) => onChange(e.target.value === "" ? null : Number(e.target.value))}
    >
      <option value="">{options === null ? "Chargement…" : "—"}</option>
      {options?.map((option) => (
        <option key={option.id} value={option.id}>
          {option.label}
        </option>
      ))}
    </select>
  );
}
