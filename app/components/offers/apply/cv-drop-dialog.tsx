import { useEffect, useState } from "react";
import { CircleCheck } from "lucide-react";
import { CV_DROP_NOTICE, CV_DROP_PITCH, CV_DROP_SUCCESS, applicationConsentText } from "~common/candidate-forms";
import { useBrand } from "~/lib/root-data";
import { NOTICE_LIFETIME_MS } from "~/components/admin/notifications";
import { Modal, ModalDone } from "./modal";
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
  return { path: "/jobs/drop_cv", body };
}

type Props = {
  onClose: () => void;
  returnFocus?: HTMLElement | null;
  /** Shows the notice that outlives the dialog. */
  onSent: (notice: string) => void;
};

/**
 * What the provider mounts once the dialog was first asked for: the dialog while open, and
 * the notice «CV envoyé avec succès», which stays 5 s after the dialog is closed. Living in
 * this lazy chunk, none of it weighs on the first load of every page.
 */
export default function CvDropLayer({ open, ...props }: Omit<Props, "onSent"> & { open: boolean }) {
  const [notice, setNotice] = useState<string | null>(null);
  useEffect(() => {
    if (!notice) return;
    const timer = setTimeout(() => setNotice(null), NOTICE_LIFETIME_MS);
    return () => clearTimeout(timer);
  }, [notice]);
  return (
    <>
      {open && <CvDropDialog {...props} onSent={setNotice} />}
      {notice && (
        <p role="status" className="fixed bottom-4 left-4 z-[60] rounded-md bg-green-700 px-4 py-3 text-sm font-medium text-white shadow-lg">
          {notice}
        </p>
      )}
    </>
  );
}

/** «Drop ton CV» (spec 2 §2): a CV for the candidate pool, without an offer. */
export function CvDropDialog({ onClose, returnFocus, onSent }: Props) {
  const brand = useBrand();
  // Announced once the server accepted the CV, not when the call starts as the old site did:
  // a failure is never presented as a success.
  const form = useResumeForm({ buildRequest: dropRequest, onSent: () => onSent(CV_DROP_NOTICE) });
  return (
    <Modal title="Drop ton CV" onClose={onClose} returnFocus={returnFocus} testId="cv-drop-dialog">
      {form.sent ? (
        <ModalDone icon={CircleCheck} message={CV_DROP_SUCCESS} onFinish={onClose} />
      ) : (
        <>
          <p className="mb-4 text-slate-700">{CV_DROP_PITCH}</p>
          <ResumeForm form={form} label="Dépôt de CV" consentText={applicationConsentText(brand.name)} submitLabel="Envoyer mon CV" />
        </>
      )}
    </Modal>
  );
}
