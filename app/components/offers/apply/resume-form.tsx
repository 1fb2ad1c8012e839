import { CaptchaAndCookies, ConsentBox, EmailField, sendButtonClass } from "./candidate-fields";
import { SubmitButton } from "~/components/ui/submit-button";
import { ModalForm } from "./modal";
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

/** The body of the apply and CV drop dialogs: e-mail, CV, consent, captcha, cookie notice, send. */
export function ResumeForm({ form, label, consentText, submitLabel, children }: Props) {
  const { state, errors } = form;
  return (
    <ModalForm
      label={label}
      onSubmit={form.submit}
      // A file dropped beside the drop area would make the browser leave the page for it.
      onDragOver={(event) => event.preventDefault()}
      onDrop={(event) => event.preventDefault()}
    >
      <EmailField value={state.email} error={errors.email} onChange={form.setEmail} onBlur={form.blurEmail} />
      {children}
      <ResumeDropzone file={state.resume} error={errors.resume} onFiles={form.chooseFiles} onRemove={form.removeResume} />
      <ConsentBox text={consentText} checked={state.rgpd} error={errors.rgpd} onChange={form.setRgpd} />
      <CaptchaAndCookies captcha={form.captcha} cookiesAccepted={form.cookiesAccepted} />
      {form.failure && (
        <p role="alert" className="rounded-md bg-red-50 px-4 py-3 text-sm font-medium text-red-800">
          {form.failure}
        </p>
      )}
      <SubmitButton missing={form.missing} busy={form.sending} className={sendButtonClass}>
        {form.sending ? "Envoi…" : submitLabel}
      </SubmitButton>
    </ModalForm>
  );
}
