import { useCallback, useEffect, useRef, useState } from "react";
import type { CaptchaClientKey, CaptchaVerifyAnswer } from "~common/schemas/captcha";
import { useLatest } from "./use-latest";

export type CaptchaPhase = "loading" | "ready" | "checking" | "verified" | "refused" | "unavailable";

/**
 * One attempt's exchange with the server: the client key (which provider, which id) fetched
 * on mounting, then the widget's token sent for verification. `onVerified` gets the id a form
 * sends once the server accepted it.
 */
export function useCaptchaCheck(onVerified: (id: string) => void) {
  const [clientKey, setClientKey] = useState<CaptchaClientKey | null>(null);
  const [phase, setPhase] = useState<CaptchaPhase>("loading");
  const onVerifiedRef = useLatest(onVerified);
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    const controller = new AbortController();
    fetch("/api/captcha/client_key", { signal: controller.signal, cache: "no-store" })
      .then((response) => (response.ok ? (response.json() as Promise<CaptchaClientKey>) : Promise.reject(response)))
      .then((key) => {
        setClientKey(key);
        setPhase("ready");
      })
      .catch(() => {
        if (!controller.signal.aborted) setPhase("unavailable");
      });
    return () => {
      mounted.current = false;
      controller.abort();
    };
  }, []);

  const sendToken = useCallback(
    async (token: string): Promise<boolean> => {
      if (!clientKey) return false;
      setPhase("checking");
      let answer: CaptchaVerifyAnswer | null = null;
      try {
        const response = await fetch("/api/captcha/verify", {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify({ id: clientKey.id, token }),
        });
        if (response.ok) answer = (await response.json()) as CaptchaVerifyAnswer;
      } catch {
        // Network failure: same as a refusal, the visitor can try again.
      }
      // A reset during the call (modal reopened) must not validate the new attempt's form.
      if (!mounted.current) return false;
      if (answer?.success) {
        setPhase("verified");
        onVerifiedRef.current(clientKey.id);
        return true;
      }
      setPhase("refused");
      return false;
    },
    [clientKey, onVerifiedRef],
  );

  return { clientKey, phase, setPhase, sendToken };
}
