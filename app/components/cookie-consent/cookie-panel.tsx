import { useEffect, useRef } from "react";

type Props = { onAccept: () => void; onRefuse: () => void; onClose: () => void };

/**
 * CNIL rules: refusing is one click, as visible as accepting (same size, same style);
 * closing without choosing decides nothing and the site stays usable.
 */
export function CookiePanel({ onAccept, onRefuse, onClose }: Props) {
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    panel.current?.focus();
    const onKey = (event: KeyboardEvent) => event.key === "Escape" && onClose();
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [onClose]);

  const buttonClass =
    "flex-1 rounded-md border-2 border-brand-700 bg-brand-700 px-4 py-2.5 font-semibold text-white hover:bg-brand-900 sm:flex-none sm:min-w-40";
  return (
    <div
      ref={panel}
      role="dialog"
      aria-modal="false"
      aria-labelledby="cookie-panel-title"
      aria-describedby="cookie-panel-text"
      tabIndex={-1}
      data-testid="cookie-panel"
      className="fixed inset-x-0 bottom-0 z-50 border-t border-slate-200 bg-white p-5 shadow-2xl sm:inset-x-auto sm:bottom-4 sm:left-4 sm:max-w-xl sm:rounded-xl sm:border"
    >
      <h2 id="cookie-panel-title" className="text-lg font-bold">Vos choix en matière de cookies</h2>
      <p id="cookie-panel-text" className="mt-2 text-sm text-slate-700">
        Avec votre accord, nous déposons un cookie qui retient votre choix et permet l'envoi de vos informations
        par nos formulaires (contact, candidature, dépôt de CV, alertes). Sans accord, vous pouvez consulter tout
        le site, mais pas envoyer ces formulaires. Votre choix est conservé 6 mois et modifiable à tout moment
        depuis le lien « Gestion des cookies » en bas de page.
      </p>
      <div className="mt-4 flex flex-wrap gap-3">
        <button type="button" className={buttonClass} onClick={onRefuse}>Tout refuser</button>
        <button type="button" className={buttonClass} onClick={onAccept}>Tout accepter</button>
      </div>
      <button type="button" onClick={onClose} className="absolute right-3 top-3 rounded p-1 text-slate-500 hover:text-slate-900" aria-label="Fermer sans choisir">
        <span aria-hidden="true">✕</span>
      </button>
    </div>
  );
}
