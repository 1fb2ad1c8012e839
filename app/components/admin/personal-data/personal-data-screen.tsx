import { useEffect, useRef, useState } from "react";
import { Download, Search, Trash2 } from "lucide-react";
import { Field, inputClass } from "~/components/ui/field";
import { api, ApiError } from "~/lib/api";
import { downloadPosted } from "~/lib/download";
import { useSubmission } from "~/lib/use-submission";
import { personalDataSearchSchema, type PersonalDataFindings } from "~common/personal-data";
import { Findings } from "./findings";
import { EraseDialog } from "./erase-dialog";
import { RequestsLog, useRequestsLog } from "./requests-log";
import { countsInWords, elements } from "./format";

/** The ZIP travels as a file (downloadPosted), not through the JSON client. */
const EXPORT_ADDRESS = "/api/admin/personal_data/export";
const FAILED = "Une erreur est survenue, merci de réessayer.";

type Action = "search" | "export" | "erase";
type Busy = null | Action;
/** `focus`: the control that led here is gone, so the outcome takes focus (and is read out). */
type Notice = { tone: "success" | "error"; text: string; focus?: boolean };

const failure = (error: unknown) => (error instanceof ApiError ? error.detail : FAILED);

/**
 * Search, export, erase and the log. The actions act on the address last searched (shown
 * above the findings), never on what the field holds since: an edit after the search must
 * not export or erase someone else.
 */
export function PersonalDataScreen() {
  const [email, setEmail] = useState("");
  const [fieldError, setFieldError] = useState<string>();
  const [result, setResult] = useState<{ email: string; findings: PersonalDataFindings } | null>(null);
  const { sending, send } = useSubmission();
  /** What the send under way does: the search button and the export button each say so. */
  const [action, setAction] = useState<Action>("search");
  const busy: Busy = sending ? action : null;
  const [notice, setNotice] = useState<Notice | null>(null);
  const [confirming, setConfirming] = useState(false);
  const log = useRequestsLog(failure);

  /** One action at a time; whatever it did is logged, so the log is read again after it. */
  const run = async <T,>(kind: Action, call: (signal: AbortSignal) => Promise<T>, done: (answer: T) => void) => {
    setAction(kind);
    const outcome = await send(call);
    if (!outcome) return;
    const { refusal } = outcome;
    if (outcome.ok) done(outcome.body);
    else if (kind === "search" && refusal?.errors?.email) setFieldError(refusal.errors.email);
    else setNotice({ tone: "error", text: failure(refusal) });
    if (kind === "erase") setConfirming(false);
    log.reload();
  };

  const search = (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = personalDataSearchSchema.safeParse({ email });
    setFieldError(parsed.success ? undefined : parsed.error.issues[0]?.message);
    if (!parsed.success) return;
    setNotice(null);
    void run(
      "search",
      (signal) => api.post("/admin/personal_data/search", { body: parsed.data, signal }),
      (findings) => setResult({ email: parsed.data.email, findings }),
    );
  };
  const exportZip = (address: string) => {
    setNotice(null);
    // A file, not JSON: the download cannot be stopped, but its outcome is not shown once the page is left.
    void run(
      "export",
      () => downloadPosted(EXPORT_ADDRESS, { email: address }, "donnees-personnelles.zip"),
      (name) => setNotice({ tone: "success", text: `Export téléchargé (${name}).` }),
    );
  };
  const erase = (address: string) =>
    void run(
      "erase",
      (signal) => api.post("/admin/personal_data/erase", { body: { email: address, confirm: true }, signal }),
      (answer) => {
        setResult(null);
        setNotice({ tone: "success", text: `${answer.detail}\u00a0: ${elements(answer.total)} (${countsInWords(answer.counts)}).`, focus: true });
      },
    );

  return (
    <div>
      <EmailSearchForm email={email} onEmail={setEmail} error={fieldError} searching={busy === "search"} disabled={busy !== null} onSubmit={search} />
      <NoticeLine notice={notice} />
      {result && (
        <div className="mt-6">
          <Findings email={result.email} findings={result.findings} />
          {result.findings.total > 0 && <FoundActions busy={busy} onExport={() => exportZip(result.email)} onErase={() => setConfirming(true)} />}
        </div>
      )}
      {confirming && result && (
        <EraseDialog
          email={result.email}
          counts={result.findings.counts}
          busy={busy === "erase"}
          onConfirm={() => erase(result.email)}
          onCancel={() => busy !== "erase" && setConfirming(false)}
        />
      )}
      <RequestsLog requests={log.requests} error={log.error} />
    </div>
  );
}

/** The outcome of the last action, read out; focused when the control that led here is gone. */
function NoticeLine({ notice }: { notice: Notice | null }) {
  const ref = useRef<HTMLParagraphElement>(null);
  // After the commit that removed the dialog and the erase button (and its focus handling).
  useEffect(() => {
    if (notice?.focus) ref.current?.focus();
  }, [notice]);
  return (
    <div aria-live="polite">
      {notice && (
        <p
          ref={ref}
          tabIndex={-1}
          className={`mt-4 rounded-md p-3 outline-none [overflow-wrap:anywhere] ${notice.tone === "success" ? "bg-green-50 text-green-900" : "bg-red-50 text-red-800"}`}
        >
          {notice.text}
        </p>
      )}
    </div>
  );
}

function FoundActions({ busy, onExport, onErase }: { busy: Busy; onExport: () => void; onErase: () => void }) {
  return (
    <div className="mt-6 flex flex-wrap gap-3">
      <button
        type="button"
        onClick={onExport}
        disabled={busy !== null}
        className="flex items-center gap-1 rounded-md border border-brand-700 px-4 py-2 font-bold text-brand-800 hover:bg-brand-50 disabled:opacity-50"
      >
        <Download aria-hidden="true" className="size-4" />
        {busy === "export" ? "Préparation…" : "Exporter (ZIP)"}
      </button>
      <button
        type="button"
        onClick={onErase}
        disabled={busy !== null}
        className="flex items-center gap-1 rounded-md bg-red-700 px-4 py-2 font-bold text-white hover:bg-red-800 disabled:opacity-50"
      >
        <Trash2 aria-hidden="true" className="size-4" />
        Effacer toutes les données
      </button>
    </div>
  );
}

type SearchFormProps = {
  email: string;
  onEmail: (email: string) => void;
  error?: string;
  searching: boolean;
  disabled: boolean;
  onSubmit: (event: React.FormEvent) => void;
};

function EmailSearchForm({ email, onEmail, error, searching, disabled, onSubmit }: SearchFormProps) {
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-3 sm:flex-row sm:items-end">
      <Field label="Adresse e-mail de la personne" required error={error} className="min-w-0 flex-1">
        {(control) => (
          <input
            {...control}
            type="email"
            name="email"
            autoComplete="off"
            spellCheck={false}
            value={email}
            onChange={(event) => onEmail(event.target.value)}
            className={inputClass}
          />
        )}
      </Field>
      <button
        type="submit"
        disabled={disabled}
        className="flex items-center justify-center gap-1 self-start rounded-md bg-brand-700 px-4 py-2 font-bold text-white hover:bg-brand-800 disabled:opacity-50 sm:self-auto"
      >
        <Search aria-hidden="true" className="size-4" />
        {searching ? "Recherche…" : "Rechercher"}
      </button>
    </form>
  );
}
