import { Link } from "~/components/ui/site-link";
import { ArrowRight } from "lucide-react";
import type { PageCard as Card } from "~common/editorial";
import { Carousel } from "~/components/ui/carousel";
import { PageCard } from "~/components/editorial/page-card";
import { MarketingSection } from "~/components/marketing/marketing-section";

const moreLink = "inline-flex items-center gap-1 font-semibold text-brand-700 underline hover:text-brand-900";

/** The home's press section (spec 1 §2): the latest press releases and the way to all of them. */
export function PressSection({ releases }: { releases: Card[] }) {
  if (releases.length === 0) return null;
  return (
    <MarketingSection titleId="presse-titre" title="Actualités du cabinet" centered band="bg-slate-50">
      <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {releases.slice(0, 3).map((release) => (
          <li key={release.id}>
            <PageCard page={release} headingLevel={3} readLabel="Lire l'article" />
          </li>
        ))}
      </ul>
      <p className="mt-8 text-center">
        <Link to="/presse" className={moreLink}>
          Tout l'espace presse <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </p>
    </MarketingSection>
  );
}

/** Up to 15 blog pages in a carousel and «Voir tous les articles» (spec 1 §2, §9). */
export function BlogCarousel({ articles }: { articles: Card[] }) {
  if (articles.length === 0) return null;
  const title = "Nos derniers articles";
  return (
    <div className="bg-white">
      <div className="mx-auto max-w-7xl px-4 py-16">
        <h2 className="text-center text-3xl font-bold text-brand-900">{title}</h2>
        <div className="mt-10">
          <Carousel label={title} slideClass="w-full sm:w-1/2 lg:w-1/3">
            {articles.map((article) => (
              <PageCard key={article.id} page={article} headingLevel={3} />
            ))}
          </Carousel>
        </div>
        <p className="mt-8 text-center">
          <Link to="/notre-actu" className={moreLink}>
            Voir tous les articles <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        </p>
      </div>
    </div>
  );
}
