import { Trash2 } from "lucide-react";
import { ELEMENT_LABELS, ROOT_ELEMENT_ID, type ElementAttributes, type ElementStyle, type PageElement } from "~common/editorial";
import { AttributeFields } from "./attribute-fields";
import { StyleFields } from "./style-fields";

type Props = {
  element: PageElement;
  onAttributes: (attributes: Partial<ElementAttributes[PageElement["type"]]>) => void;
  onStyle: (style: Partial<ElementStyle>) => void;
  onRemove: () => void;
};

/** The active element: its settings, its style, and its removal (the root box stays). */
export function ElementPanel({ element, onAttributes, onStyle, onRemove }: Props) {
  const root = element.id === ROOT_ELEMENT_ID;
  return (
    <section aria-labelledby="page-builder-active" className="space-y-4 rounded-xl border-2 border-brand-600 bg-white p-4">
      <h2 id="page-builder-active" className="text-lg font-bold">
        Élément actif : {root ? "Boîte racine" : ELEMENT_LABELS[element.type]}
      </h2>
      <AttributeFields element={element} onChange={onAttributes} />
      <StyleFields style={element.style} isBox={element.type === "box"} onChange={onStyle} />
      {!root && (
        <button
          type="button"
          onClick={onRemove}
          className="flex items-center gap-1 rounded-md border border-red-700 px-4 py-2 text-sm font-semibold text-red-700 hover:bg-red-50"
        >
          <Trash2 aria-hidden="true" className="size-4" />
          Supprimer l'élément
        </button>
      )}
    </section>
  );
}
