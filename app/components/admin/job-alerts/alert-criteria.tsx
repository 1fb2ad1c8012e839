type Props = { recordId: number | string; record: Record<string, unknown> };

/** The job alert drawer: the search the alert follows, one criterion a line (spec 3 §2.4, queryData shown readably). */
export function AlertCriteria({ record }: Props) {
  const criteria = typeof record.criteria === "string" ? record.criteria : "";
  if (!criteria) return null;
  return (
    <section aria-label="Critères de l'alerte" className="border-t border-slate-200 p-4 text-sm">
      <h3 className="mb-2 font-bold">Critères</h3>
      <ul className="list-disc space-y-1 pl-5">
        {criteria.split(" · ").map((line) => (
          <li key={line} className="[overflow-wrap:anywhere]">
            {line}
          </li>
        ))}
      </ul>
    </section>
  );
}
