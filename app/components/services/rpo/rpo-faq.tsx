import { FaqAccordion, type FaqEntry } from "~/components/ui/faq-accordion";
import { RpoSection } from "./rpo-section";

/** The four questions, shared by the accordion and the page's FAQPage structured data. */
export const rpoFaq: FaqEntry[] = [
  {
    question: "Quelle différence entre le RPO et un cabinet de recrutement classique ?",
    answer:
      "Un cabinet classique intervient poste par poste et se rémunère à la commission, généralement 15 à 25\u00a0% du salaire brut annuel de chaque recrue. En RPO, une équipe dédiée prend en charge tout ou partie de votre processus de recrutement sur une période donnée, dans vos outils et à votre nom, pour un budget fixé à l'avance.",
  },
  {
    question: "En combien de temps recevons-nous les premiers candidats ?",
    answer:
      "Comptez 10 à 15 jours entre la prise de brief et la présentation des premiers candidats qualifiés. Nous lançons l'approche directe et la recherche dans notre vivier dès le démarrage de la mission, sans attendre les réponses aux annonces.",
  },
  {
    question: "Peut-on n'externaliser qu'une partie du processus ?",
    answer:
      "Oui. Chasse de talents, présélection par nos experts, dossier complet sur chaque candidat, multidiffusion de vos annonces en option : vous choisissez les étapes que vous nous confiez et gardez la main sur les autres, par exemple les entretiens finaux avec vos managers.",
  },
  {
    question: "Vos recruteurs peuvent-ils travailler dans nos outils ?",
    answer:
      "C'est même notre façon de faire. Nos recruteurs utilisent votre ATS, votre CRM et, si besoin, votre ERP avec les accès que vous leur ouvrez. Candidatures, statuts et comptes rendus restent dans vos systèmes et vous appartiennent à la fin de la mission.",
  },
];

/** One answer open at a time (spec 1 §4): the reader compares answers one by one. */
export function RpoFaq() {
  return (
    <RpoSection tone="tinted" title="Questions fréquentes sur le RPO">
      <div className="max-w-4xl">
        <FaqAccordion items={rpoFaq} mode="single" />
      </div>
    </RpoSection>
  );
}
