import cluster from "node:cluster";
import { resolve } from "node:path";
import { loadConfig, type Config } from "./config";
import { DatabaseSetupError, openDatabase, type Database, type DatabaseOptions, type Db } from "./db/client";
import { seedDatabase } from "./seed";
import { createLogger, loggableError, type Logger } from "./lib/logger";
import { readVersion } from "./lib/version";
import { shareContentChanges } from "./lib/content-instances";
import { removeLeftoverParts } from "./lib/durable-file";
import { fileStoreFor } from "./lib/storage";
import { FILES_NOT_SHARED_WARNING, fileStoreName, otherFileStores, removeUnnamedFiles, SHARED_STORE_SWEEP_AGE_MS } from "./lib/stored-files";
import { ensureInitialSuperuser } from "./modules/account/account.service";
import { assembleDeps } from "./assemble-deps";
import type { AppDeps } from "./app-deps";
import type { RouteManifest } from "../common/served-routes";

export const MIGRATIONS_FOLDER = resolve(process.cwd(), "server/db/migrations");

/** The configured database (PostgreSQL, or PGlite under DATA_DIR), opened and migrated. */
export function openConfiguredDatabase(
  config: Config,
  onConnectionError?: DatabaseOptions["onConnectionError"],
  more: Pick<DatabaseOptions, "afterMigrations" | "onStartupLockWait"> = {},
): Promise<Database> {
  return openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: resolve(config.dataDir, "pglite"),
    migrationsFolder: MIGRATIONS_FOLDER,
    onConnectionError,
    applicationName: fileStoreName(config),
    ...more,
  });
}

/**
 * Removes the half-written files a crash left: they were never acknowledged to anyone. Only
 * before anything on this machine writes: with several processes, their primary does it.
 */
export async function removeCrashLeftovers(config: Config, logger: Logger): Promise<void> {
  const leftovers = (await removeLeftoverParts(config.uploadsDir)) + (await removeLeftoverParts(config.mail.outboxDir));
  if (leftovers > 0) logger.warn({ leftovers }, "partial files removed");
}

/**
 * Removes the CVs and attachments no row names: a process killed between writing a file and
 * committing its row left them, and neither the retention purge nor an erasure request would
 * find them. The local folder is this machine's: at start nothing else writes to it, so every
 * such file goes. A bucket is written by every instance: only files older than
 * SHARED_STORE_SWEEP_AGE_MS go (a younger one may be another instance's submission under way).
 * A store that cannot be listed is reported, and the start goes on.
 */
export async function removeFilesWithoutRows(db: Db, config: Config, logger: Logger, now = new Date()): Promise<number> {
  const storedBefore = config.objectStorage ? new Date(now.getTime() - SHARED_STORE_SWEEP_AGE_MS) : new Date(8.64e15);
  try {
    const removed = await removeUnnamedFiles(db, fileStoreFor(config), storedBefore);
    if (removed > 0) logger.warn({ removed }, "fichiers sans ligne supprimés (envois interrompus)");
    return removed;
  } catch (error) {
    logger.warn({ error: loggableError(error) }, "fichiers sans ligne non vérifiés");
    return 0;
  }
}

/** Several instances on one PostgreSQL must share one bucket: said at start when they do not. */
export async function warnIfFilesNotShared(db: Db, config: Config, logger: Logger): Promise<boolean> {
  const others = await otherFileStores(db, fileStoreName(config)).catch(() => 0);
  if (others > 0) logger.warn({ otherFileStores: others }, FILES_NOT_SHARED_WARNING);
  return others > 0;
}

export type BootOptions = {
  /** False in the processes of WEB_CONCURRENCY: their primary removed what a crash left. */
  removeLeftovers?: boolean;
  logger?: Logger;
  /** A database the site cannot use (an extension it cannot create): its message, then this. */
  exit?: (code: number) => never;
};

/**
 * Opens and migrates the database, loads first-start data, and assembles the ports. On
 * PostgreSQL the migrations and the first-start data run under one advisory lock: instances
 * started together take turns, and the data is loaded once.
 */
export async function boot(
  routes: RouteManifest,
  config: Config = loadConfig(),
  { removeLeftovers = true, logger = createLogger(config.logLevel), exit = process.exit }: BootOptions = {},
): Promise<{ deps: AppDeps; database: Database }> {
  let database: Database;
  try {
    database = await openConfiguredDatabase(config, (error) => logger.warn({ error: loggableError(error) }, "database connection lost"), {
      onStartupLockWait: () => logger.info("une autre instance démarre sur cette base : attente de la fin de ses migrations"),
      afterMigrations: async (db) => {
        await seedDatabase(db, config.brand.name, logger);
        await ensureInitialSuperuser(db, config, logger);
      },
    });
  } catch (error) {
    if (!(error instanceof DatabaseSetupError)) throw error;
    // What the operator must do, as the configuration's errors say it: no stack.
    console.error(error.message);
    return exit(1);
  }
  logger.info({ engine: database.engine }, "database ready");
  if (removeLeftovers) await removeCrashLeftovers(config, logger);
  // Before any request. With WEB_CONCURRENCY the first process starts alone (site-processes.ts).
  if (removeLeftovers || cluster.worker?.id === 1) await removeFilesWithoutRows(database.db, config, logger);
  if (database.openChannel) {
    // Instances sharing one PostgreSQL hear each other's content changes (page and read caches).
    shareContentChanges(database.db, logger, database.openChannel);
    await warnIfFilesNotShared(database.db, config, logger);
  }
  const deps = assembleDeps({ database, config, logger, version: readVersion(), routes });
  return { deps, database };
}
