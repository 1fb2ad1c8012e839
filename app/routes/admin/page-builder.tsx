import { Suspense, useCallback } from "react";
import { data, useSearchParams, type ShouldRevalidateFunctionArgs } from "react-router";
import type { Route } from "./+types/page-builder";
import { hasRole } from "~common/roles";
import { INT4_MAX } from "~common/db-limits";
import { pageMeta } from "~/lib/seo";
import { RestrictedArea } from "~/components/admin/restricted-area";
import { Guard } from "~/components/admin/guard";
import { useHydrated } from "~/lib/use-hydrated";
import { lazyPart } from "~/lib/lazy-part";

// Visitors who land here get the restricted screen, not the builder's code.
const { LazyPart: PageBuilderView } = lazyPart(() => import("~/components/admin/page-builder/page-builder-view").then((m) => ({ default: m.PageBuilderView })));

export const meta: Route.MetaFunction = (args) => pageMeta(args, { title: "Page builder", description: "Back-office", noindex: true });

export async function loader({ context, request }: Route.LoaderArgs) {
  if (!hasRole(context.user, "staff")) return data({ restricted: true as const }, { status: context.user ? 403 : 401 });
  // ?page=ID opens that page on arrival (and keeps it across a reload or a return).
  const id = Number(new URL(request.url).searchParams.get("page"));
  return { pageId: Number.isSafeInteger(id) && id > 0 && id <= INT4_MAX ? id : null };
}

/** Choosing a page writes ?page= in the address: the loader has nothing new to say then. */
export function shouldRevalidate({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (!formMethod && currentUrl.pathname === nextUrl.pathname && currentUrl.search !== nextUrl.search) return false;
  return defaultShouldRevalidate;
}

export default function PageBuilderPage({ loaderData }: Route.ComponentProps) {
  // Rendered in the browser only: the builder is all edits, server HTML would be a still picture.
  const hydrated = useHydrated();
  const [searchParams, setSearchParams] = useSearchParams();
  const current = searchParams.get("page");
  const onOpened = useCallback(
    (id: number | null) => {
      if ((id === null ? null : String(id)) === current) return;
      setSearchParams(id === null ? {} : { page: String(id) }, { replace: true, preventScrollReset: true });
    },
    [current, setSearchParams],
  );
  if ("restricted" in loaderData) return <RestrictedArea />;
  return (
    <Guard mode="staff">
      <section className="mx-auto max-w-7xl px-4 py-8">
        <h1 className="text-3xl font-bold">Page builder</h1>
        <p className="mt-2 mb-6 text-slate-700">Composez les pages de type « Page composée » : ajoutez des éléments, réglez-les, puis enregistrez.</p>
        <Suspense fallback={<p role="status">Chargement…</p>}>
          {hydrated ? <PageBuilderView initialPageId={loaderData.pageId} onOpened={onOpened} /> : <p role="status">Chargement…</p>}
        </Suspense>
      </section>
    </Guard>
  );
}
