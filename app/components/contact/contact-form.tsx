import { useState } from "react";
import { useLocation } from "react-router";
import { CookieNotice } from "~/components/cookie-consent/cookie-notice";
import { useCookieConsent } from "~/components/cookie-consent/cookie-consent";
import { CaptchaWidget } from "~/components/captcha/captcha-widget";
import { useCaptcha } from "~/components/captcha/use-captcha";
import { SubmitButton } from "~/components/ui/submit-button";
import { MISSING } from "~common/candidate-forms";
import { useBrand } from "~/lib/root-data";
import { useContactForm, type ContactFormState } from "./use-contact-form";
import { useDepartments } from "./use-departments";
import { ContactTextField, DepartmentField, ProjectField } from "./contact-fields";

export const CONTACT_SENT_TEXT = "Génial, Votre message est bien arrivé, On revient vers vous très vite !";

/** The employer form; `isFromService` is the short variant (name, e-mail, phone). */
export function ContactForm({ isFromService = false }: { isFromService?: boolean }) {
  const { pathname } = useLocation();
  const form = useContactForm({ isFromService, sourcePage: pathname });
  const captcha = useCaptcha();
  const consent = useCookieConsent();
  const { departments, failed: departmentsFailed } = useDepartments();
  // Never pre-ticked; ticking also gives the cookie consent, unticking withdraws it (spec 1 §4).
  const [termsAccepted, setTermsAccepted] = useState(false);
  const onTermsChange = (checked: boolean) => {
    setTermsAccepted(checked);
    consent.setFromTerms(checked);
  };

  if (form.submitted) {
    return (
      <ContactSent
        onAgain={() => {
          form.reset();
          captcha.reset();
          setTermsAccepted(false);
        }}
      />
    );
  }

  const missing = [
    ...form.fieldsMissing,
    ...(termsAccepted ? [] : [MISSING.rgpd]),
    ...(consent.accepted ? [] : [MISSING.cookies]),
    ...(captcha.isValidated ? [] : [MISSING.captcha]),
  ];
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
      <ContactTextField form={form} field="names" label="Nom et prénom" inputProps={{ autoComplete: "name" }} />
      {!isFromService && <ContactTextField form={form} field="society" label="Société" inputProps={{ autoComplete: "organization" }} />}
      <ContactTextField form={form} field="mail" label="Adresse e-mail" inputProps={{ type: "email", autoComplete: "email", inputMode: "email" }} />
      <ContactTextField form={form} field="phoneNumber" label="Téléphone" inputProps={{ type: "tel", autoComplete: "tel", inputMode: "tel" }} />
      {!isFromService && <DepartmentField form={form} departments={departments} failed={departmentsFailed} />}
      {!isFromService && <ProjectField form={form} />}
      <div className="sm:col-span-2">
        <CaptchaWidget {...captcha.widgetProps} />
      </div>
      <TermsCheckbox checked={termsAccepted} onChange={onTermsChange} />
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
        <ContactSubmit form={form} missing={missing} />
      </div>
    </form>
  );
}

function ContactSent({ onAgain }: { onAgain: () => void }) {
  return (
    <div role="status" className="rounded-xl bg-green-50 p-8 text-center">
      <p className="text-xl font-bold text-green-900">{CONTACT_SENT_TEXT}</p>
      <button type="button" onClick={onAgain} className="mt-6 font-semibold text-brand-700 underline">
        Envoyer un autre message
      </button>
    </div>
  );
}

function TermsCheckbox({ checked, onChange }: { checked: boolean; onChange: (checked: boolean) => void }) {
  const brand = useBrand();
  return (
    <label className="flex items-start gap-2 text-sm sm:col-span-2">
      <input type="checkbox" className="mt-1 size-4" checked={checked} onChange={(event) => onChange(event.target.checked)} />
      <span>
        J'accepte que mes informations soient utilisées par {brand.name} pour traiter ma demande et me recontacter.
        <span aria-hidden="true" className="text-red-600">
          {" "}
          *
        </span>
      </span>
    </label>
  );
}

/** «Envoyer», with what is left before it can be used, and the address for anything else. */
function ContactSubmit({ form, missing }: { form: ContactFormState; missing: string[] }) {
  const brand = useBrand();
  return (
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
  );
}
