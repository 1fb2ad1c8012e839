import type { Route } from "./+types/great-place-to-work";
import { pageMeta, pagePicturePreview } from "~/lib/seo";
import { useBrand } from "~/lib/root-data";
import { ContactSection } from "~/components/contact/contact-section";
import { AgenciesSection } from "~/components/sections/agencies-section";
import { Hero } from "~/components/marketing/hero";
import { GptwAudiences, GptwIntro, GptwPractices } from "~/components/employer-brand/gptw-sections";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "Great Place to Work® : notre engagement employeur",
    description:
      "Pourquoi nous avons fait évaluer notre environnement de travail par nos propres équipes, et ce que cette certification change pour les candidats que nous accompagnons et les entreprises qui nous confient leurs recrutements.",
    image: pagePicturePreview("trophee-engagement"),
  });

// Spec 1 §9 figures only: the page quotes no survey score we could not source.
const FIGURES = [
  { value: "93 %", label: "de clients satisfaits" },
  { value: "500+", label: "recrutements par an" },
  { value: "Top 100", label: "des cabinets de recrutement en France" },
];

/** Static page: the copy lives in the components, the brand name comes from the settings. */
export default function GreatPlaceToWorkPage() {
  const brand = useBrand();
  return (
    <>
      <Hero
        as="header"
        eyebrow="Nos engagements"
        title="Great Place to Work®, notre engagement employeur"
        intro={
          <>
            Des consultants bien dans leur travail recrutent mieux. C'est pourquoi {brand.name} a demandé à ses propres équipes d'évaluer leur quotidien, et
            s'engage à faire vivre cette exigence auprès de chaque candidat et de chaque client.
          </>
        }
        className="max-w-6xl py-14 md:py-20"
        introClassName="max-w-2xl"
        below={
          <ul className="mt-8 grid gap-4 sm:grid-cols-3">
            {FIGURES.map((figure) => (
              <li key={figure.label} className="rounded-xl bg-white/10 px-4 py-5">
                <span className="block text-3xl font-extrabold text-white">{figure.value}</span>
                <span className="mt-1 block text-sm text-slate-200">{figure.label}</span>
              </li>
            ))}
          </ul>
        }
        picture="trophee-engagement"
      />
      <GptwIntro />
      <GptwAudiences />
      <GptwPractices />
      <ContactSection title="Travaillons ensemble" />
      <AgenciesSection />
    </>
  );
}
