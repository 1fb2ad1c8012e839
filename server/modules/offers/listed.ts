import { sql } from "drizzle-orm";
import { offers } from "../../db/schema";

/**
 * The offers visitors see (published, active, not a pool): what search, home, agency pages,
 * alerts and the sitemap list. Written with constants, not parameters, so the planner proves
 * that a search's rows are those of the partial index offers_listed_newest (migration 0028).
 */
export const listedOffer = sql`(${offers.state} = 'published' AND ${offers.isActive} AND ${offers.orgType} <> 'pool')`;
