const steps = [
  {
    title: "Cadrage",
    text: "Postes à pourvoir, profils recherchés, nombre d'embauches visées, lieu et date : nous fixons ensemble les objectifs de l'événement et le format le plus efficace.",
  },
  {
    title: "Mobilisation des candidats",
    text: "Annonces ciblées, activation de notre vivier, partenaires locaux de l'emploi et réseaux sociaux : nous invitons, présélectionnons et relançons les candidats jusqu'au jour J.",
  },
  {
    title: "Le jour de l'événement",
    text: "Accueil, animation, planning des rencontres, grilles d'évaluation communes à tous vos managers : nos consultants s'occupent de l'organisation, vous vous concentrez sur les échanges.",
  },
  {
    title: "Suivi et bilan",
    text: "Dès le lendemain, vous recevez la synthèse des candidats rencontrés. Nous gérons les retours à chacun, organisons les seconds entretiens et suivons les recrues jusqu'à leur intégration.",
  },
];

export function EventProcess() {
  return (
    <section aria-labelledby="deroulement-titre" className="bg-slate-50">
      <div className="mx-auto max-w-7xl px-4 py-16">
        <h2 id="deroulement-titre" className="text-center text-3xl font-bold">
          Un événement clé en main, du cadrage au bilan
        </h2>
        <ol className="mt-10 grid gap-6 md:grid-cols-2 lg:grid-cols-4">
          {steps.map((step, index) => (
            <li key={step.title} className="rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
              <span aria-hidden="true" className="flex size-10 items-center justify-center rounded-full bg-brand-700 text-lg font-black text-white">
                {index + 1}
              </span>
              <h3 className="mt-4 text-lg font-bold text-brand-900">
                <span className="sr-only">Étape {index + 1} : </span>
                {step.title}
              </h3>
              <p className="mt-2 text-slate-700">{step.text}</p>
            </li>
          ))}
        </ol>
        <p className="mx-auto mt-10 max-w-3xl text-center text-lg text-slate-700">
          Candidats reçus avec attention, réponse donnée à chacun : un événement réussi recrute aujourd'hui et renforce votre réputation d'employeur pour les
          recrutements de demain.
        </p>
      </div>
    </section>
  );
}
