import { createHash } from "node:crypto";
import { hostname } from "node:os";
import { resolve } from "node:path";
import { inArray, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Db } from "../db/client";
import { applications, candidates, jobSurveyAttachments } from "../db/schema";
import type { FileStore } from "./storage";
import type { S3Settings } from "./s3-objects";

/**
 * The folders of the file store that hold personal data, each with the columns whose rows name
 * its files. A file is written before the row that names it commits (the visitor is answered
 * only once both are stored): a process killed in between leaves a file no row names, which
 * neither the retention purge nor an erasure request would ever find. The sweep below removes
 * such files; a folder missing here is never swept.
 */
export const FILE_REFERENCES: Record<string, { table: PgTable; column: PgColumn }[]> = {
  resumes: [
    { table: candidates, column: candidates.resumeKey },
    { table: applications, column: applications.resumeKey },
  ],
  "job-surveys": [{ table: jobSurveyAttachments, column: jobSurveyAttachments.storageKey }],
};

/**
 * On an S3 bucket, which every instance writes to, a file younger than this may belong to a
 * submission another instance is saving right now: the sweep leaves it for a later start.
 */
export const SHARED_STORE_SWEEP_AGE_MS = 15 * 60_000;

const BATCH = 500;

/** The keys of `keys` (all of one folder) that no row names. */
export async function unnamedKeys(db: Db, folder: string, keys: string[]): Promise<string[]> {
  const references = FILE_REFERENCES[folder];
  if (!references) throw new Error(`no rows name the files of ${folder}`);
  const named = new Set<string>();
  for (let i = 0; i < keys.length; i += BATCH) {
    const batch = keys.slice(i, i + BATCH);
    for (const { table, column } of references) {
      const rows = (await db.select({ key: column }).from(table).where(inArray(column, batch))) as { key: string | null }[];
      for (const { key } of rows) if (key) named.add(key);
    }
  }
  return keys.filter((key) => !named.has(key));
}

/**
 * Removes the files of the personal-data folders that no row names and that were stored before
 * `storedBefore`. At start, before this instance takes a request: with the local store (this
 * machine's own folder, which nothing else writes yet) every such file; with a bucket, only
 * those older than SHARED_STORE_SWEEP_AGE_MS. Returns how many were removed.
 */
export async function removeUnnamedFiles(db: Db, store: FileStore, storedBefore: Date): Promise<number> {
  let removed = 0;
  for (const folder of Object.keys(FILE_REFERENCES)) {
    const candidatesForRemoval = (await store.list(folder)).filter((file) => file.storedAt < storedBefore).map((file) => file.key);
    for (const key of await unnamedKeys(db, folder, candidatesForRemoval)) {
      await store.remove(key);
      removed += 1;
    }
  }
  return removed;
}

/**
 * After the transaction that should have named `key` failed: removes the file unless a row
 * names it after all (a connection lost during COMMIT reports a failure for a transaction that
 * may have committed). When the database cannot tell, the file stays for the sweep at start.
 */
export async function removeIfUnnamed(db: Db, store: FileStore, key: string): Promise<void> {
  try {
    if ((await unnamedKeys(db, key.slice(0, key.indexOf("/")), [key])).length > 0) await store.remove(key);
  } catch {
    // Never hides the failure the caller reports; the sweep at start takes the file.
  }
}

/** The `application_name` prefix of the site's connections: what names their file store follows. */
export const FILE_STORE_NAME_PREFIX = "site-files:";

/**
 * Names where this instance keeps its files: the bucket (the same name on every instance that
 * shares it) or this machine's folder (a name of its own). It is the `application_name` of the
 * instance's PostgreSQL connections, so an instance sees in pg_stat_activity whether others on
 * the database keep their files elsewhere. No secret and no path in it: a digest.
 */
export function fileStoreName(config: { uploadsDir: string; objectStorage?: S3Settings }): string {
  const where = config.objectStorage
    ? ["s3", config.objectStorage.endpoint ?? "aws", config.objectStorage.bucket, config.objectStorage.prefix]
    : ["local", hostname(), resolve(config.uploadsDir)];
  const digest = createHash("sha256").update(where.join("\0")).digest("hex").slice(0, 16);
  return `${FILE_STORE_NAME_PREFIX}${where[0]}:${digest}`;
}

export const FILES_NOT_SHARED_WARNING =
  "D'autres instances du site utilisent cette base sans partager leurs fichiers avec celle-ci : un CV ou une pièce jointe reçu par l'une est introuvable depuis les autres. Configurez le même stockage S3 (S3_*) sur toutes les instances (docs/deploy.md).";

/** How many other file stores the site's connections to this database name (PostgreSQL only). */
export async function otherFileStores(db: Db, ownName: string): Promise<number> {
  const { rows } = (await db.execute(sql`
    SELECT count(DISTINCT application_name)::int AS stores FROM pg_stat_activity
     WHERE datname = current_database() AND pid <> pg_backend_pid()
       AND starts_with(application_name, ${FILE_STORE_NAME_PREFIX}) AND application_name <> ${ownName}`)) as unknown as {
    rows: { stores: number }[];
  };
  return rows[0]?.stores ?? 0;
}
