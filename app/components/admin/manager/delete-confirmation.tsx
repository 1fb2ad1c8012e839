import { useEffect, useId, useRef, useState } from "react";
import { api } from "~/lib/api";
import type { ManagerRecordRef } from "./manager-records";

type Props = {
  /** «Supprimer définitivement cet élément ?» */
  question: React.ReactNode;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  cancelRef?: React.Ref<HTMLButtonElement>;
  /**
   * The record asked about, for the manager's delete_impact call (server/resources/delete-impact.ts):
   * what the deletion does to other records, stated under the question before staff confirm.
   */
  impactOf?: ManagerRecordRef;
};

/**
 * What deleting does besides (undefined while asked). An unanswered call does not block the
 * deletion: the server still refuses what it must, with its own message.
 */
function useDeleteImpact(record: ManagerRecordRef | undefined): string | null | undefined {
  const { appLabel = "", model = "", id = 0 } = record ?? {};
  const key = record ? `${appLabel}/${model}/${id}` : null;
  const [impact, setImpact] = useState<{ key: string; text: string | null }>();
  useEffect(() => {
    if (!key) return;
    const controller = new AbortController();
    api.get("/admin/:appLabel/:model/delete_impact/:id", { param: { appLabel, model, id }, signal: controller.signal }).then(
      (answer) => setImpact({ key, text: answer.impact ?? null }),
      () => {
        if (!controller.signal.aborted) setImpact({ key, text: null });
      },
    );
    return () => controller.abort();
  }, [key, appLabel, model, id]);
  if (!key) return null;
  return impact?.key === key ? impact.text : undefined;
}

/**
 * The state of a «Supprimer» button and the question it opens: the focus follows the question,
 * onto its «Annuler», then back onto «Supprimer» when it is cancelled.
 */
export function useDeleteQuestion() {
  const [confirming, setConfirming] = useState(false);
  const deleteButton = useRef<HTMLButtonElement>(null);
  const cancelButton = useRef<HTMLButtonElement>(null);
  const asked = useRef(false);
  useEffect(() => {
    if (confirming) cancelButton.current?.focus();
    else if (asked.current) deleteButton.current?.focus();
    asked.current = confirming;
  }, [confirming]);
  return { confirming, setConfirming, deleteButton, cancelButton };
}

export type DeleteQuestion = ReturnType<typeof useDeleteQuestion>;

/** The back-office's inline confirmation before a deletion (drawer, inline rows, sessions, tasks). */
export function DeleteConfirmation({ question, busy, onConfirm, onCancel, cancelRef, impactOf }: Props) {
  const impact = useDeleteImpact(impactOf);
  const described = useId();
  return (
    <div role="alertdialog" aria-label="Confirmer la suppression" aria-describedby={described} className="flex flex-wrap items-center gap-2">
      <p id={described} className="text-sm">
        {question}
        {impact && <strong className="mt-1 block font-semibold text-red-800">{impact}</strong>}
        {impact === undefined && <span className="mt-1 block text-slate-600">Vérification des données liées…</span>}
      </p>
      <button
        type="button"
        disabled={busy || impact === undefined}
        onClick={onConfirm}
        className="rounded-md bg-red-700 px-4 py-2 text-sm font-bold text-white disabled:opacity-50"
      >
        Oui, supprimer
      </button>
      <button ref={cancelRef} type="button" onClick={onCancel} className="rounded-md px-4 py-2 text-sm">
        Annuler
      </button>
    </div>
  );
}

type DeleteButtonProps = Omit<Props, "onCancel" | "cancelRef"> & {
  /** The button's look and words («Supprimer», with the record's name for screen readers). */
  className: string;
  children: React.ReactNode;
  /**
   * The caller's useDeleteQuestion(), when it changes around the question (a drawer's footer
   * gives it the whole bar, a row hides its «Enregistrer»); otherwise the button keeps its own.
   */
  asking?: DeleteQuestion;
};

/**
 * A record's «Supprimer» (drawer footer, inline row): the button, or in its place the question
 * that confirms it, the focus following as useDeleteQuestion says.
 */
export function DeleteButton({ asking, className, children, ...confirmation }: DeleteButtonProps) {
  const own = useDeleteQuestion();
  const { confirming, setConfirming, deleteButton, cancelButton } = asking ?? own;
  if (confirming) return <DeleteConfirmation {...confirmation} onCancel={() => setConfirming(false)} cancelRef={cancelButton} />;
  return (
    <button ref={deleteButton} type="button" onClick={() => setConfirming(true)} className={className}>
      {children}
    </button>
  );
}
