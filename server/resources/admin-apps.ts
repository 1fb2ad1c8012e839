import { z } from "zod";
import type { Row } from "./types";

/**
 * The back-office's apps (spec 3 §3): the dial and the admin home group the managers by
 * `appLabel` and title each group with its `appName`, so an app's two names are written once.
 */
export const ADMIN_APPS = {
  account: { appLabel: "account", appName: "Comptes" },
  branding: { appLabel: "branding", appName: "Marque" },
  content: { appLabel: "content", appName: "Contenu" },
  geo: { appLabel: "geo", appName: "Géographie" },
  jobs: { appLabel: "jobs", appName: "Emplois" },
  mailer: { appLabel: "mailer", appName: "Leads & e-mails" },
  system: { appLabel: "system", appName: "Système" },
  training: { appLabel: "training", appName: "Formations" },
} as const;

/**
 * The save schema of a manager that never saves (view-only: the generic save answers 405
 * before any parsing). A descriptor must name one; this one accepts nothing in particular.
 */
export const VIEW_ONLY_SCHEMA = z.object({}) as unknown as z.ZodType<Row>;
