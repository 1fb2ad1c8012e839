import { useId, useState } from "react";
import { FileText, Trash2 } from "lucide-react";
import {
  ATTACHMENT_MESSAGES as M,
  SURVEY_ATTACHMENT_ACCEPT,
  SURVEY_ATTACHMENT_FIELDS,
  SURVEY_ATTACHMENT_MAX_BYTES,
  surveyAttachmentUrl,
  type JobSurveyAttachment,
  type SurveyAttachmentField,
} from "~common/job-survey";
import { describeFailure } from "~common/submission-errors";
import { api, type ApiAnswer } from "~/lib/api";
import { useSubmission } from "~/lib/use-submission";
import { fileSizeText } from "~/components/offers/apply/resume-dropzone";

type Props = {
  publicId: string;
  field: SurveyAttachmentField;
  attachment: JobSurveyAttachment | undefined;
  readOnly: boolean;
  onChange: (attachments: JobSurveyAttachment[]) => void;
};

type Notice = { kind: "success" | "error"; text: string };

/**
 * One document of the survey (spec 2 §3, §5): PDF or JPEG, 5 Mo at most, checked again by
 * its bytes on the server. Sent as soon as it is picked; shown with a preview (the picture
 * itself, or the PDF opened in a new tab); removable while the survey is being filled.
 */
export function SurveyAttachment({ publicId, field, attachment, readOnly, onChange }: Props) {
  const id = useId();
  const { busy, notice, upload, remove } = useAttachmentSaving(publicId, field, onChange);
  const label = SURVEY_ATTACHMENT_FIELDS[field];

  return (
    <div className="space-y-3">
      <p className="text-sm text-slate-700">
        {label} : document PDF ou JPEG, 5 Mo au maximum{readOnly ? "" : " (facultatif)"}.
      </p>
      {attachment ? (
        <SavedAttachment publicId={publicId} attachment={attachment} readOnly={readOnly} busy={busy} onDelete={remove} />
      ) : (
        readOnly && <p className="text-sm text-slate-600">Aucun document</p>
      )}
      {!readOnly && (
        <div>
          <label htmlFor={id} className="mb-1 block text-sm font-semibold text-slate-800">
            {attachment ? "Remplacer le document" : "Ajouter un document"}
          </label>
          <input
            id={id}
            type="file"
            accept={SURVEY_ATTACHMENT_ACCEPT}
            disabled={busy}
            onChange={(e) => {
              upload(e.target.files?.[0]);
              e.target.value = "";
            }}
            className="block w-full text-sm file:mr-3 file:rounded-md file:border-0 file:bg-brand-700 file:px-4 file:py-2 file:font-semibold file:text-white"
          />
        </div>
      )}
      {busy && <p role="status">Envoi du document…</p>}
      {notice && (
        <p role={notice.kind === "error" ? "alert" : "status"} className={notice.kind === "error" ? "text-sm text-red-700" : "text-sm text-green-800"}>
          {notice.text}
        </p>
      )}
    </div>
  );
}

/** The survey with its documents, or the refusal's body (the file's own message under `uploadedFile`). */
type AttachmentAnswer = ApiAnswer<"post", "/jobs/job_survey_attachment_save/:id"> & { errors?: Record<string, string> };

/**
 * Sends a picked document, or its removal, and says how it went. Moving to another sub-step
 * unmounts this field: the document sent meanwhile must still arrive and reach the survey's
 * list (`onChange`), hence a send that outlives the field.
 */
function useAttachmentSaving(publicId: string, field: SurveyAttachmentField, onChange: Props["onChange"]) {
  const { sending: busy, send } = useSubmission({ outlivesForm: true });
  const [notice, setNotice] = useState<Notice | null>(null);

  async function save(body: FormData | object, success: string, failure: string) {
    const outcome = await send<AttachmentAnswer>((signal) =>
      api.post("/jobs/job_survey_attachment_save/:id", { param: { id: publicId }, body, consent: true, signal }),
    );
    if (!outcome) return;
    const answer = outcome.body;
    if (outcome.ok && answer) {
      onChange(answer.attachments);
      setNotice({ kind: "success", text: success });
      return;
    }
    const described = describeFailure(outcome, failure);
    if (described.kind === "aborted") return;
    setNotice({ kind: "error", text: answer?.errors?.uploadedFile ?? answer?.detail ?? described.message });
  }

  function upload(file: File | undefined) {
    if (!file) return;
    if (file.size > SURVEY_ATTACHMENT_MAX_BYTES) return setNotice({ kind: "error", text: M.tooLarge });
    const form = new FormData();
    form.set("id", publicId);
    form.set("field", field);
    form.set("uploadedFile", file);
    void save(form, M.saved, "Le document n'a pas pu être enregistré");
  }

  const remove = () => void save({ id: publicId, field, delete: true }, M.deleted, M.deleteFailed);
  return { busy, notice, upload, remove };
}

type SavedProps = { publicId: string; attachment: JobSurveyAttachment; readOnly: boolean; busy: boolean; onDelete: () => void };

/** The saved document: its preview, name and size, links to it, and (while filling) its removal. */
function SavedAttachment({ publicId, attachment, readOnly, busy, onDelete }: SavedProps) {
  return (
    <div className="flex flex-wrap items-center gap-3 rounded-md border border-slate-200 p-3">
      {attachment.fileType === "image/jpeg" ? (
        <img src={surveyAttachmentUrl(publicId, attachment.id)} alt={`Aperçu : ${attachment.fileName}`} className="h-20 w-20 rounded object-cover" />
      ) : (
        <FileText aria-hidden="true" className="h-10 w-10 shrink-0 text-brand-700" />
      )}
      <div className="min-w-0 flex-1">
        <p className="truncate font-semibold text-slate-900">{attachment.fileName}</p>
        <p className="text-sm text-slate-600">{fileSizeText(attachment.fileSize)}</p>
        <p className="mt-1 flex flex-wrap gap-x-4 text-sm">
          <a href={surveyAttachmentUrl(publicId, attachment.id)} target="_blank" rel="noopener" className="text-brand-700 underline">
            Voir le document
          </a>
          {readOnly && (
            <a href={surveyAttachmentUrl(publicId, attachment.id, true)} className="text-brand-700 underline">
              Télécharger
            </a>
          )}
        </p>
      </div>
      {!readOnly && (
        <button
          type="button"
          disabled={busy}
          onClick={onDelete}
          className="inline-flex items-center gap-1 rounded-md border border-red-300 px-3 py-2 text-sm font-semibold text-red-800 hover:bg-red-50 disabled:opacity-50"
        >
          <Trash2 aria-hidden="true" className="h-4 w-4" />
          Supprimer
        </button>
      )}
    </div>
  );
}
