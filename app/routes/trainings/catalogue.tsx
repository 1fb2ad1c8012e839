import { useLocation } from "react-router";
import type { Route } from "./+types/catalogue";
import { pageRecords } from "~/lib/page-records";
import { metaRoot, pageMeta } from "~/lib/seo";
import { courseListMeta } from "~/components/trainings/course-json-ld";
import { catalogueReviews, searchReferences, searchTrainings } from "~/services.server";
import { useListingLoading } from "~/components/editorial/listing-controls";
import { PageLinks } from "~/components/ui/page-links";
import { ContactSection } from "~/components/contact/contact-section";
import { QualiopiNotice } from "~/components/trainings/qualiopi-notice";
import { CatalogueFilters } from "~/components/trainings/catalogue-filters";
import { CatalogueReviews, FirstResults, TrainingFigures } from "~/components/trainings/catalogue-sections";
import { TrainingCard, TrainingCardSkeleton } from "~/components/trainings/training-card";
import { CardIconSprite } from "~/components/trainings/card-icons";
import { catalogueSearchString, readCatalogueSearch } from "~/components/trainings/catalogue-search";

const TITLE = "Des formations adaptées à vos besoins et à votre activité";
const EMPTY_TEXT = "Aucune formation ne correspond à votre recherche";
/** Every reference of a list fits in one call (the service's maximum). */
const ALL = { limit: 100 };

export async function loader({ request, context }: Route.LoaderArgs) {
  const search = readCatalogueSearch(new URL(request.url).searchParams);
  const [answer, thematics, durations, levels, modalities, reviews] = await Promise.all([
    searchTrainings(context.db, search),
    searchReferences(context.db, "thematics", ALL),
    searchReferences(context.db, "durations", ALL),
    searchReferences(context.db, "levels", ALL),
    searchReferences(context.db, "modalities", ALL),
    catalogueReviews(context.db, context.reviews),
  ]);
  return {
    search,
    rows: answer.rows,
    count: answer.count,
    references: { thematics: thematics.rows, durations: durations.rows, levels: levels.rows, modalities: modalities.rows },
    reviews,
  };
}

// The dial's «Cette page» opens these records' managers.
export const handle = pageRecords<Route.ComponentProps["loaderData"]>(() => [{ appLabel: "training", model: "training", label: "Formations" }]);

export const meta: Route.MetaFunction = ({ loaderData, ...args }) => {
  const page = loaderData?.search.page ?? 1;
  const title = "Catalogue de nos formations professionnelles";
  return [
    ...pageMeta(args, {
      title: page > 1 ? `${title} – page ${page}` : title,
      description:
        "Management, recrutement, droit social, bureautique, sécurité : des formations courtes en présentiel, à distance ou mixtes, finançables par votre OPCO ou votre CPF.",
    }),
    ...courseListMeta(metaRoot(args), loaderData?.rows ?? [], (page - 1) * (loaderData?.search.limit ?? 0) + 1),
  ];
};

export default function TrainingCataloguePage({ loaderData }: Route.ComponentProps) {
  const { search, rows, count, references, reviews } = loaderData;
  const { pathname } = useLocation();
  const loading = useListingLoading();
  const pageCount = Math.max(1, Math.ceil(count / search.limit));
  return (
    <>
      <header className="bg-brand-50">
        <div className="mx-auto max-w-5xl px-4 py-10 text-center sm:py-12">
          <h1 className="text-3xl font-extrabold text-brand-900 sm:text-4xl">{TITLE}</h1>
          <p className="mt-4 text-lg text-slate-700">
            Des formations courtes et concrètes, conçues par des praticiens du recrutement et des ressources humaines, en salle, à distance ou dans vos locaux.
          </p>
        </div>
      </header>

      <section aria-labelledby="catalogue-resultats" className="bg-slate-50">
        {/* On a phone: the search, the cards, then the short list; on a desktop both beside the cards. */}
        <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 lg:grid-cols-[18rem_1fr] lg:grid-rows-[auto_1fr]">
          <div className="min-w-0 lg:col-start-1 lg:row-start-1">
            <CatalogueFilters search={search} references={references} />
          </div>
          <div className="min-w-0 lg:col-start-2 lg:row-span-2 lg:row-start-1">
            <h2 id="catalogue-resultats" className="sr-only">
              Formations
            </h2>
            <CardIconSprite />
            {loading ? (
              <ul aria-busy="true" aria-label="Chargement des formations" className="grid gap-6 sm:grid-cols-2 xl:grid-cols-3">
                {Array.from({ length: Math.min(search.limit, 6) }, (_, i) => (
                  <li key={i}>
                    <TrainingCardSkeleton />
                  </li>
                ))}
              </ul>
            ) : rows.length > 0 ? (
              <ul aria-label="Formations" className="grid gap-6 sm:grid-cols-2 xl:grid-cols-3">
                {rows.map((training, index) => (
                  <li key={training.id}>
                    <TrainingCard training={training} priority={index === 0} />
                  </li>
                ))}
              </ul>
            ) : (
              <p role="status" className="rounded-xl bg-white p-10 text-center text-lg text-slate-700 shadow-sm">
                {EMPTY_TEXT}
              </p>
            )}
            <PageLinks
              label="Pagination des formations"
              page={search.page}
              pageCount={pageCount}
              href={(page) => pathname + catalogueSearchString({ ...search, page })}
            />
          </div>
          <div className="min-w-0 lg:col-start-1 lg:row-start-2 lg:self-start">
            <FirstResults rows={rows} count={count} />
          </div>
        </div>
      </section>

      <div className="bg-brand-50">
        <div className="mx-auto max-w-5xl px-4 py-10">
          <TrainingFigures />
          <QualiopiNotice className="mt-4" />
        </div>
      </div>
      <CatalogueReviews reviews={reviews} />
      <ContactSection isFromService title="Une formation pour vos équipes ? Parlons-en" />
    </>
  );
}
