import { useCallback, useEffect, useId, useRef, useState } from "react";
import { CircleCheck } from "lucide-react";
import { CAPTCHA_INVALID, CAPTCHA_VALID, type CaptchaClientKey, type CaptchaVerifyAnswer } from "~common/schemas/captcha";
import { AltchaBox, CaptchaPlaceholder } from "./altcha-box";
import { TurnstileBox } from "./turnstile-box";
import { useCompactScreen } from "./use-compact-screen";
import { useLatest } from "./use-latest";

export type CaptchaWidgetProps = {
  /** Called with the id a form sends once the server accepted the captcha. */
  onVerified: (id: string) => void;
  /** Called when a previous success no longer holds (expired, refreshed). */
  onReset?: () => void;
  /** A new value starts over with a new id (useCaptcha's reset). */
  resetKey?: number | string;
  className?: string;
};

/** The server keeps a verified id usable 30 minutes; start over a little before. */
const VERIFIED_LIFETIME_MS = 25 * 60_000;

export function CaptchaWidget({ resetKey = 0, onReset, ...props }: CaptchaWidgetProps) {
  const [refreshes, setRefreshes] = useState(0);
  const onResetRef = useLatest(onReset);
  const refresh = useCallback(() => {
    onResetRef.current?.();
    setRefreshes((n) => n + 1);
  }, [onResetRef]);
  const { anchor, started } = useFormStarted();
  if (!started) return <CaptchaWaiting anchor={anchor} className={props.className} />;
  // A new key remounts the attempt: new client key, new id, fresh widget.
  return <CaptchaAttempt key={`${resetKey}:${refreshes}`} {...props} onExpired={refresh} />;
}

/**
 * The widget (about 110 KB) and its challenge are fetched when the visitor starts the form it
 * belongs to (focus or press anywhere in it), not with every page that shows one. A form in a
 * dialog was started by opening the dialog (and the spec asks for a fresh key on opening).
 */
function useFormStarted() {
  const anchor = useRef<HTMLDivElement>(null);
  const [started, setStarted] = useState(false);
  useEffect(() => {
    const element = anchor.current;
    if (!element) return;
    if (element.closest("dialog")) {
      setStarted(true);
      return;
    }
    const scope = element.closest("form") ?? element.parentElement ?? element;
    const start = () => setStarted(true);
    const events = ["focusin", "pointerdown", "input"] as const;
    for (const name of events) scope.addEventListener(name, start, { once: true });
    return () => {
      for (const name of events) scope.removeEventListener(name, start);
    };
  }, []);
  return { anchor, started };
}

const CAPTCHA_LABEL = "Vérification anti-robot";

/** Same geometry as the loading widget: starting it must not move the form under the pointer
 * (the press that starts it would otherwise miss the button it was aimed at). */
function CaptchaWaiting({ anchor, className = "" }: { anchor: React.RefObject<HTMLDivElement | null>; className?: string }) {
  return (
    <div ref={anchor} className={`space-y-2 ${className}`.trim()}>
      <p className="text-sm font-medium text-slate-700">{CAPTCHA_LABEL}</p>
      <p className="flex h-[68px] w-full max-w-[300px] items-center rounded-md border border-slate-200 bg-slate-50 px-3 text-sm text-slate-600">
        Elle démarre dès que vous commencez à remplir le formulaire.
      </p>
      <p className="text-sm" />
    </div>
  );
}

type Phase = "loading" | "ready" | "checking" | "verified" | "unavailable";

function CaptchaAttempt({ onVerified, onExpired, className = "" }: Omit<CaptchaWidgetProps, "resetKey" | "onReset"> & { onExpired: () => void }) {
  const [clientKey, setClientKey] = useState<CaptchaClientKey | null>(null);
  const [phase, setPhase] = useState<Phase>("loading");
  const [message, setMessage] = useState("");
  const compact = useCompactScreen();
  const labelId = useId();
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

  useEffect(() => {
    if (phase !== "verified") return;
    const timer = setTimeout(onExpired, VERIFIED_LIFETIME_MS);
    return () => clearTimeout(timer);
  }, [phase, onExpired]);

  const sendToken = useCallback(
    async (token: string): Promise<boolean> => {
      if (!clientKey) return false;
      setPhase("checking");
      setMessage("Vérification du captcha…");
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
        setMessage(CAPTCHA_VALID);
        onVerifiedRef.current(clientKey.id);
        return true;
      }
      setPhase("ready");
      setMessage(CAPTCHA_INVALID);
      return false;
    },
    [clientKey, onVerifiedRef],
  );

  const onError = useCallback(() => {
    setPhase("ready");
    setMessage("");
  }, []);
  const onUnavailable = useCallback(() => setPhase("unavailable"), []);

  const boxProps = { compact, onToken: sendToken, onError, onExpired, onUnavailable };
  const showWidget = phase === "ready" || phase === "checking";
  return (
    <div role="group" aria-labelledby={labelId} className={`space-y-2 ${className}`.trim()}>
      <p id={labelId} className="text-sm font-medium text-slate-700">
        {CAPTCHA_LABEL}
      </p>
      {phase === "loading" && <CaptchaPlaceholder />}
      {showWidget && clientKey?.provider === "altcha" && <AltchaBox challengeUrl={clientKey.challengeUrl ?? "/api/captcha/challenge"} {...boxProps} />}
      {showWidget && clientKey?.provider === "turnstile" && <TurnstileBox siteKey={clientKey.siteKey} {...boxProps} />}
      <p
        role="status"
        aria-live="polite"
        className={`flex items-center gap-1.5 text-sm ${phase === "verified" ? "font-medium text-green-700" : message === CAPTCHA_INVALID ? "text-red-700" : "text-slate-600"}`}
      >
        {phase === "verified" && <CircleCheck aria-hidden="true" className="size-4" />}
        {phase === "unavailable" ? "Le captcha n'a pas pu être chargé." : message}
      </p>
      {phase === "unavailable" && (
        <button type="button" onClick={onExpired} className="text-sm font-medium text-brand-700 underline underline-offset-2">
          Réessayer
        </button>
      )}
    </div>
  );
}
