import { useEffect, useState } from "react";
import { api, type ApiAnswer } from "~/lib/api";
import { EmailBody } from "./email-body";
import { frenchDateTime } from "~common/format/date";

type Call = "contact_lead_emails" | "training_registration_emails";
/** The two declared routes of a lead's e-mails (contact requests, training registrations): the same answer. */
type LeadEmailsPath = `/mailer/${Call}/:id`;
type LeadEmail = ApiAnswer<"get", LeadEmailsPath>["rows"][number];

const STATUS = { PENDING: "En attente", SENT: "Envoyé", FAILED: "Échec" };

/** A lead's drawer: the e-mails the request produced (the firm's notice, the trainee's confirmation). */
export function leadEmails(call: Call) {
  const path: LeadEmailsPath = `/mailer/${call}/:id`;
  return function LeadEmails({ recordId }: { recordId: number }) {
    const [rows, setRows] = useState<LeadEmail[] | null>(null);
    useEffect(() => {
      const controller = new AbortController();
      api.get(path, { param: { id: recordId }, signal: controller.signal }).then(
        (a) => setRows(a.rows),
        () => {},
      );
      return () => controller.abort();
    }, [recordId]);
    return (
      <section aria-label="E-mails envoyés" className="space-y-4 border-t border-slate-200 p-4 text-sm">
        <h3 className="font-bold">E-mails envoyés</h3>
        {rows?.length === 0 && <p className="text-slate-600">Aucun e-mail trouvé pour cette demande.</p>}
        {rows?.map((email) => (
          <article key={email.id} className="space-y-2">
            <p className="break-words">
              <span className="font-semibold">{email.subject}</span> — à {email.to.join(", ")}, {frenchDateTime(email.createdAt)} ({STATUS[email.status]})
            </p>
            <EmailBody html={email.htmlBody} text={email.textBody} />
          </article>
        ))}
      </section>
    );
  };
}
