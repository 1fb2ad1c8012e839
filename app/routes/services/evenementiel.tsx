import type { Route } from "./+types/evenementiel";
import { pageMeta, pagePicturePreview } from "~/lib/seo";
import { ContactSection } from "~/components/contact/contact-section";
import { AgenciesSection } from "~/components/sections/agencies-section";
import { EventsHero } from "~/components/services/events/events-hero";
import { EventFormats } from "~/components/services/events/event-formats";
import { EventProcess } from "~/components/services/events/event-process";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "Événements de recrutement : job dating, forums, portes ouvertes",
    description:
      "Job dating, forum de l'emploi, après-midi marque employeur, recrutement collectif : nous organisons et animons vos événements de recrutement avec des candidats présélectionnés.",
    image: pagePicturePreview("podium-evenement"),
  });

// Static marketing content: no loader needed.
export default function EventsPage() {
  return (
    <>
      <EventsHero />
      <EventFormats />
      <EventProcess />
      <ContactSection isFromService title="Parlons de votre prochain événement de recrutement" />
      <AgenciesSection />
    </>
  );
}
