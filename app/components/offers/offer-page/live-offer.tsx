import type { OfferSummary } from "~common/offers";
import { useRootData } from "~/lib/root-data";
import { BreadcrumbJsonLd, JsonLd } from "~/components/ui/json-ld";
import { LatestOffers } from "~/components/home/latest-offers";
import { ApplyButton } from "./apply-button";
import { jobPostingJsonLd } from "./job-posting-json-ld";
import { OfferDescription } from "./offer-description";
import { OfferHeader } from "./offer-header";
import type { OfferDetails } from "./types";

/** A published offer: its JobPosting data, header, description, «Je postule», then similar offers. */
export function LiveOffer({ offer, similar }: { offer: OfferDetails; similar: OfferSummary[] }) {
  const { brand, publicUrl } = useRootData();
  return (
    <>
      <JsonLd data={jobPostingJsonLd(offer, brand, publicUrl)} />
      <BreadcrumbJsonLd
        steps={[
          { name: "Offres d'emploi", path: "/nos-offres" },
          { name: offer.name, path: offer.href },
        ]}
      />
      <OfferHeader offer={offer} />
      {/* One container for both: on phones the apply bar sticks to the bottom of the screen
          while the description scrolls, then settles under it; beside it on large screens. */}
      <div className="mx-auto max-w-6xl px-4 pt-10 lg:grid lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start lg:gap-12 lg:py-14">
        <OfferDescription html={offer.description} />
        <aside
          aria-label="Postuler à cette offre"
          className="sticky bottom-0 z-20 -mx-4 mt-10 border-t border-slate-200 bg-white/95 px-4 py-3 backdrop-blur lg:top-28 lg:bottom-auto lg:mx-0 lg:mt-0 lg:rounded-xl lg:border lg:p-6 lg:shadow-sm"
        >
          <p className="hidden text-lg font-bold text-brand-900 lg:block">Ce poste est fait pour vous ?</p>
          <p className="mt-2 hidden text-slate-700 lg:block">
            Envoyez votre CV en deux minutes : un consultant de votre région l'étudie et vous répond rapidement.
          </p>
          <ApplyButton offer={{ id: offer.id, name: offer.name }} className="w-full lg:mt-5" />
        </aside>
      </div>
      {/* The same job first, then the same place (issue 47). */}
      <LatestOffers offers={similar} title="Offres similaires" id="offres-similaires" className="mt-6 bg-slate-50" />
    </>
  );
}
