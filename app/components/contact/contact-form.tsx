import { useState } from "react";
import { useLocation } from "react-router";
import { CookieNotice } from "~/components/cookie-consent/cookie-notice";
import { useCookieConsent } from "~/components/cookie-consent/cookie-consent";
import { CaptchaWidget } from "~/components/captcha/captcha-widget";
import { useCaptcha } from "~/components/captcha/use-captcha";
import { Field, inputClass } from "~/components/ui/field";
import { SubmitButton } from "~/components/ui/submit-button";
import { MISSING } from "~common/candidate-forms";
import { useBrand } from "~/lib/root-data";
import { useContactForm } from "./use-contact-form";
import { useDepartments } from "./use-departments";

export const CONTACT_SENT_TEXT = "Génial, Votre message est bien arrivé, On revient vers vous très vite !";

/** The employer form; `isFromService` is the short variant (name, e-mail, phone). */
export function ContactForm({ isFromService = false }: { isFromService?: boolean }) {
  const { pathname } = useLocation();
  const form = useContactForm({ isFromService, sourcePage: pathname });
  const captcha = useCaptcha();
  const consent = useCookieConsent();
  const { departments, failed: departmentsFailed } = useDepartments();
  const brand = useBrand();
  // Never pre-ticked; ticking also gives the cookie consent, unticking withdraws it (spec 1 §4).
  const [termsAccepted, setTermsAccepted] = useState(false);
  const onTermsChange = (checked: boolean) => {
    setTermsAccepted(checked);
    consent.setFromTerms(checked);
  };

  if (form.submitted) {
    return (
      <div role="status" className="rounded-xl bg-green-50 p-8 text-center">
        <p className="text-xl font-bold text-green-900">{CONTACT_SENT_TEXT}</p>
        <button
          type="button"
          onClick={() => {
            form.reset();
            captcha.reset();
            setTermsAccepted(false);
          }}
          className="mt-6 font-semibold text-brand-700 underline"
        >
          Envoyer un autre message
        </button>
      </div>
    );
  }

  const missing = [
    ...form.fieldsMissing,
    ...(termsAccepted ? [] : [MISSING.rgpd]),
    ...(consent.accepted ? [] : [MISSING.cookies]),
    ...(captcha.isValidated ? [] : [MISSING.captcha]),
  ];
  const text = (field: "names" | "society" | "mail" | "phoneNumber", label: string, props: React.InputHTMLAttributes<HTMLInputElement>, required = true) => (
    <Field label={label} required={required} error={form.visibleError(field)}>
      {(control) => (
        <input
          {...control}
          {...props}
          className={inputClass}
          value={form.values[field]}
          onChange={(event) => form.setField(field, event.target.value)}
          onBlur={() => form.touch(field)}
        />
      )}
    </Field>
  );

  return (
    <form
      noValidate
      aria-label="Formulaire de contact entreprise"
      onSubmit={(event) => {
        event.preventDefault();
        void form.submit(captcha.captchaId, captcha.reset);
      }}
      className="grid gap-4 sm:grid-cols-2"
    >
      {text("names", "Nom et prénom", { autoComplete: "name" })}
      {!isFromService && text("society", "Société", { autoComplete: "organization" })}
      {text("mail", "Adresse e-mail", { type: "email", autoComplete: "email", inputMode: "email" })}
      {text("phoneNumber", "Téléphone", { type: "tel", autoComplete: "tel", inputMode: "tel" })}
      {!isFromService && (
        <Field
          label="Département"
          required
          error={form.visibleError("departmentId") ?? (departmentsFailed ? "Liste des départements indisponible, réessayez plus tard" : undefined)}
        >
          {(control) => (
            <select
              {...control}
              className={inputClass}
              value={form.values.departmentId ?? ""}
              onChange={(event) => form.setField("departmentId", event.target.value ? Number(event.target.value) : null)}
              onBlur={() => form.touch("departmentId")}
            >
              <option value="">Sélectionnez un département</option>
              {departments.map((d) => (
                <option key={d.id} value={d.id}>{`${d.code} – ${d.label}`}</option>
              ))}
            </select>
          )}
        </Field>
      )}
      {!isFromService && (
        <Field label="Votre projet de recrutement" required error={form.visibleError("content")} className="sm:col-span-2">
          {(control) => (
            <textarea
              {...control}
              rows={10}
              className={inputClass}
              value={form.values.content}
              onChange={(event) => form.setField("content", event.target.value)}
              onBlur={() => form.touch("content")}
            />
          )}
        </Field>
      )}
      <div className="sm:col-span-2">
        <CaptchaWidget {...captcha.widgetProps} />
      </div>
      <label className="flex items-start gap-2 text-sm sm:col-span-2">
        <input type="checkbox" className="mt-1 size-4" checked={termsAccepted} onChange={(event) => onTermsChange(event.target.checked)} />
        <span>
          J'accepte que mes informations soient utilisées par {brand.name} pour traiter ma demande et me recontacter.
          <span aria-hidden="true" className="text-red-600">
            {" "}
            *
          </span>
        </span>
      </label>
      {!consent.accepted && (
        <div className="sm:col-span-2">
          <CookieNotice />
        </div>
      )}
      {form.failureMessage && (
        <p role="alert" className="rounded-md bg-red-50 px-4 py-3 text-sm font-medium text-red-800 sm:col-span-2">
          {form.failureMessage}
        </p>
      )}
      <div className="sm:col-span-2">
        <SubmitButton
          missing={missing}
          busy={form.sending}
          className="rounded-full bg-accent px-8 py-3 font-bold text-white hover:bg-accent-hover disabled:cursor-not-allowed disabled:opacity-50"
          beside={
            <p className="text-sm text-slate-600">
              Pour les sollicitations commerciales, contactez-nous{" "}
              <a href={`mailto:${brand.email}`} className="font-semibold text-brand-700 underline">
                par email
              </a>
              .
            </p>
          }
        >
          {form.sending ? "Envoi…" : form.retryAllowed ? "Réessayer" : "Envoyer"}
        </SubmitButton>
      </div>
    </form>
  );
}
