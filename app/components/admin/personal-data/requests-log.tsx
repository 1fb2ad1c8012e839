import { useCallback, useEffect, useState } from "react";
import { api } from "~/lib/api";
import { DATA_REQUEST_KIND_LABELS, type DataRequestLogEntry } from "~common/personal-data";
import { countsInWords, countTotal, elements, formatDateTime } from "./format";

/** The log's entries, loaded on arrival and again after each action (every action is logged). */
export function useRequestsLog(failure: (error: unknown) => string) {
  const [requests, setRequests] = useState<DataRequestLogEntry[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const reload = useCallback(() => {
    api.get("/admin/personal_data/requests").then(
      (answer) => {
        setRequests(answer.requests);
        setError(null);
      },
      (cause: unknown) => setError(failure(cause)),
    );
  }, [failure]);
  useEffect(reload, [reload]);
  return { requests, error, reload };
}

/** The record the CNIL may ask for: who handled which kind of request, when, and how much. */
export function RequestsLog({ requests, error }: { requests: DataRequestLogEntry[] | null; error: string | null }) {
  return (
    <section aria-labelledby="pd-log" className="mt-10">
      <h2 id="pd-log" className="text-xl font-bold">
        Demandes traitées
      </h2>
      <p className="mt-1 text-sm text-slate-600">Les 100 dernières. L'adresse de la personne n'est jamais conservée.</p>
      {error ? (
        <p role="alert" className="mt-3 text-red-700">
          {error}
        </p>
      ) : requests === null ? (
        <p role="status" className="mt-3">
          Chargement…
        </p>
      ) : requests.length === 0 ? (
        <p className="mt-3 text-slate-700">Aucune demande pour l'instant.</p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-200 rounded-lg border border-slate-200" data-testid="data-requests">
          {requests.map((r) => (
            <li key={r.id} className="p-3 text-sm [overflow-wrap:anywhere]">
              <span className="font-semibold">{DATA_REQUEST_KIND_LABELS[r.kind]}</span> · {formatDateTime(r.createdAt)} · par{" "}
              {r.handledBy ?? "un compte supprimé"}
              <br />
              <span className="text-slate-700">
                {elements(countTotal(r.summary))} ({countsInWords(r.summary)})
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
