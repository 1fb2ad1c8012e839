import { useEffect, useRef, useState } from "react";
import type { AltchaWidgetElement } from "altcha";
// Types only (erased at build): the <altcha-widget> JSX element and the $altcha global.
import type {} from "altcha/types/react";
import { useLatest } from "./use-latest";
// The widget's stylesheet as a file: the CSP refuses the <style> it would inject (decision 0057).
import altchaStylesheet from "altcha/altcha.css?url";

export type CaptchaBoxProps = {
  compact: boolean;
  /** Sends the token to the server; false means refused, and the widget starts over. */
  onToken: (token: string) => Promise<boolean>;
  /** The widget failed an attempt and shows its own error; it stays usable. */
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
 * browser only. Its default bundle solves in blob: workers (worker-src blob:) and injects a
 * <style id="altcha-css"> unless an element of that id exists: a link to the same styles,
 * put first, stands in for it, as the CSP wants. It needs no eval.
 */
function loadAltcha(): Promise<void> {
  loading ??= (async () => {
    if (!document.getElementById("altcha-css")) {
      const link = Object.assign(document.createElement("link"), { id: "altcha-css", rel: "stylesheet", href: altchaStylesheet });
      document.head.append(link);
    }
    await import("altcha");
    await import("altcha/i18n/fr-fr");
    const i18n = globalThis.$altcha.i18n;
    i18n.set("fr-fr", { ...i18n.get("fr-fr"), ...FRENCH });
  })().catch((error) => {
    loading = null;
    throw error;
  });
  return loading;
}

export function AltchaBox({ challengeUrl, compact, ...callbacks }: CaptchaBoxProps & { challengeUrl: string }) {
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
        const accepted = await latest.current.onToken(payload);
        sending = false;
        if (!accepted) widget.reset();
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

  if (!loaded) return <CaptchaPlaceholder />;
  return (
    <altcha-widget
      ref={ref}
      challenge={challengeUrl}
      language="fr-fr"
      auto="off"
      configuration={JSON.stringify({ hideFooter: compact })}
      style={{ "--altcha-max-width": compact ? "100%" : "300px", display: "block" }}
    />
  );
}

/** Holds the widget's place (server render, loading) so the form does not jump. */
export function CaptchaPlaceholder() {
  return <div aria-hidden="true" className="h-[68px] w-full max-w-[300px] animate-pulse rounded-md border border-slate-200 bg-slate-50" />;
}
