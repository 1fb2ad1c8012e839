import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { openDatabase, type Database } from "../../server/db/client";
import { seedGeography } from "../../server/seed/geography";
import { MIGRATIONS_FOLDER } from "../../server/boot";

/**
 * Migrates one database before any test file runs; each file then starts from a copy of it
 * (test-db.ts) instead of creating and migrating its own: a dumped PGlite data directory, or
 * a template database on the PostgreSQL server of DATABASE_URL. A second template adds
 * France's 35 000 communes (seedGeography), for the files that search or place them: seeded
 * here once, where each such file spent about 10 s of CPU in its setup (and timed out on a
 * busy machine).
 */
export default async function setup(project: TestProject) {
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) {
    const [name, communes] = [`test_template_${process.pid}`, `test_template_communes_${process.pid}`];
    await onServer(serverUrl, `CREATE DATABASE ${name}`);
    const database = await openDatabase({ databaseUrl: withDatabase(serverUrl, name), migrationsFolder: MIGRATIONS_FOLDER });
    await database.close();
    await onServer(serverUrl, `CREATE DATABASE ${communes} TEMPLATE ${name}`);
    const withCommunes = await openDatabase({ databaseUrl: withDatabase(serverUrl, communes), migrationsFolder: MIGRATIONS_FOLDER });
    await seedGeography(withCommunes.db);
    await withCommunes.close();
    project.provide("databaseTemplate", name);
    project.provide("communesTemplate", communes);
    return async () => {
      for (const template of [name, communes]) await onServer(serverUrl, `DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
    };
  }
  const folder = mkdtempSync(join(tmpdir(), "test-template-"));
  const dump = async (database: Database, name: string) => {
    const file = join(folder, name);
    writeFileSync(file, Buffer.from(await (await database.dumpDataDir!()).arrayBuffer()));
    return file;
  };
  const database = await openDatabase({ dataDir: "memory://", migrationsFolder: MIGRATIONS_FOLDER });
  project.provide("databaseTemplate", await dump(database, "pgdata.tar"));
  await seedGeography(database.db);
  project.provide("communesTemplate", await dump(database, "communes.tar"));
  await database.close();
  return () => rmSync(folder, { recursive: true, force: true });
}

export function withDatabase(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function onServer(serverUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

declare module "vitest" {
  export interface ProvidedContext {
    /** The migrated template: a PGlite archive's path, or a PostgreSQL database's name. */
    databaseTemplate: string;
    /** The same with the communes loaded and placed (seedGeography). */
    communesTemplate: string;
  }
}
