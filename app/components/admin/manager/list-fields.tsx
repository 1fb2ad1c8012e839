import { ArrowDown, ArrowUp, Plus, X } from "lucide-react";
import { inputClass } from "~/components/ui/field";
import type { ControlProps } from "./control-props";

type Group = { title: string; items: string[] };

const move = <T,>(list: T[], index: number, step: -1 | 1): T[] => {
  const next = [...list];
  [next[index], next[index + step]] = [next[index + step]!, next[index]!];
  return next;
};

const iconButton = "rounded p-1.5 text-slate-600 hover:bg-slate-100 disabled:opacity-30";

/** Up, down and remove for one entry; names say which entry, for screen readers. */
function EntryActions({ name, index, count, onChange }: { name: string; index: number; count: number; onChange: (action: "up" | "down" | "remove") => void }) {
  return (
    <>
      <button type="button" className={iconButton} disabled={index === 0} onClick={() => onChange("up")} aria-label={`Monter ${name}`}>
        <ArrowUp aria-hidden="true" className="size-4" />
      </button>
      <button type="button" className={iconButton} disabled={index === count - 1} onClick={() => onChange("down")} aria-label={`Descendre ${name}`}>
        <ArrowDown aria-hidden="true" className="size-4" />
      </button>
      <button type="button" className={`${iconButton} text-red-700`} onClick={() => onChange("remove")} aria-label={`Retirer ${name}`}>
        <X aria-hidden="true" className="size-4" />
      </button>
    </>
  );
}

/** «Ajouter …», named with the list it adds to for screen readers. */
function AddButton({ text, label, onClick }: { text: string; label: string; onClick: () => void }) {
  return (
    <button type="button" onClick={onClick} className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700">
      <Plus aria-hidden="true" className="size-4" /> {text}
      <span className="sr-only">{` : ${label}`}</span>
    </button>
  );
}

function apply<T>(list: T[], index: number, action: "up" | "down" | "remove"): T[] {
  if (action === "remove") return list.filter((_, i) => i !== index);
  return move(list, index, action === "up" ? -1 : 1);
}

type ListProps = { label: string; items: string[]; disabled: boolean; onChange: (items: string[]) => void; control?: ControlProps };

/** Short texts in order: edit, add, move, remove (a profile's trainings, a group's items). */
export function ListField({ label, items, disabled, onChange, control }: ListProps) {
  return (
    <div className="space-y-2">
      <ol className="space-y-2">
        {items.map((item, index) => (
          <li key={index} className="flex items-center gap-1">
            <input
              {...(index === 0 ? control : {})}
              aria-label={`${label}, élément ${index + 1}`}
              className={inputClass}
              value={item}
              readOnly={disabled}
              onChange={(e) => onChange(items.map((other, i) => (i === index ? e.target.value : other)))}
            />
            {!disabled && (
              <EntryActions name={`l'élément ${index + 1}`} index={index} count={items.length} onChange={(action) => onChange(apply(items, index, action))} />
            )}
          </li>
        ))}
      </ol>
      {!disabled && <AddButton text="Ajouter un élément" label={label} onClick={() => onChange([...items, ""])} />}
    </div>
  );
}

type GroupsProps = { control: ControlProps; label: string; value: unknown; disabled: boolean; onChange: (groups: Group[]) => void };

/** Titled lists (a job profile's missions or skills): each group has a title and its items. */
export function GroupsField({ control, label, value, disabled, onChange }: GroupsProps) {
  const groups = Array.isArray(value) ? (value as Group[]) : [];
  const update = (index: number, group: Group) => onChange(groups.map((other, i) => (i === index ? group : other)));
  return (
    <div className="space-y-3">
      {groups.map((group, index) => (
        <fieldset key={index} className="space-y-2 rounded-md border border-slate-200 p-3">
          <legend className="px-1 text-sm font-semibold text-slate-700">{`Groupe ${index + 1}`}</legend>
          <div className="flex items-center gap-1">
            <input
              {...(index === 0 ? control : {})}
              aria-label={`${label}, titre du groupe ${index + 1}`}
              placeholder="Titre du groupe"
              className={`${inputClass} font-semibold`}
              value={group.title}
              readOnly={disabled}
              onChange={(e) => update(index, { ...group, title: e.target.value })}
            />
            {!disabled && (
              <EntryActions name={`le groupe ${index + 1}`} index={index} count={groups.length} onChange={(action) => onChange(apply(groups, index, action))} />
            )}
          </div>
          <ListField label={`${label}, groupe ${index + 1}`} items={group.items} disabled={disabled} onChange={(items) => update(index, { ...group, items })} />
        </fieldset>
      ))}
      {!disabled && <AddButton text="Ajouter un groupe" label={label} onClick={() => onChange([...groups, { title: "", items: [] }])} />}
    </div>
  );
}

type ZipcodeContent = { zipcode: string; label: string; content: string };

/** «Villes Dynamiques»: per town of the area (by postcode), the text its visitors read. */
export function ZipcodeContentsField({ control, label, value, disabled, onChange }: GroupsProps & { onChange: (entries: ZipcodeContent[]) => void }) {
  const entries = Array.isArray(value) ? (value as ZipcodeContent[]) : [];
  const update = (index: number, entry: ZipcodeContent) => onChange(entries.map((other, i) => (i === index ? entry : other)));
  return (
    <div className="space-y-3">
      {entries.map((entry, index) => (
        <fieldset key={index} className="space-y-2 rounded-md border border-slate-200 p-3">
          <legend className="px-1 text-sm font-semibold text-slate-700">{entry.label || `Ville ${index + 1}`}</legend>
          <div className="grid grid-cols-[7rem_minmax(0,1fr)] gap-2">
            <input
              {...(index === 0 ? control : {})}
              aria-label={`Code postal de la ville ${index + 1}`}
              placeholder="Code postal"
              inputMode="numeric"
              className={inputClass}
              value={entry.zipcode}
              readOnly={disabled}
              onChange={(e) => update(index, { ...entry, zipcode: e.target.value })}
            />
            <input
              aria-label={`Nom de la ville ${index + 1}`}
              placeholder="Ville"
              className={inputClass}
              value={entry.label}
              readOnly={disabled}
              onChange={(e) => update(index, { ...entry, label: e.target.value })}
            />
          </div>
          <textarea
            aria-label={`Contenu pour la ville ${index + 1}`}
            rows={3}
            className={inputClass}
            value={entry.content}
            readOnly={disabled}
            onChange={(e) => update(index, { ...entry, content: e.target.value })}
          />
          {!disabled && (
            <div className="flex justify-end">
              <EntryActions
                name={`la ville ${index + 1}`}
                index={index}
                count={entries.length}
                onChange={(action) => onChange(apply(entries, index, action))}
              />
            </div>
          )}
        </fieldset>
      ))}
      {!disabled && <AddButton text="Ajouter une ville" label={label} onClick={() => onChange([...entries, { zipcode: "", label: "", content: "" }])} />}
    </div>
  );
}
