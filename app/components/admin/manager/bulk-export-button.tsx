import { Download, LoaderCircle } from "lucide-react";
import { useNotify } from "../notifications";
import { downloadPosted } from "~/lib/download";
import { useSubmission } from "~/lib/use-submission";

type Props = {
  path: string;
  /** Read at the click: the selection, or the list's filters and sort as on screen. */
  body: () => unknown;
  /** What will be exported, for screen readers and the tooltip («Les 3 éléments sélectionnés»). */
  what: string;
};

/** «Exporter en CSV» (issue 49): the managers' list or selection, the CVthèque's search. */
export function BulkExportButton({ path, body, what }: Props) {
  const notify = useNotify();
  const { sending: busy, send } = useSubmission();
  const run = async () => {
    // A file, not JSON: the download cannot be stopped, but its outcome is not shown once the list is left.
    const outcome = await send(() => downloadPosted(path, body(), "export.csv"));
    if (outcome && !outcome.ok) notify(outcome.refusal?.detail ?? "L'export a échoué", "error");
  };
  return (
    <button
      type="button"
      disabled={busy}
      onClick={() => void run()}
      title={what}
      className="flex items-center gap-1 rounded-full border border-brand-700 px-4 py-2 text-sm font-bold text-brand-700 disabled:opacity-50"
    >
      {busy ? <LoaderCircle aria-hidden="true" className="size-4 animate-spin" /> : <Download aria-hidden="true" className="size-4" />} Exporter en CSV
    </button>
  );
}
