import { CalendarCheck, ExternalLink } from "lucide-react";
import { useBrand } from "~/lib/root-data";
import { Hero } from "~/components/marketing/hero";

/** The public site where a holder of a personal training account (CPF) books and pays. */
export const CPF_URL = "https://www.moncompteformation.gouv.fr";

const keyFacts = [
  { value: "12 h", label: "d'accompagnement individuel" },
  { value: "8", label: "entretiens avec votre consultant" },
  { value: "CPF", label: "bilan éligible à votre compte formation" },
  { value: "6 mois", label: "entretien de suivi après le bilan" },
];

/** Header of the skills assessment page: the promise, the free first appointment and the CPF way in. */
export function AssessmentHero() {
  const brand = useBrand();
  return (
    <Hero
      as="header"
      eyebrow="Bilan de compétences"
      title="Faites le point sur votre carrière et donnez-lui un nouveau cap"
      intro={
        <>
          Changer de métier, évoluer, rebondir ou simplement retrouver du sens : chez {brand.name}, votre bilan est mené par un consultant qui recrute au
          quotidien. Il sait quelles compétences les employeurs recherchent et vous aide à construire un projet qui tient la route sur le marché de l'emploi.
        </>
      }
      className="max-w-7xl py-16 md:py-24"
      titleClassName="max-w-3xl text-4xl"
      introClassName="max-w-2xl"
      picture="boussole-bilan"
      below={
        <ul className="mt-12 grid grid-cols-2 gap-4 md:grid-cols-4 lg:grid-cols-2">
          {keyFacts.map((fact) => (
            <li key={fact.label} className="rounded-xl bg-white/10 p-4">
              <p className="text-3xl font-extrabold text-white">{fact.value}</p>
              <p className="mt-1 text-sm text-slate-200">{fact.label}</p>
            </li>
          ))}
        </ul>
      }
    >
      <a href="#contact" className="inline-flex items-center gap-2 rounded-full bg-accent px-6 py-3 font-bold hover:bg-accent-hover">
        <CalendarCheck aria-hidden="true" className="size-5" />
        Réserver mon premier rendez-vous gratuit
      </a>
      {/* Booking and payment happen on the State's site: a new tab keeps this page at hand. */}
      <a
        href={CPF_URL}
        target="_blank"
        rel="noopener noreferrer"
        className="inline-flex items-center gap-2 rounded-full border-2 border-white px-6 py-3 font-bold hover:bg-white hover:text-brand-900"
      >
        Financer avec mon CPF
        <ExternalLink aria-hidden="true" className="size-4" />
        <span className="sr-only"> (nouvel onglet)</span>
      </a>
    </Hero>
  );
}
