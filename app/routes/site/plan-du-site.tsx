import { Link } from "react-router";
import type { Route } from "./+types/plan-du-site";
import { pageMeta } from "~/lib/seo";
import { useRootData } from "~/lib/root-data";
import { NavLink } from "~/components/layout/nav-link";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "Plan du site",
    description: "Toutes les pages du site : offres d'emploi, prestations, spécialités, formations, agences et informations sur le cabinet.",
  });

/** Built from the same site map as the menus: what the menus show, this page lists. */
export default function SiteMapPage() {
  const { siteMap } = useRootData();
  return (
    <section className="mx-auto max-w-5xl px-4 py-12">
      <h1 className="text-3xl font-bold">Plan du site</h1>
      <ul className="mt-8 grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
        <li>
          <h2 className="text-lg font-bold text-brand-700"><Link to="/">Accueil</Link></h2>
        </li>
        {siteMap.map((group) => (
          <li key={group.id}>
            <h2 className="text-lg font-bold text-brand-700">
              {group.href ? <NavLink entry={group} /> : group.label}
            </h2>
            {group.children.length > 0 && (
              <ul className="mt-2 space-y-1">
                {group.children.map((entry) => (
                  <li key={entry.id}><NavLink entry={entry} className="hover:underline" /></li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
