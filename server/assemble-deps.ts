import type { AppDeps } from "./app-deps";
import type { Config } from "./config";
import type { Database } from "./db/client";
import type { Logger } from "./lib/logger";
import type { AppVersion } from "../common/manager-meta";
import { servedRoutes, type RouteManifest } from "../common/served-routes";
import { createCaptchaService } from "./modules/captcha/captcha.service";
import { createReviewsSource } from "./modules/agencies/reviews";
import { throttleWindowsFor } from "./lib/throttle-windows";
import { createMailer } from "./modules/mail/mail.service";

/** The ports every module receives, from an opened database: one assembly for the server and the tests. */
export function assembleDeps(parts: { database: Database; config: Config; logger: Logger; version: AppVersion; routes: RouteManifest }): AppDeps {
  const { database, config, logger, version, routes } = parts;
  return {
    db: database.db,
    config,
    logger,
    version,
    served: servedRoutes(routes),
    captcha: createCaptchaService(config),
    mailer: createMailer(config, logger),
    reviews: createReviewsSource(config, database.db, logger),
    throttleWindows: throttleWindowsFor(database),
  };
}
