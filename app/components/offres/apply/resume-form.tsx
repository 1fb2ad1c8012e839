import { useId } from "react";
import { CANDIDATE_COOKIES_REQUIRED } from "~common/candidate-forms";
import { CaptchaWidget } from "~/components/captcha/captcha-widget";
import { CookieNotice } from "~/components/cookie-consent/cookie-notice";
import { Field, inputClass } from "~/components/ui/field";
import { ResumeDropzone } from "./resume-dropzone";
import type { ResumeFormController } from "./use-resume-form";

type Props = {
  form: ResumeFormController;
  /** Names the form for assistive technologies and tests. */
  label: string;
  consentText: string;
  submitLabel: string;
  /** Fields of one form only (the apply dialog's cover letter), drawn after the e-mail. */
  children?: React.ReactNode;
};

export const sendButtonClass =
  "w-full rounded-full bg-accent-500 px-8 py-3 font-bold text-white hover:bg-accent-600 disabled:cursor-not-allowed disabled:opacity-50 sm:w-auto";

/** The body of the apply and CV drop dialogs: e-mail, CV, consent, captcha, cookie notice, send. */
export function ResumeForm({ form, label, consentText, submitLabel, children }: Props) {
  const consentId = useId();
  const { state, errors } = form;
  return (
    <form
      noValidate
      aria-label={label}
      className="space-y-4"
      // A file dropped beside the drop area would make the browser leave the page for it.
      onDragOver={(event) => event.preventDefault()}
      onDrop={(event) => event.preventDefault()}
      onSubmit={(event) => {
        event.preventDefault();
        void form.submit();
      }}
    >
      <Field label="Adresse e-mail" required error={errors.email}>
        {(control) => (
          <input
            {...control}
            type="email"
            autoComplete="email"
            inputMode="email"
            className={inputClass}
            value={state.email}
            onChange={(event) => form.setEmail(event.target.value)}
            onBlur={form.blurEmail}
          />
        )}
      </Field>
      {children}
      <ResumeDropzone file={state.resume} error={errors.resume} onFiles={form.chooseFiles} onRemove={form.removeResume} />
      <div>
        <label className="flex items-start gap-2 text-sm text-slate-800">
          <input
            type="checkbox"
            className="mt-0.5 size-4 shrink-0"
            checked={state.rgpd}
            onChange={(event) => form.setRgpd(event.target.checked)}
            aria-invalid={Boolean(errors.rgpd)}
            aria-describedby={errors.rgpd ? `${consentId}-error` : undefined}
          />
          <span>
            {consentText}
            <span aria-hidden="true" className="text-red-600"> *</span>
          </span>
        </label>
        {errors.rgpd && (
          <p id={`${consentId}-error`} className="mt-1 text-sm text-red-700">
            {errors.rgpd}
          </p>
        )}
      </div>
      <CaptchaWidget {...form.captcha.widgetProps} />
      {!form.cookiesAccepted && <CookieNotice message={CANDIDATE_COOKIES_REQUIRED} />}
      {form.failure && (
        <p role="alert" className="rounded-md bg-red-50 px-4 py-3 text-sm font-medium text-red-800">
          {form.failure}
        </p>
      )}
      <button type="submit" disabled={!form.canSend} className={sendButtonClass}>
        {form.sending ? "Envoi…" : submitLabel}
      </button>
    </form>
  );
}
