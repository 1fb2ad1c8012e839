import { ArrowRight, Check } from "lucide-react";
import { useBrand } from "~/lib/root-data";
import { RpoSection } from "./rpo-section";
import { Hero } from "~/components/marketing/hero";

/** The page header: what the visitor can hand over to us, in one sentence. */
export function RpoHero() {
  const brand = useBrand();
  return (
    <Hero
      as="header"
      eyebrow="RPO – Recruitment Process Outsourcing"
      title="Externalisez vos recrutements, gardez la maîtrise de vos embauches"
      intro={
        <>
          Pic d'activité, ouverture de site, postes pénuriques : {brand.name} prend en charge tout ou partie de votre processus de recrutement, avec vos outils,
          votre marque employeur et vos critères. Vous décidez, nous livrons des candidats qualifiés.
        </>
      }
      className="max-w-7xl py-16 md:py-24"
      titleClassName="max-w-4xl text-4xl"
      introClassName="max-w-2xl"
      picture="relais-rpo"
    />
  );
}

const principles = [
  "Une équipe de recruteurs dédiée, qui connaît vos métiers et parle en votre nom",
  "Un périmètre à la carte : du sourcing seul jusqu'à la gestion complète du processus",
  "Un pilotage partagé : indicateurs, comptes rendus et points réguliers avec vos managers",
];

/**
 * «Qu'est-ce que le RPO ?» and the two anchor buttons of the spec: one towards the form,
 * one towards the comparison for visitors still weighing RPO against a classic firm.
 */
export function RpoDefinition() {
  const brand = useBrand();
  return (
    <RpoSection
      title="Qu'est-ce que le RPO ?"
      intro={
        <>
          <p>
            Le RPO, ou externalisation du processus de recrutement, consiste à confier à un cabinet spécialisé une partie ou la totalité de vos recrutements sur
            une période donnée. Contrairement à une mission classique, menée poste par poste, le RPO installe un dispositif durable : nos consultants deviennent
            le prolongement de votre service RH.
          </p>
          <p className="mt-4">
            Chez {brand.name}, chaque mission RPO commence par un diagnostic de vos besoins, de vos délais et de vos outils. Nous construisons ensuite le
            dispositif qui vous convient, sans engagement sur un modèle figé.
          </p>
        </>
      }
    >
      <ul className="grid gap-4 md:grid-cols-3">
        {principles.map((text) => (
          <li key={text} className="flex gap-3 rounded-xl border border-slate-200 p-5 shadow-sm">
            <Check aria-hidden="true" className="mt-1 size-5 shrink-0 text-accent" />
            <span className="text-slate-800">{text}</span>
          </li>
        ))}
      </ul>
      <div className="mt-10 flex flex-wrap gap-4">
        <a href="#contact" className="inline-flex items-center gap-2 rounded-full bg-brand-700 px-6 py-3 font-bold text-white hover:bg-brand-900">
          Parler de mon projet RPO
          <ArrowRight aria-hidden="true" className="size-5" />
        </a>
        <a
          href="#comparatif"
          className="inline-flex items-center gap-2 rounded-full border-2 border-brand-700 px-6 py-3 font-bold text-brand-700 hover:bg-brand-50"
        >
          Comparer RPO et cabinet classique
        </a>
      </div>
    </RpoSection>
  );
}
