import { Phone } from "lucide-react";
import { phoneHref } from "~common/brand";
import { useBrand } from "~/lib/root-data";
import { CtaLink } from "~/components/marketing/cta-link";
import { Hero } from "~/components/marketing/hero";
import type { CityPageView } from "./types";
import { cityPicture } from "~common/page-pictures";

/** Title, the page's own text and a call to action: the part search engines land on. */
export function CityPageHero({ page }: { page: CityPageView }) {
  const brand = useBrand();
  const [lead, ...rest] = page.paragraphs;
  return (
    <>
      <Hero
        titleId="ville-titre"
        eyebrow="Recrutement local"
        title={page.name}
        intro={lead}
        className="max-w-7xl py-16 md:py-20"
        titleClassName="text-3xl"
        picture={cityPicture(page.name)}
      >
        <CtaLink href="#contact">Confier un recrutement</CtaLink>
        <a
          href={phoneHref(brand.phone)}
          className="flex items-center gap-2 rounded-full border border-white/60 px-6 py-3 font-bold text-white hover:bg-white/10"
        >
          <Phone aria-hidden="true" className="size-4" />
          {brand.phone}
        </a>
      </Hero>
      {rest.length > 0 && (
        <div className="mx-auto grid max-w-5xl gap-10 px-4 py-14 lg:grid-cols-[2fr_1fr]">
          <div className="space-y-5 text-lg leading-relaxed text-slate-800">
            {rest.map((paragraph, index) => (
              // Plain text from the back-office: React escapes it, no HTML is ever injected.
              <p key={index}>{paragraph}</p>
            ))}
          </div>
          <aside aria-labelledby="ville-methode" className="h-fit rounded-2xl bg-brand-50 p-6">
            <h2 id="ville-methode" className="text-xl font-bold text-brand-900">
              Notre méthode en bref
            </h2>
            <ul className="mt-4 list-disc space-y-2 pl-5 text-slate-700">
              <li>Brief du poste sous 48 heures, sur site ou en visio</li>
              <li>Approche directe des candidats en poste</li>
              <li>Short-list de profils rencontrés en entretien</li>
              <li>Suivi pendant toute la période d'essai</li>
            </ul>
          </aside>
        </div>
      )}
    </>
  );
}
