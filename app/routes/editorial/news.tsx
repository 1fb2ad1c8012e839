import { Link } from "~/components/ui/site-link";
import type { Route } from "./+types/news";
import { pageRecords } from "~/lib/page-records";
import { pageMeta } from "~/lib/seo";
import { listTags, searchBlogPages } from "~/services.server";
import { NEWS_FEED_PATH, readEditorialSearch, TESTIMONIAL_TAG } from "~common/editorial";
import { PageCardGrid } from "~/components/editorial/page-card";
import { ListingHeader, ListingPagination, ListingSearch, TagFilter, useListingLoading } from "~/components/editorial/listing-controls";
import { ContactSection } from "~/components/contact/contact-section";
import { assertPageExists } from "~/lib/page-range";

const TITLE = "Blog : actus et tendances du recrutement";
const EMPTY_TEXT = "Aucune actualité ne correspond à votre recherche";
/** Spec 1 §2: six skeletons while the next results load. */
const SKELETONS = 6;

export async function loader({ request, context }: Route.LoaderArgs) {
  const search = readEditorialSearch(new URL(request.url).searchParams);
  const [answer, tags] = await Promise.all([searchBlogPages(context.db, { ...search, isPressRelease: false }), listTags(context.db, "BLOG")]);
  assertPageExists(search.page, answer.count, search.limit);
  return { search, rows: answer.rows, count: answer.count, tags };
}

export const handle = pageRecords<Route.ComponentProps["loaderData"]>(() => [
  { appLabel: "content", model: "blog", label: "Blog" },
  { appLabel: "content", model: "tag", label: "Tags" },
]);

export const links: Route.LinksFunction = () => [{ rel: "alternate", type: "application/rss+xml", title: TITLE, href: NEWS_FEED_PATH }];

/**
 * The canonical of a page filtered by theme is the unfiltered news list, `/notre-actu`, whatever
 * its page: the themes' lists are subsets of that list (page 2 of «BTP» is not page 2 of the
 * list), and the sitemap names only the list. Unfiltered, page N is its own canonical.
 */
export const meta: Route.MetaFunction = ({ loaderData, ...args }) => {
  const page = loaderData?.search.page ?? 1;
  const filtered = (loaderData?.search.tags.length ?? 0) > 0;
  return pageMeta(filtered ? { ...args, location: { ...args.location, search: "" } } : args, {
    title: page > 1 ? `${TITLE} – page ${page}` : TITLE,
    description: "Tendances du marché de l'emploi, conseils pour recruter et fidéliser, nouveautés RH : les articles de nos consultants pour les employeurs.",
  });
};

export default function NewsPage({ loaderData }: Route.ComponentProps) {
  const { search, rows, count, tags } = loaderData;
  const loading = useListingLoading();
  return (
    <>
      <ListingHeader
        title={TITLE}
        intro="Ce que nos consultants observent sur le terrain : métiers en tension, salaires, méthodes de recrutement et d'intégration, par secteur."
      />
      <section aria-labelledby="actus-resultats" className="bg-slate-50">
        <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 lg:grid-cols-[18rem_1fr]">
          <aside className="min-w-0 space-y-4">
            <TagFilter search={search} tags={tags.filter((tag) => tag.slug !== TESTIMONIAL_TAG.slug)} />
            <p className="rounded-xl bg-white p-5 text-sm shadow-sm">
              <Link to="/notre-actu/temoignages" className="font-semibold text-brand-700 underline">
                Témoignages de nos clients et candidats
              </Link>
            </p>
            <p className="text-sm">
              <a href={NEWS_FEED_PATH} className="text-brand-700 underline">
                Suivre le blog par flux RSS
              </a>
            </p>
          </aside>
          <div className="min-w-0 space-y-4">
            <ListingSearch search={search} label="Rechercher un article" placeholder="Rechercher un article" />
            <h2 id="actus-resultats" aria-live="polite" className="font-semibold text-slate-700">
              {count > 0 ? `${count} ${count > 1 ? "articles" : "article"}` : "Articles"}
            </h2>
            <PageCardGrid pages={rows} loading={loading} skeletons={SKELETONS} empty={EMPTY_TEXT} label="Articles" />
            <ListingPagination search={search} count={count} label="Pagination des articles" />
          </div>
        </div>
      </section>
      <ContactSection isFromService title="Un recrutement à lancer ? Parlons-en" />
    </>
  );
}
