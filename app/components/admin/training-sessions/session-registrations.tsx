import { useEffect, useState } from "react";
import { Download } from "lucide-react";
import { frenchDateTime } from "~common/format/date";
import { api } from "~/lib/api";
import type { SessionRegistration } from "./types";

/** A saved session's registrations, read when its form opens (null while read, or for a new session). */
export function useSessionRegistrations(sessionId: number | null) {
  const [registrations, setRegistrations] = useState<SessionRegistration[] | null>(null);
  useEffect(() => {
    if (sessionId === null) return;
    const controller = new AbortController();
    api.get("/training/session_fetch/:id", { param: { id: sessionId }, signal: controller.signal }).then(
      (session) => setRegistrations(session.registrations),
      () => {},
    );
    return () => controller.abort();
  }, [sessionId]);
  return registrations;
}

/** Who registered for a session, and the same list as a spreadsheet (CSV for French Excel). */
export function SessionRegistrations({ sessionId, registrations }: { sessionId: number; registrations: SessionRegistration[] | null }) {
  return (
    <section aria-labelledby="session-registrations-title" className="border-t border-slate-200 pt-4">
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <h3 id="session-registrations-title" className="mr-auto font-bold">
          Inscrits{registrations ? ` (${registrations.length})` : ""}
        </h3>
        {registrations && registrations.length > 0 && (
          <a
            href={`/api/training/session_registrations_csv/${sessionId}`}
            download
            className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline"
          >
            <Download aria-hidden="true" className="size-4" />
            Télécharger la liste (CSV)
          </a>
        )}
      </div>
      {registrations === null ? (
        <p className="mt-2 text-sm text-slate-600">Chargement…</p>
      ) : registrations.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">Aucune inscription pour cette session.</p>
      ) : (
        <ul className="mt-2 divide-y divide-slate-200 text-sm">
          {registrations.map((registration) => (
            <li key={registration.id} className="py-2 break-words">
              <p className="font-semibold">{registration.names}</p>
              <p>
                <a href={`mailto:${registration.mail}`} className="text-brand-700 hover:underline">
                  {registration.mail}
                </a>
                {" · "}
                <a href={`tel:${registration.phoneNumber.replace(/[^+\d]/g, "")}`} className="text-brand-700 hover:underline">
                  {registration.phoneNumber}
                </a>
              </p>
              <p className="text-slate-600">Inscrit le {frenchDateTime(registration.createdAt)}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
