import { useState } from "react";
import { CalendarCheck } from "lucide-react";
import { INSCRIPTION_MESSAGES as M, type InscriptionField } from "~common/schemas/inscription";
import { capitalized, frenchDateTimeRange } from "~common/format/date";
import type { TrainingDetails } from "~common/trainings";
import { sessionPlace } from "~common/training-place";
import { Field, inputClass } from "~/components/ui/field";
import { useBrand } from "~/lib/root-data";
import { SubmitButton } from "~/components/ui/submit-button";
import { Modal, ModalDone, ModalForm } from "~/components/offers/apply/modal";
import { ConsentBox, sendButtonClass } from "~/components/offers/apply/candidate-fields";
import { CaptchaWidget } from "~/components/captcha/captcha-widget";
import { CookieNotice } from "~/components/cookie-consent/cookie-notice";
import { useInscriptionForm } from "./use-inscription-form";

type Slot = { id: number; startAt: string; endAt: string };
type Props = { training: Pick<TrainingDetails, "label" | "place">; session: Slot; onClose: () => void };

const FIELDS: { field: InscriptionField; label: string; props: React.InputHTMLAttributes<HTMLInputElement> }[] = [
  { field: "names", label: "Nom et prénom", props: { autoComplete: "name" } },
  { field: "mail", label: "Adresse e-mail", props: { type: "email", autoComplete: "email", inputMode: "email" } },
  { field: "phoneNumber", label: "Téléphone", props: { type: "tel", autoComplete: "tel", inputMode: "tel" } },
];

/** «Inscription» (spec 1 §2): names, mail and phone for one session; a full one offers the next. */
export default function RegistrationDialog({ training, session: chosen, onClose }: Props) {
  const brand = useBrand();
  const [session, setSession] = useState<Slot>(chosen);
  const form = useInscriptionForm(session.id);

  return (
    <Modal title="Inscription" onClose={onClose} testId="inscription-dialog">
      <div className="mb-4 rounded-lg bg-brand-50 px-4 py-3 text-sm">
        <p className="font-semibold text-brand-900">{training.label}</p>
        <p className="text-slate-800">{capitalized(frenchDateTimeRange(session.startAt, session.endAt))}</p>
        {training.place && <p className="text-slate-700">{sessionPlace(training.place)}</p>}
      </div>
      {form.done ? (
        <ModalDone icon={CalendarCheck} message={M.success} onFinish={onClose}>
          <p className="text-slate-700">Un e-mail de confirmation vous a été envoyé, avec la session à ajouter à votre agenda.</p>
        </ModalDone>
      ) : (
        <ModalForm label="Inscription à la session" onSubmit={form.submit}>
          {FIELDS.map(({ field, label, props }) => (
            <Field key={field} label={label} required error={form.error(field)}>
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
          ))}
          <ConsentBox
            text={`J'accepte que mes coordonnées soient utilisées par ${brand.name} pour organiser cette formation et me recontacter.`}
            checked={form.accepted}
            onChange={form.setAccepted}
          />
          <CaptchaWidget {...form.captcha.widgetProps} />
          <CookieNotice />
          {form.refusal && (
            <div role="alert" className="rounded-md bg-red-50 px-4 py-3 text-sm text-red-800">
              <p className="font-medium">{form.refusal.message}</p>
              {form.refusal.nextSession && (
                <p className="mt-2">
                  Prochaine session avec des places : {frenchDateTimeRange(form.refusal.nextSession.startAt, form.refusal.nextSession.endAt)}.{" "}
                  <button
                    type="button"
                    className="font-semibold text-brand-700 underline"
                    onClick={() => {
                      setSession(form.refusal!.nextSession!);
                      form.dismissRefusal();
                    }}
                  >
                    Choisir cette session
                  </button>
                </p>
              )}
            </div>
          )}
          <SubmitButton missing={form.missing} busy={form.sending} className={sendButtonClass}>
            {form.sending ? "Envoi…" : "S'inscrire"}
          </SubmitButton>
        </ModalForm>
      )}
    </Modal>
  );
}
