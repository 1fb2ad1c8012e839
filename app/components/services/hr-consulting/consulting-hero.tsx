import { MessagesSquare } from "lucide-react";
import { useBrand } from "~/lib/root-data";
import { PageIllustration, heroWithPicture } from "~/components/marketing/page-picture";

/** Header of the HR consulting page: who it is for and the two ways forward. */
export function ConsultingHero() {
  const brand = useBrand();
  return (
    <header className="bg-gradient-to-br from-brand-900 to-brand-700 text-white">
      <div className={`mx-auto max-w-7xl px-4 py-16 md:py-24 ${heroWithPicture}`}>
        <div>
          <p className="font-semibold uppercase tracking-wide text-accent-light">Conseil RH</p>
          <h1 className="mt-3 max-w-3xl text-4xl font-extrabold leading-tight md:text-5xl">Des ressources humaines qui soutiennent votre croissance</h1>
          <p className="mt-6 max-w-2xl text-lg text-slate-200">
            Recrutements qui s'enchaînent, départs difficiles à remplacer, managers débordés : les consultants {brand.name} accompagnent les PME et ETI, avec ou
            sans service RH, pour poser un diagnostic clair et bâtir une gestion des compétences qui tient dans la durée.
          </p>
          <div className="mt-10 flex flex-wrap gap-4">
            <a href="#contact" className="inline-flex items-center gap-2 rounded-full bg-accent px-6 py-3 font-bold hover:bg-accent-hover">
              <MessagesSquare aria-hidden="true" className="size-5" />
              Échanger avec un consultant
            </a>
            <a href="#demarche" className="rounded-full border-2 border-white px-6 py-3 font-bold hover:bg-white hover:text-brand-900">
              Découvrir notre démarche
            </a>
          </div>
        </div>
        <PageIllustration picture="equipe-rh" priority className="mt-10 lg:mt-0" />
      </div>
    </header>
  );
}
