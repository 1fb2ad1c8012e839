import { useEffect, useState } from "react";
import { Paperclip, Send } from "lucide-react";
import { api } from "~/lib/api";
import { useSubmission } from "~/lib/use-submission";
import { useNotify } from "../notifications";
import { EmailBody } from "./email-body";
import type { EmailDetails } from "~common/emails";

export const RESENT = "Message renvoyé avec succès";
export const RESEND_FAILED = "Une erreur est survenue lors de l'envoi du message";

const kilobytes = (size: number) => `${Math.max(1, Math.round(size / 1024)).toLocaleString("fr-FR")} Ko`;

/**
 * The e-mail drawer (spec 3 §2.4, §4, §8): sender, body as sent, attachments as links and
 * «Renvoyer», enabled only for a FAILED message; the generic drawer adds «Supprimer».
 */
export function EmailDetailsPanel({ recordId, onChanged }: { recordId: number; onChanged?: () => void }) {
  const notify = useNotify();
  const [email, setEmail] = useState<EmailDetails | null>(null);
  const { sending: busy, send } = useSubmission();
  useEffect(() => {
    const controller = new AbortController();
    setEmail(null);
    api.get("/mailer/get_email_details/:id", { param: { id: recordId }, signal: controller.signal }).then(setEmail, () => {});
    return () => controller.abort();
  }, [recordId]);

  async function resend() {
    const outcome = await send((signal) => api.post("/mailer/re_send_email/:id", { param: { id: recordId }, body: {}, signal }));
    if (!outcome) return;
    if (!outcome.ok) return notify(RESEND_FAILED, "error");
    const updated = outcome.body;
    setEmail(updated);
    // The list's status column changes too (drawers that pass it on).
    onChanged?.();
    if (updated.status === "SENT") notify(RESENT);
    else notify(RESEND_FAILED, "error");
  }

  if (!email)
    return (
      <p role="status" className="border-t border-slate-200 p-4 text-sm">
        Chargement…
      </p>
    );
  return (
    <section aria-label="Message envoyé" className="space-y-4 border-t border-slate-200 p-4 text-sm">
      {/* Long recipient lists, addresses and subjects wrap, on a phone too (issue 49). */}
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 [overflow-wrap:anywhere]">
        <dt className="font-semibold">Objet</dt>
        <dd className="min-w-0">{email.subject}</dd>
        <dt className="font-semibold">De</dt>
        <dd className="min-w-0">{email.from}</dd>
        <dt className="font-semibold">À</dt>
        <dd className="min-w-0">{email.to.join(", ")}</dd>
        {email.cc.length > 0 && (
          <>
            <dt className="font-semibold">Copie</dt>
            <dd className="min-w-0">{email.cc.join(", ")}</dd>
          </>
        )}
        {email.replyTo && (
          <>
            <dt className="font-semibold">Répondre à</dt>
            <dd className="min-w-0">{email.replyTo}</dd>
          </>
        )}
      </dl>
      <button
        type="button"
        disabled={email.status !== "FAILED" || busy}
        onClick={() => void resend()}
        className="inline-flex items-center gap-2 rounded-full bg-brand-700 px-4 py-2 font-bold text-white disabled:opacity-40"
      >
        <Send aria-hidden="true" className="size-4" /> Renvoyer
      </button>
      <EmailBody html={email.htmlBody} text={email.textBody} />
      {email.attachments.length > 0 && (
        <div>
          <h4 className="mb-1 font-bold">Pièces jointes</h4>
          <ul className="space-y-1">
            {email.attachments.map((a) => (
              <li key={a.index}>
                <a href={a.url} download className="inline-flex items-center gap-1 break-all text-brand-700 underline">
                  <Paperclip aria-hidden="true" className="size-4 shrink-0" /> {a.filename}
                </a>{" "}
                <span className="text-slate-600">({kilobytes(a.size)})</span>
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}

/** Above the list: the one sender every message goes out from (configuration, not a column). */
export function EmailSender() {
  const [from, setFrom] = useState<string | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    api.get("/mailer/get_sender", { signal: controller.signal }).then(
      (a) => setFrom(a.from),
      () => {},
    );
    return () => controller.abort();
  }, []);
  return from ? <p className="mb-3 text-sm break-words text-slate-700">Expéditeur de tous les messages : {from}</p> : null;
}
