export type { PositionDetails } from "../../../../server/modules/positions/positions.service";
import type { PositionDetails } from "../../../../server/modules/positions/positions.service";

/** What an expired offer's 410 page needs: enough to name it, nothing to index. */
export type GoneOffer = Pick<PositionDetails, "id" | "name" | "city" | "departmentCode" | "contract">;
