import { useRef, useState } from "react";
import type { CandidateListRow } from "~common/candidates";
import type { LeaveGuard } from "./candidate-edit-form";

/**
 * Which candidate's drawer is open. Another candidate opened from the list, the map, a card or
 * the J/K keys goes through the drawer's guard of unsaved edits, as the drawer's own ‹ › do.
 */
export function useOpenCandidate(rows: CandidateListRow[], initial: number | null) {
  const [openId, setOpenId] = useState<number | null>(initial);
  const leaveDrawer = useRef<LeaveGuard | null>(null);
  const open = (id: number) => (openId === null || !leaveDrawer.current ? setOpenId(id) : leaveDrawer.current(() => setOpenId(id)));
  // Next/previous walk the rows on screen and wrap around (spec 3 §2.3).
  const navigate = (step: 1 | -1) => {
    if (openId === null || rows.length === 0) return;
    const index = rows.findIndex((row) => row.id === openId);
    setOpenId(rows[(index + step + rows.length) % rows.length]!.id);
  };
  const stepFromKeys = (step: 1 | -1) => (leaveDrawer.current ? leaveDrawer.current(() => navigate(step)) : navigate(step));
  return { openId, open, navigate, stepFromKeys, close: () => setOpenId(null), leaveDrawer };
}
