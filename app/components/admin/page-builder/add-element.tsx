import { useState } from "react";
import { Plus } from "lucide-react";
import { ELEMENT_LABELS, ELEMENT_TYPES, type ElementType } from "~common/editorial";
import { Field, inputClass } from "~/components/ui/field";

/** «Ajouter un élément»: a type, appended at the end of the root box (spec 3 §2.4). */
export function AddElement({ onAdd }: { onAdd: (type: ElementType) => void }) {
  const [type, setType] = useState<ElementType>("header");
  return (
    <section aria-labelledby="page-builder-add" className="rounded-xl border border-slate-200 bg-white p-4">
      <h2 id="page-builder-add" className="text-lg font-bold">
        Ajouter un élément
      </h2>
      <form
        className="mt-3 flex items-end gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          onAdd(type);
        }}
      >
        <Field label="Type d'élément" className="min-w-0 flex-1">
          {(control) => (
            <select {...control} className={inputClass} value={type} onChange={(event) => setType(event.target.value as ElementType)}>
              {ELEMENT_TYPES.map((option) => (
                <option key={option} value={option}>
                  {ELEMENT_LABELS[option]}
                </option>
              ))}
            </select>
          )}
        </Field>
        <button type="submit" className="flex shrink-0 items-center gap-1 rounded-md bg-brand-700 px-4 py-2 font-bold text-white hover:bg-brand-800">
          <Plus aria-hidden="true" className="size-4" />
          Ajouter
        </button>
      </form>
      <p className="mt-2 text-sm text-slate-600">Le nouvel élément se place à la fin de la page et devient l'élément actif.</p>
    </section>
  );
}
