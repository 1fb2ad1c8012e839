import { ExternalLink, Trophy } from "lucide-react";
import { RpoSection } from "./rpo-section";

// Spec 1 §9, RPO claims. The non-breaking spaces keep «92 %» on one line, as French typography wants.
const figures = [
  { value: "+150", label: "entreprises accompagnées en RPO" },
  { value: "10 à 15 jours", label: "pour recevoir vos premiers candidats" },
  { value: "92\u00a0%", label: "des recrutements validés à 12 mois" },
  { value: "100\u00a0%", label: "de missions construites sur mesure" },
];

// The newspaper's page is not ours: a neutral placeholder address until the real article is chosen.
const RANKING_URL = "https://www.quotidien-economique.example/classements/meilleurs-cabinets-de-recrutement";

/** Key figures, then the ranking mention linking to the newspaper that publishes it. */
export function RpoFigures() {
  return (
    <RpoSection title="Le RPO en chiffres" intro="Des résultats mesurés mission après mission, que nous partageons avec vous dès le lancement.">
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {figures.map((figure) => (
          <li key={figure.label} className="rounded-xl border border-slate-200 p-6 text-center shadow-sm">
            <p className="text-4xl font-extrabold text-brand-700">{figure.value}</p>
            <p className="mt-2 text-slate-700">{figure.label}</p>
          </li>
        ))}
      </ul>
      <div className="mt-10 flex flex-col items-start gap-4 rounded-xl bg-brand-900 p-6 text-white md:flex-row md:items-center md:p-8">
        <Trophy aria-hidden="true" className="size-12 shrink-0 text-accent-light" />
        <p className="text-lg">
          <strong>Top 50 des cabinets de recrutement en France depuis 4 ans</strong>, selon le classement publié chaque année par un grand quotidien
          économique : une reconnaissance que nous devons à nos clients et à nos candidats.
        </p>
        <a
          href={RANKING_URL}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex shrink-0 items-center gap-2 rounded-full border-2 border-white px-5 py-2 font-bold hover:bg-white hover:text-brand-900"
        >
          Voir le classement
          <span className="sr-only">(nouvel onglet)</span>
          <ExternalLink aria-hidden="true" className="size-4" />
        </a>
      </div>
    </RpoSection>
  );
}
