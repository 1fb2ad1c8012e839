import { createContext, Suspense, useCallback, useContext, useMemo, useState } from "react";
import { lazyPart } from "~/lib/lazy-part";

// Fetched on the first opening only: the dialog, its form, rules, captcha and notice stay out
// of the JavaScript every page loads (this provider is part of it: keep it tiny).
const { LazyPart: CvDropLayer } = lazyPart(() => import("./cv-drop-dialog"));

type CvDrop = { open: () => void };

const CvDropContext = createContext<CvDrop | null>(null);

// Outside the provider (isolated component tests) the entry points render but do nothing.
const WITHOUT_PROVIDER: CvDrop = { open: () => {} };

/** Opens the «Drop ton CV» dialog from the header, the menus and the contact section. */
export const useCvDrop = (): CvDrop => useContext(CvDropContext) ?? WITHOUT_PROVIDER;

/** Holds the one CV drop dialog of the site; null until it is first asked for. */
export function CvDropProvider({ children }: { children: React.ReactNode }) {
  // The opener is taken when the entry is used: a menu may close (and move focus) before the
  // dialog's code arrives.
  const [layer, setLayer] = useState<{ open: boolean; opener: HTMLElement | null } | null>(null);
  const open = useCallback(() => {
    setLayer({ open: true, opener: document.activeElement instanceof HTMLElement ? document.activeElement : null });
  }, []);
  const close = useCallback(() => setLayer((current) => current && { ...current, open: false }), []);
  const value = useMemo(() => ({ open }), [open]);
  return (
    <CvDropContext.Provider value={value}>
      {children}
      {layer && (
        <Suspense fallback={null}>
          <CvDropLayer open={layer.open} onClose={close} returnFocus={layer.opener} />
        </Suspense>
      )}
    </CvDropContext.Provider>
  );
}
