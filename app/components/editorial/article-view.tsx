import { Link } from "~/components/ui/site-link";
import { ChevronRight, Eye } from "lucide-react";
import { cutTitle, type PageDetails } from "~common/editorial";
import { frenchDate } from "~common/format/date";
import { BreadcrumbJsonLd, JsonLd } from "~/components/ui/json-ld";
import { RichText } from "~/components/ui/rich-text";
import { ResponsiveImage } from "~/components/ui/responsive-image";
import { useRootData } from "~/lib/root-data";
import { PageCard } from "./page-card";
import { PageElementsView } from "./page-elements-view";
import { articleJsonLd } from "./article-seo";

type Step = { name: string; path: string };

type Props = {
  page: PageDetails;
  /** The listing the page belongs to: «Blog» → /notre-actu, «Presse» → /presse. */
  section: Step;
};

/**
 * An article's page (blog, sector article, press release, free or composed page): breadcrumbs,
 * a reading column for the text, its tags and related articles. An ELEMENTS page is drawn
 * from its tree instead of the text.
 */
export function ArticleView({ page, section }: Props) {
  const { brand, publicUrl } = useRootData();
  const steps = [section, ...(page.parent ? [{ name: page.parent.title, path: page.parent.path }] : []), { name: page.title, path: page.path }];
  const composed = page.type === "ELEMENTS" && page.elements;
  return (
    <>
      <JsonLd data={articleJsonLd(page, brand, publicUrl)} />
      <BreadcrumbJsonLd steps={steps} />
      {!page.isPublic && <PreviewNote publishedOn={page.publishedOn} />}
      <article>
        <header className="bg-brand-50">
          <div className="mx-auto max-w-3xl px-4 pt-6 pb-10">
            <Breadcrumbs steps={steps} />
            {/* A composed page is a landing page: no category nor date, its blocks say the rest. */}
            {!composed && (
              <p className="mt-6 w-fit rounded-full bg-white px-3 py-1 text-xs font-semibold uppercase tracking-wide text-brand-800">{page.category}</p>
            )}
            <h1 className="mt-3 text-3xl font-extrabold text-balance text-brand-900 sm:text-4xl">{page.title}</h1>
            {!composed && (
              <p className="mt-3 text-slate-700">
                Publié le <time dateTime={page.date}>{frenchDate(page.date)}</time> par {brand.name}
              </p>
            )}
          </div>
        </header>
        {composed ? (
          <div className="mx-auto max-w-6xl px-4 py-10">
            <PageElementsView element={page.elements!} />
          </div>
        ) : (
          <ArticleText page={page} />
        )}
      </article>
      {page.related.length > 0 && <RelatedArticles related={page.related} />}
    </>
  );
}

/** Shown to the staff only: a visitor gets no unpublished page. */
function PreviewNote({ publishedOn }: { publishedOn: PageDetails["publishedOn"] }) {
  return (
    <p role="note" className="flex items-center justify-center gap-2 bg-amber-100 px-4 py-2 text-center font-semibold text-amber-900">
      <Eye aria-hidden="true" className="size-5" />
      Aperçu réservé à l'équipe : cette page n'est pas encore publiée{publishedOn ? ` (publication le ${frenchDate(publishedOn)})` : ""}.
    </p>
  );
}

/** Home, the listing, the parent page if any, then the page itself (its title cut, not a link). */
function Breadcrumbs({ steps }: { steps: Step[] }) {
  const current = steps[steps.length - 1];
  return (
    <nav aria-label="Fil d'Ariane" className="text-sm">
      <ol className="flex flex-wrap items-center gap-1 text-slate-600">
        {[{ name: "Accueil", path: "/" }, ...steps.slice(0, -1)].map((step) => (
          <li key={step.path} className="flex items-center gap-1">
            <Link to={step.path} className="text-brand-700 underline hover:text-brand-900">
              {step.name}
            </Link>
            <ChevronRight aria-hidden="true" className="size-4" />
          </li>
        ))}
        <li aria-current="page" className="text-slate-700">
          {cutTitle(current.name)}
        </li>
      </ol>
    </nav>
  );
}

/** The reading column: photo, lead, text, then the tags, each a link to the blog filtered by it. */
function ArticleText({ page }: { page: PageDetails }) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      {page.contentPhoto && (
        <ResponsiveImage
          src={page.contentPhoto}
          kind="photo"
          alt=""
          sizes="(min-width: 768px) 720px, 100vw"
          priority
          className="mb-8 aspect-[3/2] w-full rounded-2xl object-cover"
        />
      )}
      {page.description && <RichText html={page.description} className="text-xl leading-relaxed text-slate-800" />}
      {page.richText && <RichText html={page.richText} className="mt-8 text-lg leading-8 text-slate-800" />}
      {page.tags.length > 0 && (
        <ul aria-label="Thèmes de l'article" className="mt-10 flex flex-wrap gap-2">
          {page.tags.map((tag) => (
            <li key={tag.id}>
              <Link
                to={`/notre-actu?tags=${tag.slug}`}
                className="inline-block rounded-full border border-slate-300 px-3 py-1 text-sm font-semibold text-slate-800 hover:border-brand-600"
              >
                {tag.title}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function RelatedArticles({ related }: { related: PageDetails["related"] }) {
  return (
    <section aria-labelledby="articles-lies" className="bg-slate-50">
      <div className="mx-auto max-w-6xl px-4 py-12">
        <h2 id="articles-lies" className="text-2xl font-bold text-brand-900">
          À lire aussi
        </h2>
        <ul className="mt-6 grid gap-6 md:grid-cols-3">
          {related.map((other) => (
            <li key={other.id}>
              <PageCard page={other} headingLevel={3} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
