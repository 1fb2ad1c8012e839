import { useCallback, useEffect, useMemo, useRef } from "react";
import { api } from "./api";

// Answers per domain for the page's lifetime: leaving the field twice asks once.
const knownDomains = new Map<string, boolean>();
const WAIT_MS = 250;

/**
 * Throwaway domains are refused by the server, whose list (~121k names) is too large to ship:
 * when the visitor leaves an e-mail field, the domain alone (never the address) is checked,
 * after a short wait so tabbing back and forth sends one call. `onThrowaway` runs only if
 * the field was not changed meanwhile (`cancel` is called on every change).
 */
export function useThrowawayEmailCheck(onThrowaway: () => void) {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const inFlight = useRef<AbortController | null>(null);
  const cancel = useCallback(() => {
    clearTimeout(timer.current);
    inFlight.current?.abort();
  }, []);
  useEffect(() => cancel, [cancel]);

  const check = useCallback(
    (email: string) => {
      cancel();
      const domain = /^[^\s@]+@([^\s@]+\.[^\s@]+)$/.exec(email.trim())?.[1].toLowerCase();
      if (!domain) return;
      const known = knownDomains.get(domain);
      if (known !== undefined) {
        if (known) onThrowaway();
        return;
      }
      timer.current = setTimeout(async () => {
        const controller = new AbortController();
        inFlight.current = controller;
        try {
          const { disposable } = await api.get("/branding/check_email_domain", { query: { domain }, signal: controller.signal });
          knownDomains.set(domain, disposable);
          if (disposable && !controller.signal.aborted) onThrowaway();
        } catch {
          // Offline, refused or aborted: the server still refuses the domain when the form is sent.
        }
      }, WAIT_MS);
    },
    [cancel, onThrowaway],
  );
  return useMemo(() => ({ check, cancel }), [check, cancel]);
}
