import { CalendarDays } from "lucide-react";
import { useBrand } from "~/lib/root-data";
import { CallUsLink } from "~/components/marketing/call-us-link";
import { CtaLink } from "~/components/marketing/cta-link";
import { Hero } from "~/components/marketing/hero";

export function EventsHero() {
  const brand = useBrand();
  return (
    <Hero
      titleId="evenementiel-titre"
      eyebrow="Événementiel recrutement"
      eyebrowIcon={CalendarDays}
      title="Des événements de recrutement qui font venir les bons candidats"
      intro={
        <>
          Job dating, forum, après-midi portes ouvertes : {brand.name} conçoit et anime des rencontres où vos managers échangent en direct avec des candidats
          déjà présélectionnés. En quelques heures, vous rencontrez les personnes qu'une annonce aurait mis des semaines à faire venir, et les candidats
          découvrent votre entreprise de l'intérieur.
        </>
      }
      className="max-w-7xl py-16 md:py-24"
      picture="podium-evenement"
      titleClassName="max-w-4xl text-4xl"
    >
      <CtaLink href="#contact">Organiser un événement</CtaLink>
      <CallUsLink />
    </Hero>
  );
}
