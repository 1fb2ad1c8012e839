import { useEffect, useState, type RefObject } from "react";
import { fieldTab } from "../history/history-tab";
import type { ManagerMeta } from "./types";

type Options = {
  meta: ManagerMeta;
  form: RefObject<HTMLFormElement | null>;
  errors: Record<string, string>;
  /** The field to bring into view, set by a failed save; cleared once it has the focus. */
  focusError: RefObject<string | null>;
  tab: string | undefined;
  setTab: (tab: string) => void;
};

/**
 * After a failed save, the first field in error comes into view with the focus (on its tab);
 * the summary's links do the same for the others, through the function returned.
 */
export function useErrorFocus({ meta, form, errors, focusError, tab, setTab }: Options) {
  const [focusRequest, setFocusRequest] = useState(0);
  useEffect(() => {
    const field = meta.formFields.find((f) => f.field === focusError.current);
    if (!field) return;
    if (tab !== undefined && fieldTab(field) !== tab) return setTab(fieldTab(field));
    focusError.current = null;
    const invalid = form.current?.querySelector<HTMLElement>(`[data-field="${field.field}"] [aria-invalid="true"]`);
    invalid?.scrollIntoView({ block: "center" });
    invalid?.focus();
  }, [errors, tab, meta.formFields, focusRequest, focusError, form, setTab]);
  return (field: string) => {
    focusError.current = field;
    setFocusRequest((n) => n + 1);
  };
}
