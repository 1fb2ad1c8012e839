import { Link } from "~/components/ui/site-link";
import { CircleCheck } from "lucide-react";
import { APPLICATION_ALREADY_RECEIVED, APPLICATION_SUCCESS, COVER_LETTER_MAX_LENGTH, applicationConsentText } from "~common/candidate-forms";
import { Field, inputClass } from "~/components/ui/field";
import { useBrand } from "~/lib/root-data";
import { Modal, ModalDone, modalDoneActionClass } from "./modal";
import { ResumeForm } from "./resume-form";
import { useResumeForm, type ResumeRequest } from "./use-resume-form";
import type { ResumeFormState } from "./resume-form-rules";
import { frenchNumber } from "~common/format/number";

type Props = { offer: { id: number; name: string }; onClose: () => void };

/**
 * The apply call: identity and consent in the query string as the spec lists them; the CV
 * and the cover letter in the multipart body (a 5 000-character letter does not fit in a URL).
 */
export function applyRequest(positionId: number, values: ResumeFormState & { resume: File }, captchaId: string): ResumeRequest {
  const query = { positionId: String(positionId), email: values.email.trim(), rgpd: "true", captchaId };
  const body = new FormData();
  body.set("resume", values.resume);
  if (values.coverLetter.trim()) body.set("coverLetter", values.coverLetter);
  return { path: "/jobs/position/apply", query, body };
}

/** «Postulez à {name}» (spec 2 §2): opened by «Je postule» on an offer page. */
export function ApplyDialog({ offer, onClose }: Props) {
  const brand = useBrand();
  const form = useResumeForm({ buildRequest: (values, captchaId) => applyRequest(offer.id, values, captchaId) });
  const letterLength = form.state.coverLetter.length;

  return (
    <Modal title={`Postulez à ${offer.name}`} onClose={onClose} testId="apply-dialog">
      {form.sent ? (
        <ModalDone icon={CircleCheck} message={form.sent.alreadyReceived ? APPLICATION_ALREADY_RECEIVED : APPLICATION_SUCCESS}>
          <Link to="/nos-offres" onClick={onClose} className={modalDoneActionClass}>
            Retourner aux offres
          </Link>
        </ModalDone>
      ) : (
        <ResumeForm
          form={form}
          label={`Candidature à l'offre ${offer.name}`}
          consentText={applicationConsentText(brand.name)}
          submitLabel="Envoyer ma candidature"
        >
          <Field label="Lettre de motivation (facultatif)" error={form.errors.coverLetter}>
            {(control) => (
              <>
                <textarea
                  {...control}
                  rows={5}
                  maxLength={COVER_LETTER_MAX_LENGTH}
                  className={inputClass}
                  value={form.state.coverLetter}
                  onChange={(event) => form.setCoverLetter(event.target.value)}
                />
                <p className="mt-1 text-right text-xs text-slate-500">{`${frenchNumber(letterLength)} / ${frenchNumber(COVER_LETTER_MAX_LENGTH)} caractères`}</p>
              </>
            )}
          </Field>
        </ResumeForm>
      )}
    </Modal>
  );
}

export default ApplyDialog;
