import { useEffect, useState } from "react";
import { api, type ApiAnswer } from "~/lib/api";
import { parisInstant, parisWallTime } from "~common/format/date";
import type { ControlProps } from "./control-props";

type Props = { control: ControlProps; label: string; value: unknown; disabled: boolean; onChange: (value: unknown) => void };

/** A page's tags (spec 3 §7: ids), picked among every tag with a checkbox each. */
export function TagsPicker({ control, label, value, disabled, onChange }: Props) {
  const ids = Array.isArray(value) ? (value as number[]) : [];
  const [tags, setTags] = useState<ApiAnswer<"get", "/content/get_tags_list"> | null>(null);
  useEffect(() => {
    api.get("/content/get_tags_list").then(setTags, () => setTags([]));
  }, []);
  const toggle = (id: number) => onChange(ids.includes(id) ? ids.filter((other) => other !== id) : [...ids, id]);
  if (!tags) return <p className="text-sm text-slate-600">Chargement des tags…</p>;
  return (
    <fieldset
      id={control.id}
      aria-describedby={control["aria-describedby"]}
      aria-invalid={control["aria-invalid"]}
      className="max-h-56 overflow-y-auto rounded-md border border-slate-200 p-2"
    >
      <legend className="sr-only">{label}</legend>
      <ul className="grid gap-1 sm:grid-cols-2">
        {tags.map((tag) => (
          <li key={tag.id}>
            <label className="flex cursor-pointer items-center gap-2 rounded px-2 py-1 text-sm hover:bg-slate-50">
              <input type="checkbox" className="size-4" checked={ids.includes(tag.id)} disabled={disabled} onChange={() => toggle(tag.id)} />
              {tag.title}
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}

/** «2026-11-25T09:30» in Paris, for <input type="datetime-local">, from an ISO instant: staff abroad see the firm's time. */
export function toLocalInput(value: unknown): string {
  if (typeof value !== "string" || !value || Number.isNaN(Date.parse(value))) return "";
  return parisWallTime(value);
}

/** The ISO instant of a Paris wall time «2026-11-25T09:30»; "" clears the date (null). */
export const fromLocalInput = (text: string): string | null => parisInstant(text)?.toISOString() ?? null;
