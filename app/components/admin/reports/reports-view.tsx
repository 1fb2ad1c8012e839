import { useEffect, useState } from "react";
import { useSearchParams } from "react-router";
import { Play, RefreshCw } from "lucide-react";
import { api, ApiError } from "~/lib/api";
import { useSubmission } from "~/lib/use-submission";
import { Pagination } from "../manager/pagination";
import { REPORT_PAGE_SIZE, REPORT_TYPE_LABELS, type ReportDetailsAnswer, type ReportRow, type ReportSearchAnswer } from "~common/reports";
import { ReportDetailsPanel } from "./report-details";
import { ReportFilters, type Filters } from "./report-filters";

/** Spec 3 §5: filter text is applied 500 ms after the last key. */
const DEBOUNCE_MS = 500;

type Opened = { model: string; objectId: number };

/** The filters an address names (the back-office home's «?hasError=true&type=SEO»); values the form could not hold are ignored. */
function filtersFromQuery(params: URLSearchParams): Filters {
  const type = params.get("type") ?? "";
  return { query: "", hasError: params.get("hasError") === "true", type: type in REPORT_TYPE_LABELS ? type : "", model: "" };
}

export function ReportsView({ initial }: { initial: Opened | null }) {
  const [searchParams] = useSearchParams();
  const [filters, setFilters] = useState<Filters>(() => filtersFromQuery(searchParams));
  const [typed, setTyped] = useState("");
  const [page, setPage] = useState(1);
  const [answer, setAnswer] = useState<ReportSearchAnswer | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [opened, setOpened] = useState<Opened | null>(initial);
  const [details, setDetails] = useState<ReportDetailsAnswer | null>(null);
  const [reloads, setReloads] = useState(0);

  useEffect(() => {
    const timer = setTimeout(() => {
      setFilters((current) => (current.query === typed ? current : { ...current, query: typed }));
      setPage(1);
    }, DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [typed]);

  useEffect(() => {
    const controller = new AbortController();
    api
      .post("/content/report_search", {
        body: { query: filters.query, hasError: filters.hasError ? true : null, type: filters.type || null, model: filters.model || null, page },
        signal: controller.signal,
      })
      .then(
        (found) => {
          setAnswer(found);
          setFailure(null);
        },
        (error) => {
          if (!controller.signal.aborted) setFailure(error instanceof ApiError ? error.detail : "Une erreur est survenue");
        },
      );
    return () => controller.abort();
  }, [filters, page, reloads]);

  useEffect(() => {
    if (!opened) return setDetails(null);
    const controller = new AbortController();
    api.post("/content/report_details", { body: opened, signal: controller.signal }).then(setDetails, () => {});
    return () => controller.abort();
  }, [opened, reloads]);

  const setFilter = (next: Partial<Filters>) => {
    setFilters((current) => ({ ...current, ...next }));
    setPage(1);
  };

  return (
    <div className="space-y-4">
      <AnalysisControls onRefresh={() => setReloads((n) => n + 1)} />

      <ReportFilters typed={typed} onTyped={setTyped} filters={filters} onFilter={setFilter} />

      {failure && (
        <p role="alert" className="text-red-700">
          {failure}
        </p>
      )}
      {answer && <ReportsTable rows={answer.rows} onOpen={(row) => setOpened({ model: row.contentType, objectId: row.objectId })} />}
      {answer && answer.total === 0 && <p className="text-slate-700">Aucun rapport pour l'instant : lancez l'analyse pour en produire.</p>}
      {answer && answer.count > REPORT_PAGE_SIZE && <Pagination page={page} count={answer.count} limit={REPORT_PAGE_SIZE} onPage={setPage} />}
      {opened && <ReportDetailsPanel details={details} onClose={() => setOpened(null)} />}
    </div>
  );
}

function ReportsTable({ rows, onOpen }: { rows: ReportRow[]; onOpen: (row: ReportRow) => void }) {
  return (
    <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white" aria-label="Rapports">
      {rows.map((row) => (
        <li key={row.id} className="flex flex-wrap items-center gap-x-4 gap-y-1 px-4 py-3">
          <button
            type="button"
            onClick={() => onOpen(row)}
            className="min-w-0 flex-1 basis-60 text-left font-semibold break-words text-brand-700 hover:underline"
          >
            {row.label}
          </button>
          <span className="text-sm text-slate-700">{row.contentTypeLabel}</span>
          <span className="text-sm font-medium text-slate-800">{row.type === "LINKS" ? "Liens" : "SEO"}</span>
          <span className={`rounded px-2 py-0.5 text-sm font-semibold ${row.hasError ? "bg-red-100 text-red-800" : "bg-green-100 text-green-800"}`}>
            {row.hasError ? `${row.errorCount} erreur${row.errorCount > 1 ? "s" : ""}` : "Sans erreur"}
          </span>
          <span className="text-sm text-slate-600">mis à jour {row.humanUpdatedAt}</span>
        </li>
      ))}
    </ul>
  );
}

/** «Lancer l'analyse maintenant» queues the reports' task; «Actualiser» reads the list again. */
function AnalysisControls({ onRefresh }: { onRefresh: () => void }) {
  const [runMessage, setRunMessage] = useState<string | null>(null);
  const { send } = useSubmission();
  async function run() {
    const outcome = await send((signal) => api.post("/content/report_run", { body: {}, signal }));
    if (!outcome) return;
    if (!outcome.ok) return setRunMessage(outcome.refusal?.detail ?? "Une erreur est survenue");
    setRunMessage(
      outcome.body.alreadyQueued
        ? "Une analyse est déjà prévue : les rapports seront mis à jour dans quelques minutes."
        : "Analyse lancée : les rapports seront mis à jour dans quelques minutes.",
    );
  }
  return (
    <div className="flex flex-wrap items-center gap-3">
      <button type="button" onClick={() => void run()} className="inline-flex items-center gap-2 rounded-md bg-brand-700 px-4 py-2 font-semibold text-white">
        <Play aria-hidden="true" className="size-4" /> Lancer l'analyse maintenant
      </button>
      <button
        type="button"
        onClick={onRefresh}
        className="inline-flex items-center gap-2 rounded-md border border-slate-300 px-4 py-2 font-semibold text-slate-800"
      >
        <RefreshCw aria-hidden="true" className="size-4" /> Actualiser
      </button>
      <p role="status" className="text-sm text-slate-700">
        {runMessage}
      </p>
    </div>
  );
}
