import { useId } from "react";
import { BellRing } from "lucide-react";
import { ALERT_CONFIRM_HINT, ALERT_SUCCESS, CANDIDATE_COOKIES_REQUIRED, alertConsentText } from "~common/candidate-forms";
import type { PositionSearch } from "~common/position-search";
import { CaptchaWidget } from "~/components/captcha/captcha-widget";
import { CookieNotice } from "~/components/cookie-consent/cookie-notice";
import { Field, inputClass } from "~/components/ui/field";
import { useBrand } from "~/lib/root-data";
import { Modal } from "../apply/modal";
import { sendButtonClass } from "../apply/resume-form";
import { alertCriteria } from "./alert-rules";
import { useAlertForm } from "./use-alert-form";

type Props = { search: PositionSearch; onClose: () => void };

/** «Activer les alertes pour cette recherche» (spec 2 §2): a weekly e-mail of new matching offers. */
export default function AlertDialog({ search, onClose }: Props) {
  const brand = useBrand();
  const form = useAlertForm(search);
  const consentId = useId();
  const criteria = alertCriteria(search);

  return (
    <Modal title="Activer les alertes pour cette recherche" onClose={onClose} testId="alert-dialog">
      {form.subscribed ? (
        <div role="status" className="space-y-4 py-4 text-center">
          <BellRing aria-hidden="true" className="mx-auto size-12 text-green-600" />
          <p className="text-lg font-semibold text-slate-900">{ALERT_SUCCESS}</p>
          <p className="text-slate-700">{ALERT_CONFIRM_HINT}</p>
          <button type="button" onClick={onClose} className="rounded-full bg-brand-700 px-6 py-3 font-bold text-white hover:bg-brand-900">
            Terminer
          </button>
        </div>
      ) : (
        <form
          noValidate
          aria-label="Création d'une alerte"
          className="space-y-4"
          onSubmit={(event) => {
            event.preventDefault();
            void form.submit();
          }}
        >
          <div className="rounded-lg bg-brand-50 px-4 py-3 text-sm">
            <p className="font-semibold text-brand-900">Chaque semaine, les nouvelles offres correspondant à :</p>
            <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
              {criteria.map((row) => (
                <div key={row.label} className="contents">
                  <dt className="text-slate-600">{row.label}</dt>
                  <dd className="min-w-0 break-words font-medium text-slate-900">{row.value}</dd>
                </div>
              ))}
            </dl>
          </div>
          <Field label="Adresse e-mail" required error={form.errors.email}>
            {(control) => (
              <input
                {...control}
                type="email"
                autoComplete="email"
                inputMode="email"
                className={inputClass}
                value={form.email}
                onChange={(event) => form.setEmail(event.target.value)}
                onBlur={form.blurEmail}
              />
            )}
          </Field>
          <div>
            <label className="flex items-start gap-2 text-sm text-slate-800">
              <input
                type="checkbox"
                className="mt-0.5 size-4 shrink-0"
                checked={form.rgpd}
                onChange={(event) => form.setRgpd(event.target.checked)}
                aria-invalid={Boolean(form.errors.rgpd)}
                aria-describedby={form.errors.rgpd ? `${consentId}-error` : undefined}
              />
              <span>
                {alertConsentText(brand.name)}
                <span aria-hidden="true" className="text-red-600"> *</span>
              </span>
            </label>
            {form.errors.rgpd && (
              <p id={`${consentId}-error`} className="mt-1 text-sm text-red-700">
                {form.errors.rgpd}
              </p>
            )}
          </div>
          <CaptchaWidget {...form.captcha.widgetProps} />
          {!form.cookiesAccepted && <CookieNotice message={CANDIDATE_COOKIES_REQUIRED} />}
          <button type="submit" disabled={!form.canActivate} className={sendButtonClass}>
            {form.sending ? "Activation…" : "Activer"}
          </button>
        </form>
      )}
    </Modal>
  );
}
