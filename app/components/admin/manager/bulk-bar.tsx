import { useEffect, useRef, useState } from "react";
import { api } from "~/lib/api";
import { useSubmission } from "~/lib/use-submission";
import { counted } from "~common/format/count";
import { frenchPunctuation } from "~common/format/typography";
import type { BulkAction } from "~common/manager-meta";
import { DeleteConfirmation } from "./delete-confirmation";
import { managerParam } from "./manager-records";
import type { ManagerMeta } from "./types";

type Props = {
  meta: ManagerMeta;
  ids: (number | string)[];
  /** After an action: the list reloads and shows the server's sentence. */
  onDone: (message: string, failed: boolean) => void;
  onClear: () => void;
};

const action = "rounded-full border border-slate-300 bg-white px-3 py-1.5 text-sm font-semibold disabled:opacity-50";

/**
 * «3 éléments sélectionnés» and what the manager allows on them (issue 49): publish or
 * unpublish where it has a publication flag, delete after a confirmation that says how many
 * and that it cannot be undone. The server takes each record through its own rules.
 */
export function BulkBar({ meta, ids, onDone, onClear }: Props) {
  const [confirming, setConfirming] = useState(false);
  const { sending: busy, send } = useSubmission();
  const cancel = useRef<HTMLButtonElement>(null);
  const bulk = meta.bulk!;
  const canDelete = meta.permissions.delete && !meta.viewOnly;
  useEffect(() => {
    if (confirming) cancel.current?.focus();
  }, [confirming]);

  const run = async (name: BulkAction) => {
    const outcome = await send((signal) => api.post("/admin/:appLabel/:model/bulk", { param: managerParam(meta), body: { action: name, ids }, signal }));
    if (!outcome) return;
    if (outcome.ok) onDone(frenchPunctuation(outcome.body.message), outcome.body.refused.length > 0);
    else onDone(outcome.refusal?.detail ?? "L'action n'a pas abouti", true);
    setConfirming(false);
  };

  return (
    <div role="region" aria-label="Sélection" className="mb-3 flex flex-wrap items-center gap-2 rounded-lg border border-brand-100 bg-brand-50 p-2">
      <p className="mr-auto px-1 text-sm font-semibold">{counted(ids.length, "élément sélectionné", "éléments sélectionnés")}</p>
      {confirming ? (
        <DeleteConfirmation
          question={`Supprimer définitivement ${counted(ids.length, bulk.one, bulk.many)}\u00a0? Cette action est irréversible.`}
          busy={busy}
          onConfirm={() => void run("delete")}
          onCancel={() => setConfirming(false)}
          cancelRef={cancel}
        />
      ) : (
        <>
          {bulk.publish && (
            <>
              <button type="button" disabled={busy} onClick={() => void run("publish")} className={action}>
                Publier
              </button>
              <button type="button" disabled={busy} onClick={() => void run("unpublish")} className={action}>
                Dépublier
              </button>
            </>
          )}
          {canDelete && (
            <button type="button" disabled={busy} onClick={() => setConfirming(true)} className={`${action} text-red-700`}>
              Supprimer
            </button>
          )}
          <button type="button" onClick={onClear} className="rounded-full px-3 py-1.5 text-sm">
            Tout désélectionner
          </button>
        </>
      )}
    </div>
  );
}
