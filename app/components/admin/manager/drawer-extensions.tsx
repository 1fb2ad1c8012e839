import { useEffect, useState } from "react";
import { ExternalLink } from "lucide-react";
import { Field, inputClass } from "~/components/ui/field";
import { api, type ApiAnswer } from "~/lib/api";
import { useSubmission } from "~/lib/use-submission";
import { useRootData } from "~/lib/root-data";
import { useNotify } from "../notifications";
import { SurveyActions } from "../job-surveys/survey-actions";
import { SurveyInvitation } from "../job-surveys/survey-invitation";
import { objectReports } from "../reports/object-reports";
import { TaskDetails } from "../tasks/task-details";
import { TasksActions } from "../tasks/tasks-actions";
import { AlertCriteria } from "../job-alerts/alert-criteria";
import { EmailDetailsPanel, EmailSender } from "../mailer/email-details";
import { leadEmails } from "../mailer/lead-emails";
import { leadsExport } from "../mailer/leads-export";
import { frenchShortDate } from "~common/format/date";
import { isPublicOffer, offerHref } from "~common/offers";

/** The record as last loaded, for extensions that need more than its id (a survey's type and public id). */
type ExtensionProps = { recordId: number; record: Record<string, unknown>; /** Reloads the list (a task that finished). */ onChanged?: () => void };

/** Users: a superuser sets another user's password (spec 3 §5); never their own here. */
function PasswordChange({ recordId }: ExtensionProps) {
  const { user } = useRootData();
  const notify = useNotify();
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string | undefined>();
  const { send } = useSubmission();
  if (!user?.isSuperuser || user.id === recordId) return null;

  async function change() {
    const outcome = await send((signal) => api.post("/account/change_password", { body: { id: recordId, password }, signal }));
    if (!outcome) return;
    if (!outcome.ok) return setError(outcome.refusal?.detail ?? "Le mot de passe n'a pas été changé");
    notify("Le mot de passe a été changé");
    setPassword("");
    setError(undefined);
  }

  return (
    <div className="space-y-2 border-t border-slate-200 p-4">
      <Field label="Nouveau mot de passe" error={error}>
        {(control) => (
          <input
            {...control}
            type="password"
            autoComplete="new-password"
            className={inputClass}
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
        )}
      </Field>
      <button
        type="button"
        disabled={!password}
        onClick={() => void change()}
        className="rounded-md bg-slate-800 px-4 py-2 text-sm font-bold text-white disabled:opacity-40"
      >
        Changer le mot de passe
      </button>
    </div>
  );
}

/** Offers: the public page of a published offer (issue 49), then who applied. */
function OfferExtras(props: ExtensionProps) {
  const { record } = props;
  const name = typeof record.name === "string" ? record.name : "";
  return (
    <>
      {name && isPublicOffer(record) && (
        <p className="border-t border-slate-200 p-4 text-sm">
          <a
            href={offerHref({ id: props.recordId, name })}
            target="_blank"
            rel="noopener"
            className="inline-flex items-center gap-1 font-semibold text-brand-700 underline hover:text-brand-900"
          >
            <ExternalLink aria-hidden="true" className="size-4" /> Voir l'offre sur le site
            <span className="sr-only"> (nouvel onglet)</span>
          </a>
        </p>
      )}
      <OfferApplications {...props} />
    </>
  );
}

/** Offers: who applied, each opening the candidate in the CVthèque (issue 14). */
function OfferApplications({ recordId }: ExtensionProps) {
  const [rows, setRows] = useState<ApiAnswer<"get", "/jobs/positions/:id/applications">["rows"] | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    api.get("/jobs/positions/:id/applications", { param: { id: recordId }, signal: controller.signal }).then(
      (a) => setRows(a.rows),
      () => {},
    );
    return () => controller.abort();
  }, [recordId]);
  return (
    <section className="border-t border-slate-200 p-4 text-sm">
      <h3 className="mb-2 font-bold">Candidatures</h3>
      {rows?.length === 0 && <p className="text-slate-600">Aucune candidature pour cette offre.</p>}
      <ul className="space-y-1">
        {rows?.map((a) => (
          <li key={a.id}>
            <a href={`/admin/jobs/candidat?candidate=${a.candidate.id}`} className="text-brand-700 underline">
              {a.candidate.name ?? a.candidate.email}
            </a>{" "}
            — {frenchShortDate(a.createdAt)}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** What a manager's drawer adds below the generic form, by appLabel/model. */
export const drawerExtensions: Record<string, (props: ExtensionProps) => React.ReactNode> = {
  "account/user": PasswordChange,
  "jobs/position": OfferExtras,
  "jobs/jobsurvey": SurveyActions,
  // The latest link and SEO reports of objects with a public page (spec 3 §2.4, «Rapport»).
  "branding/agency": objectReports("agency"),
  "content/citypage": objectReports("citypage"),
  "content/page": objectReports("page"),
  "content/blog": objectReports("page"),
  "content/pressrelease": objectReports("page"),
  "training/training": objectReports("training"),
  "jobs/jobprofile": objectReports("jobprofile"),
  "system/task": TaskDetails,
  "jobs/jobalert": AlertCriteria,
  "mailer/email": EmailDetailsPanel,
  "mailer/contactlead": leadEmails("contact_lead_emails"),
  "mailer/trainingregistration": leadEmails("training_registration_emails"),
};

/** What a manager shows above its list, by appLabel/model: the survey invitation (the manager itself is view-only). */
export const listExtensions: Record<string, (props: { onCreated: () => void; filters?: Record<string, unknown> }) => React.ReactNode> = {
  "jobs/jobsurvey": SurveyInvitation,
  "system/task": TasksActions,
  "mailer/email": EmailSender,
  "mailer/contactlead": leadsExport("contact_leads_csv"),
  "mailer/trainingregistration": leadsExport("training_registrations_csv"),
};
