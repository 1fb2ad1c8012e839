import { useEffect, useRef } from "react";
import { api } from "~/lib/api";
import { TASK_POLL_MS, TASK_RECORDS, type TaskDetailsRow } from "./task-details";

/**
 * Follows the tasks started from the list: reads each every 5 s until it has finished, then calls
 * `onFinished` (the list reloads, the task turns green or red). Leaving the screen stops it all.
 */
export function useTaskFollower(onFinished: () => void) {
  const finished = useRef(onFinished);
  finished.current = onFinished;
  const followed = useRef(new Set<ReturnType<typeof setTimeout>>());

  useEffect(() => {
    const timers = followed.current;
    return () => {
      for (const timer of timers) clearTimeout(timer);
    };
  }, []);

  function follow(taskId: number) {
    const timer = setTimeout(async () => {
      followed.current.delete(timer);
      try {
        const task = (await api.get("/admin/:appLabel/:model/fetch/:id", { param: { ...TASK_RECORDS, id: taskId } })) as TaskDetailsRow;
        if (task.completedAt) return finished.current();
      } catch {
        return;
      }
      follow(taskId);
    }, TASK_POLL_MS);
    followed.current.add(timer);
  }

  return follow;
}
