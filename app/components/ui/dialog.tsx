import { useEffect, useLayoutEffect, useRef } from "react";

// useLayoutEffect warns on the server; dialogs only open in the browser anyway.
const useBrowserLayoutEffect = typeof document === "undefined" ? useEffect : useLayoutEffect;

export type DialogProps = {
  onClose: () => void;
  children: React.ReactNode;
  /** id of the visible title; or `label` when the dialog has none. */
  labelledBy?: string;
  label?: string;
  describedBy?: string;
  /**
   * Modal (default): the page behind is inert, Tab stays inside, the page does not scroll.
   * Non-modal: shown without taking focus or blocking the page (the cookie panel on arrival).
   */
  modal?: boolean;
  /** What takes focus on opening: the dialog itself (its title is read first; phones keep
   * their keyboard down) or its first control. Non-modal dialogs take no focus. */
  initialFocus?: "dialog" | "first-control";
  /** Where focus goes back on close; by default the element focused when the dialog opened. */
  returnFocus?: HTMLElement | null;
  /** Clicking the backdrop closes (modal only). */
  closeOnBackdrop?: boolean;
  className?: string;
  testId?: string;
};

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

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), iframe, [tabindex]:not([tabindex="-1"]):not([data-focus-guard])';

const focusablesIn = (dialog: HTMLElement) => [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((element) => element.getClientRects().length > 0);

/**
 * A modal dialog makes the page inert, but Tab from its last control goes on to the
 * browser's own toolbar: wrap around instead, both ways.
 */
function keepTabInside(event: React.KeyboardEvent<HTMLDialogElement>) {
  if (event.key !== "Tab") return;
  const dialog = event.currentTarget;
  const focusables = focusablesIn(dialog);
  if (focusables.length === 0) return;
  const first = focusables[0];
  const last = focusables[focusables.length - 1];
  const active = document.activeElement;
  if (event.shiftKey && (active === first || active === dialog)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}

/**
 * Tab leaving the dialog's last control lands on the guard after it, Shift+Tab from the first on
 * the guard before it: focus wraps around even when that control lives where the key handler
 * cannot see it (a widget's shadow root, a captcha's iframe), so the browser's toolbar is never
 * reached from a modal.
 */
function FocusGuard({ onFocus }: { onFocus: () => void }) {
  // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a focus guard: it hands focus on at once
  return <span tabIndex={0} data-focus-guard="true" onFocus={onFocus} className="pointer-events-none fixed size-px overflow-hidden opacity-0 outline-none" />;
}

function wrapFocus(dialog: HTMLElement | null, to: "first" | "last") {
  if (!dialog) return;
  const focusables = focusablesIn(dialog);
  const target = to === "first" ? focusables[0] : focusables[focusables.length - 1];
  (target ?? dialog).focus();
}

/**
 * Opened before paint so the dialog never flashes in the page flow; reopened when it
 * switches between modal and non-modal (a cookie panel shown on arrival, then asked for).
 */
function useShownWhileMounted(ref: React.RefObject<HTMLDialogElement | null>, modal: boolean, initialFocus: DialogProps["initialFocus"]) {
  useBrowserLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (dialog.open) dialog.close();
    if (!modal) {
      // The attribute, not show(): show() would move focus into the panel, out of the
      // field a visitor is typing in.
      dialog.setAttribute("open", "");
      return;
    }
    dialog.showModal();
    if (initialFocus === "dialog") dialog.focus();
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = "hidden";
    return () => {
      document.body.style.overflow = previousOverflow;
    };
  }, [ref, modal, initialFocus]);
}

/** Closes the dialog on unmounting and puts focus back on its opener (or `returnFocus`). */
function useFocusReturnedOnClose(ref: React.RefObject<HTMLDialogElement | null>, returnFocus: HTMLElement | null | undefined) {
  // Read during the first render, before anything inside the dialog can take focus.
  const opener = useRef<HTMLElement | null>(null);
  if (opener.current === null && typeof document !== "undefined") {
    opener.current = returnFocus ?? (document.activeElement as HTMLElement | null);
  }
  useEffect(() => {
    const returnTo = opener.current;
    const dialog = ref.current;
    return () => {
      const hadFocus = dialog?.contains(document.activeElement) || document.activeElement === dialog || document.activeElement === document.body;
      if (dialog?.open) dialog.close();
      // A non-modal panel closed while the visitor works elsewhere leaves their focus alone.
      if (hadFocus) restoreFocus(returnTo);
    };
  }, [ref]);
}

/**
 * The one dialog of the site (apply, CV drop, alert, cookie panel, mobile menu, admin modal),
 * on the native <dialog>: `showModal()` puts it in the browser's top layer, so no ancestor's
 * transform, filter or overflow can clip or re-anchor it, makes the rest of the page inert
 * (focus cannot leave it) and turns Escape into a `cancel` event. Focus goes back to the
 * opener on close. Dialogs only exist after a click, so the server renders them closed.
 */
export function Dialog({
  onClose,
  children,
  labelledBy,
  label,
  describedBy,
  modal = true,
  initialFocus = "dialog",
  returnFocus,
  closeOnBackdrop = true,
  className = "",
  testId,
}: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  useShownWhileMounted(ref, modal, initialFocus);
  useFocusReturnedOnClose(ref, returnFocus);
  // The last element focused inside: a guard reached after it was left by Tab, not by Shift+Tab.
  const lastInside = useRef<Element | null>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;
  const pressedOnBackdrop = useRef(false);

  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- a dialog handles its own Escape (cancel) and Tab trap
    <dialog
      ref={ref}
      aria-labelledby={labelledBy}
      aria-label={label}
      aria-describedby={describedBy}
      tabIndex={-1}
      data-testid={testId}
      onCancel={(event) => {
        // Escape: the parent decides (it unmounts the dialog); a dialog drawn over this one
        // (the cookie panel over the apply dialog) gets its own cancel event first.
        event.preventDefault();
        onCloseRef.current();
      }}
      onClose={() => {
        // The browser may close a dialog by itself (a second Escape without user activation
        // skips the cancel event): tell the parent. Ignored when it was reopened meanwhile.
        if (!ref.current?.open) onCloseRef.current();
      }}
      onKeyDown={modal ? keepTabInside : undefined}
      onPointerDown={(event) => {
        pressedOnBackdrop.current = event.target === event.currentTarget;
      }}
      onClick={(event) => {
        // The backdrop is the dialog element itself (its content fills it). Only a press that
        // started and ended there closes: selecting text in a field and releasing outside
        // must not throw the form away.
        if (modal && closeOnBackdrop && pressedOnBackdrop.current && event.target === event.currentTarget) onCloseRef.current();
        pressedOnBackdrop.current = false;
      }}
      onFocus={(event) => {
        if (!(event.target instanceof HTMLElement && event.target.dataset.focusGuard)) lastInside.current = event.target;
      }}
      className={`outline-none ${className}`}
    >
      {modal && <FocusGuard onFocus={() => wrapFocus(ref.current, lastInside.current && lastInside.current !== ref.current ? "last" : "first")} />}
      {children}
      {modal && <FocusGuard onFocus={() => wrapFocus(ref.current, "first")} />}
    </dialog>
  );
}

/**
 * A dialog's panel on any screen: centred, never wider or taller than the screen less 1 rem on
 * each side (a phone keeps its margins), scrolling inside when its content is longer. Each
 * dialog adds its width (`max-w-…`) and padding.
 */
export const dialogPanel = "m-auto max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] overflow-y-auto rounded-xl bg-white shadow-2xl backdrop:bg-slate-900/50";
