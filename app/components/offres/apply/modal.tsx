import { useEffect, useId, useRef } from "react";
import { createPortal } from "react-dom";
import { X } from "lucide-react";

type ModalProps = {
  title: string;
  onClose: () => void;
  children: React.ReactNode;
  /** Where focus goes back on close; by default the element focused when the modal opened. */
  returnFocus?: HTMLElement | null;
  /** Hooks for tests and e2e selectors. */
  testId?: string;
};

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Puts focus back where it was. The opener may have been hidden meanwhile (an entry of a
 * dropdown menu that closed when focus left it): then the control of the hidden panel
 * (the element whose aria-controls names one of the opener's ancestors) takes focus.
 */
export function restoreFocus(target: HTMLElement | null) {
  if (!target?.isConnected) return;
  target.focus();
  if (document.activeElement === target) return;
  for (let node = target.parentElement; node; node = node.parentElement) {
    if (!node.id) continue;
    const control = document.querySelector<HTMLElement>(`[aria-controls="${CSS.escape(node.id)}"]`);
    if (control) {
      control.focus();
      return;
    }
  }
}

/**
 * The shell of the apply, CV drop and alert dialogs: a modal dialog named by its title,
 * focus moved in and kept in, Escape and «Fermer» close it, the page behind does not scroll.
 * Bottom sheet on phones, centred card from sm up.
 */
export function Modal({ title, onClose, children, returnFocus, testId }: ModalProps) {
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  // Read during the first render, before anything inside the modal can take focus.
  const opener = useRef<HTMLElement | null>(null);
  if (opener.current === null && typeof document !== "undefined") {
    opener.current = returnFocus ?? (document.activeElement as HTMLElement | null);
  }
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;
  const pressedOnBackdrop = useRef(false);

  useEffect(() => {
    const dialog = panel.current;
    // The panel itself takes focus: the title is read first, and phones do not pop their
    // keyboard up before the visitor chose a field.
    dialog?.focus();
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = "hidden";
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape" || event.defaultPrevented) return;
      const target = event.target as Element | null;
      // Escape in another dialog drawn over this one (the cookie panel) closes only that one.
      if (dialog && target && !dialog.contains(target) && target.closest?.('[role="dialog"]')) return;
      event.preventDefault();
      onCloseRef.current();
    };
    document.addEventListener("keydown", onKey);
    const returnTo = opener.current;
    return () => {
      document.removeEventListener("keydown", onKey);
      document.body.style.overflow = previousOverflow;
      restoreFocus(returnTo);
    };
  }, []);

  // Tab and Shift+Tab wrap around inside the dialog.
  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key !== "Tab" || !panel.current) return;
    const focusables = [...panel.current.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.offsetParent !== null || el === document.activeElement);
    if (focusables.length === 0) return;
    const first = focusables[0];
    const last = focusables[focusables.length - 1];
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === panel.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };

  const modal = (
    <div
      className="fixed inset-0 z-40 flex items-end justify-center bg-slate-900/60 sm:items-center sm:p-4"
      onPointerDown={(event) => {
        pressedOnBackdrop.current = event.target === event.currentTarget;
      }}
      onClick={(event) => {
        // Only a press that started and ended on the backdrop closes: selecting text in a
        // field and releasing outside must not throw the form away.
        if (pressedOnBackdrop.current && event.target === event.currentTarget) onClose();
        pressedOnBackdrop.current = false;
      }}
    >
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        data-testid={testId}
        onKeyDown={onKeyDown}
        className="relative max-h-[100dvh] w-full overflow-y-auto rounded-t-2xl bg-white px-4 pb-6 pt-5 shadow-2xl outline-none sm:max-h-[90vh] sm:max-w-xl sm:rounded-2xl sm:px-6"
      >
        <div className="flex items-start justify-between gap-3">
          <h2 id={titleId} className="text-xl font-bold text-brand-900 sm:text-2xl">
            {title}
          </h2>
          <button
            type="button"
            onClick={onClose}
            aria-label="Fermer"
            className="-mr-1 -mt-1 shrink-0 rounded-full p-2 text-slate-500 hover:bg-slate-100 hover:text-slate-900"
          >
            <X aria-hidden="true" className="size-5" />
          </button>
        </div>
        <div className="mt-4">{children}</div>
      </div>
    </div>
  );
  // In <body>, out of the page's stacking contexts and forms. z-40: over the sticky header,
  // under the cookie panel (z-50) that the dialog's cookie notice opens. Dialogs only exist
  // after a click, so the server (and a component test) just renders them in place.
  return typeof document === "undefined" ? modal : createPortal(modal, document.body);
}
