import { z } from "zod";

// Shared schemas import zod from here. In the browser, zod's speed-up probes `new Function`,
// which the CSP forbids (and reports as a violation); the plain path is fast enough there.
if (typeof window !== "undefined") z.config({ jitless: true });

export { z };

/** The largest id or count a PostgreSQL `integer` column holds: beyond it a query fails. */
export const INT4_MAX = 2_147_483_647;
