import { CalendarDays } from "lucide-react";
import { phoneHref } from "~common/brand";
import { useBrand } from "~/lib/root-data";

export function EventsHero() {
  const brand = useBrand();
  return (
    <section aria-labelledby="evenementiel-titre" className="bg-gradient-to-br from-brand-900 to-brand-700 text-white">
      <div className="mx-auto max-w-7xl px-4 py-16 md:py-24">
        <p className="flex items-center gap-2 font-semibold uppercase tracking-wide text-accent-light">
          <CalendarDays aria-hidden="true" className="size-5" />
          Événementiel recrutement
        </p>
        <h1 id="evenementiel-titre" className="mt-3 max-w-4xl text-4xl font-extrabold leading-tight md:text-5xl">
          Des événements de recrutement qui font venir les bons candidats
        </h1>
        <p className="mt-6 max-w-3xl text-lg text-slate-200">
          Job dating, forum, après-midi portes ouvertes : {brand.name} conçoit et anime des rencontres où vos managers échangent en direct avec des candidats
          déjà présélectionnés. En quelques heures, vous rencontrez les personnes qu'une annonce aurait mis des semaines à faire venir, et les candidats
          découvrent votre entreprise de l'intérieur.
        </p>
        <div className="mt-10 flex flex-wrap gap-4">
          <a href="#contact" className="rounded-full bg-accent px-6 py-3 font-bold hover:bg-accent-hover">
            Organiser un événement
          </a>
          <a href={phoneHref(brand.phone)} className="rounded-full border-2 border-white px-6 py-3 font-bold hover:bg-white hover:text-brand-900">
            Appelez le {brand.phone}
          </a>
        </div>
      </div>
    </section>
  );
}
