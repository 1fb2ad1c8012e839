import { useEffect } from "react";
import { X } from "lucide-react";
import { Dialog } from "~/components/ui/dialog";

const SHORTCUTS: { keys: string[][]; what: string; saves?: true }[] = [
  { keys: [["Échap"]], what: "Fermer la fiche ouverte (ou cette aide)" },
  {
    keys: [
      ["Ctrl", "S"],
      ["⌘", "S"],
    ],
    what: "Enregistrer la fiche",
    saves: true,
  },
  { keys: [["J"], ["↓"]], what: "Fiche suivante de la liste, fiche ouverte" },
  { keys: [["K"], ["↑"]], what: "Fiche précédente de la liste, fiche ouverte" },
  { keys: [["?"]], what: "Afficher ces raccourcis" },
];

const kbd = "rounded border border-slate-300 bg-slate-50 px-1.5 py-0.5 font-mono text-xs";

/**
 * «Raccourcis clavier» (issue 49), opened with «?» in a manager or the CVthèque. Escape closes
 * it and only it: the drawer behind listens to Escape on the document, which never hears this one.
 * `saves`: the screen's drawer saves with Ctrl+S (the managers' does; the CVthèque's, not yet).
 */
export function ShortcutsDialog({ onClose, saves }: { onClose: () => void; saves: boolean }) {
  useEffect(() => {
    const keep = (event: KeyboardEvent) => {
      // The native dialog still turns the key into its cancel event: only the listeners stop.
      if (event.key === "Escape") event.stopPropagation();
    };
    window.addEventListener("keydown", keep, true);
    return () => window.removeEventListener("keydown", keep, true);
  }, []);
  return (
    <Dialog
      onClose={onClose}
      labelledBy="shortcuts-title"
      className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-xl bg-white p-0 shadow-2xl backdrop:bg-slate-900/50"
    >
      <div className="flex items-center gap-2 border-b border-slate-200 p-4">
        <h2 id="shortcuts-title" className="mr-auto text-lg font-bold">
          Raccourcis clavier
        </h2>
        <button type="button" onClick={onClose} aria-label="Fermer les raccourcis" className="rounded-md p-2 hover:bg-slate-100">
          <X aria-hidden="true" className="size-5" />
        </button>
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-3 p-4 text-sm">
        {SHORTCUTS.filter((s) => saves || !s.saves).map(({ keys, what }) => (
          <div key={what} className="contents">
            <dt className="whitespace-nowrap">
              {keys.map((combo, i) => (
                <span key={combo.join("+")}>
                  {i > 0 && " ou "}
                  {combo.map((key, j) => (
                    <span key={key}>
                      {j > 0 && "+"}
                      <kbd className={kbd}>{key}</kbd>
                    </span>
                  ))}
                </span>
              ))}
            </dt>
            <dd>{what}</dd>
          </div>
        ))}
      </dl>
      <p className="px-4 pb-4 text-xs text-slate-600">Les lettres et les flèches n'agissent pas pendant la saisie dans un champ.</p>
    </Dialog>
  );
}
