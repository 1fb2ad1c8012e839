import { useCallback, useEffect, useId, useRef, useState } from "react";
import { CircleCheck } from "lucide-react";
import { CAPTCHA_INVALID, CAPTCHA_VALID, type CaptchaClientKey, type CaptchaVerifyAnswer } from "~common/schemas/captcha";
import { AltchaBox } from "./altcha-box";
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
  const { anchor, started } = useStartedEarly();
  if (!started) return <CaptchaWaiting anchor={anchor} className={props.className} />;
  // A new key remounts the attempt: new client key, new id, fresh widget.
  return <CaptchaAttempt key={`${resetKey}:${refreshes}`} {...props} onExpired={refresh} />;
}

/** How far below the screen a form's captcha starts: a scroll or two before it shows. */
const START_MARGIN = "800px 0px";

/**
 * The captcha must be solved before the visitor reaches the form's button, and it costs the
 * page a widget (about 110 KB) and a proof of work: it starts as soon as the dialog or the page
 * that shows it opens when the form is in view (or nearly), and at the latest when the visitor
 * starts the form (focus, press or input in it). A form at the bottom of a long page does not
 * load it on arrival.
 */
function useStartedEarly() {
  const anchor = useRef<HTMLDivElement>(null);
  const [started, setStarted] = useState(false);
  useEffect(() => {
    const element = anchor.current;
    if (!element) return;
    const start = () => setStarted(true);
    if (element.closest("dialog") || typeof IntersectionObserver === "undefined") return start();
    const seen = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && start(), { rootMargin: START_MARGIN });
    seen.observe(element);
    const scope = element.closest("form") ?? element.parentElement ?? element;
    const events = ["focusin", "pointerdown", "input"] as const;
    for (const name of events) scope.addEventListener(name, start, { once: true });
    return () => {
      seen.disconnect();
      for (const name of events) scope.removeEventListener(name, start);
    };
  }, []);
  return { anchor, started };
}

const CAPTCHA_LABEL = "Vérification anti-robot";

type Phase = "loading" | "ready" | "checking" | "verified" | "refused" | "unavailable";

const STATUS: Record<Phase, string> = {
  loading: "Vérification automatique en cours…",
  ready: "Vérification automatique en cours…",
  checking: "Vérification du captcha…",
  verified: CAPTCHA_VALID,
  refused: CAPTCHA_INVALID,
  unavailable: "Le captcha n'a pas pu être chargé.",
};

/** What the server renders and a form far down the page shows: the attempt's own first state. */
function CaptchaWaiting({ anchor, className = "" }: { anchor: React.RefObject<HTMLDivElement | null>; className?: string }) {
  return (
    <div ref={anchor} className={`space-y-2 ${className}`.trim()}>
      <p className="text-sm font-medium text-slate-700">{CAPTCHA_LABEL}</p>
      <p className="text-sm text-slate-600">{STATUS.loading}</p>
    </div>
  );
}

function CaptchaAttempt({ onVerified, onExpired, className = "" }: Omit<CaptchaWidgetProps, "resetKey" | "onReset"> & { onExpired: () => void }) {
  const [clientKey, setClientKey] = useState<CaptchaClientKey | null>(null);
  const [phase, setPhase] = useState<Phase>("loading");
  const compact = useCompactScreen();
  const labelId = useId();
  const onVerifiedRef = useLatest(onVerified);
  const mounted = useRef(true);
  const group = useRef<HTMLDivElement>(null);
  const status = useRef<HTMLParagraphElement>(null);
  // Whether the visitor was working in the captcha (a retry, Turnstile's own checkbox) when it
  // completed: its controls disappear then, and focus must not fall back to the page's top.
  const focusInside = useRef(false);

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

  // Done: focus goes on to the form's next action (its button when it can be used), or stays
  // on the captcha's message; only when the visitor was in the captcha, never taken from a field.
  useEffect(() => {
    if (phase !== "verified" || !focusInside.current) return;
    focusInside.current = false;
    const active = document.activeElement;
    if (active && active !== document.body && !group.current?.contains(active)) return;
    const submit = group.current?.closest("form")?.querySelector<HTMLButtonElement>('button[type="submit"]');
    if (submit && !submit.disabled) submit.focus();
    else status.current?.focus();
  }, [phase]);

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

  // Turnstile shows its own error and lets the visitor try again; the invisible ALTCHA cannot,
  // so the retry below starts a new attempt.
  const onError = useCallback(() => setPhase(clientKey?.provider === "turnstile" ? "ready" : "refused"), [clientKey]);
  const onUnavailable = useCallback(() => setPhase("unavailable"), []);

  const boxProps = { compact, onToken: sendToken, onError, onExpired, onUnavailable };
  const working = phase === "ready" || phase === "checking";
  const turnstile = clientKey?.provider === "turnstile";
  return (
    <div
      ref={group}
      role="group"
      aria-labelledby={labelId}
      className={`space-y-2 ${className}`.trim()}
      onFocus={() => {
        focusInside.current = true;
      }}
    >
      <p id={labelId} className="text-sm font-medium text-slate-700">
        {CAPTCHA_LABEL}
      </p>
      {working && clientKey?.provider === "altcha" && <AltchaBox challengeUrl={clientKey.challengeUrl ?? "/api/captcha/challenge"} {...boxProps} />}
      {(working || phase === "refused") && turnstile && <TurnstileBox siteKey={clientKey.siteKey} {...boxProps} />}
      <p
        ref={status}
        tabIndex={-1}
        role="status"
        aria-live="polite"
        className={`flex items-center gap-1.5 text-sm outline-none ${phase === "verified" ? "font-medium text-green-700" : phase === "refused" || phase === "unavailable" ? "text-red-700" : "text-slate-600"}`}
      >
        {phase === "verified" && <CircleCheck aria-hidden="true" className="size-4" />}
        {working && !turnstile && <span aria-hidden="true" className="size-3.5 animate-spin rounded-full border-2 border-slate-400 border-t-transparent" />}
        {STATUS[phase]}
      </p>
      {(phase === "unavailable" || (phase === "refused" && !turnstile)) && (
        <button type="button" onClick={onExpired} className="text-sm font-medium text-brand-700 underline underline-offset-2">
          Réessayer
        </button>
      )}
    </div>
  );
}
