import { Hono } from "hono";
import { sql } from "drizzle-orm";
import type { AppDeps } from "../../app-deps";

export function systemApi({ version, db }: AppDeps) {
  return (
    new Hono()
      .get("/get_version", (c) => c.json(version))
      // For a supervisor or a load balancer: 200 when the database answers, else 503
      // (errors.ts turns an unreachable database into that answer).
      .get("/health", async (c) => {
        await db.execute(sql`SELECT 1`);
        c.header("Cache-Control", "no-store");
        return c.json({ status: "ok", database: "ok" });
      })
  );
}
