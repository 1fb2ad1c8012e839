import { Briefcase, Check, ExternalLink, UserRound, Wallet } from "lucide-react";
import { CPF_URL } from "./assessment-hero";

// Spec 1 §9: 1 890 € for 12 hours of appointments (8 individual interviews), CPF-eligible.
const included = [
  "12 heures de rendez-vous, soit 8 entretiens individuels",
  "Tests de personnalité et d'intérêts professionnels",
  "Enquêtes métiers guidées par votre consultant",
  "Document de synthèse confidentiel",
  "Entretien de suivi à 6 mois, si vous le souhaitez",
];

/** Price, what it includes and the ways to pay for it. */
export function AssessmentFinancing() {
  return (
    <section aria-labelledby="bilan-financement" className="mx-auto max-w-7xl px-4 py-16">
      <h2 id="bilan-financement" className="text-3xl font-bold text-brand-900">
        Tarif et financement
      </h2>
      <div className="mt-10 grid gap-8 lg:grid-cols-2">
        <div className="rounded-2xl border-2 border-brand-700 p-8 shadow-sm">
          <p className="text-sm font-semibold uppercase tracking-wide text-accent-hover">Bilan complet</p>
          <p className="mt-2 whitespace-nowrap text-5xl font-extrabold text-brand-900">1 890 €</p>
          <p className="mt-2 text-lg text-slate-700">pour 12 heures de rendez-vous (8 entretiens individuels), éligible au CPF</p>
          <ul className="mt-6 space-y-3">
            {included.map((item) => (
              <li key={item} className="flex gap-3">
                <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-green-700" />
                <span>{item}</span>
              </li>
            ))}
          </ul>
        </div>
        <ul className="space-y-6">
          <li className="flex gap-4">
            <Wallet aria-hidden="true" className="size-8 shrink-0 text-accent" />
            <div>
              <h3 className="text-lg font-bold text-brand-700">Votre compte personnel de formation (CPF)</h3>
              <p className="mt-2 text-slate-700">
                Le bilan est éligible au CPF : réservez-le sur le site officiel et mobilisez les droits que vous avez acquis au fil de votre carrière.
              </p>
              <a
                href={CPF_URL}
                target="_blank"
                rel="noopener noreferrer"
                className="mt-2 inline-flex items-center gap-1 font-semibold text-brand-700 underline"
              >
                Consulter mes droits sur Mon Compte Formation
                <ExternalLink aria-hidden="true" className="size-4" />
                <span className="sr-only"> (nouvel onglet)</span>
              </a>
            </div>
          </li>
          <li className="flex gap-4">
            <Briefcase aria-hidden="true" className="size-8 shrink-0 text-accent" />
            <div>
              <h3 className="text-lg font-bold text-brand-700">Votre employeur</h3>
              <p className="mt-2 text-slate-700">
                Le bilan peut être financé par le plan de développement des compétences de votre entreprise, avec votre accord. Il peut alors se dérouler sur
                votre temps de travail.
              </p>
            </div>
          </li>
          <li className="flex gap-4">
            <UserRound aria-hidden="true" className="size-8 shrink-0 text-accent" />
            <div>
              <h3 className="text-lg font-bold text-brand-700">Un financement personnel</h3>
              <p className="mt-2 text-slate-700">
                Vos droits ne couvrent pas tout ? Complétez par un financement personnel : nous vous remettons un devis détaillé dès le premier rendez-vous.
                Demandeur d'emploi, parlez-en aussi à votre conseiller France Travail.
              </p>
            </div>
          </li>
        </ul>
      </div>
    </section>
  );
}
