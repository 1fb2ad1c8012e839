import { useLocation, useNavigation } from "react-router";
import type { Route } from "./+types/catalogue";
import { pageRecords } from "~/lib/page-records";
import { JOB_PROFILES_PAGE_SIZE, JOB_PROFILE_TYPE_LABELS, isJobProfileType, readCatalogueSearch } from "~common/job-profiles";
import { pageMeta } from "~/lib/seo";
import { useBrand } from "~/lib/root-data";
import { searchJobProfiles } from "~/services.server";
import { ContactSection } from "~/components/contact/contact-section";
import { JobProfileCard, JobProfileCardSkeleton } from "~/components/job-profiles/job-profile-card";
import { CatalogueFilters } from "~/components/job-profiles/catalogue-filters";
import { CataloguePagination } from "~/components/job-profiles/catalogue-pagination";
import { assertPageExists } from "~/lib/page-range";

const EMPTY_TEXT = "Aucune fiche métier ne correspond à votre recherche";

export async function loader({ request, context }: Route.LoaderArgs) {
  const filters = readCatalogueSearch(new URL(request.url).searchParams);
  const answer = await searchJobProfiles(context.db, { ...filters, limit: JOB_PROFILES_PAGE_SIZE });
  assertPageExists(filters.page, answer.count, JOB_PROFILES_PAGE_SIZE);
  return { ...filters, ...answer, pageCount: Math.max(1, Math.ceil(answer.count / JOB_PROFILES_PAGE_SIZE)) };
}

// The dial's «Cette page» opens these records' managers.
export const handle = pageRecords<Route.ComponentProps["loaderData"]>(() => [{ appLabel: "jobs", model: "jobprofile", label: "Fiches Métier" }]);

export const meta: Route.MetaFunction = ({ loaderData, ...args }) => {
  const page = loaderData?.page ?? 1;
  return pageMeta(args, {
    title: page > 1 ? `Catalogue des fiches métier – page ${page}` : "Catalogue des fiches métier",
    description:
      "BTP, industrie, distribution, numérique : missions, compétences, formations et évolutions de plus de 40 métiers que nos consultants recrutent chaque jour.",
  });
};

function resultText(count: number, query: string, type: string) {
  const noun = count > 1 ? "fiches métier" : "fiche métier";
  const filtered = query || type;
  if (!filtered) return `${count} ${noun} à découvrir`;
  const sector = isJobProfileType(type) ? ` dans le secteur ${JOB_PROFILE_TYPE_LABELS[type]}` : "";
  return `${count} ${noun}${query ? ` pour « ${query} »` : ""}${sector}`;
}

export default function CataloguePage({ loaderData }: Route.ComponentProps) {
  const { rows, count, page, pageCount, query, type } = loaderData;
  const brand = useBrand();
  const navigation = useNavigation();
  const location = useLocation();
  // Skeletons only while this same page loads its next results, not when leaving it.
  const loading = navigation.state === "loading" && navigation.location.pathname === location.pathname;

  return (
    <>
      <header className="bg-brand-50">
        <div className="mx-auto max-w-4xl px-4 py-12 text-center">
          <h1 className="text-4xl font-extrabold text-brand-900">Catalogue des fiches métier</h1>
          <p className="mt-4 text-lg text-slate-700">
            Chef de chantier, automaticien, data analyst, directeur de magasin… Chaque fiche décrit les missions, les compétences, les formations et les
            évolutions d'un métier que les consultants {brand.name} recrutent au quotidien. De quoi rédiger une annonce juste, préparer un entretien ou
            envisager une reconversion.
          </p>
        </div>
      </header>

      <section aria-labelledby="catalogue-resultats" className="bg-slate-50">
        <div className="mx-auto max-w-6xl px-4 py-10">
          <CatalogueFilters query={query} type={type} />
          <h2 id="catalogue-resultats" className="sr-only">
            Résultats
          </h2>
          <p aria-live="polite" className="mt-8 font-semibold text-slate-700">
            {count > 0 ? resultText(count, query, type) : ""}
          </p>
          {loading ? (
            <ul aria-busy="true" aria-label="Chargement des fiches métier" className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {Array.from({ length: JOB_PROFILES_PAGE_SIZE }, (_, i) => (
                <li key={i}>
                  <JobProfileCardSkeleton />
                </li>
              ))}
            </ul>
          ) : rows.length > 0 ? (
            <ul className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {rows.map((profile) => (
                <li key={profile.id}>
                  <JobProfileCard profile={profile} />
                </li>
              ))}
            </ul>
          ) : (
            <p role="status" className="mt-4 rounded-xl bg-white p-10 text-center text-lg text-slate-700 shadow-sm">
              {EMPTY_TEXT}
            </p>
          )}
          <CataloguePagination search={{ page, query, type }} pageCount={pageCount} pathname={location.pathname} />
        </div>
      </section>

      <ContactSection isFromService title="Un métier à recruter ? Parlons-en" />
    </>
  );
}
