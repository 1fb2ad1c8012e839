import { useEffect, useRef, type RefObject } from "react";
import { useUnsavedChanges } from "./unsaved-changes";

type Leave = (action: () => void) => void;

/**
 * Leaving the drawer asks first while it holds unsaved edits; the list is given the same
 * question (leaveRef) for the rows it opens instead.
 */
export function useDrawerLeave(dirty: boolean, leaveRef?: RefObject<Leave | null>) {
  const { leave, prompt } = useUnsavedChanges(dirty);
  if (leaveRef) leaveRef.current = leave;
  useEffect(
    () => () => {
      if (leaveRef) leaveRef.current = null;
    },
    [leaveRef],
  );
  return { leave, prompt };
}

type Keys = { leave: Leave; save: () => Promise<void>; onClose: () => void; editable: boolean };

/** Escape leaves, Ctrl/Cmd+S saves (what a daily user of a back-office expects). */
export function useDrawerKeys(current: Keys) {
  const keys = useRef(current);
  keys.current = current;
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const { leave, save, onClose, editable } = keys.current;
      if (event.key === "Escape") leave(onClose);
      else if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === "s") {
        event.preventDefault();
        if (editable) void save();
      }
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, []);
}
