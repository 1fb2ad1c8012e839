import { useCallback, useEffect, useRef, useState } from "react";
import { Download, Search, Trash2 } from "lucide-react";
import { Field, inputClass } from "~/components/ui/field";
import { apiFetch, ApiError } from "~/lib/api";
import { personalDataSearchSchema, type DataRequestLogEntry, type PersonalDataErasure, type PersonalDataFindings } from "~common/personal-data";
import { Findings } from "./findings";
import { EraseDialog } from "./erase-dialog";
import { RequestsLog } from "./requests-log";
import { countsInWords, elements } from "./format";

const API = "/api/admin/personal_data";
const FAILED = "Une erreur est survenue, merci de réessayer.";

type Busy = null | "search" | "export" | "erase";
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
  const [busy, setBusy] = useState<Busy>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [requests, setRequests] = useState<DataRequestLogEntry[] | null>(null);
  const [logError, setLogError] = useState<string | null>(null);
  const noticeRef = useRef<HTMLParagraphElement>(null);

  const loadLog = useCallback(() => {
    apiFetch<{ requests: DataRequestLogEntry[] }>(`${API}/requests`).then(
      (answer) => {
        setRequests(answer.requests);
        setLogError(null);
      },
      (error: unknown) => setLogError(failure(error)),
    );
  }, []);
  useEffect(loadLog, [loadLog]);
  // After the commit that removed the dialog and the erase button (and its focus handling).
  useEffect(() => {
    if (notice?.focus) noticeRef.current?.focus();
  }, [notice]);

  const search = async (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = personalDataSearchSchema.safeParse({ email });
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message);
      return;
    }
    setFieldError(undefined);
    setNotice(null);
    setBusy("search");
    try {
      const findings = await apiFetch<PersonalDataFindings>(`${API}/search`, { body: parsed.data });
      setResult({ email: parsed.data.email, findings });
    } catch (error) {
      if (error instanceof ApiError && error.errors?.email) setFieldError(error.errors.email);
      else setNotice({ tone: "error", text: failure(error) });
    } finally {
      setBusy(null);
      loadLog();
    }
  };

  const exportZip = async () => {
    if (!result) return;
    setBusy("export");
    setNotice(null);
    try {
      const response = await fetch(`${API}/export`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ email: result.email }),
        credentials: "same-origin",
      });
      if (!response.ok) throw new ApiError(response.status, ((await response.json().catch(() => ({}))) as { detail?: string }).detail ?? FAILED);
      const name = /filename="([^"]+)"/.exec(response.headers.get("Content-Disposition") ?? "")?.[1] ?? "donnees-personnelles.zip";
      const url = URL.createObjectURL(await response.blob());
      const link = document.createElement("a");
      link.href = url;
      link.download = name;
      document.body.append(link);
      link.click();
      link.remove();
      // The browser has taken the bytes once the click is handled; a later revoke frees them.
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
      setNotice({ tone: "success", text: `Export téléchargé (${name}).` });
    } catch (error) {
      setNotice({ tone: "error", text: failure(error) });
    } finally {
      setBusy(null);
      loadLog();
    }
  };

  const erase = async () => {
    if (!result) return;
    setBusy("erase");
    try {
      const answer = await apiFetch<PersonalDataErasure>(`${API}/erase`, { body: { email: result.email, confirm: true } });
      setConfirming(false);
      setResult(null);
      setNotice({ tone: "success", text: `${answer.detail}\u00a0: ${elements(answer.total)} (${countsInWords(answer.counts)}).`, focus: true });
    } catch (error) {
      setConfirming(false);
      setNotice({ tone: "error", text: failure(error) });
    } finally {
      setBusy(null);
      loadLog();
    }
  };

  const found = result && result.findings.total > 0;
  return (
    <div>
      <form onSubmit={search} noValidate className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <Field label="Adresse e-mail de la personne" required error={fieldError} className="min-w-0 flex-1">
          {(control) => (
            <input
              {...control}
              type="email"
              name="email"
              autoComplete="off"
              spellCheck={false}
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              className={inputClass}
            />
          )}
        </Field>
        <button
          type="submit"
          disabled={busy !== null}
          className="flex items-center justify-center gap-1 self-start rounded-md bg-brand-700 px-4 py-2 font-bold text-white hover:bg-brand-800 disabled:opacity-50 sm:self-auto"
        >
          <Search aria-hidden="true" className="size-4" />
          {busy === "search" ? "Recherche…" : "Rechercher"}
        </button>
      </form>

      <div aria-live="polite">
        {notice && (
          <p
            ref={noticeRef}
            tabIndex={-1}
            className={`mt-4 rounded-md p-3 outline-none [overflow-wrap:anywhere] ${notice.tone === "success" ? "bg-green-50 text-green-900" : "bg-red-50 text-red-800"}`}
          >
            {notice.text}
          </p>
        )}
      </div>

      {result && (
        <div className="mt-6">
          <Findings email={result.email} findings={result.findings} />
          {found && (
            <div className="mt-6 flex flex-wrap gap-3">
              <button
                type="button"
                onClick={() => void exportZip()}
                disabled={busy !== null}
                className="flex items-center gap-1 rounded-md border border-brand-700 px-4 py-2 font-bold text-brand-800 hover:bg-brand-50 disabled:opacity-50"
              >
                <Download aria-hidden="true" className="size-4" />
                {busy === "export" ? "Préparation…" : "Exporter (ZIP)"}
              </button>
              <button
                type="button"
                onClick={() => setConfirming(true)}
                disabled={busy !== null}
                className="flex items-center gap-1 rounded-md bg-red-700 px-4 py-2 font-bold text-white hover:bg-red-800 disabled:opacity-50"
              >
                <Trash2 aria-hidden="true" className="size-4" />
                Effacer toutes les données
              </button>
            </div>
          )}
        </div>
      )}
      {confirming && result && (
        <EraseDialog
          email={result.email}
          counts={result.findings.counts}
          busy={busy === "erase"}
          onConfirm={() => void erase()}
          onCancel={() => busy !== "erase" && setConfirming(false)}
        />
      )}

      <RequestsLog requests={requests} error={logError} />
    </div>
  );
}
