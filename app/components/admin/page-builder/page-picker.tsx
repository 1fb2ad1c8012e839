import { Field, inputClass } from "~/components/ui/field";
import type { BuilderPage } from "./use-page-builder";

type Props = {
  pages: BuilderPage[] | null;
  listError: string;
  /** The page chosen (loading or open); null: none. */
  selectedId: number | null;
  /** The page open, listed even when the list does not hold it (an address with ?page=). */
  page: BuilderPage | null;
  onChoose: (id: number | null) => void;
};

/** «Choisir une page»: the ELEMENTS pages by title. */
export function PagePicker({ pages, listError, selectedId, page, onChoose }: Props) {
  const options = page && pages && !pages.some((p) => p.id === page.id) ? [...pages, page] : (pages ?? (page ? [page] : []));
  return (
    <div className="min-w-0 flex-1">
      <Field label="Choisir une page">
        {(control) => (
          <select
            {...control}
            className={inputClass}
            value={selectedId ?? ""}
            onChange={(event) => onChoose(event.target.value === "" ? null : Number(event.target.value))}
          >
            <option value="">{pages === null ? "Chargement des pages…" : "— Aucune page choisie —"}</option>
            {options.map((option) => (
              <option key={option.id} value={option.id}>
                {option.title}
              </option>
            ))}
          </select>
        )}
      </Field>
      {listError && (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {listError}
        </p>
      )}
      {pages?.length === 0 && !listError && (
        <p className="mt-2 text-sm text-slate-700">
          Aucune page composée pour l'instant : créez-en une de type « Page composée (éléments) » dans le{" "}
          <a href="/admin/content/page" className="font-semibold text-brand-700 underline">
            gestionnaire des pages
          </a>
          .
        </p>
      )}
    </div>
  );
}
