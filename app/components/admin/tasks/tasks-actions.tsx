import { useEffect, useState } from "react";
import { Play, Trash2 } from "lucide-react";
import { api, type ApiAnswer } from "~/lib/api";
import { useSubmission } from "~/lib/use-submission";
import { useNotify } from "../notifications";
import { useTaskFollower } from "./use-task-follower";
import { DeleteConfirmation, useDeleteQuestion } from "../manager/delete-confirmation";
import { counted } from "~common/format/count";

/** GET /api/tasks/scheduled_tasks and POST /api/tasks/run_now (server/modules/tasks/tasks.service.ts). */
type ScheduledTaskEntry = ApiAnswer<"get", "/tasks/scheduled_tasks">["rows"][number];

// Spec 3 §8, task clean-up, with the count (issue 49: a clean-up says what it removed).
export const tasksCleaned = (deleted: number) =>
  deleted > 1 ? `${counted(deleted, "tâche", "tâches")} supprimées` : `${counted(deleted, "tâche", "tâches")} supprimée`;
export const TASKS_CLEAN_FAILED = "Erreur lors de la suppression des tâches";
const NOTHING_TO_CLEAN = "Aucune tâche terminée à supprimer";

/** «Supprimer les 14 tâches terminées ?»: the count is the server's, read just before asking. */
const cleanQuestion = (count: number) =>
  `${count > 1 ? `Supprimer les ${counted(count, "tâche terminée", "tâches terminées")}` : "Supprimer la tâche terminée"}\u00a0? Les tâches en cours et planifiées sont gardées.`;

const button = "inline-flex items-center gap-1 rounded-full px-4 py-2 text-sm font-bold disabled:opacity-50";

/**
 * Above the tasks list: «Nettoyer les tâches» (finished ones) and «Lancer maintenant» for
 * each scheduled task. A task started here is followed until it ends, then the list reloads.
 */
export function TasksActions({ onCreated }: { onCreated: () => void }) {
  const notify = useNotify();
  const { sending: busy, send } = useSubmission();
  /** The finished tasks «Nettoyer les tâches» would delete, stated by its confirmation. */
  const [cleanable, setCleanable] = useState(0);
  // The focus follows the question: onto «Annuler» when it opens, back onto the button after.
  const { confirming, setConfirming, deleteButton: cleanButton, cancelButton } = useDeleteQuestion();
  const follow = useTaskFollower(onCreated);

  async function run(task: ScheduledTaskEntry) {
    const outcome = await send((signal) => api.post("/tasks/run_now", { body: { name: task.name }, signal }));
    if (!outcome) return;
    if (!outcome.ok) return notify("La tâche n'a pas pu être lancée", "error");
    const answer = outcome.body;
    notify(answer.alreadyQueued ? "Cette tâche vient déjà d'être lancée" : `Tâche lancée\u00a0: ${task.title}`);
    onCreated();
    follow(answer.taskId);
  }

  /** Asks the server how many tasks would go, so the question states it (nothing is deleted yet). */
  async function askClean() {
    const outcome = await send((signal) => api.get("/tasks/clean_tasks_count", { signal }));
    if (!outcome) return;
    if (!outcome.ok) return notify(TASKS_CLEAN_FAILED, "error");
    const { count } = outcome.body;
    if (count === 0) notify(NOTHING_TO_CLEAN);
    else {
      setCleanable(count);
      setConfirming(true);
    }
  }

  async function clean() {
    const outcome = await send((signal) => api.delete("/tasks/clean_tasks", { signal }));
    if (!outcome) return;
    setConfirming(false);
    if (!outcome.ok) return notify(TASKS_CLEAN_FAILED, "error");
    notify(tasksCleaned(outcome.body.deleted));
    onCreated();
  }

  return (
    <div className="mb-4 space-y-3">
      {confirming ? (
        <DeleteConfirmation
          question={cleanQuestion(cleanable)}
          busy={busy}
          onConfirm={() => void clean()}
          onCancel={() => setConfirming(false)}
          cancelRef={cancelButton}
        />
      ) : (
        <button ref={cleanButton} type="button" disabled={busy} onClick={() => void askClean()} className={`${button} border border-red-700 text-red-700`}>
          <Trash2 aria-hidden="true" className="size-4" /> Nettoyer les tâches
        </button>
      )}
      <ScheduledTasks disabled={busy} onRun={(task) => void run(task)} />
    </div>
  );
}

/** «Lancer une tâche planifiée maintenant»: the scheduled tasks, read from the server, each with its button. */
function ScheduledTasks({ disabled, onRun }: { disabled: boolean; onRun: (task: ScheduledTaskEntry) => void }) {
  const [scheduled, setScheduled] = useState<ScheduledTaskEntry[]>([]);
  useEffect(() => {
    const controller = new AbortController();
    api.get("/tasks/scheduled_tasks", { signal: controller.signal }).then(
      (answer) => setScheduled(answer.rows),
      () => {},
    );
    return () => controller.abort();
  }, []);
  return (
    <details className="rounded-lg border border-slate-200">
      <summary className="cursor-pointer px-4 py-2 text-sm font-bold">Lancer une tâche planifiée maintenant</summary>
      <ul aria-label="Tâches planifiées" className="divide-y divide-slate-100">
        {scheduled.map((task) => (
          <li key={task.name} className="flex flex-wrap items-center gap-2 px-4 py-2 text-sm">
            <span className="mr-auto min-w-0 [overflow-wrap:anywhere]">
              {task.title} <span className="text-slate-600">({task.name})</span>
            </span>
            <button
              type="button"
              disabled={disabled}
              onClick={() => onRun(task)}
              aria-label={`Lancer maintenant\u00a0: ${task.title}`}
              className={`${button} bg-brand-700 text-white`}
            >
              <Play aria-hidden="true" className="size-4" /> Lancer maintenant
            </button>
          </li>
        ))}
      </ul>
    </details>
  );
}
