import { Suspense } from "react";
import { data } from "react-router";
import type { Route } from "./+types/candidates";
import { pageMeta } from "~/lib/seo";
import { RestrictedArea } from "~/components/admin/restricted-area";
import { Guard } from "~/components/admin/guard";
import { cvthequePage } from "~/services.server";
import { useHydrated } from "~/lib/use-hydrated";
import { lazyPart } from "~/lib/lazy-part";

// Visitors who land here get the restricted screen, not the CVthèque's code.
const { LazyPart: CandidatesView } = lazyPart(() => import("~/components/admin/candidates/candidates-view").then((m) => ({ default: m.CandidatesView })));

export const meta: Route.MetaFunction = (args) => pageMeta(args, { title: "CVthèque", description: "Back-office", noindex: true });

export async function loader({ context, request }: Route.LoaderArgs) {
  const page = await cvthequePage(context);
  if (page.kind === "restricted") return data({ restricted: true as const }, { status: page.status });
  // ?candidate=ID opens that candidate's drawer (links from an offer's applications).
  const candidate = Number(new URL(request.url).searchParams.get("candidate"));
  return {
    initial: page.initial,
    mapTiles: page.mapTiles,
    companyLogos: page.companyLogos,
    openCandidate: Number.isSafeInteger(candidate) && candidate > 0 ? candidate : null,
  };
}

export default function CandidatesPage({ loaderData }: Route.ComponentProps) {
  // Rendered in the browser only: filters typed into server HTML before hydration would show
  // letters the search never received (a staff screen has nothing to gain from server HTML).
  const hydrated = useHydrated();
  if ("restricted" in loaderData) return <RestrictedArea />;
  return (
    <Guard mode="staff">
      <section className="mx-auto max-w-[90rem] px-4 py-8">
        <h1 className="mb-6 text-3xl font-bold">CVthèque</h1>
        <Suspense fallback={<p role="status">Chargement…</p>}>
          {hydrated ? (
            <CandidatesView
              initial={loaderData.initial}
              mapTiles={loaderData.mapTiles}
              companyLogos={loaderData.companyLogos}
              openCandidate={loaderData.openCandidate}
            />
          ) : (
            <p role="status">Chargement…</p>
          )}
        </Suspense>
      </section>
    </Guard>
  );
}
