import { ArrowRight, Check, Minus } from "lucide-react";
import { RpoSection } from "./rpo-section";

// Each row: what RPO brings, then how a classic per-position firm usually works.
const rows = [
  {
    criterion: "Rémunération",
    rpo: "Un budget global défini à l'avance, ajusté au volume de postes",
    classic: "Une commission de 15 à 25\u00a0% du salaire brut annuel, pour chaque recrutement",
  },
  {
    criterion: "Délai",
    rpo: "Premiers candidats présentés en 10 à 15 jours",
    classic: "Variable selon la charge du cabinet et le nombre de postes confiés",
  },
  {
    criterion: "Connaissance de l'entreprise",
    rpo: "Une équipe dédiée qui connaît vos métiers, vos managers et votre culture",
    classic: "Une découverte à refaire à chaque nouvelle mission",
  },
  {
    criterion: "Volume",
    rpo: "Un dispositif qui monte en charge avec vos pics d'activité",
    classic: "Chaque poste ouvert est une mission distincte à négocier",
  },
  {
    criterion: "Outils",
    rpo: "Travail direct dans votre ATS, votre CRM et votre ERP",
    classic: "Des candidatures transmises par e-mail, à ressaisir",
  },
  {
    criterion: "Marque employeur",
    rpo: "Les candidats sont approchés au nom de votre entreprise",
    classic: "Les annonces et l'approche se font au nom du cabinet",
  },
  {
    criterion: "Pilotage",
    rpo: "Indicateurs partagés et points réguliers tout au long de la mission",
    classic: "Un compte rendu à la fin de chaque recrutement",
  },
];

/** What RPO brings, ticked; how a classic firm works, dashed: in the phone's cards and the table alike. */
const RpoPoint = ({ children }: { children: string }) => (
  <span className="flex gap-2">
    <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
    {children}
  </span>
);
const ClassicPoint = ({ children }: { children: string }) => (
  <span className="flex gap-2">
    <Minus aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-slate-400" />
    {children}
  </span>
);

/** The comparison the second anchor button leads to (#comparatif), closed by a call to action. */
export function RpoComparison() {
  return (
    <RpoSection
      id="comparatif"
      tone="tinted"
      title="RPO ou cabinet classique : que choisir ?"
      intro="Le recrutement classique reste pertinent pour un poste isolé. Dès que les besoins se répètent, le RPO devient plus rapide, plus lisible et plus économique."
    >
      <ComparisonCards />
      <ComparisonTable />
      <div className="mt-10 flex flex-col items-start gap-4 rounded-xl bg-white p-6 shadow-sm md:flex-row md:items-center md:justify-between md:p-8">
        <p className="text-lg text-slate-800">
          <strong className="text-brand-900">Vous hésitez entre les deux ?</strong> Décrivez-nous vos besoins : nous vous dirons franchement quelle formule vous
          coûtera le moins.
        </p>
        <a href="#contact" className="inline-flex shrink-0 items-center gap-2 rounded-full bg-brand-700 px-6 py-3 font-bold text-white hover:bg-brand-900">
          Obtenir une proposition RPO
          <ArrowRight aria-hidden="true" className="size-5" />
        </a>
      </div>
    </RpoSection>
  );
}

/**
 * On a phone, one card per criterion: a three-column table there cut its words and put
 * «Cabinet classique» off screen with nothing to say so (issue 50).
 */
function ComparisonCards() {
  return (
    <ul aria-label="Comparaison entre le RPO et un cabinet de recrutement classique" className="space-y-4 md:hidden">
      {rows.map((row) => (
        <li key={row.criterion} className="rounded-xl bg-white p-4 shadow-sm">
          <h3 className="font-semibold text-brand-900">{row.criterion}</h3>
          <dl className="mt-2 space-y-2">
            <div className="rounded-lg bg-brand-50 p-3">
              <dt className="text-sm font-bold text-brand-700">RPO</dt>
              <dd className="mt-1">
                <RpoPoint>{row.rpo}</RpoPoint>
              </dd>
            </div>
            <div className="p-3">
              <dt className="text-sm font-bold text-slate-600">Cabinet classique</dt>
              <dd className="mt-1 text-slate-700">
                <ClassicPoint>{row.classic}</ClassicPoint>
              </dd>
            </div>
          </dl>
        </li>
      ))}
    </ul>
  );
}

/** From 768 px, a table; focusable in case a long word still makes it scroll. */
function ComparisonTable() {
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be focusable (axe scrollable-region-focusable)
    <div role="region" aria-labelledby="comparatif-caption" tabIndex={0} className="hidden overflow-x-auto rounded-xl bg-white shadow-sm md:block">
      <table className="w-full min-w-[40rem] border-collapse text-left">
        <caption id="comparatif-caption" className="sr-only">
          Comparaison entre le RPO et un cabinet de recrutement classique
        </caption>
        <thead>
          <tr className="border-b-2 border-slate-200">
            <th scope="col" className="p-4 font-semibold text-slate-600">
              Critère
            </th>
            <th scope="col" className="bg-brand-700 p-4 text-lg font-bold text-white">
              RPO
            </th>
            <th scope="col" className="p-4 text-lg font-bold text-slate-700">
              Cabinet classique
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.criterion} className="border-b border-slate-100 last:border-0">
              <th scope="row" className="p-4 align-top font-semibold text-brand-900">
                {row.criterion}
              </th>
              <td className="bg-brand-50 p-4 align-top">
                <RpoPoint>{row.rpo}</RpoPoint>
              </td>
              <td className="p-4 align-top text-slate-700">
                <ClassicPoint>{row.classic}</ClassicPoint>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
