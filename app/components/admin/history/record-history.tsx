import { useEffect, useState } from "react";
import { api, ApiError } from "~/lib/api";
import { frenchDateTime } from "~common/format/date";
import type { HistoryAction, HistoryFieldChange, HistoryLine } from "~common/history";

const NBSP = "\u00a0";
const VERBS: Record<HistoryAction, string> = { create: "a créé", update: "a modifié", delete: "a supprimé" };

const quoted = (value: string | number | null | undefined) => (value === null || value === undefined || value === "" ? "vide" : `«${NBSP}${value}${NBSP}»`);

/** «Titre (« Ancien » → « Nouveau »)»; a creation shows only the value given; a long value, the field's name alone. */
export function changeText(change: HistoryFieldChange, action: HistoryAction): string {
  if (!("after" in change)) return change.label;
  if (action === "create") return `${change.label} (${quoted(change.after)})`;
  return `${change.label} (${quoted(change.before)} → ${quoted(change.after)})`;
}

/** «Claire Martin a modifié : Titre (« Ancien » → « Nouveau »), Description». */
export function lineText(line: HistoryLine): string {
  const fields = line.changes.map((change) => changeText(change, line.action)).join(", ");
  return `${line.actor} ${VERBS[line.action]}${fields ? `${NBSP}: ${fields}` : ""}`;
}

/**
 * A record's «Historique» tab (decision 0065): who changed which fields and when, newest first,
 * 50 lines at a time. `path` is «appLabel/model/id» (GET /api/history/:appLabel/:model/:id).
 */
export function RecordHistory({ path }: { path: string }) {
  // Another record starts from its own first page.
  return <HistoryList key={path} path={path} />;
}

function HistoryList({ path }: { path: string }) {
  const [lines, setLines] = useState<HistoryLine[]>([]);
  const [count, setCount] = useState<number | null>(null);
  const [page, setPage] = useState(1);
  const [error, setError] = useState<string>();
  const [loading, setLoading] = useState(true);

  useEffect(() => {
    const controller = new AbortController();
    setError(undefined);
    setLoading(true);
    const [appLabel = "", model = "", id = ""] = path.split("/");
    api.get("/history/:appLabel/:model/:id", { param: { appLabel, model, id }, query: { page }, signal: controller.signal }).then(
      (answer) => {
        setLines((shown) => (page === 1 ? answer.rows : [...shown, ...answer.rows]));
        setCount(answer.count);
        setLoading(false);
      },
      (caught: unknown) => {
        if (controller.signal.aborted) return;
        setError(caught instanceof ApiError ? caught.detail : "L'historique n'a pas pu être chargé");
        setLoading(false);
      },
    );
    return () => controller.abort();
  }, [path, page]);

  if (count === null && !error) return <p role="status">Chargement…</p>;
  return (
    <div className="space-y-3">
      {count === 0 && <p className="text-slate-600">Aucune modification enregistrée</p>}
      {lines.length > 0 && (
        <ol className="space-y-2 text-sm" aria-label="Modifications, de la plus récente à la plus ancienne">
          {lines.map((line) => (
            <li key={line.id} className="rounded bg-slate-50 p-2 [overflow-wrap:anywhere]">
              <time dateTime={line.at} className="text-slate-600">
                {frenchDateTime(line.at)}
              </time>
              {" · "}
              {lineText(line)}
            </li>
          ))}
        </ol>
      )}
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
      {count !== null && lines.length < count && (
        <button
          type="button"
          disabled={loading}
          onClick={() => setPage((n) => n + 1)}
          className="rounded-full border border-slate-300 px-4 py-2 text-sm font-bold disabled:opacity-50"
        >
          Voir plus
        </button>
      )}
    </div>
  );
}
