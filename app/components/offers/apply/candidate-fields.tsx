import { useId } from "react";
import { CANDIDATE_COOKIES_REQUIRED } from "~common/candidate-forms";
import { CaptchaWidget } from "~/components/captcha/captcha-widget";
import type { UseCaptcha } from "~/components/captcha/use-captcha";
import { CookieNotice } from "~/components/cookie-consent/cookie-notice";
import { Field, inputClass } from "~/components/ui/field";
import { FieldError, RequiredMark } from "~/components/ui/field-parts";

// The pieces every candidate form (apply, CV drop, alert) shows the same way.

export const sendButtonClass =
  "w-full rounded-full bg-accent px-8 py-3 font-bold text-white hover:bg-accent-hover disabled:cursor-not-allowed disabled:opacity-50 sm:w-auto";

type EmailFieldProps = { value: string; error?: string; onChange: (email: string) => void; onBlur: () => void };

export function EmailField({ value, error, onChange, onBlur }: EmailFieldProps) {
  return (
    <Field label="Adresse e-mail" required error={error}>
      {(control) => (
        <input
          {...control}
          type="email"
          autoComplete="email"
          inputMode="email"
          className={inputClass}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          onBlur={onBlur}
        />
      )}
    </Field>
  );
}

type ConsentBoxProps = { text: string; checked: boolean; error?: string; onChange: (checked: boolean) => void };

/** The data-consent box (never pre-ticked); its text is stored with what the candidate sends. */
export function ConsentBox({ text, checked, error, onChange }: ConsentBoxProps) {
  const errorId = `${useId()}-error`;
  return (
    <div>
      <label className="flex items-start gap-2 text-sm text-slate-800">
        <input
          type="checkbox"
          className="mt-0.5 size-4 shrink-0"
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? errorId : undefined}
        />
        <span>
          {text}
          <RequiredMark />
        </span>
      </label>
      <FieldError id={errorId} error={error} />
    </div>
  );
}

/** The captcha, then the cookie notice while cookies are not accepted (spec 2 §2). */
export function CaptchaAndCookies({ captcha, cookiesAccepted }: { captcha: UseCaptcha; cookiesAccepted: boolean }) {
  return (
    <>
      <CaptchaWidget {...captcha.widgetProps} />
      {!cookiesAccepted && <CookieNotice message={CANDIDATE_COOKIES_REQUIRED} />}
    </>
  );
}
