import { Copy } from "lucide-react";
import { inputClass } from "~/components/ui/field";
import { useNotify } from "../notifications";
import type { CreatedSurvey } from "./use-survey-invitation";

/** The survey just created: what became of its e-mail, and its link to copy (to send another way). */
export function CreatedLink({ created }: { created: CreatedSurvey }) {
  const notify = useNotify();

  async function copy(url: string) {
    try {
      await navigator.clipboard.writeText(url);
      notify("Lien copié avec succès\u00a0!");
    } catch {
      notify("Échec de la copie du lien\u00a0: sélectionnez-le pour le copier.", "error");
    }
  }

  return (
    <div role="status" className="mt-4 space-y-2">
      <p className="text-sm font-semibold text-slate-800">
        {created.invitation
          ? `Questionnaire ${created.type === "LIGHT" ? "court" : "complet"} créé. ${created.invitation.detail}. Lien du questionnaire\u00a0:`
          : `Questionnaire ${created.type === "LIGHT" ? "court" : "complet"} créé. Lien à envoyer au candidat\u00a0:`}
      </p>
      <div className="flex flex-col gap-2 sm:flex-row">
        <input
          readOnly
          aria-label="Lien du questionnaire"
          className={`${inputClass} min-w-0 flex-1 font-mono text-sm`}
          value={created.url}
          onFocus={(e) => e.target.select()}
        />
        <button
          type="button"
          onClick={() => void copy(created.url)}
          className="flex shrink-0 items-center justify-center gap-1 rounded-full border border-brand-700 px-4 py-2 text-sm font-bold text-brand-700"
        >
          <Copy aria-hidden="true" className="size-4" /> Copier le lien
        </button>
      </div>
    </div>
  );
}
