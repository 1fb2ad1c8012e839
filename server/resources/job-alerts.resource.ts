import { sql } from "drizzle-orm";
import { jobAlerts, landRegistries } from "../db/schema";
import type { AlertQuery } from "../db/schema/job-alerts";
import { alertCriteriaText } from "../../common/alert-criteria";
import { defineResource } from "./types";
import { ADMIN_APPS, VIEW_ONLY_SCHEMA } from "./admin-apps";

const FREQUENCY_OPTIONS = [{ value: "WEEKLY", label: "Hebdomadaire" }];

/**
 * Job alerts (spec 3 §2.4, staff, read only): who follows which search. Alerts are created
 * and confirmed by candidates only (spec 2), never through this manager. The token hash and
 * the consent text are not read. The drawer's extension shows the criteria in words.
 */
export const jobAlertsResource = defineResource({
  ...ADMIN_APPS.jobs,
  model: "jobalert",
  name: "Alerte emploi",
  namePlural: "Alertes emploi",
  gender: "f",
  table: jobAlerts,
  roles: { view: "staff", change: "staff" },
  viewOnly: true,
  pageSize: 20,
  titleField: "email",
  columns: [
    { field: "email", label: "E-mail", sortable: true },
    { field: "frequency", label: "Fréquence", options: FREQUENCY_OPTIONS },
    { field: "criteria", label: "Critères" },
    { field: "positionsCount", label: "Offres du dernier envoi" },
    { field: "lastSent", label: "Dernier envoi", sortable: true, dateTime: true },
    { field: "isVerified", label: "Confirmée", sortable: true },
    { field: "createdAt", label: "Créée le", sortable: true, date: true },
  ],
  filters: [
    { field: "query", label: "Recherche (e-mail)", type: "text" },
    { field: "isVerified", label: "Confirmée", type: "boolean" },
  ],
  form: [
    { field: "email", label: "E-mail", type: "email" },
    { field: "frequency", label: "Fréquence", type: "select", options: FREQUENCY_OPTIONS },
    { field: "lastSent", label: "Dernier envoi", type: "datetime" },
    { field: "isVerified", label: "Confirmée", type: "boolean" },
    { field: "isArchived", label: "Désinscrite", type: "boolean" },
    { field: "createdAt", label: "Créée le", type: "datetime" },
  ],
  // Never used: the manager is view-only (saves answer 405 before any parsing).
  schema: VIEW_ONLY_SCHEMA,
  searchable: ["email"],
  defaultSort: ["-createdAt"],
  hidden: ["tokenHash", "consentText"],
  hooks: {
    computed: () => ({
      // Replaced by the words in toRow; read here so the list can name it as a column.
      criteria: sql<string>`${jobAlerts.queryData}::text`,
      // A department code («69», «2A») is shown by its name, as the alert's e-mail does.
      placeLabel: sql<
        string | null
      >`(select ${landRegistries.label} || ' (' || ${landRegistries.code} || ')' from ${landRegistries} where ${landRegistries.level} = 2 and ${landRegistries.code} = upper(${jobAlerts.queryData} ->> 'location') limit 1)`,
      positionsCount: sql<number>`cardinality(${jobAlerts.positions})`,
    }),
    toRow: (row) => ({ ...row, criteria: alertCriteriaText(row.queryData as AlertQuery, row.placeLabel as string | null) }),
  },
  aliases: { search: "/jobs/job_alerts_search" },
});
