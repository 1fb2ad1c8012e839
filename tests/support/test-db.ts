import { readFileSync } from "node:fs";
import { inject } from "vitest";
import { openDatabase, type Database } from "../../server/db/client";
import { MIGRATIONS_FOLDER } from "../../server/boot";
import { onServer, withDatabase } from "./global-setup";

/**
 * A fresh, migrated database for one test file, copied from the template global-setup.ts
 * migrated once: an in-memory PGlite by default, or a new database on the PostgreSQL server
 * of DATABASE_URL (dropped again by close()).
 */
export async function createTestDatabase(): Promise<Database & { url?: string }> {
  const template = inject("databaseTemplate");
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const archive = new Blob([readFileSync(template)]);
    return openDatabase({ dataDir: "memory://", template: archive, migrationsFolder: MIGRATIONS_FOLDER });
  }
  const name = `test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  await onServer(serverUrl, `CREATE DATABASE ${name} TEMPLATE ${template}`);
  const url = withDatabase(serverUrl, name);
  const database = await openDatabase({ databaseUrl: url, migrationsFolder: MIGRATIONS_FOLDER });
  return {
    ...database,
    /** Where a second connection (another app instance) reaches this database. */
    url,
    async close() {
      await database.close();
      await onServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}
