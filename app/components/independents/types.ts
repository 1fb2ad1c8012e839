import { withDeterminer } from "~common/format/place";

export type { IndependentDetails, IndependentSummary, IndependentDepartment } from "~common/independents";
export type { Review } from "~common/agencies";
export { formatRating } from "../agencies/types";

export const independentHref = (slug: string) => `/nos-recruteurs/${slug}`;

/** «dans le département de la Gironde»: correct French whatever the article. */
export const inDepartment = (area: { label: string; prefixDeterminer: string | null }) => `dans le département ${withDeterminer(area)}`;

/** «Ain, Isère et Loire». */
export const frenchList = (items: string[]) => (items.length < 2 ? items.join("") : `${items.slice(0, -1).join(", ")} et ${items.at(-1)}`);
