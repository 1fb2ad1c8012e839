import { data } from "react-router";
import type { Route } from "./+types/home";
import { hasRole } from "~common/roles";
import { pageMeta } from "~/lib/seo";
import { RestrictedArea } from "~/components/admin/restricted-area";
import { Guard } from "~/components/admin/guard";
import { useHydrated } from "~/lib/use-hydrated";
import { HomeView } from "~/components/admin/home/home-view";

export const meta: Route.MetaFunction = (args) => pageMeta(args, { title: "Accueil du back-office", description: "Back-office", noindex: true });

export async function loader({ context }: Route.LoaderArgs) {
  if (!hasRole(context.user, "staff")) return data({ restricted: true as const }, { status: context.user ? 403 : 401 });
  return { restricted: false as const };
}

export default function AdminHomePage({ loaderData }: Route.ComponentProps) {
  // The figures are read in the browser: opening the home is what records the visit.
  const hydrated = useHydrated();
  if (loaderData.restricted) return <RestrictedArea />;
  return (
    <Guard mode="staff">
      <section className="mx-auto max-w-7xl px-4 py-8">
        <h1 className="mb-4 text-3xl font-bold">Accueil du back-office</h1>
        {hydrated ? <HomeView /> : <p role="status">Chargement…</p>}
      </section>
    </Guard>
  );
}
