import { BellRing } from "lucide-react";
import { ALERT_CONFIRM_HINT, ALERT_PENDING, ALERT_SUCCESS, alertConsentText } from "~common/candidate-forms";
import type { OfferSearch } from "~common/offer-search";
import { useBrand } from "~/lib/root-data";
import { SubmitButton } from "~/components/ui/submit-button";
import { Modal, ModalDone, ModalForm } from "../apply/modal";
import { CaptchaAndCookies, ConsentBox, EmailField, sendButtonClass } from "../apply/candidate-fields";
import { alertCriteria } from "./alert-rules";
import { useAlertForm } from "./use-alert-form";

type Props = {
  search: OfferSearch;
  /** The place in words, as the alert's e-mails will name it («Gironde (33)»); the typed text otherwise. */
  placeLabel?: string | null;
  onClose: () => void;
};

/** «Activer les alertes pour cette recherche» (spec 2 §2): a weekly e-mail of new matching offers. */
export default function AlertDialog({ search, placeLabel, onClose }: Props) {
  const brand = useBrand();
  const form = useAlertForm(search);
  const criteria = alertCriteria(search, placeLabel);

  return (
    <Modal title="Activer les alertes pour cette recherche" onClose={onClose} testId="alert-dialog">
      {form.subscribed ? (
        <ModalDone icon={BellRing} message={form.subscribed.isVerified ? ALERT_SUCCESS : ALERT_PENDING} onFinish={onClose}>
          {!form.subscribed.isVerified && <p className="text-slate-700">{ALERT_CONFIRM_HINT}</p>}
        </ModalDone>
      ) : (
        <ModalForm label="Création d'une alerte" onSubmit={form.submit}>
          <div className="rounded-lg bg-brand-50 px-4 py-3 text-sm">
            <p className="font-semibold text-brand-900">Chaque semaine, les nouvelles offres correspondant à :</p>
            <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
              {criteria.map((row) => (
                <div key={row.label} className="contents">
                  <dt className="text-slate-600">{row.label}</dt>
                  <dd className="min-w-0 break-words font-medium text-slate-900">{row.value}</dd>
                </div>
              ))}
            </dl>
          </div>
          <EmailField value={form.email} error={form.errors.email} onChange={form.setEmail} onBlur={form.blurEmail} />
          <ConsentBox text={alertConsentText(brand.name)} checked={form.rgpd} error={form.errors.rgpd} onChange={form.setRgpd} />
          <CaptchaAndCookies captcha={form.captcha} cookiesAccepted={form.cookiesAccepted} />
          <SubmitButton missing={form.missing} busy={form.sending} lead="Avant d'activer" className={sendButtonClass}>
            {form.sending ? "Activation…" : "Activer"}
          </SubmitButton>
        </ModalForm>
      )}
    </Modal>
  );
}
