import { LoaderCircle } from "lucide-react";

export type TaskState = "running" | "success" | "failure";

/** Spec 3 §4 Task state: a spinner while it runs, green once done, red with its error when it failed. */
export function TaskStateBadge({ state, error }: { state: TaskState; error?: string | null }) {
  if (state === "running")
    return (
      <span className="inline-flex items-center gap-1 font-semibold text-slate-700">
        <LoaderCircle aria-hidden="true" className="size-4 animate-spin" /> En cours
      </span>
    );
  if (state === "success") return <span className="rounded-full bg-green-100 px-2 py-0.5 text-xs font-bold text-green-800">Succès</span>;
  return (
    <span className="inline-flex flex-wrap items-center gap-1">
      <span className="rounded-full bg-red-100 px-2 py-0.5 text-xs font-bold text-red-800">Échec</span>
      {error && <span className="text-red-800 [overflow-wrap:anywhere]">{error}</span>}
    </span>
  );
}
