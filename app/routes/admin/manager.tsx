import { Suspense, useMemo } from "react";
import { data, useSearchParams } from "react-router";
import type { Route } from "./+types/manager";
import { pageMeta } from "~/lib/seo";
import { RestrictedArea } from "~/components/admin/restricted-area";
import { Guard } from "~/components/admin/guard";
import { adminManagerPage } from "~/services.server";
import { useHydrated } from "~/lib/use-hydrated";
import type { ListAnswer } from "~/components/admin/manager/types";
import { lazyPart } from "~/lib/lazy-part";
import { filtersFromQuery } from "~/components/admin/manager/url-filters";

// Visitors who land here get the restricted screen, not the manager's code.
const { LazyPart: ManagerView } = lazyPart(() => import("~/components/admin/manager/manager-view").then((m) => ({ default: m.ManagerView })));

export const meta: Route.MetaFunction = ({ data: page, ...args }) =>
  pageMeta(args, { title: page && "meta" in page ? page.meta.namePlural : "Administration", description: "Back-office", noindex: true });

export async function loader({ params, context }: Route.LoaderArgs) {
  const page = await adminManagerPage(context, params.appLabel, params.model);
  if (page.kind === "not-found") throw data(null, { status: 404 });
  if (page.kind === "restricted") return data({ restricted: true as const }, { status: context.user ? 403 : 401 });
  return { meta: page.meta, initial: page.initial };
}

export default function ManagerPage({ loaderData }: Route.ComponentProps) {
  // Rendered in the browser only: filters typed into server HTML before hydration would be lost.
  const hydrated = useHydrated();
  const [searchParams] = useSearchParams();
  const page = "restricted" in loaderData ? null : loaderData;
  // Filters named by the address (the back-office home's links) replace the defaults; the
  // server's first page, searched with the defaults, is then not shown.
  const meta = useMemo(() => {
    const fromAddress = page && filtersFromQuery(page.meta, searchParams);
    return fromAddress ? { ...page.meta, defaultFilters: fromAddress } : page?.meta;
  }, [page, searchParams]);
  if (!page || !meta) return <RestrictedArea />;
  // Rows are free-form records; React Router's serialised types cannot describe them.
  const initial = meta === page.meta ? (page.initial as unknown as ListAnswer) : undefined;
  return (
    <Guard mode="staff">
      <section className="mx-auto max-w-7xl px-4 py-8">
        <h1 className="mb-6 text-3xl font-bold">{meta.namePlural}</h1>
        <Suspense fallback={<p role="status">Chargement…</p>}>
          {hydrated ? <ManagerView meta={meta} initial={initial} /> : <p role="status">Chargement…</p>}
        </Suspense>
      </section>
    </Guard>
  );
}
