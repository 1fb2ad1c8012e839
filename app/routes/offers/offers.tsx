import { useLocation } from "react-router";
import type { Route } from "./+types/offers";
import { pageRecords } from "~/lib/page-records";
import { readOfferSearch } from "~common/offer-search";
import { pageMeta } from "~/lib/seo";
import { useBrand } from "~/lib/root-data";
import { industryLabels, locationLabel, searchOffers } from "~/services.server";
import { PlaceLabelContext } from "~/components/offers/alert/place-label";
import { LoadingBar } from "~/components/offers/search/loading-bar";
import { SearchBar } from "~/components/offers/search/search-bar";
import { SearchResults } from "~/components/offers/search/results";
import { useSearchNavigation } from "~/components/offers/search/use-search-navigation";
import { assertPageExists } from "~/lib/page-range";

/** Spec 2 §2: the search lives in the query string, so a shared link renders its results here. */
export async function loader({ request, context }: Route.LoaderArgs) {
  // Leniently: a hand-edited value falls back to its default instead of failing the page.
  const { search } = readOfferSearch(new URL(request.url).searchParams);
  const [answer, sectors, place] = await Promise.all([
    searchOffers(context.db, search),
    industryLabels(context.db),
    search.location ? locationLabel(context.db, search.location).then((label) => ({ location: search.location, label })) : null,
  ]);
  assertPageExists(search.page, answer.count, search.limit);
  return { search, rows: answer.rows, count: answer.count, sort: answer.sort, suggestion: answer.suggestion, sectors: sectors.rows, place };
}

// The dial's «Cette page» opens these records' managers.
export const handle = pageRecords<Route.ComponentProps["loaderData"]>(() => [{ appLabel: "jobs", model: "position", label: "Offres" }]);

export const meta: Route.MetaFunction = ({ loaderData, ...args }) => {
  const page = loaderData?.search.page ?? 1;
  return pageMeta(args, {
    title: page > 1 ? `Offres d'emploi – page ${page}` : "Offres d'emploi : chercher votre offre",
    description:
      "CDI, CDD, freelance, stage ou franchise : toutes les offres d'emploi de nos agences en France. Filtrez par métier, ville, secteur, contrat et salaire, puis postulez en ligne avec votre CV.",
  });
};

export default function OffersPage({ loaderData }: Route.ComponentProps) {
  const { rows, count, sort, suggestion, sectors, place } = loaderData;
  const brand = useBrand();
  const { pathname } = useLocation();
  const { search, update, loading, searching } = useSearchNavigation(loaderData.search);

  return (
    <PlaceLabelContext.Provider value={place}>
      <header className="bg-brand-50">
        <LoadingBar active={loading} />
        {/* Compact on phones: the first offers show without scrolling past the header. */}
        <div className="mx-auto max-w-4xl px-4 py-5 text-center sm:py-12">
          <h1 className="text-2xl font-extrabold text-brand-900 sm:text-4xl">Chercher votre offre</h1>
          <p className="mt-2 text-sm text-slate-700 sm:mt-4 sm:text-lg">
            Commercial, ingénieur, comptable, chef de chantier… Les consultants {brand.name} publient ici les postes qu'ils recrutent pour leurs clients, en
            CDI, en CDD, en freelance, en stage ou en franchise. Affinez par lieu, secteur, contrat ou salaire, puis postulez en quelques minutes avec votre CV.
          </p>
        </div>
      </header>

      <div className="bg-slate-50">
        <div className="mx-auto max-w-6xl px-4 py-4 sm:py-10">
          <SearchBar search={search} sectors={sectors} onChange={update} />
          <SearchResults search={loaderData.search} rows={rows} count={count} sort={sort} suggestion={suggestion} loading={searching} pathname={pathname} />
        </div>
      </div>
    </PlaceLabelContext.Provider>
  );
}
