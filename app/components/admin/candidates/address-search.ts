import { parisInstant } from "~common/format/date";

/** «Reçus depuis» (the back-office home's new applications and CVs): a Paris wall time and, maybe, the kind of sending. */
export type ReceivedFilter = { since: string; kind: "APPLICATION" | "CV_DROP" | null };

/** What a CVthèque address opens: `?recherche=ID` (a saved search), `?depuis=…&envoi=…` (received since). */
export type AddressSearch = { savedSearchId: number | null; received: ReceivedFilter | null };

export function searchFromAddress(params: URLSearchParams): AddressSearch {
  const id = Number(params.get("recherche"));
  const since = params.get("depuis")?.trim() ?? "";
  const kind = params.get("envoi");
  return {
    savedSearchId: Number.isSafeInteger(id) && id > 0 ? id : null,
    received: parisInstant(since) ? { since, kind: kind === "APPLICATION" || kind === "CV_DROP" ? kind : null } : null,
  };
}

/** The search body's keys of «Reçus depuis» (server/modules/candidates/candidate-search.ts). */
export const receivedBody = (received: ReceivedFilter | null) => (received ? { receivedSince: received.since, receivedKind: received.kind } : {});
