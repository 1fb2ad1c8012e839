import { Suspense, useCallback, useEffect, useId, useRef, useState } from "react";
import { flushSync } from "react-dom";
import { useLocation } from "react-router";
import { Menu } from "lucide-react";
import { lazyPart } from "~/lib/lazy-part";

// The drawer's content is fetched on the first opening: desktop visitors never need it,
// and on phones it arrives with the tap (decision 0009).
const { LazyPart: DrawerPanel } = lazyPart(() => import("./mobile-drawer-panel"));

/**
 * Mobile menu: a left drawer with a two-level accordion built from the site map.
 * An entry with an href navigates and closes the drawer.
 */
export function MobileDrawer() {
  const [open, setOpen] = useState(false);
  const drawerId = useId();
  const trigger = useRef<HTMLButtonElement>(null);

  // Closed at once (flushSync): the dialog gives focus back to the trigger before an entry's
  // own action runs, so a dialog the entry opens (CV drop) returns focus there too.
  const close = useCallback(() => flushSync(() => setOpen(false)), []);
  // Any navigation (a link, Back) closes it.
  const { pathname } = useLocation();
  useEffect(() => setOpen(false), [pathname]);

  return (
    <div className="xl:hidden">
      <button
        ref={trigger}
        type="button"
        aria-expanded={open}
        aria-controls={drawerId}
        onClick={() => setOpen(true)}
        className="rounded-md p-2 hover:bg-brand-50"
      >
        <Menu aria-hidden="true" className="size-6" />
        <span className="sr-only">Ouvrir le menu</span>
      </button>
      {open && (
        <Suspense fallback={null}>
          <DrawerPanel id={drawerId} onClose={close} />
        </Suspense>
      )}
    </div>
  );
}
