import { createContext, lazy, Suspense, useCallback, useContext, useMemo, useRef, useState } from "react";
import { NotificationsProvider } from "~/components/admin/notifications";

// Fetched on the first opening only: the form, its rules and the captcha stay out of the
// JavaScript every page loads.
const CvDropDialog = lazy(() => import("./cv-drop-dialog"));

type CvDrop = { open: () => void };

const CvDropContext = createContext<CvDrop | null>(null);

// Outside the provider (isolated component tests) the entry points render but do nothing.
const WITHOUT_PROVIDER: CvDrop = { open: () => {} };

/** Opens the «Drop ton CV» dialog from the header, the menus and the contact section. */
export const useCvDrop = (): CvDrop => useContext(CvDropContext) ?? WITHOUT_PROVIDER;

/** Holds the one CV drop dialog of the site, and the notices that outlive it once closed. */
export function CvDropProvider({ children }: { children: React.ReactNode }) {
  return (
    <NotificationsProvider>
      <CvDropHost>{children}</CvDropHost>
    </NotificationsProvider>
  );
}

function CvDropHost({ children }: { children: React.ReactNode }) {
  const [isOpen, setOpen] = useState(false);
  // Taken when the entry is used: a menu may close (and move focus) before the dialog's code arrives.
  const opener = useRef<HTMLElement | null>(null);

  const open = useCallback(() => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setOpen(true);
  }, []);
  const close = useCallback(() => setOpen(false), []);
  const value = useMemo(() => ({ open }), [open]);

  return (
    <CvDropContext.Provider value={value}>
      {children}
      {isOpen && (
        <Suspense fallback={<LoadingDialog />}>
          <CvDropDialog onClose={close} returnFocus={opener.current} />
        </Suspense>
      )}
    </CvDropContext.Provider>
  );
}

/** While the dialog's code loads (first opening on a slow network). */
function LoadingDialog() {
  return (
    <div className="fixed inset-0 z-40 flex items-center justify-center bg-slate-900/60">
      <p role="status" className="rounded-lg bg-white px-5 py-3 font-medium text-slate-700 shadow-xl">
        Chargement…
      </p>
    </div>
  );
}
