import { useEffect, useRef, useState, type RefObject } from "react";
import { api } from "~/lib/api";
import type { CandidateDetails } from "~common/candidates";
import type { LeaveGuard } from "./candidate-edit-form";

/** The record shown, loaded again for each candidate, and its tab. */
export function useCandidateDetails(candidateId: number) {
  const [candidate, setCandidate] = useState<CandidateDetails | null>(null);
  const [tab, setTab] = useState(0);
  // A tab staff picked while the record was loading stays picked: the default must not undo it.
  const picked = useRef(false);
  const pickTab = (index: number) => {
    picked.current = true;
    setTab(index);
  };

  useEffect(() => {
    const controller = new AbortController();
    setCandidate(null);
    picked.current = false;
    api.get("/jobs/candidates/:id/details", { param: { id: candidateId }, signal: controller.signal }).then(
      (details) => {
        setCandidate(details);
        // Tab «Candidat» once a work history is known, else the CV itself.
        if (!picked.current) setTab(details.workHistory.length > 0 ? 1 : 0);
      },
      () => {},
    );
    return () => controller.abort();
  }, [candidateId]);

  return { candidate, setCandidate, tab, pickTab };
}

/** «Modifier»: the form closes for another candidate; back from it (saved or cancelled), the focus returns to the button. */
export function useEditing(candidateId: number) {
  const [editing, setEditing] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(false);
  useEffect(() => {
    if (wasEditing.current && !editing) editButton.current?.focus();
    wasEditing.current = editing;
  }, [editing]);
  useEffect(() => setEditing(false), [candidateId]);
  return { editing, setEditing, editButton };
}

/**
 * While «Modifier» has unsaved edits, closing or moving to another candidate asks first. The
 * form sets `guard`; `leaveRef` lets the list ask it too before opening another candidate.
 */
export function useLeaveGuard(leaveRef?: RefObject<LeaveGuard | null>) {
  const guard = useRef<LeaveGuard | null>(null);
  const leave = (action: () => void) => (guard.current ? guard.current(action) : action());
  if (leaveRef) leaveRef.current = leave;
  return { guard, leave };
}

/** Keyboard users land in the drawer, close it with Escape and go back to the row that opened it. */
export function useDrawerFocus(panel: RefObject<HTMLElement | null>, guard: RefObject<LeaveGuard | null>, onClose: () => void) {
  const close = useRef(onClose);
  close.current = onClose;
  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    panel.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      // Escape in a dialog over the drawer («Relire le CV») closes that dialog only.
      if (event.key !== "Escape" || (event.target instanceof Element && event.target.closest("dialog"))) return;
      if (guard.current) guard.current(() => close.current());
      else close.current();
    };
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("keydown", onKey);
      opener?.focus();
    };
  }, [panel, guard]);
}
