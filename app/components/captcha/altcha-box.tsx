import { useEffect, useRef, useState } from "react";
import type { AltchaWidgetElement } from "altcha";
// Types only (erased at build): the <altcha-widget> JSX element and the $altcha global.
import type {} from "altcha/types/react";
import { useLatest } from "./use-latest";

export type CaptchaBoxProps = {
  compact: boolean;
  /** Sends the token to the server; false means refused (Turnstile starts over by itself, the
   * invisible ALTCHA through the attempt's «Réessayer»). */
  onToken: (token: string) => Promise<boolean>;
  /** The widget failed an attempt (Turnstile shows its own error and stays usable). */
  onError: () => void;
  onExpired: () => void;
  /** The widget's script could not be loaded at all. */
  onUnavailable: () => void;
};

// The widget's own French, with the wording used across the site.
const FRENCH = {
  label: "Je ne suis pas un robot",
  verified: "Vérifié",
  verifying: "Vérification…",
  error: "Échec de la vérification. Réessayez.",
  expired: "Vérification expirée. Réessayez.",
};

let loading: Promise<void> | null = null;

/**
 * The widget touches window and customElements when imported, so it is loaded in the
 * browser only (altcha-widget.ts, its styles put first: altcha-styles.ts). Its default bundle
 * solves in blob: workers (worker-src blob:); it needs no eval.
 */
function loadAltcha(): Promise<void> {
  loading ??= (async () => {
    await import("./altcha-widget");
    const i18n = globalThis.$altcha.i18n;
    i18n.set("fr-fr", { ...i18n.get("fr-fr"), ...FRENCH });
  })().catch((error) => {
    loading = null;
    throw error;
  });
  return loading;
}

export function AltchaBox({ challengeUrl, compact: _compact, ...callbacks }: CaptchaBoxProps & { challengeUrl: string }) {
  const ref = useRef<HTMLElement>(null);
  const [loaded, setLoaded] = useState(false);
  const latest = useLatest(callbacks);

  useEffect(() => {
    let live = true;
    loadAltcha().then(
      () => live && setLoaded(true),
      () => live && latest.current.onUnavailable(),
    );
    return () => {
      live = false;
    };
  }, [latest]);

  useEffect(() => {
    const widget = ref.current as AltchaWidgetElement | null;
    if (!loaded || !widget) return;
    let sending = false;
    const onState = async (event: Event) => {
      const { state, payload } = (event as CustomEvent<{ state: string; payload: string | null }>).detail;
      if (state === "verified" && payload && !sending) {
        sending = true;
        await latest.current.onToken(payload);
        sending = false;
      } else if (state === "error") {
        latest.current.onError();
      }
    };
    // Fired whether or not the visitor had solved it: either way a new attempt is needed.
    const onExpired = () => latest.current.onExpired();
    widget.addEventListener("statechange", onState);
    widget.addEventListener("expired", onExpired);
    return () => {
      widget.removeEventListener("statechange", onState);
      widget.removeEventListener("expired", onExpired);
    };
  }, [loaded, latest]);

  // Nothing to tick: the proof of work starts as soon as the widget is there and runs out of
  // sight (display invisible, so no checkbox and no logo link in the tab order); the attempt
  // around it says what is happening, and offers a retry when it failed.
  if (!loaded) return null;
  return <altcha-widget ref={ref} challenge={challengeUrl} language="fr-fr" auto="onload" display="invisible" />;
}
