import type { Db } from "./db/client";
import type { Config } from "./config";
import type { Logger } from "./lib/logger";
import type { AppVersion } from "../common/manager-meta";
import type { ReviewsSource } from "./modules/agencies/reviews";
import type { ServedRoutes } from "../common/served-routes";
import type { CaptchaService } from "./modules/captcha/captcha.service";
import type { Mailer } from "./modules/mail/mail.service";
import type { ThrottleWindows } from "./lib/throttle-windows";

/** What every API module and page loader receives: the ports, never globals. */
export type AppDeps = {
  db: Db;
  config: Config;
  logger: Logger;
  version: AppVersion;
  /** The pages the React app serves (menus hide entries of pages not built yet). */
  served: ServedRoutes;
  /** Reviews of agencies and recruiters by place id (Google Places or stored). */
  reviews: ReviewsSource;
  captcha: CaptchaService;
  mailer: Mailer;
  /** Rate limits' and the sign-in throttle's counts: shared by the instances on one PostgreSQL. */
  throttleWindows: ThrottleWindows;
};
