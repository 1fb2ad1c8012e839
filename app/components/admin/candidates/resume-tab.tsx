import { useEffect, useState } from "react";
import { RESUME_STATUS_LABELS, type CandidateDetails } from "~common/candidates";
import { deBefore } from "~common/format/typography";

/** The CV in the page: a PDF through the browser's viewer, a Word file as sanitized HTML. */
export function ResumeTab({ candidate }: { candidate: CandidateDetails }) {
  if (!candidate.resumeUrl) return <p>Ce candidat n'a pas de CV enregistré.</p>;
  const isPdf = candidate.resumeMime === "application/pdf";
  return (
    <div className="flex h-full min-h-[70vh] flex-col gap-2">
      {candidate.resumeStatus && candidate.resumeStatus !== "EXTRACTED" && (
        <p className="text-sm text-amber-800">
          {RESUME_STATUS_LABELS[candidate.resumeStatus]}
          {candidate.resumeError && <> : {candidate.resumeError}</>}
        </p>
      )}
      <ResumeDocument candidate={candidate} src={isPdf ? candidate.resumeUrl : `${candidate.resumeUrl}?format=html`} isPdf={isPdf} />
    </div>
  );
}

type ResumeLoad =
  | { kind: "loading" }
  | { kind: "ready"; url: string }
  | { kind: "wait"; seconds: number; breezy: boolean }
  | { kind: "failed" }
  | { kind: "not-shown"; detail: string };

/**
 * Fetched by the drawer, then shown from a blob: the answer's status is known (spec 3 §4): a
 * 429 counts down its waiting_time and tries again, a failure says so (with Breezy's link when
 * there is one), instead of a frame showing an error page.
 */
function ResumeDocument({ candidate, src, isPdf }: { candidate: CandidateDetails; src: string; isPdf: boolean }) {
  const [load, setLoad] = useState<ResumeLoad>({ kind: "loading" });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    let url: string | null = null;
    setLoad({ kind: "loading" });
    fetch(src, { signal: controller.signal, credentials: "same-origin" }).then(
      async (response) => {
        if (response.status === 429) {
          const body = (await response.json().catch(() => null)) as { detail?: { waiting_time?: number; source?: string } } | null;
          const seconds = Number(body?.detail?.waiting_time ?? response.headers.get("Retry-After"));
          const breezy = body?.detail?.source === "breezy";
          return setLoad({ kind: "wait", seconds: Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds) : 10, breezy });
        }
        if (response.status === 422) {
          // A Word CV that cannot be shown as a page (too large once inflated…): the server says why.
          const body = (await response.json().catch(() => null)) as { detail?: string } | null;
          return setLoad({ kind: "not-shown", detail: body?.detail ?? "Ce CV ne peut pas être affiché : téléchargez-le pour l'ouvrir." });
        }
        if (!response.ok) return setLoad({ kind: "failed" });
        url = URL.createObjectURL(await response.blob());
        setLoad({ kind: "ready", url });
      },
      () => !controller.signal.aborted && setLoad({ kind: "failed" }),
    );
    return () => {
      controller.abort();
      if (url) URL.revokeObjectURL(url);
    };
  }, [src, attempt]);

  // The countdown, then a new attempt.
  useEffect(() => {
    if (load.kind !== "wait") return;
    const timer = setTimeout(() => (load.seconds > 1 ? setLoad({ ...load, seconds: load.seconds - 1 }) : setAttempt((n) => n + 1)), 1000);
    return () => clearTimeout(timer);
  }, [load]);

  if (load.kind === "loading") return <p role="status">Chargement du CV...</p>;
  if (load.kind === "wait") {
    return (
      <p role="status">
        Veuillez patienter {load.seconds} seconde{load.seconds > 1 ? "s" : ""} : trop de CV ont été ouverts en une minute, le CV se chargera ensuite.
      </p>
    );
  }
  if (load.kind === "not-shown") {
    return (
      <p role="alert">
        {load.detail}{" "}
        <a href={`${candidate.resumeUrl}?download=1`} className="font-semibold text-brand-700 underline">
          Télécharger le CV
        </a>
      </p>
    );
  }
  if (load.kind === "failed") {
    return (
      <p role="alert">
        Nous rencontrons un problème avec ce CV.{" "}
        {candidate.breezyUrl ? (
          <a href={candidate.breezyUrl} target="_blank" rel="noopener noreferrer" className="font-semibold text-brand-700 underline">
            Vous pouvez essayer sur Breezy
          </a>
        ) : (
          <button type="button" onClick={() => setAttempt((n) => n + 1)} className="font-semibold text-brand-700 underline">
            Réessayer
          </button>
        )}
      </p>
    );
  }
  return (
    <iframe
      title={`CV ${deBefore(candidate.name ?? candidate.email)}${candidate.name ?? candidate.email}`}
      src={load.url}
      // The Word CV is our sanitized HTML: nothing in it runs. Chrome's PDF viewer refuses a sandbox.
      sandbox={isPdf ? undefined : ""}
      className="min-h-[70vh] w-full flex-1 rounded border border-slate-200"
    />
  );
}
