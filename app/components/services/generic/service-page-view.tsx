import { Phone } from "lucide-react";
import { phoneHref } from "~common/brand";
import { useBrand } from "~/lib/root-data";
import { LearnMoreLink } from "./learn-more-link";
import { RichText } from "~/components/ui/rich-text";
import { PageIllustration, heroWithPicture } from "~/components/marketing/page-picture";
import type { PagePicture } from "~common/page-pictures";

/** The stored services' illustrations by slug; a service added later shows the team. */
const PICTURES: Record<string, PagePicture> = {
  "chasse-de-tetes-cadres-dirigeants": "loupe-cadres",
  "management-de-transition": "relais-transition",
  "marque-employeur": "equipe-marque",
  "recrutement-cdi-cdd": "contrat-recrutement",
};

/** The illustration a stored service page shows. */
export const servicePagePicture = (slug: string): PagePicture => PICTURES[slug] ?? "equipe-rh";

type ServicePageViewProps = {
  page: { slug: string; title: string; header: string; paragraphs: string[]; learnMoreHref: string };
};

/** A service stored in the back-office: title, lead, rich text and the call to action. */
export function ServicePageView({ page }: ServicePageViewProps) {
  const brand = useBrand();
  return (
    <>
      <section aria-labelledby="prestation-titre" className="bg-gradient-to-br from-brand-900 to-brand-700 text-white">
        <div className={`mx-auto max-w-7xl px-4 py-16 md:py-20 ${heroWithPicture}`}>
          <div>
            <p className="font-semibold uppercase tracking-wide text-accent-light">Nos prestations</p>
            <h1 id="prestation-titre" className="mt-3 text-4xl font-extrabold leading-tight md:text-5xl">
              {page.title}
            </h1>
            <p className="mt-6 max-w-3xl text-lg text-slate-200">{page.header}</p>
            <div className="mt-10 flex flex-wrap gap-4">
              <LearnMoreLink href={page.learnMoreHref} />
            </div>
          </div>
          <PageIllustration picture={servicePagePicture(page.slug)} priority className="mt-10 lg:mt-0" />
        </div>
      </section>
      <div className="mx-auto grid max-w-5xl gap-10 px-4 py-14 lg:grid-cols-[2fr_1fr]">
        <article>
          {/* HTML blocks sanitized on save, read joined (service-pages.resource.ts). */}
          <RichText html={page.paragraphs.join("")} className="text-lg leading-relaxed text-slate-800" />
        </article>
        <aside aria-labelledby="prestation-contact" className="h-fit rounded-2xl bg-brand-50 p-6">
          <h2 id="prestation-contact" className="text-xl font-bold text-brand-900">
            Un projet, une question ?
          </h2>
          <p className="mt-3 text-slate-700">Un consultant {brand.name} vous rappelle sous 48 heures ouvrées pour étudier votre besoin, sans engagement.</p>
          <a href="#contact" className="mt-5 block rounded-full bg-brand-700 px-5 py-3 text-center font-bold text-white hover:bg-brand-900">
            Être rappelé
          </a>
          <a href={phoneHref(brand.phone)} className="mt-3 flex items-center justify-center gap-2 font-bold text-brand-700">
            <Phone aria-hidden="true" className="size-4" />
            {brand.phone}
          </a>
        </aside>
      </div>
    </>
  );
}
