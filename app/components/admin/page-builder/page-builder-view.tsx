import { useRef, useState } from "react";
import { Link } from "~/components/ui/site-link";
import { ExternalLink, Save } from "lucide-react";
import { ELEMENT_LABELS, type ElementType } from "~common/editorial";
import { NotificationsProvider } from "../notifications";
import { useUnsavedChanges } from "../manager/unsaved-changes";
import { AddElement } from "./add-element";
import { BuilderPreview } from "./builder-preview";
import { ElementOutline } from "./element-outline";
import { ElementPanel } from "./element-panel";
import { appendToRoot, createElement, findElement, removeElement, updateAttributes, updateStyle } from "./element-tree";
import { PagePicker } from "./page-picker";
import { usePageBuilder, type BuilderPage } from "./use-page-builder";

type Props = {
  /** The page the address asks for (?page=), opened on arrival. */
  initialPageId: number | null;
  /** Called with the page opened (null: none), to keep it in the address. */
  onOpened?: (id: number | null) => void;
};

export function PageBuilderView(props: Props) {
  // Staff code only: the notices live with the builder, not in every visitor's page.
  return (
    <NotificationsProvider>
      <PageBuilder {...props} />
    </NotificationsProvider>
  );
}

const isDraft = (page: BuilderPage) => !page.publishedOn || new Date(page.publishedOn).getTime() > Date.now();

/**
 * The page builder (spec 3 §2.4): choose an ELEMENTS page, add elements at the end of its root
 * box, pick the active one, set its settings and style, save. One column on a phone (the
 * panels, then the preview); the preview beside the panels on a wide screen.
 */
function PageBuilder({ initialPageId, onOpened }: Props) {
  const builder = usePageBuilder({ initialPageId, onOpened });
  const { tree, page, activeId, setTree, setActiveId } = builder;
  // Another page while edits are unsaved: «Continuer la modification» or «Quitter sans enregistrer».
  const { leave, prompt } = useUnsavedChanges(builder.dirty);
  const [announcement, setAnnouncement] = useState("");
  const outlineHeading = useRef<HTMLHeadingElement>(null);
  const active = tree && activeId ? findElement(tree, activeId) : undefined;

  const choose = (id: number | null) => {
    if (id !== builder.selectedId) leave(() => void builder.open(id));
  };
  const add = (type: ElementType) => {
    if (!tree) return;
    const element = createElement(tree, type);
    setTree(appendToRoot(tree, element));
    setActiveId(element.id);
    setAnnouncement(`Élément ajouté à la fin de la page : ${ELEMENT_LABELS[type]}.`);
  };
  const toggle = (id: string) => setActiveId(id === activeId ? null : id);
  const remove = () => {
    if (!tree || !active) return;
    setTree(removeElement(tree, active.id));
    setActiveId(null);
    setAnnouncement("Élément supprimé.");
    outlineHeading.current?.focus();
  };

  return (
    <div className="space-y-6">
      <div className="flex flex-col gap-3 md:flex-row md:items-end">
        <PagePicker pages={builder.pages} listError={builder.listError} selectedId={builder.selectedId} page={page} onChoose={choose} />
        {page && tree && <PageActions path={page.path} saving={builder.saving} onSave={() => void builder.save()} />}
      </div>
      {prompt}
      {builder.loading && <p role="status">Chargement de la page…</p>}
      {page && tree && <PageSummary page={page} dirty={builder.dirty} />}
      {tree && (
        <div className="grid gap-6 lg:grid-cols-[minmax(0,24rem)_minmax(0,1fr)] lg:items-start">
          <div className="min-w-0 space-y-6">
            <AddElement onAdd={add} />
            <ElementOutline tree={tree} activeId={activeId} onToggle={toggle} headingRef={outlineHeading} />
            {active ? (
              <ElementPanel
                key={active.id}
                element={active}
                onAttributes={(attributes) => setTree((current) => current && updateAttributes(current, active.id, attributes))}
                onStyle={(style) => setTree((current) => current && updateStyle(current, active.id, style))}
                onRemove={remove}
              />
            ) : (
              <p className="rounded-xl border border-dashed border-slate-300 p-4 text-sm text-slate-600">
                Aucun élément actif : choisissez-en un dans la liste pour régler son contenu et son style.
              </p>
            )}
          </div>
          <BuilderPreview tree={tree} activeId={activeId} />
        </div>
      )}
      <p role="status" className="sr-only">
        {announcement}
      </p>
    </div>
  );
}

/** The open page's save, and its public address to see it as visitors do. */
function PageActions({ path, saving, onSave }: { path: string; saving: boolean; onSave: () => void }) {
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
      <button
        type="button"
        onClick={onSave}
        disabled={saving}
        className="flex items-center gap-2 rounded-full bg-brand-700 px-6 py-2 font-bold text-white hover:bg-brand-800 disabled:opacity-50"
      >
        <Save aria-hidden="true" className="size-4" />
        Enregistrer la page
      </button>
      <Link to={path} className="flex items-center gap-1 font-semibold text-brand-700 underline hover:text-brand-900">
        <ExternalLink aria-hidden="true" className="size-4" />
        Voir la page publique
      </Link>
    </div>
  );
}

/** Which page is open, where it is published, and whether it has changes not saved yet. */
function PageSummary({ page, dirty }: { page: BuilderPage; dirty: boolean }) {
  return (
    <p className="text-sm text-slate-700">
      <span className="font-semibold">{page.title}</span> · {page.path}
      {isDraft(page) && " · brouillon : visible de l'équipe seulement"}
      {dirty && <span className="ml-2 rounded-full bg-amber-100 px-2 py-0.5 font-semibold text-amber-900">Modifications non enregistrées</span>}
    </p>
  );
}
