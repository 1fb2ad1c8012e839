import { readFileSync } from "node:fs";
import { inject } from "vitest";
import { sql } from "drizzle-orm";
import { openDatabase, type Database } from "../../server/db/client";
import { MIGRATIONS_FOLDER } from "../../server/boot";
import { onServer, withDatabase } from "./global-setup";

/**
 * A migrated database for one test file, in the state of the template global-setup.ts
 * migrated once: an in-memory PGlite by default (a copy of the template, or the copy a
 * previous file of the worker closed, emptied back to it), or a new database on the
 * PostgreSQL server of DATABASE_URL (dropped again by close()).
 */
export async function createTestDatabase(options: TestDatabaseOptions = {}): Promise<Database & { url?: string }> {
  const serverUrl = process.env.DATABASE_URL;
  if (options.communes) {
    const template = inject("communesTemplate");
    return serverUrl ? serverCopy(serverUrl, template) : pgliteWithCommunes(template);
  }
  const template = inject("databaseTemplate");
  return serverUrl ? serverCopy(serverUrl, template) : pgliteCopy(template);
}

export type TestDatabaseOptions = {
  /** France's 35 000 communes loaded and placed as a first start leaves them (global-setup.ts). */
  communes?: boolean;
};

async function serverCopy(serverUrl: string, template: string): Promise<Database & { url: string }> {
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

/**
 * The PGlite copies this worker's files closed, for the next files: starting one from the
 * template takes about 1.2 s of CPU, emptying one back to it 0.1 s (the unit tests' run went
 * from 259 s to 137 s, decision 0042). Files run one after the other in a worker.
 */
const spares: Database[] = [];
/** The rows the migrations themselves insert (a counter kept by triggers), table by table. */
let templateRows: { table: string; rows: unknown[] }[] | undefined;

async function pgliteCopy(template: string): Promise<Database> {
  let database = spares.pop();
  if (database) await emptyToTemplate(database);
  else {
    database = await openDatabase({ dataDir: "memory://", template: new Blob([readFileSync(template)]), migrationsFolder: MIGRATIONS_FOLDER });
    templateRows ??= await rowsOf(database);
  }
  let closed = false;
  const copy = database;
  return {
    ...copy,
    close: async () => {
      if (closed) return;
      closed = true;
      spares.push(copy);
    },
  };
}

/**
 * A new copy of the template with the communes each time, closed for good: emptying it as a
 * spare would take the communes away again, and 4 files ask for them.
 */
function pgliteWithCommunes(template: string): Promise<Database> {
  return openDatabase({ dataDir: "memory://", template: new Blob([readFileSync(template)]), migrationsFolder: MIGRATIONS_FOLDER });
}

/** The tables the app owns: every schema but PostgreSQL's and drizzle's migration journal. */
const APP_TABLES = sql`SELECT format('%I.%I', schemaname, tablename) AS name FROM pg_tables WHERE schemaname NOT IN ('pg_catalog', 'information_schema', 'drizzle')`;

async function rowsOf(database: Database) {
  const { rows: tables } = (await database.db.execute(APP_TABLES)) as unknown as { rows: { name: string }[] };
  const found: { table: string; rows: unknown[] }[] = [];
  for (const { name } of tables) {
    const { rows } = (await database.db.execute(sql.raw(`SELECT coalesce(json_agg(t), '[]') AS rows FROM ${name} t`))) as unknown as {
      rows: { rows: unknown[] }[];
    };
    if (rows[0].rows.length > 0) found.push({ table: name, rows: rows[0].rows });
  }
  return found;
}

/**
 * Back to the template's state: every table emptied, every sequence restarted, the locks a
 * file left released, and the migrations' own rows put back. Done when the copy is taken
 * again, so a write a previous file left running is wiped too.
 */
async function emptyToTemplate(database: Database) {
  await database.db.execute(sql`SELECT pg_advisory_unlock_all()`);
  await database.db.execute(sql`DO $$
    DECLARE s record;
    BEGIN
      EXECUTE (SELECT 'TRUNCATE ' || string_agg(name, ', ') || ' CASCADE' FROM (${APP_TABLES}) AS app_tables);
      FOR s IN SELECT schemaname, sequencename, start_value FROM pg_sequences WHERE schemaname NOT IN ('pg_catalog', 'information_schema', 'drizzle') LOOP
        PERFORM setval(format('%I.%I', s.schemaname, s.sequencename), s.start_value, false);
      END LOOP;
    END $$`);
  for (const { table, rows } of templateRows ?? []) {
    await database.db.execute(
      sql.raw(`INSERT INTO ${table} SELECT * FROM json_populate_recordset(NULL::${table}, '${JSON.stringify(rows).replace(/'/g, "''")}')`),
    );
  }
}
