import { FaqAccordion } from "~/components/ui/faq-accordion";
import { JsonLd, faqPageJsonLd } from "~/components/ui/json-ld";

/** The same four pairs feed the accordion and the FAQPage data, so they can never differ. */
export const predictiveFaq = [
  {
    question: "Qu'est-ce que le recrutement prédictif ?",
    answer:
      "C'est une méthode qui évalue, en plus de l'expérience et des compétences techniques, les comportements, les motivations et les aptitudes d'un candidat, puis les compare au profil qui réussit dans le poste. L'objectif : anticiper la réussite et la longévité de la recrue, plutôt que de le découvrir pendant la période d'essai.",
  },
  {
    question: "Les tests remplacent-ils les entretiens ?",
    answer:
      "Non. Les questionnaires servent à préparer des entretiens plus courts et plus pertinents, centrés sur les points à vérifier. La décision reste humaine : votre consultant vous restitue chaque profil et vous choisissez en connaissance de cause.",
  },
  {
    question: "Comment les candidats vivent-ils l'évaluation ?",
    answer:
      "Le questionnaire se remplit en ligne, en moins d'une heure, au moment choisi par le candidat. Chacun reçoit un retour sur ses résultats, ce qui est rarement le cas dans un recrutement classique : la plupart des candidats apprécient cette transparence. Les données sont utilisées uniquement pour le recrutement concerné.",
  },
  {
    question: "Pour quels postes le recrutement prédictif est-il adapté ?",
    answer:
      "Pour tous les postes où le comportement fait la différence : management d'équipe, relation client, fonctions commerciales, postes à forte autonomie, mais aussi recrutements en volume où il faut trier rapidement de nombreuses candidatures. Nous l'utilisons dans le BTP, la distribution, l'industrie comme dans le numérique.",
  },
];

export function PredictiveFaq() {
  return (
    <section aria-labelledby="faq-predictif-titre" className="mx-auto max-w-4xl px-4 py-16">
      <h2 id="faq-predictif-titre" className="text-center text-3xl font-bold">
        Vos questions sur le recrutement prédictif
      </h2>
      <div className="mt-10">
        <FaqAccordion items={predictiveFaq} mode="single" />
      </div>
      <JsonLd data={faqPageJsonLd(predictiveFaq)} />
    </section>
  );
}
