import { Check } from "lucide-react";

// Spec 1 §2: request analysis, shared HR review, GPEC support, review at 3 months.
const steps = [
  {
    title: "Analyse de votre demande",
    text: "Un premier entretien avec la direction pour comprendre votre contexte, vos projets et ce qui vous freine aujourd'hui. Nous fixons ensemble le périmètre de la mission et les résultats attendus.",
  },
  {
    title: "Revue RH partagée",
    text: "Nous passons en revue vos pratiques avec vous, vos managers et quelques collaborateurs : recrutement, intégration, entretiens, formation, rémunération. Le diagnostic est discuté avec vous, pas simplement remis.",
  },
  {
    title: "Accompagnement GPEC",
    text: "Cartographie des métiers et des compétences, repérage des postes clés et des risques de départ, puis plan d'action concret : recrutements, formations, mobilités internes, que nous vous aidons à lancer.",
  },
  {
    title: "Bilan à 3 mois",
    text: "Trois mois plus tard, nous mesurons ensemble les effets des actions engagées et ajustons la feuille de route pour que les changements s'installent durablement.",
  },
];

const deliverables = [
  "Un diagnostic écrit de vos pratiques RH, avec leurs points forts et leurs fragilités",
  "Une cartographie des compétences de vos équipes et des postes clés",
  "Un plan d'action priorisé, calé sur vos moyens et votre calendrier",
  "Des outils prêts à l'emploi : fiches de poste, trames d'entretien, parcours d'intégration",
  "Un consultant référent joignable pendant toute la mission",
];

/** The four-step programme and what the client keeps at the end. */
export function ConsultingProgramme() {
  return (
    <section id="demarche" aria-labelledby="conseil-demarche" className="scroll-mt-20 bg-brand-50">
      <div className="mx-auto max-w-7xl px-4 py-16">
        <h2 id="conseil-demarche" className="text-center text-3xl font-bold text-brand-900">
          Notre démarche en 4 étapes
        </h2>
        <ol className="mt-12 grid gap-6 md:grid-cols-2 lg:grid-cols-4">
          {steps.map((step, index) => (
            <li key={step.title} className="flex flex-col rounded-xl bg-white p-6 shadow-sm">
              <span aria-hidden="true" className="flex size-12 items-center justify-center rounded-full bg-accent text-xl font-extrabold text-white">
                {index + 1}
              </span>
              <h3 className="mt-4 text-xl font-bold text-brand-900">
                <span className="sr-only">Étape {index + 1} : </span>
                {step.title}
              </h3>
              <p className="mt-3 text-slate-700">{step.text}</p>
            </li>
          ))}
        </ol>
        <div className="mx-auto mt-14 max-w-3xl rounded-2xl bg-white p-8 shadow-sm">
          <h3 className="text-2xl font-bold text-brand-900">Ce que vous conservez à la fin de la mission</h3>
          <ul className="mt-6 space-y-3">
            {deliverables.map((item) => (
              <li key={item} className="flex gap-3">
                <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-green-700" />
                <span>{item}</span>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
