import { CircleCheck } from "lucide-react";
import { CV_DROP_NOTICE, CV_DROP_PITCH, CV_DROP_SUCCESS, applicationConsentText } from "~common/candidate-forms";
import { useNotify } from "~/components/admin/notifications";
import { useBrand } from "~/lib/root-data";
import { Modal } from "./modal";
import { ResumeForm } from "./resume-form";
import { useResumeForm, type ResumeRequest } from "./use-resume-form";
import type { ResumeFormState } from "./resume-form-rules";

/** The drop call (spec 2 §7): multipart, the CV in `uploadedFile`; no position, it joins the pool. */
export function dropRequest(values: ResumeFormState & { resume: File }, captchaId: string): ResumeRequest {
  const body = new FormData();
  body.set("email", values.email.trim());
  body.set("isRgpd", "true");
  body.set("captchaId", captchaId);
  body.set("uploadedFile", values.resume);
  return { url: "/api/jobs/drop_cv", body };
}

type Props = {
  onClose: () => void;
  returnFocus?: HTMLElement | null;
};

/** «Drop ton CV» (spec 2 §2): a CV for the candidate pool, without an offer. */
export default function CvDropDialog({ onClose, returnFocus }: Props) {
  const brand = useBrand();
  const notify = useNotify();
  // Announced once the server accepted the CV, not when the call starts as the old site did:
  // a failure is never presented as a success. The provider's notices outlive the dialog.
  const form = useResumeForm({ buildRequest: dropRequest, onSent: () => notify(CV_DROP_NOTICE, "success") });
  return (
    <Modal title="Drop ton CV" onClose={onClose} returnFocus={returnFocus} testId="cv-drop-dialog">
      {form.sent ? (
        <div role="status" className="space-y-5 py-4 text-center">
          <CircleCheck aria-hidden="true" className="mx-auto size-12 text-green-600" />
          <p className="text-lg font-semibold text-slate-900">{CV_DROP_SUCCESS}</p>
          <button type="button" onClick={onClose} className="rounded-full bg-brand-700 px-6 py-3 font-bold text-white hover:bg-brand-900">
            Terminer
          </button>
        </div>
      ) : (
        <>
          <p className="mb-4 text-slate-700">{CV_DROP_PITCH}</p>
          <ResumeForm form={form} label="Dépôt de CV" consentText={applicationConsentText(brand.name)} submitLabel="Envoyer mon CV" />
        </>
      )}
    </Modal>
  );
}
