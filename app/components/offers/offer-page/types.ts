import type { PositionDetails } from "~common/positions";

export type { PositionDetails } from "~common/positions";

/** What an expired offer's 410 page needs: enough to name it, nothing to index. */
export type GoneOffer = Pick<PositionDetails, "id" | "name" | "city" | "departmentCode" | "contract">;
