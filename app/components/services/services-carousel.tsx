import { Link } from "~/components/ui/site-link";
import { ArrowRight, BrainCircuit, CalendarDays, Compass, Handshake, Users, type LucideIcon } from "lucide-react";
import { Carousel } from "~/components/ui/carousel";

export type ServiceCard = { href: string; title: string; text: string; icon: LucideIcon };

/** The services that have their own page, in the order the carousels show them. */
export const SERVICE_CARDS: readonly ServiceCard[] = [
  {
    href: "/nos-prestations/bilan-de-competences",
    title: "Bilan de compétences",
    text: "Faites le point sur vos savoir-faire et vos envies avec un consultant dédié, pour bâtir un projet professionnel réaliste. Éligible au CPF.",
    icon: Compass,
  },
  {
    href: "/nos-prestations/conseil-rh",
    title: "Conseil RH",
    text: "Un regard extérieur sur votre organisation : revue RH, gestion prévisionnelle des emplois et des compétences, plan d'action à votre mesure.",
    icon: Users,
  },
  {
    href: "/services/evenementiel",
    title: "Événementiel",
    text: "Job datings, forums et sessions de recrutement collectif : nous organisons les rencontres qui amènent les candidats jusqu'à vous.",
    icon: CalendarDays,
  },
  {
    href: "/services/1er-cabinet-specialise-dans-le-recrutement-predictif",
    title: "Recrutement prédictif",
    text: "Évaluez le comportement et la motivation des candidats avant l'entretien pour limiter les erreurs de recrutement coûteuses.",
    icon: BrainCircuit,
  },
  {
    href: "/services/rpo",
    title: "Externalisation du recrutement (RPO)",
    text: "Confiez-nous tout ou partie de vos recrutements : sourcing, présélection et suivi, directement dans vos outils.",
    icon: Handshake,
  },
];

/**
 * The «other services» family of spec 1 §2: the skills assessment page shows exactly the three
 * others, so RPO (which has its own comparison and call to action) is opt-in through `hrefs`.
 */
export const PRESTATION_HREFS: readonly string[] = SERVICE_CARDS.slice(0, 4).map((card) => card.href);

/** The cards to show on `current`: the chosen family minus the page itself. */
export function otherServices(current: string, hrefs: readonly string[] = PRESTATION_HREFS): ServiceCard[] {
  return SERVICE_CARDS.filter((card) => hrefs.includes(card.href) && card.href !== current);
}

type ServicesCarouselProps = {
  /** Path of the page showing the carousel: its own card is left out. */
  current: string;
  /** Which services to offer; defaults to the four «nos prestations» pages. */
  hrefs?: readonly string[];
  title?: string;
};

/** A carousel of service cards linking to the other service pages (built on <Carousel>). */
export function ServicesCarousel({ current, hrefs, title = "Découvrez nos autres services" }: ServicesCarouselProps) {
  const cards = otherServices(current, hrefs);
  if (cards.length === 0) return null;
  return (
    // A plain wrapper: the carousel is the labelled region, a second one would repeat its name.
    <div className="bg-slate-50">
      <div className="mx-auto max-w-7xl px-4 py-16">
        <h2 className="text-center text-3xl font-bold text-brand-900">{title}</h2>
        <p className="mx-auto mt-3 max-w-2xl text-center text-slate-700">
          Recrutement, accompagnement des équipes, évolution professionnelle : un seul interlocuteur pour vos projets RH.
        </p>
        <div className="mt-10">
          <Carousel label={title} slideClass="w-full sm:w-1/2 lg:w-1/3">
            {cards.map((card) => (
              <ServiceCardView key={card.href} card={card} />
            ))}
          </Carousel>
        </div>
      </div>
    </div>
  );
}

function ServiceCardView({ card }: { card: ServiceCard }) {
  const Icon = card.icon;
  return (
    // The title's link is stretched over the card, so the whole card is clickable with a single
    // link in the tab order and a clear accessible name.
    <article className="relative flex h-full flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm transition hover:shadow-md focus-within:ring-2 focus-within:ring-accent">
      <Icon aria-hidden="true" className="size-9 text-accent" />
      <h3 className="mt-4 text-xl font-bold text-brand-900">
        <Link to={card.href} className="after:absolute after:inset-0 focus-visible:outline-none">
          {card.title}
        </Link>
      </h3>
      <p className="mt-3 flex-1 text-slate-700">{card.text}</p>
      <span aria-hidden="true" className="mt-5 inline-flex items-center gap-1 font-semibold text-brand-700">
        Découvrir <ArrowRight className="size-4" />
      </span>
    </article>
  );
}
