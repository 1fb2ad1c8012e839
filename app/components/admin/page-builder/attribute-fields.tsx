import { Suspense } from "react";
import type { ElementAttributes, PageElement } from "~common/editorial";
import { Field, inputClass } from "~/components/ui/field";
import { lazyPart } from "~/lib/lazy-part";

// The back-office's rich-text editor (TipTap), fetched when a rich text is edited: it writes
// only what the server's allow-list keeps, so the preview never draws foreign markup.
const { LazyPart: RichTextEditor } = lazyPart(() => import("../manager/rich-text-editor").then((m) => ({ default: m.RichTextEditor })));

type Props = {
  element: PageElement;
  onChange: (attributes: Partial<ElementAttributes[PageElement["type"]]>) => void;
};

/** The active element's own settings, by type; boxes, the contact form and the key figures have none. */
export function AttributeFields({ element, onChange }: Props) {
  switch (element.type) {
    case "button":
      return (
        <>
          <TextField label="Libellé du bouton" value={element.attributes.label} maxLength={80} onChange={(label) => onChange({ label })} />
          <TextField
            label="Lien du bouton"
            hint="Une adresse du site (/contact), une ancre (#contact) ou une adresse https://"
            value={element.attributes.href}
            maxLength={500}
            onChange={(href) => onChange({ href })}
          />
        </>
      );
    case "text":
      return <TextField label="Texte" multiline value={element.attributes.text} maxLength={2000} onChange={(text) => onChange({ text })} />;
    case "header":
      return (
        <>
          <TextField label="Titre" value={element.attributes.title} maxLength={200} onChange={(title) => onChange({ title })} />
          <TextField
            label="Description"
            multiline
            value={element.attributes.description}
            maxLength={1000}
            onChange={(description) => onChange({ description })}
          />
        </>
      );
    case "richText":
      return (
        <Field label="Texte enrichi">
          {(control) => (
            <Suspense
              fallback={
                <p role="status" className={`${inputClass} min-h-40 text-slate-500`}>
                  Chargement de l'éditeur…
                </p>
              }
            >
              <RichTextEditor
                control={control}
                label="Texte enrichi"
                value={element.attributes.html}
                disabled={false}
                onChange={(html) => onChange({ html })}
              />
            </Suspense>
          )}
        </Field>
      );
    case "box":
    case "contact":
    case "counters":
      return <p className="text-sm text-slate-600">Cet élément n'a pas de contenu à saisir : seul son style se règle.</p>;
  }
}

type TextFieldProps = { label: string; value: string; maxLength: number; multiline?: boolean; hint?: string; onChange: (value: string) => void };

function TextField({ label, value, maxLength, multiline, hint, onChange }: TextFieldProps) {
  return (
    <Field label={label}>
      {(control) => {
        const hintId = `${control.id}-hint`;
        const describedBy = [control["aria-describedby"], hint && hintId].filter(Boolean).join(" ") || undefined;
        const props = { ...control, "aria-describedby": describedBy, className: inputClass, value, maxLength };
        return (
          <>
            {multiline ? (
              <textarea {...props} rows={4} onChange={(event) => onChange(event.target.value)} />
            ) : (
              <input {...props} type="text" onChange={(event) => onChange(event.target.value)} />
            )}
            {hint && (
              <p id={hintId} className="mt-1 text-sm text-slate-600">
                {hint}
              </p>
            )}
          </>
        );
      }}
    </Field>
  );
}
