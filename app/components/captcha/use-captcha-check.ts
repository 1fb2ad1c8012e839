import { useCallback, useEffect, useRef, useState } from "react";
import type { CaptchaClientKey } from "~common/schemas/captcha";
import { api, type ApiAnswer } from "~/lib/api";
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
    api
      .get("/captcha/client_key", { signal: controller.signal, cache: "no-store" })
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
      let answer: ApiAnswer<"post", "/captcha/verify"> | null = null;
      try {
        answer = await api.post("/captcha/verify", { body: { id: clientKey.id, token } });
      } catch {
        // Refused, or a network failure: the visitor can try again.
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
