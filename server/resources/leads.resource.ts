import { and, sql, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { contactLeads, trainingRegistrations } from "../db/schema";
import { unaccentContains } from "../lib/sql";
import { defineResource, type ResourceDescriptor, type Row } from "./types";
import { ADMIN_APPS, VIEW_ONLY_SCHEMA } from "./admin-apps";

/**
 * Days are the firm's days: «du 3 au 5» means from 3 at 00:00 to 5 at 24:00, Paris time,
 * whatever the server's zone.
 */
function dateRange(column: PgColumn, input: Row): SQL | undefined {
  const from = typeof input.from === "string" ? input.from : undefined;
  const to = typeof input.to === "string" ? input.to : undefined;
  return and(
    from ? sql`${column} >= (${from}::date)::timestamp at time zone 'Europe/Paris'` : undefined,
    to ? sql`${column} < (${to}::date + 1)::timestamp at time zone 'Europe/Paris'` : undefined,
  );
}

const DATE_FILTERS = [
  { field: "from", label: "Du", type: "date", scoped: true },
  { field: "to", label: "Au", type: "date", scoped: true },
] as const;

// Written out with qualified names: drizzle leaves columns unqualified in a one-table select,
// where a subquery's «id» would be ambiguous or bind to the wrong table.
const departmentLabel = sql<string | null>`(select lr.code || ' – ' || lr.label from land_registries lr where lr.id = "contact_leads"."department_id")`;

/**
 * What both kinds of lead share: what a visitor sent, for admins to read and never rewrite,
 * newest first, each exported by its own CSV with its message or session (mailer-admin.service.ts).
 */
const LEAD_MANAGER = {
  ...ADMIN_APPS.mailer,
  gender: "f",
  roles: { view: "admin", change: "admin" },
  viewOnly: true,
  bulk: { export: false },
  pageSize: 20,
  schema: VIEW_ONLY_SCHEMA,
  defaultSort: ["-createdAt"],
} satisfies Partial<ResourceDescriptor>;

/**
 * Contact requests (spec 3 §2.4 «Leads & Emails», admins): newest first, filtered by day,
 * department (code or name) and text; the drawer shows the e-mail each produced and the list
 * exports as CSV (mailer-admin.api.ts). Deleting one is the personal-data screen's job.
 */
export const contactLeadsResource = defineResource({
  ...LEAD_MANAGER,
  model: "contactlead",
  name: "Demande de contact",
  namePlural: "Demandes de contact",
  table: contactLeads,
  titleField: "names",
  columns: [
    { field: "createdAt", label: "Date", sortable: true, dateTime: true },
    { field: "names", label: "Nom", sortable: true },
    { field: "society", label: "Société", sortable: true },
    { field: "department", label: "Département" },
    { field: "sourcePage", label: "Page d'origine", sortable: true },
    { field: "isFromService", label: "Formulaire de service", sortable: true },
  ],
  filters: [
    { field: "query", label: "Recherche (nom, société, e-mail, message)", type: "text" },
    ...DATE_FILTERS,
    { field: "department", label: "Département (code ou nom)", type: "text", scoped: true },
  ],
  form: [
    { field: "createdAt", label: "Reçue le", type: "datetime" },
    { field: "names", label: "Nom", type: "text" },
    { field: "society", label: "Société", type: "text" },
    { field: "mail", label: "E-mail", type: "email" },
    { field: "phoneNumber", label: "Téléphone", type: "text" },
    { field: "departmentId", label: "Département", type: "registry", lookup: { level: 2 } },
    { field: "sourcePage", label: "Page d'origine", type: "text" },
    { field: "isFromService", label: "Formulaire de service", type: "boolean" },
    { field: "content", label: "Message", type: "textarea" },
  ],
  searchable: ["names", "society", "mail", "phoneNumber", "content", "sourcePage"],
  hooks: {
    scope: (input) => {
      const department = typeof input.department === "string" ? input.department.trim() : "";
      return and(dateRange(contactLeads.createdAt, input), department ? unaccentContains(departmentLabel, department) : undefined);
    },
    computed: () => ({ department: departmentLabel }),
  },
  aliases: { search: "/mailer/search_contact_leads" },
});

const trainingLabel = sql<
  string | null
>`(select tr.label from training_sessions ts join trainings tr on tr.id = ts.training_id where ts.id = "training_registrations"."session_id")`;
const sessionStart = sql<Date | null>`(select ts.start_at from training_sessions ts where ts.id = "training_registrations"."session_id")`;

/**
 * Training registrations, the other kind of lead (spec 3 §2.4, issue 19): who asked for which
 * session. They have no department; the session's own list stays in the sessions calendar.
 */
export const trainingRegistrationsResource = defineResource({
  ...LEAD_MANAGER,
  model: "trainingregistration",
  name: "Inscription à une formation",
  namePlural: "Inscriptions aux formations",
  table: trainingRegistrations,
  titleField: "names",
  columns: [
    { field: "createdAt", label: "Date", sortable: true, dateTime: true },
    { field: "names", label: "Nom", sortable: true },
    { field: "mail", label: "E-mail", sortable: true },
    { field: "phoneNumber", label: "Téléphone" },
    { field: "training", label: "Formation" },
    { field: "sessionStart", label: "Session", date: true },
  ],
  filters: [
    { field: "query", label: "Recherche (nom, e-mail, téléphone)", type: "text" },
    ...DATE_FILTERS,
    { field: "training", label: "Formation", type: "text", scoped: true },
  ],
  form: [
    { field: "createdAt", label: "Reçue le", type: "datetime" },
    { field: "names", label: "Nom", type: "text" },
    { field: "mail", label: "E-mail", type: "email" },
    { field: "phoneNumber", label: "Téléphone", type: "text" },
  ],
  searchable: ["names", "mail", "phoneNumber"],
  hooks: {
    scope: (input) => {
      const training = typeof input.training === "string" ? input.training.trim() : "";
      return and(dateRange(trainingRegistrations.createdAt, input), training ? unaccentContains(trainingLabel, training) : undefined);
    },
    computed: () => ({ training: trainingLabel, sessionStart }),
  },
  aliases: { search: "/mailer/search_training_registrations" },
});
