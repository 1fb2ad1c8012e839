import { Link } from "~/components/ui/site-link";
import type { Route } from "./+types/plan-du-site";
import { pageMeta } from "~/lib/seo";
import { useRootData } from "~/lib/root-data";
import { NavLink } from "~/components/layout/nav-link";
import { listPublicPageFamilies } from "~/services.server";
import type { PageLink } from "~common/public-pages";

export async function loader({ context }: Route.LoaderArgs) {
  return listPublicPageFamilies(context);
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "Plan du site",
    description: "Toutes les pages du site : offres d'emploi, prestations, spécialités, formations, agences et informations sur le cabinet.",
  });

const LEGAL_PAGES: PageLink[] = [
  { label: "Mentions légales", href: "/mentions-legales" },
  { label: "Données personnelles", href: "/donnees-personnelles" },
];

function Family({ id, title, links }: { id: string; title: string; links: PageLink[] }) {
  if (links.length === 0) return null;
  return (
    <section aria-labelledby={id} className="mt-12">
      <h2 id={id} className="text-xl font-bold text-brand-700">
        {title}
      </h2>
      <ul className="mt-4 gap-x-8 sm:columns-2 lg:columns-3">
        {links.map((link) => (
          <li key={link.href} className="break-inside-avoid py-1">
            <Link to={link.href} className="hover:underline">
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The menus' tree, then every family of pages the menus do not list one by one. */
export default function SiteMapPage({ loaderData }: Route.ComponentProps) {
  const { siteMap } = useRootData();
  const { services, regions, jobProfiles, recruiters, articles, press, trainings } = loaderData;
  return (
    <div className="mx-auto max-w-5xl px-4 py-12">
      <h1 className="text-3xl font-bold">Plan du site</h1>
      <ul className="mt-8 grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
        <li>
          <h2 className="text-lg font-bold text-brand-700">
            <Link to="/">Accueil</Link>
          </h2>
        </li>
        {siteMap.map((group) => (
          <li key={group.id}>
            <h2 className="text-lg font-bold text-brand-700">{group.href ? <NavLink entry={group} /> : group.label}</h2>
            {group.children.length > 0 && (
              <ul className="mt-2 space-y-1">
                {group.children.map((entry) => (
                  <li key={entry.id}>
                    <NavLink entry={entry} className="hover:underline" />
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
      <Family id="plan-prestations" title="Toutes nos prestations" links={services} />
      <Family id="plan-regions" title="Recrutement en région" links={regions} />
      <Family id="plan-recruteurs" title="Nos recruteurs indépendants" links={recruiters} />
      <Family id="plan-fiches" title="Fiches métier" links={jobProfiles} />
      <Family id="plan-formations" title="Nos formations" links={trainings} />
      <Family id="plan-articles" title="Articles et dossiers" links={articles} />
      <Family id="plan-presse" title="Communiqués de presse" links={press} />
      <Family id="plan-legal" title="Informations légales" links={LEGAL_PAGES} />
    </div>
  );
}
