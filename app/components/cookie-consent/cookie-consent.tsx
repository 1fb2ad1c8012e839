import { createContext, Suspense, useContext, useEffect, useMemo, useState, useSyncExternalStore } from "react";
import { consentCookie, readConsent, type ConsentChoice } from "~common/cookie-consent";
import { lazyPart } from "~/lib/lazy-part";

// The panel only ever opens after hydration (first visit, or from the footer): visitors who
// already chose never download it (decision 0009).
const { LazyPart: CookiePanel } = lazyPart(() => import("./cookie-panel").then((m) => ({ default: m.CookiePanel })));

type ConsentActions = {
  accept: () => void;
  refuse: () => void;
  /** A form's terms box: ticking sets the consent cookie, unticking removes it (spec 1 §4). */
  setFromTerms: (checked: boolean) => void;
  openPanel: () => void;
};

type CookieConsent = ConsentActions & {
  /** false on the server and while hydrating: the server's HTML is the same for everyone. */
  accepted: boolean;
};

/**
 * The choice lives in the browser's cookie, read by each component that shows it. Kept out of the
 * context's value, it changes no context as the page hydrates: a context change reaching a part
 * still waiting for its code (the home's lower sections) made React throw that part's server HTML
 * away and draw it again once its code arrived, the page shrinking to its top meanwhile.
 */
type ChoiceStore = { subscribe: (listener: () => void) => () => void; set: (next: ConsentChoice) => void };

function createChoiceStore(): ChoiceStore {
  const listeners = new Set<() => void>();
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    set(next) {
      document.cookie = consentCookie(next);
      for (const listener of listeners) listener();
    },
  };
}

const browserChoice = () => readConsent(document.cookie);
const serverChoice = () => null;

const CookieConsentContext = createContext<(ConsentActions & Pick<ChoiceStore, "subscribe">) | null>(null);

/** `askOnArrival` false: the panel opens only when asked (the back-office). */
export function CookieConsentProvider({ children, askOnArrival = true }: { children: React.ReactNode; askOnArrival?: boolean }) {
  const [store] = useState(createChoiceStore);
  // "arrival": shown by itself to a visitor who never chose (no focus taken);
  // "asked": opened by the visitor (footer link, a form's notice).
  const [panel, setPanel] = useState<null | "arrival" | "asked">(null);

  // After hydration: the panel opens by itself only when no choice was ever made.
  useEffect(() => {
    if (browserChoice() === null && askOnArrival) setPanel("arrival");
  }, [askOnArrival]);

  const actions = useMemo(
    () => ({
      subscribe: store.subscribe,
      accept: () => {
        store.set("accepted");
        setPanel(null);
      },
      refuse: () => {
        store.set("refused");
        setPanel(null);
      },
      setFromTerms: (checked: boolean) => store.set(checked ? "accepted" : null),
      openPanel: () => setPanel("asked"),
    }),
    [store],
  );

  return (
    <CookieConsentContext.Provider value={actions}>
      {children}
      {panel && (
        <Suspense fallback={null}>
          <CookiePanel asked={panel === "asked"} onAccept={actions.accept} onRefuse={actions.refuse} onClose={() => setPanel(null)} />
        </Suspense>
      )}
    </CookieConsentContext.Provider>
  );
}

/** What forms use to know whether they may send personal data. */
export function useCookieConsent(): CookieConsent {
  const actions = useContext(CookieConsentContext);
  if (!actions) throw new Error("useCookieConsent outside CookieConsentProvider");
  const { subscribe, ...consent } = actions;
  const choice = useSyncExternalStore(subscribe, browserChoice, serverChoice);
  return { ...consent, accepted: choice === "accepted" };
}
