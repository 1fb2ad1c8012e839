import { useEffect, useRef, type RefObject } from "react";
import { X } from "lucide-react";
import { Dialog } from "~/components/ui/dialog";

type Props = {
  onAccept: () => void;
  onRefuse: () => void;
  onClose: () => void;
  /**
   * Asked for by the visitor (footer link, a form's cookie notice): a modal dialog that takes
   * focus, over any dialog already open. Otherwise (first visit) it is shown without taking
   * focus or blocking the page, and announced: typing in a field goes on undisturbed.
   */
  asked: boolean;
};

/**
 * CNIL rules: refusing is one click, as visible as accepting (same size, same style);
 * closing without choosing decides nothing and the site stays usable. Compact, so that on a
 * phone the page's own content stays the first thing seen.
 */
export function CookiePanel({ onAccept, onRefuse, onClose, asked }: Props) {
  const content = useRef<HTMLDivElement>(null);
  useFocusKeptAbove(content, !asked);
  // Where the visitor was when the panel opened (read before it takes focus): the form whose
  // notice opened it, a dialog, or the page.
  const scope = useRef<Element | null | undefined>(undefined);
  if (scope.current === undefined && typeof document !== "undefined") scope.current = document.activeElement?.closest("form, dialog, main") ?? null;
  const choose = (action: () => void) => () => {
    // A page held back by its cookie gate shows what it waited for: focus goes there. Shown on
    // arrival over any other page, the panel leaves the visitor's focus and scroll alone.
    const gate = document.querySelector("[data-cookie-gate]");
    action();
    if (asked) focusAfterChoice(scope.current ?? null);
    else if (gate) focusAfterChoice(gate.closest("main"));
  };
  const buttonClass =
    "flex-1 rounded-md border-2 border-brand-700 bg-brand-700 px-3 py-2 text-sm font-semibold text-white hover:bg-brand-900 sm:flex-none sm:min-w-36";
  return (
    <Dialog
      onClose={onClose}
      modal={asked}
      closeOnBackdrop={false}
      labelledBy="cookie-panel-title"
      describedBy="cookie-panel-text"
      testId="cookie-panel"
      className="fixed inset-x-0 bottom-0 top-auto z-50 m-0 w-full max-w-none border-t border-slate-200 bg-white p-0 text-slate-900 shadow-2xl backdrop:bg-slate-900/40 sm:bottom-4 sm:left-4 sm:right-auto sm:max-w-lg sm:rounded-xl sm:border"
    >
      <div ref={content} role={asked ? undefined : "status"} className="relative p-4 pr-10">
        <h2 id="cookie-panel-title" className="text-base font-bold">
          Vos choix en matière de cookies
        </h2>
        <p id="cookie-panel-text" className="mt-1 text-xs text-slate-700 sm:text-sm">
          Avec votre accord, un cookie retient votre choix et permet d'envoyer nos formulaires (contact, candidature, CV, alertes). Sans accord, tout le site
          reste consultable. Choix conservé 6&nbsp;mois, modifiable depuis «&nbsp;Gestion des cookies&nbsp;» en bas de page.
        </p>
        <div className="mt-3 flex gap-3">
          <button type="button" className={buttonClass} onClick={choose(onRefuse)}>
            Tout refuser
          </button>
          <button type="button" className={buttonClass} onClick={choose(onAccept)}>
            Tout accepter
          </button>
        </div>
        <button
          type="button"
          onClick={onClose}
          className="absolute right-2 top-2 rounded p-1.5 text-slate-600 hover:text-slate-900"
          aria-label="Fermer sans choisir"
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      </div>
    </Dialog>
  );
}

/**
 * While the panel sits over the bottom of a page it does not block, the page's scroll padding
 * keeps out of its way: the browser then scrolls an element reached with Tab above the panel,
 * not under it (WCAG 2.4.11). At 390 px, Tab otherwise focused the home page's «Appelez le…»
 * and offer links hidden behind it.
 */
function useFocusKeptAbove(panel: RefObject<HTMLElement | null>, active: boolean) {
  useEffect(() => {
    const element = panel.current;
    if (!active || !element) return;
    const root = document.documentElement;
    // Fixed to the bottom: the room it takes changes only when its own size does.
    const keepAbove = () => {
      const { top, height } = element.getBoundingClientRect();
      root.style.scrollPaddingBottom = height > 0 ? `${Math.max(0, window.innerHeight - top)}px` : "";
    };
    keepAbove();
    const resized = new ResizeObserver(keepAbove);
    resized.observe(element);
    return () => {
      resized.disconnect();
      root.style.scrollPaddingBottom = "";
    };
  }, [panel, active]);
}

/** Time for what consent unlocks (a survey loading its answers) to appear and take focus. */
const SETTLE_MS = 3000;

/**
 * Focus goes back to what opened the panel when it is still there (the dialog does that). A
 * form's cookie notice is gone once cookies are accepted, and a page that waited for consent
 * shows what it held back: focus then goes to the next thing to do, the form's button when it
 * can be used, else its first field to fill; else the page's title. Never taken from a control
 * the visitor has reached meanwhile.
 */
function focusAfterChoice(scope: Element | null) {
  const started = performance.now();
  const attempt = () => {
    const active = document.activeElement;
    if (active && active !== document.body) return;
    const target = scope?.isConnected && scope.tagName !== "MAIN" ? nextActionIn(scope) : pageTitle();
    if (target) target.focus();
    else if (performance.now() - started < SETTLE_MS) requestAnimationFrame(attempt);
  };
  requestAnimationFrame(attempt);
}

function nextActionIn(scope: Element): HTMLElement | null {
  const submit = scope.querySelector<HTMLButtonElement>('button[type="submit"]:not([disabled])');
  if (submit) return submit;
  const fields = [...scope.querySelectorAll<HTMLInputElement>("input:not([type=hidden]):not([disabled]), select:not([disabled]), textarea:not([disabled])")];
  return (
    fields.find((field) => field.getAttribute("aria-invalid") === "true") ??
    fields.find((field) => (field.type === "checkbox" ? !field.checked : !field.value)) ??
    fields[0] ??
    null
  );
}

function pageTitle(): HTMLElement | null {
  const title = document.querySelector<HTMLElement>("main h1");
  if (title && !title.hasAttribute("tabindex")) title.tabIndex = -1;
  return title;
}
