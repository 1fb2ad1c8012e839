import type { CandidateListRow } from "./candidates";

/** «Poste/Pool»: the offer last applied to, or the pool (CV drops and pool offers); the list, the cards and the export. */
export const positionOf = (row: Pick<CandidateListRow, "offer">) => (row.offer && !row.offer.isPool ? row.offer.name : "Pool");
