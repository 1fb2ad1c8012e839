import { useEffect, useRef, useState, type RefObject } from "react";
import { ShortcutsDialog } from "./shortcuts-dialog";

/** Where a letter or an arrow is the user's typing or a widget's own move, never a shortcut. */
const TYPING =
  'input:not([type="checkbox"]):not([type="button"]):not([type="submit"]):not([type="reset"]), textarea, select, [contenteditable]:not([contenteditable="false"]), [role="textbox"], [role="combobox"], [role="listbox"], [role="menu"], [role="radiogroup"], [role="slider"], [role="spinbutton"], [role="grid"], [role="tree"]';

const STEPS: Record<string, 1 | -1> = { j: 1, arrowdown: 1, k: -1, arrowup: -1 };

/**
 * Whether a key pressed on `target` is for the screen at `root`: not typed in a field, and not
 * in a dialog drawn over it («Relire le CV»), though the screen itself may sit in one (the dial's manager).
 */
function forScreen(target: EventTarget | null, root: HTMLElement | null): boolean {
  if (!(target instanceof Element) || !root) return false;
  if (target.closest(TYPING)) return false;
  const dialog = target.closest("dialog");
  return !dialog || dialog.contains(root);
}

type Options = {
  root: RefObject<HTMLElement | null>;
  /** A drawer shows a record: J/K and the arrows walk the list (through its unsaved-changes question). */
  onStep?: (step: 1 | -1) => void;
  saves: boolean;
};

/**
 * The back-office's keyboard (issue 49): ↓ or J opens the next record, ↑ or K the previous
 * while a drawer is open, «?» lists the shortcuts. Never with a modifier, never while typing.
 * Returns the shortcuts dialog when it is open.
 */
export function useRecordShortcuts({ root, onStep, saves }: Options) {
  const [help, setHelp] = useState(false);
  const latest = useRef({ onStep, help });
  latest.current = { onStep, help };
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const { onStep, help } = latest.current;
      if (help || event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey || !forScreen(event.target, root.current)) return;
      if (event.key === "?") {
        event.preventDefault();
        return setHelp(true);
      }
      const step = STEPS[event.key.toLowerCase()];
      if (!step || !onStep || event.shiftKey) return;
      event.preventDefault();
      onStep(step);
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [root]);
  return help ? <ShortcutsDialog saves={saves} onClose={() => setHelp(false)} /> : null;
}
