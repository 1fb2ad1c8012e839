import { createContext, Suspense, useCallback, useContext, useEffect, useMemo, useState } from "react";
import { consentCookie, readConsent, type ConsentChoice } from "~common/cookie-consent";
import { lazyPart } from "~/lib/lazy-part";

// The panel only ever opens after hydration (first visit, or from the footer): visitors who
// already chose never download it (decision 0009).
const { LazyPart: CookiePanel } = lazyPart(() => import("./cookie-panel").then((m) => ({ default: m.CookiePanel })));

type CookieConsent = {
  /** null until the browser's cookie is read (server render) or while no choice exists. */
  choice: ConsentChoice;
  accepted: boolean;
  accept: () => void;
  refuse: () => void;
  /** A form's terms box: ticking sets the consent cookie, unticking removes it (spec 1 §4). */
  setFromTerms: (checked: boolean) => void;
  openPanel: () => void;
};

const CookieConsentContext = createContext<CookieConsent | null>(null);

/** `askOnArrival` false: the panel opens only when asked (the back-office). */
export function CookieConsentProvider({ children, askOnArrival = true }: { children: React.ReactNode; askOnArrival?: boolean }) {
  const [choice, setChoice] = useState<ConsentChoice>(null);
  // "arrival": shown by itself to a visitor who never chose (no focus taken);
  // "asked": opened by the visitor (footer link, a form's notice).
  const [panel, setPanel] = useState<null | "arrival" | "asked">(null);

  // The cookie is read after hydration so server HTML stays the same for everyone
  // (cacheable); the panel opens by itself only when no choice was ever made.
  useEffect(() => {
    const stored = readConsent(document.cookie);
    setChoice(stored);
    if (stored === null && askOnArrival) setPanel("arrival");
  }, [askOnArrival]);

  const store = useCallback((next: ConsentChoice) => {
    document.cookie = consentCookie(next);
    setChoice(next);
  }, []);

  const value = useMemo<CookieConsent>(
    () => ({
      choice,
      accepted: choice === "accepted",
      accept: () => {
        store("accepted");
        setPanel(null);
      },
      refuse: () => {
        store("refused");
        setPanel(null);
      },
      setFromTerms: (checked) => store(checked ? "accepted" : null),
      openPanel: () => setPanel("asked"),
    }),
    [choice, store],
  );

  return (
    <CookieConsentContext.Provider value={value}>
      {children}
      {panel && (
        <Suspense fallback={null}>
          <CookiePanel asked={panel === "asked"} onAccept={value.accept} onRefuse={value.refuse} onClose={() => setPanel(null)} />
        </Suspense>
      )}
    </CookieConsentContext.Provider>
  );
}

/** What forms use to know whether they may send personal data. */
export function useCookieConsent(): CookieConsent {
  const context = useContext(CookieConsentContext);
  if (!context) throw new Error("useCookieConsent outside CookieConsentProvider");
  return context;
}
