import { and, inArray, isNotNull, isNull, or, sql, type SQL } from "drizzle-orm";
import { tasks } from "../db/schema/tasks";
import { TASK_TITLES } from "../modules/tasks/schedules";
import { humanDuration } from "../../common/format/duration";
import { unaccentContains } from "../lib/sql";
import { defineResource, type Row } from "./types";
import { ADMIN_APPS, VIEW_ONLY_SCHEMA } from "./admin-apps";

export const TASK_STATE_OPTIONS = [
  { value: "running", label: "En cours", tone: "progress" as const },
  { value: "success", label: "Succès", tone: "success" as const },
  { value: "failure", label: "Échec", tone: "danger" as const },
];

// A PENDING task with an error is waiting for its retry: its last attempt failed, so the
// screen shows it red (spec 3 §4: failure) rather than as running.
export const failing = or(sql`${tasks.status} = 'FAILED'`, and(sql`${tasks.status} = 'PENDING'`, isNotNull(tasks.lastError)))!;
const STATE: Record<string, SQL> = {
  success: sql`${tasks.status} = 'DONE'`,
  failure: failing,
  running: or(sql`${tasks.status} = 'RUNNING'`, and(sql`${tasks.status} = 'PENDING'`, isNull(tasks.lastError)))!,
};

const fold = (text: string) => text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();

/** The French title of a task name in SQL, from the same table the screen's labels come from. */
const titleSql = () => {
  const cases = Object.entries(TASK_TITLES).map(([name, title]) => sql`when ${name} then ${title}`);
  return sql<string>`(case ${tasks.name} ${sql.join(cases, sql` `)} else ${tasks.name} end)`;
};

/** Spec 3 §3 Task: completedAt, error, data, duration and state, as the tasks screen reads them. */
function taskRow(row: Row): Row {
  // Read in milliseconds (computed), answered as the screen says it.
  const durationMs = row.duration == null ? null : Number(row.duration);
  return {
    ...row,
    completedAt: row.finishedAt ?? null,
    error: row.lastError ?? null,
    data: row.result ?? null,
    durationMs,
    duration: durationMs == null ? null : humanDuration(durationMs),
    // The next attempt of a task still waiting (a retry, a period not due yet).
    nextRunAt: row.status === "PENDING" ? row.runAt : null,
  };
}

/**
 * Background tasks (spec 3 §2.4, admins; decision 0031): the runner's queue, newest first,
 * read only. The drawer's extension polls get_task_details while a task runs; clean_tasks
 * and run_now (tasks.api.ts) are the screen's two actions.
 */
export const tasksResource = defineResource({
  ...ADMIN_APPS.system,
  model: "task",
  name: "Tâche",
  namePlural: "Tâches",
  gender: "f",
  table: tasks,
  roles: { view: "admin", change: "admin" },
  viewOnly: true,
  pageSize: 20,
  titleField: "name",
  columns: [
    { field: "title", label: "Nom" },
    { field: "createdAt", label: "Créée le", sortable: true, dateTime: true },
    { field: "finishedAt", label: "Terminée le", sortable: true, dateTime: true },
    { field: "duration", label: "Durée" },
    { field: "state", label: "État", options: TASK_STATE_OPTIONS },
    { field: "lastError", label: "Erreur" },
  ],
  filters: [
    { field: "query", label: "Recherche (nom)", type: "text" },
    { field: "state", label: "État", type: "select", options: TASK_STATE_OPTIONS, scoped: true },
  ],
  form: [
    { field: "name", label: "Nom technique", type: "text" },
    { field: "createdAt", label: "Créée le", type: "datetime" },
  ],
  // Never used: the manager is view-only (saves answer 405 before any parsing).
  schema: VIEW_ONLY_SCHEMA,
  searchable: ["name"],
  defaultSort: ["-createdAt", "-id"],
  // The payload may name a candidate (a CV to read): the screen has no use for it.
  hidden: ["payload", "dedupeKey", "lockedAt"],
  hooks: {
    scope: (input) => (typeof input.state === "string" ? STATE[input.state] : undefined),
    // The technical name or the French title, accents and case aside.
    matchQuery: (query) => {
      const names = Object.entries(TASK_TITLES)
        .filter(([, title]) => fold(title).includes(fold(query.trim())))
        .map(([name]) => name);
      return names.length > 0 ? or(unaccentContains(tasks.name, query), inArray(tasks.name, names))! : unaccentContains(tasks.name, query);
    },
    computed: () => ({
      title: titleSql(),
      state: sql<string>`(case when ${STATE.success} then 'success' when ${failing} then 'failure' else 'running' end)`,
      duration: sql<
        number | null
      >`(case when ${tasks.finishedAt} is not null and ${tasks.startedAt} is not null then round(extract(epoch from ${tasks.finishedAt} - ${tasks.startedAt}) * 1000)::int end)`,
    }),
    toRow: taskRow,
  },
  aliases: { search: "/task/search_tasks", fetch: "/tasks/get_task_details/:id" },
});
