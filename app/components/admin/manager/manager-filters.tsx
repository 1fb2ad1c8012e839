import { inputClass } from "~/components/ui/field";
import type { ManagerMeta } from "./types";
import type { ManagerList } from "./use-manager-list";

type Filter = ManagerMeta["filters"][number];

/** The manager's filter panel: one field per filter, typed text waits, a choice applies at once. */
export function ManagerFilters({ meta, list }: { meta: ManagerMeta; list: ManagerList }) {
  return (
    <aside aria-label="Filtres" className="space-y-4 lg:w-64 lg:shrink-0">
      {meta.filters.map((filter) => (
        <div key={filter.field}>
          <label htmlFor={`filter-${filter.field}`} className="mb-1 block text-sm font-semibold">
            {filter.label}
          </label>
          {filter.type === "text" || filter.type === "date" ? (
            <input
              id={`filter-${filter.field}`}
              type={filter.type === "date" ? "date" : "search"}
              className={inputClass}
              value={String(list.filters[filter.field] ?? "")}
              onChange={(e) => list.setFilter(filter.field, e.target.value)}
            />
          ) : (
            <ChoiceFilter filter={filter} list={list} />
          )}
        </div>
      ))}
    </aside>
  );
}

/** «Tous», then «Oui»/«Non» for a flag or the filter's options. */
function ChoiceFilter({ filter, list }: { filter: Filter; list: ManagerList }) {
  return (
    <select
      id={`filter-${filter.field}`}
      className={inputClass}
      value={String(list.filters[filter.field] ?? "")}
      onChange={(e) =>
        list.setFilter(filter.field, e.target.value === "" ? undefined : filter.type === "boolean" ? e.target.value === "true" : e.target.value, true)
      }
    >
      <option value="">Tous</option>
      {filter.type === "boolean" ? (
        <>
          <option value="true">Oui</option>
          <option value="false">Non</option>
        </>
      ) : (
        filter.options?.map((o) => (
          <option key={String(o.value)} value={String(o.value)}>
            {o.label}
          </option>
        ))
      )}
    </select>
  );
}
