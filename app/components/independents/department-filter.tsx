import { useNavigate } from "react-router";
import type { IndependentDepartment } from "./types";

/**
 * The department select of /nos-recruteurs. Choosing a department puts it in the URL
 * (?departement=33) so the filtered list is server-rendered, shareable and kept by the back
 * button; without JavaScript the same form is submitted by its button.
 */
export function DepartmentFilter({ departments, selected }: { departments: IndependentDepartment[]; selected: string | null }) {
  const navigate = useNavigate();
  return (
    <form method="get" action="/nos-recruteurs" role="search" aria-label="Filtrer les recruteurs par département" className="flex flex-wrap items-end gap-3">
      <div className="flex min-w-64 flex-col gap-1.5">
        <label htmlFor="departement" className="font-semibold text-slate-800">
          Département
        </label>
        {/* Uncontrolled, re-keyed on the URL: back and forward show the right choice. */}
        <select
          key={selected ?? ""}
          id="departement"
          name="departement"
          defaultValue={selected ?? ""}
          onChange={(event) => {
            const value = event.currentTarget.value;
            void navigate({ search: value ? `?departement=${encodeURIComponent(value)}` : "" }, { preventScrollReset: true });
          }}
          className="rounded-lg border border-slate-300 bg-white px-4 py-2.5 text-base focus:border-brand-700 focus:outline-none focus:ring-2 focus:ring-brand-700/30"
        >
          <option value="">Tous les départements</option>
          {departments.map((d) => (
            <option key={d.id} value={d.code}>
              {d.label} ({d.code})
            </option>
          ))}
        </select>
      </div>
      <noscript>
        <button type="submit" className="rounded-full bg-brand-700 px-5 py-2.5 font-semibold text-white">
          Filtrer
        </button>
      </noscript>
    </form>
  );
}
