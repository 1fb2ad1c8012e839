import { withDeterminer } from "~common/format/place";

// Type-only: the answers of the independents service, without pulling server code into the bundle.
export type { IndependentDetails, IndependentSummary, IndependentDepartment } from "../../../server/modules/independents/independents.service";
export type { Review } from "../../../server/modules/agencies/reviews";
export { formatRating } from "../agencies/types";

export const independentHref = (slug: string) => `/nos-recruteurs/${slug}`;

/** «dans le département de la Gironde»: correct French whatever the article. */
export const inDepartment = (area: { label: string; prefixDeterminer: string | null }) => `dans le département ${withDeterminer(area)}`;

/** «Ain, Isère et Loire». */
export const frenchList = (items: string[]) => (items.length < 2 ? items.join("") : `${items.slice(0, -1).join(", ")} et ${items.at(-1)}`);
