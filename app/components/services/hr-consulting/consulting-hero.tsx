import { MessagesSquare } from "lucide-react";
import { useBrand } from "~/lib/root-data";
import { Hero } from "~/components/marketing/hero";

/** Header of the HR consulting page: who it is for and the two ways forward. */
export function ConsultingHero() {
  const brand = useBrand();
  return (
    <Hero
      as="header"
      eyebrow="Conseil RH"
      title="Des ressources humaines qui soutiennent votre croissance"
      intro={
        <>
          Recrutements qui s'enchaînent, départs difficiles à remplacer, managers débordés : les consultants {brand.name} accompagnent les PME et ETI, avec ou
          sans service RH, pour poser un diagnostic clair et bâtir une gestion des compétences qui tient dans la durée.
        </>
      }
      className="max-w-7xl py-16 md:py-24"
      titleClassName="max-w-3xl text-4xl"
      introClassName="max-w-2xl"
      picture="equipe-rh"
    >
      <a href="#contact" className="inline-flex items-center gap-2 rounded-full bg-accent px-6 py-3 font-bold hover:bg-accent-hover">
        <MessagesSquare aria-hidden="true" className="size-5" />
        Échanger avec un consultant
      </a>
      <a href="#demarche" className="rounded-full border-2 border-white px-6 py-3 font-bold hover:bg-white hover:text-brand-900">
        Découvrir notre démarche
      </a>
    </Hero>
  );
}
