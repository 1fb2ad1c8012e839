import { useEffect, useRef } from "react";
import type { CaptchaBoxProps } from "./altcha-box";
import { useLatest } from "./use-latest";

type TurnstileOptions = {
  sitekey: string;
  size: "normal" | "compact";
  language: string;
  callback: (token: string) => void;
  "error-callback": () => boolean;
  "expired-callback": () => void;
};
type Turnstile = {
  render: (container: HTMLElement, options: TurnstileOptions) => string | null | undefined;
  reset: (widgetId: string) => void;
  remove: (widgetId: string) => void;
};

declare global {
  interface Window {
    turnstile?: Turnstile;
  }
}

const SCRIPT_URL = "https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit";
let loading: Promise<Turnstile> | null = null;

/** Cloudflare's script is added only on pages that show this widget, and only once. */
function loadTurnstile(): Promise<Turnstile> {
  if (window.turnstile) return Promise.resolve(window.turnstile);
  loading ??= new Promise<Turnstile>((resolve, reject) => {
    const script = document.createElement("script");
    script.src = SCRIPT_URL;
    script.onload = () => (window.turnstile ? resolve(window.turnstile) : reject(new Error("turnstile absent")));
    script.onerror = () => {
      script.remove();
      loading = null;
      reject(new Error("turnstile script failed"));
    };
    document.head.appendChild(script);
  });
  return loading;
}

export function TurnstileBox({ siteKey, compact, ...callbacks }: CaptchaBoxProps & { siteKey: string }) {
  const container = useRef<HTMLDivElement>(null);
  const latest = useLatest(callbacks);

  // Drawn again when the screen size class changes: Turnstile cannot resize a widget.
  useEffect(() => {
    let live = true;
    let widgetId: string | null | undefined;
    loadTurnstile().then(
      (turnstile) => {
        if (!live || !container.current) return;
        widgetId = turnstile.render(container.current, {
          sitekey: siteKey,
          size: compact ? "compact" : "normal",
          language: "fr",
          callback: async (token) => {
            const accepted = await latest.current.onToken(token);
            if (!accepted && live && widgetId) turnstile.reset(widgetId);
          },
          // Handled: Turnstile retries by itself and shows its state; no exception thrown.
          "error-callback": () => {
            latest.current.onError();
            return true;
          },
          "expired-callback": () => latest.current.onExpired(),
        });
      },
      () => live && latest.current.onUnavailable(),
    );
    return () => {
      live = false;
      if (widgetId) window.turnstile?.remove(widgetId);
    };
  }, [siteKey, compact, latest]);

  return <div ref={container} className={compact ? "min-h-[140px]" : "min-h-[65px]"} />;
}
