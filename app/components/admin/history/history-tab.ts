import type { ManagerMeta } from "~common/manager-meta";

export const HISTORY_TAB = "Historique";
/** The form's tab in a manager that has no tabs of its own. */
export const FORM_TAB = "Fiche";

type Tab = ManagerMeta["tabs"][number];

/**
 * A drawer's tabs: the manager's own, then «Historique» once the record exists (a new one has
 * none). A manager without tabs gets «Fiche» for its form.
 */
export function tabsWithHistory(tabs: readonly Tab[], creating: boolean): Tab[] {
  if (creating) return [...tabs];
  return [...(tabs.length > 0 ? tabs : [{ label: FORM_TAB }]), { label: HISTORY_TAB }];
}

/** The tab a form field is on, when the drawer shows tabs: its own, or «Fiche». */
export const fieldTab = (field: { tab?: string }) => field.tab ?? FORM_TAB;
