import { data } from "react-router";
import type { Route } from "./+types/personal-data";
import { hasRole } from "~common/roles";
import { pageMeta } from "~/lib/seo";
import { RestrictedArea } from "~/components/admin/restricted-area";
import { Guard } from "~/components/admin/guard";
import { useHydrated } from "~/lib/use-hydrated";
import { PersonalDataScreen } from "~/components/admin/personal-data/personal-data-screen";

export const meta: Route.MetaFunction = (args) => pageMeta(args, { title: "Données personnelles", description: "Back-office", noindex: true });

/** Issue 19: answering a person's access, export or erasure request is the admins' job. */
export async function loader({ context }: Route.LoaderArgs) {
  if (!hasRole(context.user, "admin")) return data({ restricted: true as const }, { status: context.user ? 403 : 401 });
  return { restricted: false as const };
}

export default function PersonalDataPage({ loaderData }: Route.ComponentProps) {
  // Everything goes through the API from the browser: before hydration a plain form would
  // put the address in the page's URL, so nothing is shown until then.
  const hydrated = useHydrated();
  if (loaderData.restricted) return <RestrictedArea />;
  return (
    <Guard mode="admin">
      <section className="mx-auto max-w-5xl px-4 py-8">
        <h1 className="text-3xl font-bold">Données personnelles</h1>
        <p className="mt-2 mb-6 text-slate-700">
          Retrouvez tout ce que le site conserve sur une adresse e-mail, exportez-le ou effacez-le à la demande de la personne. La CNIL attend une réponse dans
          un délai d'un mois. Chaque demande est consignée (qui, quand, combien), sans l'adresse ni les données.
        </p>
        {hydrated ? <PersonalDataScreen /> : <p role="status">Chargement…</p>}
      </section>
    </Guard>
  );
}
