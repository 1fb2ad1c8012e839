import type { Ref } from "react";
import type { PageElement } from "~common/editorial";
import { elementSummary } from "./element-tree";

type Props = {
  tree: PageElement;
  activeId: string | null;
  onToggle: (id: string) => void;
  /** Takes the focus when the element that had it is removed. */
  headingRef?: Ref<HTMLHeadingElement>;
};

/** Every element of the page as a toggle: pressed is the active one, pressed again lets it go. */
export function ElementOutline({ tree, activeId, onToggle, headingRef }: Props) {
  return (
    <section aria-labelledby="page-builder-outline" className="rounded-xl border border-slate-200 bg-white p-4">
      <h2 id="page-builder-outline" ref={headingRef} tabIndex={-1} className="text-lg font-bold outline-none">
        Éléments de la page
      </h2>
      <p className="mt-1 text-sm text-slate-600">Choisissez un élément pour le modifier ; choisissez-le à nouveau pour le désélectionner.</p>
      {/* On a wide screen a long page's list scrolls by itself: the active element's panel stays near. */}
      <div className="lg:max-h-[50vh] lg:overflow-y-auto lg:pr-1">
        <OutlineList elements={[tree]} activeId={activeId} onToggle={onToggle} nested={false} />
      </div>
    </section>
  );
}

function OutlineList({ elements, activeId, onToggle, nested }: Omit<Props, "tree" | "headingRef"> & { elements: PageElement[]; nested: boolean }) {
  return (
    <ul className={nested ? "mt-1 ml-3 space-y-1 border-l-2 border-slate-200 pl-2" : "mt-3 space-y-1"}>
      {elements.map((element) => {
        const active = element.id === activeId;
        return (
          <li key={element.id}>
            <button
              type="button"
              aria-pressed={active}
              onClick={() => onToggle(element.id)}
              className={`block w-full rounded-md px-3 py-2 text-left text-sm break-words ${
                active ? "bg-brand-700 font-semibold text-white" : "text-slate-800 hover:bg-slate-100"
              }`}
            >
              {elementSummary(element)}
            </button>
            {element.children.length > 0 && <OutlineList elements={element.children} activeId={activeId} onToggle={onToggle} nested />}
          </li>
        );
      })}
    </ul>
  );
}
