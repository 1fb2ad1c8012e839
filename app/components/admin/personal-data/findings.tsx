import { PERSONAL_DATA_CATEGORIES, type PersonalDataFindings } from "~common/personal-data";
import { elements, formatDate } from "./format";

/** What was found, per category: date and a short label per row, enough to answer the person. */
export function Findings({ email, findings }: { email: string; findings: PersonalDataFindings }) {
  const held = PERSONAL_DATA_CATEGORIES.filter(({ key }) => findings.counts[key] > 0);
  return (
    <div>
      <h2 className="text-xl font-bold [overflow-wrap:anywhere]">Résultats pour {email}</h2>
      {findings.total === 0 ? (
        <p className="mt-2 text-slate-700">Aucune donnée n'est enregistrée pour cette adresse.</p>
      ) : (
        <>
          <p className="mt-1 text-slate-700">{elements(findings.total)} trouvés.</p>
          <div className="mt-4 space-y-4">
            {held.map(({ key, label }) => (
              <section key={key} aria-labelledby={`pd-${key}`} className="rounded-lg border border-slate-200 p-4">
                <h3 id={`pd-${key}`} className="font-semibold">
                  {label} ({findings.counts[key]})
                </h3>
                <ul className="mt-2 space-y-1 text-sm">
                  {findings.items[key].map((item) => (
                    <li key={item.id} className="[overflow-wrap:anywhere]">
                      <span className="text-slate-600">{formatDate(item.date)}</span> · {item.label}
                    </li>
                  ))}
                </ul>
              </section>
            ))}
          </div>
        </>
      )}
    </div>
  );
}
