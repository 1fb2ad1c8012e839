import { Link } from "~/components/ui/site-link";
import type { Route } from "./+types/testimonials";
import { pageRecords } from "~/lib/page-records";
import { pageMeta } from "~/lib/seo";
import { searchTestimonials } from "~/services.server";
import { readEditorialSearch } from "~common/editorial";
import { PageCardGrid } from "~/components/editorial/page-card";
import { ListingHeader, ListingPagination, useListingLoading } from "~/components/editorial/listing-controls";
import { ContactSection } from "~/components/contact/contact-section";
import { assertPageExists } from "~/lib/page-range";

const EMPTY_TEXT = "Aucun témoignage pour le moment";

export async function loader({ request, context }: Route.LoaderArgs) {
  const search = readEditorialSearch(new URL(request.url).searchParams);
  const answer = await searchTestimonials(context.db, { page: search.page, limit: search.limit });
  assertPageExists(search.page, answer.count, search.limit);
  return { search: { ...search, query: "", tags: [] }, rows: answer.rows, count: answer.count };
}

export const handle = pageRecords<Route.ComponentProps["loaderData"]>(() => [{ appLabel: "content", model: "blog", label: "Blog" }]);

export const meta: Route.MetaFunction = ({ loaderData, ...args }) => {
  const page = loaderData?.search.page ?? 1;
  return pageMeta(args, {
    title: page > 1 ? `Témoignages de nos clients et candidats – page ${page}` : "Témoignages de nos clients et candidats",
    description: "Dirigeants, DRH et candidats racontent un recrutement mené avec nos consultants : le besoin, la méthode, le résultat.",
  });
};

export default function TestimonialsPage({ loaderData }: Route.ComponentProps) {
  const { search, rows, count } = loaderData;
  const loading = useListingLoading();
  return (
    <>
      <ListingHeader
        title="Témoignages de nos clients et candidats"
        above={
          <p className="text-sm font-semibold">
            <Link to="/notre-actu" className="text-brand-700 underline">
              Blog : actus et tendances du recrutement
            </Link>
          </p>
        }
      />
      <section aria-label="Témoignages" className="bg-slate-50">
        <div className="mx-auto max-w-5xl px-4 py-10">
          <PageCardGrid pages={rows} loading={loading} skeletons={Math.min(6, search.limit)} empty={EMPTY_TEXT} label="Témoignages" />
          <ListingPagination search={search} count={count} label="Pagination des témoignages" />
        </div>
      </section>
      <ContactSection isFromService />
    </>
  );
}
