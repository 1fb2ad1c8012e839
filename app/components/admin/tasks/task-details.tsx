import { useEffect, useRef, useState } from "react";
import { api } from "~/lib/api";
import { TaskStateBadge, type TaskState } from "./task-state";
import { frenchDateTime } from "~common/format/date";

/** Spec 3 §9: the task drawer refreshes every 5 seconds while the task runs. */
export const TASK_POLL_MS = 5_000;

/** The tasks manager's records (its spec path is tasks/get_task_details/{id}; same answer). */
export const TASK_RECORDS = { appLabel: "system", model: "task" };

/** GET /api/tasks/get_task_details/{id}: what the drawer reads of a task (spec 3 §3). */
export type TaskDetailsRow = {
  id: number;
  name: string;
  title: string;
  state: TaskState;
  createdAt: string;
  startedAt: string | null;
  completedAt: string | null;
  duration: string | null;
  message: string | null;
  error: string | null;
  data: unknown;
  attempts: number;
  nextRunAt: string | null;
};

const dateTime = (value: string | null) => (value ? frenchDateTime(value) : "—");

type Props = { recordId: number; onChanged?: () => void };

/**
 * The tasks drawer's live part: reads the task again every 5 s until it has finished
 * (completedAt) or the drawer closes, and has the list reloaded when its state changes.
 */
export function TaskDetails({ recordId, onChanged }: Props) {
  const [task, setTask] = useState<TaskDetailsRow | null>(null);
  const changed = useRef(onChanged);
  changed.current = onChanged;

  useEffect(() => {
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    let lastState: TaskState | null = null;
    const load = async () => {
      try {
        const row = (await api.get("/admin/:appLabel/:model/fetch/:id", {
          param: { ...TASK_RECORDS, id: recordId },
          signal: controller.signal,
        })) as TaskDetailsRow;
        setTask(row);
        if (lastState !== null && lastState !== row.state) changed.current?.();
        lastState = row.state;
        if (!row.completedAt) timer = setTimeout(() => void load(), TASK_POLL_MS);
      } catch {
        // A passing network error: try again at the next tick unless the drawer closed.
        if (!controller.signal.aborted) timer = setTimeout(() => void load(), TASK_POLL_MS);
      }
    };
    void load();
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [recordId]);

  if (!task) return null;
  const rows: [string, string][] = [
    ["Créée le", dateTime(task.createdAt)],
    ["Démarrée le", dateTime(task.startedAt)],
    ["Terminée le", dateTime(task.completedAt)],
    ["Durée", task.duration ?? "—"],
    ["Tentatives", String(task.attempts)],
    ...(task.nextRunAt ? ([["Prochaine exécution", dateTime(task.nextRunAt)]] as [string, string][]) : []),
    ["Message", task.message ?? "—"],
    ["Erreur", task.error ?? "—"],
  ];
  return (
    <section aria-label="Suivi de la tâche" className="max-h-[60vh] space-y-3 overflow-y-auto border-t border-slate-200 p-4 text-sm">
      <h3 className="font-bold [overflow-wrap:anywhere]">{task.title}</h3>
      <p aria-live="polite">
        <span className="sr-only">{"État\u00a0: "}</span>
        <TaskStateBadge state={task.state} error={task.error} />
      </p>
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-semibold text-slate-700">{label}</dt>
            <dd className="[overflow-wrap:anywhere]">{value}</dd>
          </div>
        ))}
      </dl>
      <div>
        <h4 className="mb-1 font-semibold text-slate-700">Données</h4>
        {task.data == null ? (
          <p className="text-slate-600">Aucune donnée</p>
        ) : (
          <pre className="overflow-x-auto rounded bg-slate-50 p-2 text-xs whitespace-pre-wrap [overflow-wrap:anywhere]">
            {JSON.stringify(task.data, null, 2)}
          </pre>
        )}
      </div>
    </section>
  );
}
