import { useEffect, useState } from "react";
import { api } from "~/lib/api";
import type { ReportDetailsAnswer, ReportModel } from "~common/reports";

/**
 * The «Rapport» part of a manager's drawer (spec 3 §2.4): the object's latest LINKS and SEO
 * reports in one line each, and a link to read their entries on the reports screen.
 */
function ObjectReports({ model, recordId }: { model: ReportModel; recordId: number }) {
  const [answer, setAnswer] = useState<ReportDetailsAnswer | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    api.post("/content/report_details", { body: { model, objectId: recordId }, signal: controller.signal }).then(setAnswer, () => {});
    return () => controller.abort();
  }, [model, recordId]);
  return (
    <section className="border-t border-slate-200 p-4 text-sm">
      <h3 className="mb-2 font-bold">Rapport</h3>
      {answer?.reports.length === 0 && <p className="text-slate-600">Pas encore de rapport pour cette fiche.</p>}
      <ul className="space-y-1">
        {answer?.reports.map((report) => (
          <li key={report.id}>
            {report.type === "LINKS" ? "Liens" : "SEO"} :{" "}
            <span className={report.hasError ? "font-semibold text-red-700" : "font-semibold text-green-800"}>
              {report.hasError ? `${report.errorCount} erreur${report.errorCount > 1 ? "s" : ""}` : "sans erreur"}
            </span>{" "}
            <span className="text-slate-600">(mis à jour {report.humanUpdatedAt})</span>
          </li>
        ))}
      </ul>
      {answer && answer.reports.length > 0 && (
        <a href={`/admin/content/rapports?model=${model}&objectId=${recordId}`} className="mt-2 inline-block text-brand-700 underline">
          Voir le détail du rapport
        </a>
      )}
    </section>
  );
}

/** One drawer extension per model whose objects have a public page. */
export const objectReports = (model: ReportModel) =>
  function ReportsExtension({ recordId }: { recordId: number }) {
    return <ObjectReports model={model} recordId={recordId} />;
  };
