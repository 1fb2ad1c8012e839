import { useEffect, useRef } from "react";

/** Text filters wait for typing to pause (spec 3 §5). */
export const FILTER_DEBOUNCE_MS = 500;

/**
 * Calls `apply(value)` once `value` has stopped changing for the debounce delay, unless it is
 * already the `applied` one (a choice applied at once, or the list as it opened).
 */
export function useDebouncedApply<T>(value: T, applied: T, apply: (value: T) => void) {
  const latestApply = useRef(apply);
  latestApply.current = apply;
  useEffect(() => {
    if (value === applied) return;
    const timer = setTimeout(() => latestApply.current(value), FILTER_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [value, applied]);
}
