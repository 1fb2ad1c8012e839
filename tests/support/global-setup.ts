import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { openDatabase } from "../../server/db/client";
import { MIGRATIONS_FOLDER } from "../../server/boot";

/**
 * Migrates one database before any test file runs; each file then starts from a copy of it
 * (test-db.ts) instead of creating and migrating its own: a dumped PGlite data directory, or
 * a template database on the PostgreSQL server of DATABASE_URL.
 */
export default async function setup(project: TestProject) {
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) {
    const name = `test_template_${process.pid}`;
    await onServer(serverUrl, `CREATE DATABASE ${name}`);
    const database = await openDatabase({ databaseUrl: withDatabase(serverUrl, name), migrationsFolder: MIGRATIONS_FOLDER });
    await database.close();
    project.provide("databaseTemplate", name);
    return () => onServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
  const database = await openDatabase({ dataDir: "memory://", migrationsFolder: MIGRATIONS_FOLDER });
  const archive = await database.dumpDataDir!();
  await database.close();
  const folder = mkdtempSync(join(tmpdir(), "test-template-"));
  const file = join(folder, "pgdata.tar");
  writeFileSync(file, Buffer.from(await archive.arrayBuffer()));
  project.provide("databaseTemplate", file);
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
  }
}
