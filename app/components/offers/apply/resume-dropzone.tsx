import { useId, useRef, useState } from "react";
import { FileText, Trash2, Upload } from "lucide-react";
import { RESUME_ACCEPT } from "~common/candidate-forms";
import { frenchNumber } from "~common/format/number";
import { FieldError, RequiredMark } from "~/components/ui/field-parts";

/** 350 Ko, 1,2 Mo: the units a French reader expects. */
export const fileSizeText = (bytes: number) =>
  bytes < 1024 * 1024 ? `${frenchNumber(Math.max(1, Math.round(bytes / 1024)))} Ko` : `${frenchNumber(bytes / (1024 * 1024), { maxDecimals: 1 })} Mo`;

type Props = {
  file: File | null;
  error?: string;
  onFiles: (files: File[]) => void;
  onRemove: () => void;
};

/**
 * The CV field: a drop area around a real file input, so the picker opens with a click, a
 * tap, or Space/Enter once the input is reached with Tab. The chosen file is named with a
 * button that removes it.
 */
export function ResumeDropzone({ file, error, onFiles, onRemove }: Props) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const labelId = `${id}-label`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;

  const take = (files: FileList | null) => {
    if (files && files.length > 0) onFiles([...files]);
  };
  const { dragging, dropHandlers } = useFileDrop(take);

  return (
    <div>
      <p id={labelId} className="mb-1 text-sm font-semibold text-slate-800">
        Votre CV
        <RequiredMark />
      </p>
      {file && (
        <ChosenResume
          file={file}
          onRemove={() => {
            onRemove();
            // The button leaves with the file: the picker keeps the focus in the form.
            input.current?.focus();
          }}
        />
      )}
      <label
        {...dropHandlers}
        className={`flex cursor-pointer flex-col items-center gap-1 rounded-lg border-2 border-dashed px-4 py-5 text-center text-sm transition focus-within:border-brand-600 focus-within:ring-2 focus-within:ring-brand-600/30 ${
          dragging ? "border-brand-600 bg-brand-50" : error ? "border-red-400 bg-red-50/40" : "border-slate-300 bg-slate-50 hover:bg-slate-100"
        }`}
      >
        <input
          ref={input}
          type="file"
          accept={RESUME_ACCEPT}
          className="sr-only"
          aria-labelledby={labelId}
          aria-describedby={error ? `${hintId} ${errorId}` : hintId}
          aria-invalid={Boolean(error)}
          aria-required
          onChange={(event) => {
            take(event.currentTarget.files);
            // Picking the same file again after removing it must fire a change again.
            event.currentTarget.value = "";
          }}
        />
        <Upload aria-hidden="true" className="size-6 text-brand-700" />
        <span className="font-medium text-slate-800">
          {file ? "Déposez un autre fichier ici ou " : "Glissez-déposez votre CV ici ou "}
          <span className="text-brand-700 underline underline-offset-2">{file ? "remplacez-le" : "choisissez un fichier"}</span>
        </span>
        <span id={hintId} className="text-slate-600">
          PDF, DOC ou DOCX, 10 Mo maximum
        </span>
      </label>
      <FieldError id={errorId} error={error} />
    </div>
  );
}

/** The chosen file, named with its size, and a button that removes it. */
function ChosenResume({ file, onRemove }: { file: File; onRemove: () => void }) {
  return (
    <div className="mb-2 flex items-center gap-3 rounded-md border border-green-300 bg-green-50 px-3 py-2 text-sm">
      <FileText aria-hidden="true" className="size-5 shrink-0 text-green-700" />
      <span className="min-w-0 flex-1">
        <span className="block truncate font-medium text-slate-900" data-testid="resume-name">
          {file.name}
        </span>
        <span className="text-slate-600">{fileSizeText(file.size)}</span>
      </span>
      <button
        type="button"
        onClick={onRemove}
        className="inline-flex shrink-0 items-center gap-1 rounded-md px-2 py-1 font-medium text-red-700 hover:bg-red-50"
      >
        <Trash2 aria-hidden="true" className="size-4" />
        Retirer<span className="sr-only"> le fichier {file.name}</span>
      </button>
    </div>
  );
}

/** Files dropped on an element, and whether some are being dragged over it (to highlight it). */
function useFileDrop(take: (files: FileList) => void) {
  const [dragging, setDragging] = useState(false);
  const dropHandlers = {
    onDragEnter: (event: React.DragEvent) => {
      event.preventDefault();
      setDragging(true);
    },
    onDragOver: (event: React.DragEvent) => {
      event.preventDefault();
      event.dataTransfer.dropEffect = "copy";
    },
    onDragLeave: (event: React.DragEvent) => {
      if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
    },
    onDrop: (event: React.DragEvent) => {
      event.preventDefault();
      setDragging(false);
      take(event.dataTransfer.files);
    },
  };
  return { dragging, dropHandlers };
}
