import { frenchNumber } from "./number";

/** A task's duration as the tasks screen says it: «0,4 s», «2,3 s», «1 min 05 s», «2 h 03 min». */
export function humanDuration(ms: number): string {
  if (!Number.isFinite(ms) || ms < 0) return "";
  if (ms < 60_000) return `${frenchNumber(ms / 1000, { minDecimals: 1 })}\u00a0s`;
  const seconds = Math.round(ms / 1000);
  if (seconds < 3600) return `${Math.floor(seconds / 60)}\u00a0min ${String(seconds % 60).padStart(2, "0")}\u00a0s`;
  const minutes = Math.round(seconds / 60);
  return `${Math.floor(minutes / 60)}\u00a0h ${String(minutes % 60).padStart(2, "0")}\u00a0min`;
}
