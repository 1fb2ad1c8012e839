import { data, useSearchParams } from "react-router";
import type { Route } from "./+types/reports";
import { hasRole } from "~common/roles";
import { pageMeta } from "~/lib/seo";
import { RestrictedArea } from "~/components/admin/restricted-area";
import { Guard } from "~/components/admin/guard";
import { useHydrated } from "~/lib/use-hydrated";
import { ReportsView } from "~/components/admin/reports/reports-view";

export const meta: Route.MetaFunction = (args) => pageMeta(args, { title: "Rapports de liens et SEO", description: "Back-office", noindex: true });

export async function loader({ context }: Route.LoaderArgs) {
  if (!hasRole(context.user, "staff")) return data({ restricted: true as const }, { status: context.user ? 403 : 401 });
  return { restricted: false as const };
}

export default function ReportsPage({ loaderData }: Route.ComponentProps) {
  // The list is read from the API in the browser: the server's HTML would be stale at once.
  const hydrated = useHydrated();
  const [searchParams] = useSearchParams();
  // ?model=page&objectId=12 (the managers' «Rapport» tab) opens that object's reports.
  const model = searchParams.get("model");
  const objectId = Number(searchParams.get("objectId"));
  const initial = model && Number.isSafeInteger(objectId) && objectId > 0 ? { model, objectId } : null;
  if (loaderData.restricted) return <RestrictedArea />;
  return (
    <Guard mode="staff">
      <section className="mx-auto max-w-7xl px-4 py-8">
        <h1 className="text-3xl font-bold">Rapports de liens et SEO</h1>
        <p className="mt-2 mb-6 text-slate-700">
          Chaque semaine, les pages des agences, contenus dynamiques, pages, formations et fiches métier sont analysées : liens de leur contenu et points de
          référencement.
        </p>
        {hydrated ? <ReportsView initial={initial} /> : <p role="status">Chargement…</p>}
      </section>
    </Guard>
  );
}
