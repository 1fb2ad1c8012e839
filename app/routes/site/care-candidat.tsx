import { Link } from "~/components/ui/site-link";
import { Lock, Phone } from "lucide-react";
import type { Route } from "./+types/care-candidat";
import { phoneHref } from "~common/brand";
import { pageMeta, pagePicturePreview } from "~/lib/seo";
import { useBrand } from "~/lib/root-data";
import { textLinkClass } from "~/components/legal/legal-layout";
import { PicturedHeader } from "~/components/marketing/pictured-header";
import { CommitmentsSection, JourneySection } from "~/components/legal/candidate-commitments";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "Care candidat : nos engagements envers les candidats",
    description:
      "Une réponse à chaque candidature, un retour après chaque entretien, une recherche confidentielle et aucun CV envoyé sans votre accord : nos engagements envers les candidats.",
    image: pagePicturePreview("coeur-candidat"),
  });

export default function CandidateCarePage() {
  const brand = useBrand();
  return (
    <>
      <PicturedHeader tone="light" picture="coeur-candidat">
        <p className="font-semibold uppercase tracking-wide text-brand-700">Care candidat</p>
        <h1 className="mt-2 text-3xl font-extrabold text-brand-900 md:text-4xl">Nos engagements envers les candidats</h1>
        <p className="mt-4 text-lg text-slate-700">
          Vous confiez à {brand.name} une étape importante de votre vie professionnelle. En retour, nous vous devons de la transparence, de la discrétion et un
          suivi réel, de la première prise de contact à votre intégration.
        </p>
      </PicturedHeader>
      <CommitmentsSection brandName={brand.name} />
      <JourneySection />
      <section aria-labelledby="vos-donnees-titre" className="mx-auto max-w-4xl px-4 pt-16">
        <div className="flex flex-col gap-4 rounded-xl border border-brand-100 bg-brand-50 p-6 sm:flex-row sm:items-start">
          <Lock aria-hidden="true" className="size-8 shrink-0 text-brand-700" />
          <div>
            <h2 id="vos-donnees-titre" className="text-2xl font-bold text-brand-900">
              Vos données restent les vôtres
            </h2>
            <p className="mt-3 text-slate-700">
              Votre CV sert uniquement à vous proposer des postes qui vous correspondent. Il est conservé 2 ans après votre dernier contact avec nous, puis
              supprimé ; vous pouvez en demander la consultation ou l'effacement à tout moment, sans avoir à vous justifier.
            </p>
            <p className="mt-3">
              <Link to="/donnees-personnelles" className={textLinkClass}>
                Tout savoir sur vos données personnelles
              </Link>
            </p>
          </div>
        </div>
      </section>
      <section aria-labelledby="question-titre" className="mx-auto max-w-4xl px-4 py-16 text-center">
        <h2 id="question-titre" className="text-2xl font-bold text-brand-900">
          Une question sur votre candidature ?
        </h2>
        <p className="mt-3 text-slate-700">
          Un engagement n'a pas été tenu, ou vous souhaitez simplement faire le point ? Dites-le-nous : un consultant vous répond personnellement.
        </p>
        <div className="mt-8 flex flex-wrap justify-center gap-4">
          <Link to="/contact" className="rounded-full bg-brand-700 px-6 py-3 font-bold text-white hover:bg-brand-900">
            Nous contacter
          </Link>
          <a
            href={phoneHref(brand.phone)}
            className="inline-flex items-center gap-2 rounded-full border-2 border-brand-700 px-6 py-3 font-bold text-brand-700 hover:bg-brand-700 hover:text-white"
          >
            <Phone aria-hidden="true" className="size-5" />
            Appeler le {brand.phone}
          </a>
        </div>
      </section>
    </>
  );
}
