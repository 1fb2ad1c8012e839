import { useEffect, useRef, useState } from "react";
import { useBlocker } from "react-router";

/**
 * Edits are never lost without a word: while `dirty`, leaving the drawer (close, Escape,
 * another row, previous/next) waits for «Quitter sans enregistrer», a link inside the site is
 * held the same way, and closing or reloading the tab gets the browser's own warning.
 */
export function useUnsavedChanges(dirty: boolean) {
  const [pending, setPending] = useState<{ proceed: () => void; stay?: () => void } | null>(null);
  const blocker = useBlocker(({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname);

  useEffect(() => {
    if (blocker.state === "blocked") setPending({ proceed: () => blocker.proceed(), stay: () => blocker.reset() });
  }, [blocker]);

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [dirty]);

  const leave = (action: () => void) => (dirty ? setPending({ proceed: action }) : action());
  const prompt = pending && (
    <UnsavedChangesPrompt
      onLeave={() => {
        setPending(null);
        pending.proceed();
      }}
      onStay={() => {
        setPending(null);
        pending.stay?.();
      }}
    />
  );
  return { leave, prompt };
}

function UnsavedChangesPrompt({ onLeave, onStay }: { onLeave: () => void; onStay: () => void }) {
  const stay = useRef<HTMLButtonElement>(null);
  useEffect(() => stay.current?.focus(), []);
  return (
    <div role="alertdialog" aria-label="Modifications non enregistrées" className="flex flex-wrap items-center gap-3 border-b border-amber-300 bg-amber-50 p-3">
      <span className="text-sm">Vos modifications ne sont pas enregistrées.</span>
      <button ref={stay} type="button" onClick={onStay} className="rounded-md bg-brand-700 px-4 py-2 text-sm font-bold text-white">
        Continuer la modification
      </button>
      <button type="button" onClick={onLeave} className="rounded-md px-4 py-2 text-sm font-semibold text-red-700">
        Quitter sans enregistrer
      </button>
    </div>
  );
}
