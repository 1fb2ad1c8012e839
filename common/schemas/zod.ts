import { z } from "zod";

// Shared schemas import zod from here. In the browser, zod's speed-up probes `new Function`,
// which the CSP forbids (and reports as a violation); the plain path is fast enough there.
if (typeof window !== "undefined") z.config({ jitless: true });

export { z };
