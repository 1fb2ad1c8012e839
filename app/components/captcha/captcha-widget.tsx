import { useCallback, useEffect, useId, useRef, useState } from "react";
import { CircleCheck } from "lucide-react";
import { CAPTCHA_INVALID, CAPTCHA_VALID } from "~common/schemas/captcha";
import { AltchaBox } from "./altcha-box";
import { TurnstileBox } from "./turnstile-box";
import { useCompactScreen } from "./use-compact-screen";
import { useLatest } from "./use-latest";
import { useCaptchaCheck, type CaptchaPhase } from "./use-captcha-check";

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

const STATUS: Record<CaptchaPhase, string> = {
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
  const { clientKey, phase, setPhase, sendToken } = useCaptchaCheck(onVerified);
  const compact = useCompactScreen();
  const labelId = useId();
  const group = useRef<HTMLDivElement>(null);
  const status = useRef<HTMLParagraphElement>(null);
  const onFocusInside = useFocusOnwardWhenVerified(phase, group, status);

  useEffect(() => {
    if (phase !== "verified") return;
    const timer = setTimeout(onExpired, VERIFIED_LIFETIME_MS);
    return () => clearTimeout(timer);
  }, [phase, onExpired]);

  // Turnstile shows its own error and lets the visitor try again; the invisible ALTCHA cannot,
  // so the retry below starts a new attempt.
  const onError = useCallback(() => setPhase(clientKey?.provider === "turnstile" ? "ready" : "refused"), [clientKey, setPhase]);
  const onUnavailable = useCallback(() => setPhase("unavailable"), [setPhase]);

  const boxProps = { compact, onToken: sendToken, onError, onExpired, onUnavailable };
  const working = phase === "ready" || phase === "checking";
  const turnstile = clientKey?.provider === "turnstile";
  return (
    <div ref={group} role="group" aria-labelledby={labelId} className={`space-y-2 ${className}`.trim()} onFocus={onFocusInside}>
      <p id={labelId} className="text-sm font-medium text-slate-700">
        {CAPTCHA_LABEL}
      </p>
      {working && clientKey?.provider === "altcha" && <AltchaBox challengeUrl={clientKey.challengeUrl ?? "/api/captcha/challenge"} {...boxProps} />}
      {(working || phase === "refused") && turnstile && <TurnstileBox siteKey={clientKey.siteKey} {...boxProps} />}
      <CaptchaStatus ref={status} phase={phase} spinner={working && !turnstile} />
      {(phase === "unavailable" || (phase === "refused" && !turnstile)) && (
        <button type="button" onClick={onExpired} className="text-sm font-medium text-brand-700 underline underline-offset-2">
          Réessayer
        </button>
      )}
    </div>
  );
}

/**
 * Done: focus goes on to the form's next action (its button when it can be used), or stays on
 * the captcha's message; only when the visitor was working in the captcha (a retry, Turnstile's
 * own checkbox) when it completed, since its controls disappear then and focus must not fall
 * back to the page's top; never taken from a field. Returns the group's focus handler.
 */
function useFocusOnwardWhenVerified(phase: CaptchaPhase, group: React.RefObject<HTMLDivElement | null>, status: React.RefObject<HTMLParagraphElement | null>) {
  const focusInside = useRef(false);
  useEffect(() => {
    if (phase !== "verified" || !focusInside.current) return;
    focusInside.current = false;
    const active = document.activeElement;
    if (active && active !== document.body && !group.current?.contains(active)) return;
    const submit = group.current?.closest("form")?.querySelector<HTMLButtonElement>('button[type="submit"]');
    if (submit && !submit.disabled) submit.focus();
    else status.current?.focus();
  }, [phase, group, status]);
  return () => {
    focusInside.current = true;
  };
}

/** The attempt's state in words, read out as it changes; focusable so focus can rest on it. */
function CaptchaStatus({ ref, phase, spinner }: { ref: React.Ref<HTMLParagraphElement>; phase: CaptchaPhase; spinner: boolean }) {
  const tone = phase === "verified" ? "font-medium text-green-700" : phase === "refused" || phase === "unavailable" ? "text-red-700" : "text-slate-600";
  return (
    <p ref={ref} tabIndex={-1} role="status" aria-live="polite" className={`flex items-center gap-1.5 text-sm outline-none ${tone}`}>
      {phase === "verified" && <CircleCheck aria-hidden="true" className="size-4" />}
      {spinner && <span aria-hidden="true" className="size-3.5 animate-spin rounded-full border-2 border-slate-400 border-t-transparent" />}
      {STATUS[phase]}
    </p>
  );
}
