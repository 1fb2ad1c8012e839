import { useEffect, useState } from "react";
import { ImagePlus, Trash2 } from "lucide-react";
import { IMAGE_ACCEPT, IMAGE_KINDS, IMAGE_MAX_BYTES, IMAGE_MESSAGES, mediaUrl, variantUrl, type ImageKind } from "~common/images";
import type { ControlProps } from "./control-props";

/**
 * The drawer's value for a picture: the stored base (`files/…`), a File chosen and not saved
 * yet, or null (none, or removed). The drawer sends the file after the record is saved.
 */
export type ImageValue = string | File | null;

type Props = { control: ControlProps; kind: ImageKind; value: ImageValue; disabled: boolean; onChange: (value: ImageValue) => void };

/** What a browser can show of the value: the chosen file itself, or the stored picture's smallest width. */
function usePreview(value: ImageValue, kind: ImageKind): string | null {
  const [objectUrl, setObjectUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!(value instanceof File)) return setObjectUrl(null);
    const url = URL.createObjectURL(value);
    setObjectUrl(url);
    return () => URL.revokeObjectURL(url);
  }, [value]);
  if (value instanceof File) return objectUrl;
  const url = typeof value === "string" ? mediaUrl(value) : null;
  return url?.startsWith("/media/") ? variantUrl(url, IMAGE_KINDS[kind].widths[0]!, "webp") : url;
}

/** The checks the server makes that a browser can make first, so a wrong file is refused at once. */
function refusal(file: File): string | null {
  if (!/\.(png|jpe?g|webp)$/i.test(file.name)) return IMAGE_MESSAGES.badType;
  if (file.size > IMAGE_MAX_BYTES) return IMAGE_MESSAGES.tooLarge;
  return null;
}

/** A drop zone with a preview and a remove action (spec 3 §3: .png, .jpg, .jpeg). */
export function ImageField({ control, kind, value, disabled, onChange }: Props) {
  const preview = usePreview(value, kind);
  const [dragging, setDragging] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const choose = (file: File | undefined) => {
    if (!file) return;
    const refused = refusal(file);
    setProblem(refused);
    if (!refused) onChange(file);
  };
  const { ratio } = IMAGE_KINDS[kind];
  const hintId = `${control.id}-hint`;

  return (
    <div className="space-y-2">
      {preview && (
        <img
          src={preview}
          alt="Aperçu de l'image"
          className={`w-full max-w-64 rounded-md bg-slate-100 ring-1 ring-slate-200 ${kind === "logo" ? "object-contain" : "object-cover"}`}
          style={{ aspectRatio: `1 / ${ratio}` }}
        />
      )}
      {!disabled && (
        <label
          onDragOver={(event) => {
            event.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={(event) => {
            event.preventDefault();
            setDragging(false);
            choose(event.dataTransfer.files[0]);
          }}
          className={`flex cursor-pointer flex-col items-center gap-1 rounded-md border-2 border-dashed px-3 py-4 text-center text-sm has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600 ${
            dragging ? "border-brand-600 bg-brand-50" : "border-slate-300"
          }`}
        >
          <ImagePlus aria-hidden="true" className="size-6 text-brand-700" />
          {/* The field's own label names the input; these words describe it (aria-describedby). */}
          <span aria-hidden="true">
            <span className="font-semibold text-brand-700">Choisir une image</span> ou la déposer ici
          </span>
          <span id={hintId} aria-hidden="true" className="text-xs text-slate-600">
            .png, .jpg, .jpeg ou .webp, 10 Mo au maximum
          </span>
          <input
            {...control}
            aria-describedby={[control["aria-describedby"], hintId].filter(Boolean).join(" ")}
            type="file"
            accept={IMAGE_ACCEPT}
            className="sr-only"
            onChange={(event) => {
              choose(event.target.files?.[0]);
              event.target.value = "";
            }}
          />
        </label>
      )}
      {value instanceof File && <p className="text-sm text-slate-700">{`Nouvelle image : ${value.name} (enregistrée avec la fiche)`}</p>}
      {problem && (
        <p role="alert" className="text-sm text-red-700">
          {problem}
        </p>
      )}
      {!disabled && value !== null && (
        <button type="button" onClick={() => onChange(null)} className="inline-flex items-center gap-1 text-sm font-semibold text-red-700">
          <Trash2 aria-hidden="true" className="size-4" /> Retirer l'image
        </button>
      )}
    </div>
  );
}
