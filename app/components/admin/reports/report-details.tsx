import { useEffect, useRef } from "react";
import { X } from "lucide-react";
import { SEO_CHECK_LABELS, type ReportDetails, type ReportDetailsAnswer, type ReportLinkEntry, type ReportSeoEntry } from "~common/reports";

/** Spec 3 §8: status 200 shows Success, any other Error. */
const LinkStatus = ({ status }: { status: number }) =>
  status === 200 ? <span className="font-semibold text-green-800">Success</span> : <span className="font-semibold text-red-700">Error</span>;

export function LinkEntries({ entries }: { entries: ReportLinkEntry[] }) {
  if (entries.length === 0) return <p className="text-slate-700">Aucun lien n'a été détecté.</p>;
  return (
    <ul className="divide-y divide-slate-200">
      {entries.map((entry, index) => (
        <li key={`${entry.url}-${index}`} className="py-2 text-sm">
          <p className="font-mono break-all text-slate-900">{entry.url}</p>
          <p className="mt-1 flex flex-wrap gap-x-3">
            <span>Statut {entry.status || "—"}</span>
            <LinkStatus status={entry.status} />
            {entry.tip && <span className="break-all text-slate-700">{entry.tip}</span>}
            {entry.error && <span className="text-red-700">{entry.error}</span>}
          </p>
        </li>
      ))}
    </ul>
  );
}

export function SeoEntries({ entries }: { entries: ReportSeoEntry[] }) {
  return (
    <ul className="divide-y divide-slate-200">
      {entries.map((entry) => (
        <li key={entry.check} className="py-2 text-sm">
          <p className="flex flex-wrap gap-x-3">
            <span className="font-semibold">{SEO_CHECK_LABELS[entry.check] ?? entry.check}</span>
            {entry.ok ? <span className="font-semibold text-green-800">OK</span> : <span className="font-semibold text-red-700">Erreur</span>}
          </p>
          {entry.value !== undefined && entry.value !== "" && <p className="break-words text-slate-700">{String(entry.value)}</p>}
          {entry.error && <p className="text-red-700">{entry.error}</p>}
        </li>
      ))}
    </ul>
  );
}

export function ReportBlock({ report }: { report: ReportDetails }) {
  return (
    <section aria-label={report.type === "LINKS" ? "Liens" : "SEO"} className="rounded-lg border border-slate-200 p-4">
      <h3 className="font-bold">
        {report.type === "LINKS" ? "Liens" : "SEO"} · {report.errorCount} erreur{report.errorCount > 1 ? "s" : ""}
        <span className="ml-2 text-sm font-normal text-slate-600">mis à jour {report.humanUpdatedAt}</span>
      </h3>
      {report.type === "LINKS" ? <LinkEntries entries={report.data as ReportLinkEntry[]} /> : <SeoEntries entries={report.data as ReportSeoEntry[]} />}
    </section>
  );
}

/**
 * The opened object's reports, below the list (a side panel would squeeze a phone's screen). Each
 * object opened scrolls them into view and puts the focus on their heading: below a long list a
 * click would otherwise seem to do nothing (issue 49). A refresh of the same object moves nothing.
 */
export function ReportDetailsPanel({ details, onClose }: { details: ReportDetailsAnswer | null; onClose: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  const shown = useRef<string | null>(null);
  const key = details && `${details.model}:${details.objectId}`;
  useEffect(() => {
    if (!key || key === shown.current) return;
    shown.current = key;
    heading.current?.scrollIntoView({ block: "start", behavior: matchMedia("(prefers-reduced-motion: reduce)").matches ? "auto" : "smooth" });
    heading.current?.focus({ preventScroll: true });
  }, [key]);
  return (
    <section aria-labelledby="report-details-title" className="scroll-mt-4 rounded-xl border border-slate-300 bg-slate-50 p-4">
      <div className="flex items-start justify-between gap-3">
        <h2 ref={heading} tabIndex={-1} id="report-details-title" className="min-w-0 scroll-mt-4 text-xl font-bold break-words focus:outline-none">
          {details ? (details.label ?? "Aucun rapport pour cet objet") : "Chargement…"}
        </h2>
        <button type="button" onClick={onClose} className="rounded p-1 text-slate-700 hover:bg-slate-200">
          <X aria-hidden="true" className="size-5" />
          <span className="sr-only">Fermer le détail</span>
        </button>
      </div>
      {details?.url && (
        <a href={details.url} className="text-sm break-all text-brand-700 hover:underline">
          {details.url}
        </a>
      )}
      <div className="mt-3 grid gap-4 lg:grid-cols-2">
        {details?.reports.map((report) => (
          <ReportBlock key={report.id} report={report} />
        ))}
      </div>
    </section>
  );
}
