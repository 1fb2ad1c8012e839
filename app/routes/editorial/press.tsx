import type { Route } from "./+types/press";
import { pageRecords } from "~/lib/page-records";
import { pageMeta } from "~/lib/seo";
import { searchPressReleases } from "~/services.server";
import { readEditorialSearch } from "~common/editorial";
import { PageCardGrid } from "~/components/editorial/page-card";
import { ListingHeader, ListingPagination, ListingSearch, useListingLoading } from "~/components/editorial/listing-controls";
import { ContactSection } from "~/components/contact/contact-section";
import { assertPageExists } from "~/lib/page-range";

const EMPTY_TEXT = "Aucun article ne correspond à votre recherche";

// Spec 1 §2: the search starts from the URL's parameters and runs again on each change of
// text or page (each is a navigation: the loader searches, Back restores).
export async function loader({ request, context }: Route.LoaderArgs) {
  const search = readEditorialSearch(new URL(request.url).searchParams);
  const answer = await searchPressReleases(context.db, { page: search.page, limit: search.limit, query: search.query });
  assertPageExists(search.page, answer.count, search.limit);
  return { search: { ...search, tags: [] }, rows: answer.rows, count: answer.count };
}

export const handle = pageRecords<Route.ComponentProps["loaderData"]>(() => [{ appLabel: "content", model: "pressrelease", label: "Articles de presse" }]);

export const meta: Route.MetaFunction = ({ loaderData, ...args }) => {
  const page = loaderData?.search.page ?? 1;
  return pageMeta(args, {
    title: page > 1 ? `Espace presse – page ${page}` : "Espace presse",
    description: "Communiqués, ouvertures d'agences, études et partenariats : les actualités du cabinet pour les journalistes et nos partenaires.",
  });
};

export default function PressPage({ loaderData }: Route.ComponentProps) {
  const { search, rows, count } = loaderData;
  const loading = useListingLoading();
  return (
    <>
      <ListingHeader title="Espace presse" intro="Nos communiqués et les actualités du cabinet : ouvertures d'agences, études, partenariats." />
      <section aria-labelledby="presse-resultats" className="bg-slate-50">
        <div className="mx-auto max-w-5xl space-y-6 px-4 py-10">
          <ListingSearch search={search} label="Rechercher une actualité" placeholder="Rechercher une actualité" />
          <h2 id="presse-resultats" aria-live="polite" className="font-semibold text-slate-700">
            {count > 0 ? `${count} ${count > 1 ? "communiqués" : "communiqué"}` : "Communiqués"}
          </h2>
          <PageCardGrid
            pages={rows}
            loading={loading}
            skeletons={Math.min(6, search.limit)}
            empty={EMPTY_TEXT}
            label="Communiqués de presse"
            readLabel="Lire l'article"
          />
          <ListingPagination search={search} count={count} label="Pagination des communiqués" />
        </div>
      </section>
      <ContactSection isFromService title="Journaliste ? Contactez-nous" />
    </>
  );
}
