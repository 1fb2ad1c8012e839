import { resolve } from "node:path";
import { loadConfig, type Config } from "./config";
import { openDatabase, type Database, type DatabaseOptions } from "./db/client";
import { seedDatabase } from "./seed";
import { createLogger, loggableError, type Logger } from "./lib/logger";
import { readVersion } from "./lib/version";
import { shareContentChanges } from "./lib/content-instances";
import { removeLeftoverParts } from "./lib/durable-file";
import type { AppDeps } from "./app-deps";
import { servedRoutes, type RouteManifest } from "../common/served-routes";
import { createCaptchaService } from "./modules/captcha/captcha.service";
import { createReviewsSource } from "./modules/agencies/reviews";
import { throttleWindowsFor } from "./lib/throttle-windows";
import { createMailer } from "./modules/mail/mail.service";
import { ensureInitialSuperuser } from "./modules/account/account.service";

export const MIGRATIONS_FOLDER = resolve(process.cwd(), "server/db/migrations");

/** The configured database (PostgreSQL, or PGlite under DATA_DIR), opened and migrated. */
export function openConfiguredDatabase(config: Config, onConnectionError?: DatabaseOptions["onConnectionError"]): Promise<Database> {
  return openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: resolve(config.dataDir, "pglite"),
    migrationsFolder: MIGRATIONS_FOLDER,
    onConnectionError,
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

/** Opens and migrates the database, loads first-start data, and assembles the ports. */
export async function boot(
  routes: RouteManifest,
  config: Config = loadConfig(),
  { removeLeftovers = true }: { removeLeftovers?: boolean } = {},
): Promise<{ deps: AppDeps; database: Database }> {
  const logger = createLogger(config.logLevel);
  const database = await openConfiguredDatabase(config, (error) => logger.warn({ error: loggableError(error) }, "database connection lost"));
  logger.info({ engine: database.engine }, "database ready");
  if (removeLeftovers) await removeCrashLeftovers(config, logger);
  // Instances sharing one PostgreSQL hear each other's content changes (page and read caches).
  if (database.openChannel) shareContentChanges(database.db, logger, database.openChannel);
  await seedDatabase(database.db, config.brand.name, logger);
  await ensureInitialSuperuser(database.db, config, logger);
  const deps: AppDeps = {
    db: database.db,
    config,
    logger,
    version: readVersion(),
    served: servedRoutes(routes),
    captcha: createCaptchaService(config),
    mailer: createMailer(config, logger),
    reviews: createReviewsSource(config, database.db, logger),
    throttleWindows: throttleWindowsFor(database),
  };
  return { deps, database };
}
