import { useEffect, useRef } from "react";
import type { PageElement } from "~common/editorial";
import { PageElementsView } from "~/components/editorial/page-elements-view";

/**
 * The page as visitors will see it, drawn by the public page's own renderer, the active
 * element outlined. Inert: its links and form are a picture here, out of the Tab order.
 * On wide screens it stays in view beside the panels and scrolls by itself.
 */
export function BuilderPreview({ tree, activeId }: { tree: PageElement; activeId: string | null }) {
  const frame = useRef<HTMLDivElement>(null);

  // The active element brought into the preview's own view (wide screens, where it scrolls);
  // the window itself never moves, so the panel being edited stays where it is.
  useEffect(() => {
    const container = frame.current;
    if (!container || !activeId || container.scrollHeight <= container.clientHeight) return;
    // PageElementsView marks the active element with its dashed outline.
    const target = container.querySelector<HTMLElement>(".outline-dashed");
    if (!target) return;
    const top = target.getBoundingClientRect().top - container.getBoundingClientRect().top + container.scrollTop - 16;
    container.scrollTo({ top: Math.max(0, top) });
  }, [activeId, tree]);

  return (
    <section aria-labelledby="page-builder-preview" className="min-w-0 lg:sticky lg:top-4">
      <h2 id="page-builder-preview" className="text-lg font-bold">
        Aperçu
      </h2>
      <p className="mt-1 text-sm text-slate-600">Tel que sur la page publique ; les liens et le formulaire n'y réagissent pas.</p>
      <div
        ref={frame}
        role="region"
        aria-label="Aperçu de la page"
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- focusable: a keyboard user scrolls the preview, whose content is inert
        tabIndex={0}
        data-testid="page-builder-preview"
        className="mt-3 overflow-x-hidden rounded-xl border border-slate-300 bg-white p-2 sm:p-4 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 lg:max-h-[calc(100vh-6rem)] lg:overflow-y-auto"
      >
        <div inert>
          <PageElementsView element={tree} activeId={activeId ?? undefined} />
        </div>
      </div>
    </section>
  );
}
