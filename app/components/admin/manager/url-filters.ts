import type { FilterDef, ManagerMeta } from "~common/manager-meta";

type FilterValue = string | number | boolean;

/** One value as the list's own control would hold it, or undefined when the filter could not hold it. */
function valueOf(filter: FilterDef, raw: string): FilterValue | undefined {
  const text = raw.trim();
  if (text === "") return undefined;
  switch (filter.type) {
    case "boolean":
      return text === "true" ? true : text === "false" ? false : undefined;
    case "select":
      return filter.options?.find((option) => String(option.value) === text)?.value;
    case "date":
      return /^\d{4}-\d{2}-\d{2}$/.test(text) && !Number.isNaN(Date.parse(text)) ? text : undefined;
    default:
      return text.length <= 200 ? text : undefined;
  }
}

/**
 * The filters a manager's address names (`/admin/mailer/email?status=FAILED`: the back-office
 * home's links): only the manager's own filters, each with a value its control could hold; the
 * rest is ignored. Null when the address names none: the list opens with its default filters.
 */
export function filtersFromQuery(meta: Pick<ManagerMeta, "filters">, params: URLSearchParams): Record<string, FilterValue> | null {
  const filters: Record<string, FilterValue> = {};
  for (const filter of meta.filters) {
    const raw = params.get(filter.field);
    const value = raw == null ? undefined : valueOf(filter, raw);
    if (value !== undefined) filters[filter.field] = value;
  }
  return Object.keys(filters).length > 0 ? filters : null;
}
