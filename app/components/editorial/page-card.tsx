import { CardMoreLink, CardSkeleton } from "~/components/ui/card-parts";
import { Link } from "~/components/ui/site-link";
import { Newspaper } from "lucide-react";
import { cutTitle, type PageCard as Card } from "~common/editorial";
import { frenchDate } from "~common/format/date";
import { ResponsiveImage } from "~/components/ui/responsive-image";

const CARD_SIZES = "(min-width: 1024px) 560px, (min-width: 640px) 45vw, 92vw";

type Props = {
  page: Card;
  /** The press grid's button (spec 1 §2: «Lire l'article»); other cards are links as a whole. */
  readLabel?: string;
  /** h2 in a listing, h3 inside a titled section. */
  headingLevel?: 2 | 3;
};

/** A news, press or testimonial card: picture, category, title cut at 100, date. */
export function PageCard({ page, readLabel, headingLevel = 2 }: Props) {
  const Heading = `h${headingLevel}` as const;
  return (
    <article className="relative flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition hover:shadow-md">
      {page.contentPhoto ? (
        <ResponsiveImage src={page.contentPhoto} kind="photo" alt="" sizes={CARD_SIZES} className="aspect-[3/2] w-full object-cover" />
      ) : (
        <div aria-hidden="true" className="flex aspect-[3/2] w-full items-center justify-center bg-brand-50 text-brand-300">
          <Newspaper className="size-12" />
        </div>
      )}
      <div className="flex flex-1 flex-col p-5">
        <p className="w-fit rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold uppercase tracking-wide text-brand-800">{page.category}</p>
        <Heading className="mt-3 text-lg font-bold text-brand-900">
          {/* The title links the card; its box stretches over the whole card for pointers. */}
          <Link to={page.path} className={readLabel ? "hover:underline" : "after:absolute after:inset-0 hover:underline"}>
            {cutTitle(page.title)}
          </Link>
        </Heading>
        <p className="mt-2 text-sm text-slate-600">
          <time dateTime={page.date}>{frenchDate(page.date)}</time>
        </p>
        {page.excerpt && <p className="mt-3 line-clamp-3 text-slate-700">{page.excerpt}</p>}
        {readLabel && <CardMoreLink to={page.path} label={readLabel} accessibleName={`${readLabel} : ${page.title}`} />}
      </div>
    </article>
  );
}

/** The shape of a card while the next results load (spec 1 §2: six on the news page). */
export function PageCardSkeleton() {
  return <CardSkeleton picture="aspect-[3/2]" bars={["h-4 w-1/4 rounded-full", "h-5 w-3/4 rounded", "h-4 w-1/3 rounded"]} />;
}

/** Two columns of cards (spec 1 §2), or skeletons while the next ones load, or the empty text. */
export function PageCardGrid({
  pages,
  loading,
  skeletons,
  empty,
  label,
  readLabel,
}: {
  pages: Card[];
  loading: boolean;
  skeletons: number;
  empty: string;
  label: string;
  readLabel?: string;
}) {
  if (loading)
    return (
      <ul aria-busy="true" aria-label={`Chargement : ${label}`} className="grid gap-6 sm:grid-cols-2">
        {Array.from({ length: skeletons }, (_, i) => (
          <li key={i}>
            <PageCardSkeleton />
          </li>
        ))}
      </ul>
    );
  if (pages.length === 0)
    return (
      <p role="status" className="rounded-xl bg-white p-10 text-center text-lg text-slate-700 shadow-sm">
        {empty}
      </p>
    );
  return (
    <ul aria-label={label} className="grid gap-6 sm:grid-cols-2">
      {pages.map((page) => (
        <li key={page.id}>
          <PageCard page={page} readLabel={readLabel} />
        </li>
      ))}
    </ul>
  );
}
