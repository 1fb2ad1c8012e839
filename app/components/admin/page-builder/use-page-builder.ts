import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { emptyRootBox, type PageElement, type PageType } from "~common/editorial";
import { api, ApiError } from "~/lib/api";
import { useSubmission } from "~/lib/use-submission";
import { managerRecord } from "../manager/manager-records";
import { useNotify } from "../notifications";

/** An ELEMENTS page as the builder lists it. */
export type BuilderPage = { id: number; title: string; slug: string; path: string; type: PageType; publishedOn: string | null };
type PageWithElements = BuilderPage & { elements: PageElement | null };

/** The Page manager's records (its spec save path is content/page_save; same handler, same answer). */
const PAGE_RECORDS = { appLabel: "content", model: "page" };

export const SAVED_NOTICE = "La page a été enregistrée";
const LIST_FAILED = "La liste des pages n'a pas pu être chargée. Rechargez la page pour réessayer.";
const NOT_COMPOSED = "Cette page n'est pas une page composée : le page builder ne l'ouvre pas.";

const isAbort = (error: unknown) => error instanceof DOMException && error.name === "AbortError";
const failure = (error: unknown, fallback: string) => (error instanceof ApiError ? error.detail : fallback);

/** The ELEMENTS pages to choose from, read once on arrival (null while read). */
function useBuilderPages() {
  const [pages, setPages] = useState<BuilderPage[] | null>(null);
  const [listError, setListError] = useState("");
  useEffect(() => {
    const controller = new AbortController();
    api
      .post("/content/pages_search/:pageType", { param: { pageType: "ELEMENTS" }, body: { page: 1, limit: 100, sort: "title" }, signal: controller.signal })
      .then(
        (answer) => setPages(answer.rows.map((row) => managerRecord<BuilderPage>(row))),
        (error) => {
          if (isAbort(error)) return;
          setPages([]);
          setListError(failure(error, LIST_FAILED));
        },
      );
    return () => controller.abort();
  }, []);
  return { pages, listError };
}

/**
 * The page builder's state (spec 3 §2.4): the ELEMENTS pages, the one opened, its tree as
 * edited and as last saved (unsaved changes are their difference), the active element.
 */
export function usePageBuilder({ initialPageId, onOpened }: { initialPageId: number | null; onOpened?: (id: number | null) => void }) {
  const notify = useNotify();
  const { pages, listError } = useBuilderPages();
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [page, setPage] = useState<BuilderPage | null>(null);
  const [tree, setTree] = useState<PageElement | null>(null);
  const [saved, setSaved] = useState("");
  const [activeId, setActiveId] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const { sending: saving, send } = useSubmission();
  // The tree on screen when a save answers: edits made meanwhile must not be replaced.
  const treeRef = useRef(tree);
  treeRef.current = tree;
  const opening = useRef<AbortController | null>(null);
  const opened = useRef(onOpened);
  opened.current = onOpened;

  const dirty = useMemo(() => tree !== null && JSON.stringify(tree) !== saved, [tree, saved]);

  const open = useCallback(
    async (id: number | null) => {
      opening.current?.abort();
      setSelectedId(id);
      setActiveId(null);
      if (id === null) {
        setPage(null);
        setTree(null);
        setSaved("");
        opened.current?.(null);
        return;
      }
      const controller = new AbortController();
      opening.current = controller;
      setLoading(true);
      try {
        const row = managerRecord<PageWithElements>(
          await api.get("/admin/:appLabel/:model/fetch/:id", { param: { ...PAGE_RECORDS, id }, signal: controller.signal }),
        );
        if (row.type !== "ELEMENTS") throw new ApiError(400, NOT_COMPOSED);
        // A page never composed yet starts from the one root box every tree has.
        const elements = row.elements ?? emptyRootBox();
        setPage({ id: row.id, title: row.title, slug: row.slug, path: row.path, type: row.type, publishedOn: row.publishedOn });
        setTree(elements);
        setSaved(JSON.stringify(elements));
        opened.current?.(row.id);
      } catch (error) {
        if (isAbort(error)) return;
        notify(failure(error, "La page n'a pas pu être chargée, merci de réessayer."), "error");
        setSelectedId(null);
        setPage(null);
        setTree(null);
        opened.current?.(null);
      } finally {
        if (opening.current === controller) setLoading(false);
      }
    },
    [notify],
  );

  useEffect(() => {
    if (initialPageId !== null) void open(initialPageId);
    return () => opening.current?.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on arrival: the page the address asks for
  }, []);

  const save = useCallback(async () => {
    if (!page || !tree) return;
    const sent = tree;
    // Only the elements: a title or slug renamed meanwhile in the Page manager stays as it is.
    const body = { id: page.id, elements: sent };
    const outcome = await send((signal) => api.post("/admin/:appLabel/:model/save", { param: PAGE_RECORDS, body, signal }));
    if (!outcome) return;
    if (!outcome.ok) return notify(outcome.refusal?.detail ?? "L'enregistrement a échoué, merci de réessayer.", "error");
    const row = managerRecord<PageWithElements>(outcome.body);
    // The server's copy is the truth (texts trimmed, rich text sanitized).
    const stored = row.elements ?? sent;
    setSaved(JSON.stringify(stored));
    if (treeRef.current === sent) setTree(stored);
    setPage((current) => (current && current.id === row.id ? { ...current, title: row.title, slug: row.slug, path: row.path } : current));
    notify(SAVED_NOTICE);
  }, [page, tree, notify, send]);

  return { pages, listError, selectedId, page, tree, setTree, activeId, setActiveId, dirty, loading, saving, open, save };
}
