import { useId, useState } from "react";
import { Check, ChevronDown, X } from "lucide-react";

type Criterion = { title: string; traditional: string; predictive: string };

const criteria: Criterion[] = [
  {
    title: "Ce que l'on évalue",
    traditional: "Les diplômes, les postes occupés et l'impression laissée en entretien : ce que le candidat a fait, rarement comment il l'a fait.",
    predictive:
      "Les compétences comportementales, les motivations et la façon de raisonner, mesurées par des questionnaires validés, puis croisées avec l'expérience.",
  },
  {
    title: "La présélection",
    traditional: "Un tri manuel des CV, long et subjectif, qui écarte souvent les parcours atypiques pourtant prometteurs.",
    predictive:
      "Chaque candidat complète un questionnaire en ligne avant tout entretien : le profil attendu sert de grille de lecture, le tri devient rapide et équitable.",
  },
  {
    title: "Les entretiens",
    traditional: "Des entretiens en série pour départager des candidats qui se ressemblent sur le papier, avec des questions identiques pour tous.",
    predictive:
      "Des entretiens moins nombreux et ciblés sur les points de vigilance révélés par l'évaluation : chaque échange apporte une information nouvelle.",
  },
  {
    title: "La fiabilité de la décision",
    traditional: "Le ressenti du recruteur pèse lourd : effet de première impression, préférence pour les profils qui nous ressemblent.",
    predictive: "Des données comparables d'un candidat à l'autre limitent les biais ; le consultant et le manager gardent la décision finale, mieux éclairée.",
  },
  {
    title: "Le coût dans la durée",
    traditional: "Aux honoraires s'ajoute le coût caché d'un départ prématuré : nouveau recrutement, formation à refaire, équipe désorganisée.",
    predictive: "Des recrues mieux ajustées au poste et au management restent plus longtemps : l'investissement initial se rentabilise sur plusieurs années.",
  },
];

/**
 * Criterion by criterion, each one a disclosure: visitors open what matters to them. Closed
 * panels stay in the HTML (hidden attribute) so the whole comparison is server-rendered.
 */
export function Comparison() {
  const baseId = useId();
  const [open, setOpen] = useState<ReadonlySet<number>>(() => new Set());
  const toggle = (index: number) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(index)) next.delete(index);
      else next.add(index);
      return next;
    });

  return (
    <section id="comparatif" aria-labelledby="comparatif-titre" className="scroll-mt-24 bg-slate-50">
      <div className="mx-auto max-w-5xl px-4 py-16">
        <h2 id="comparatif-titre" className="text-center text-3xl font-bold">
          Recrutement traditionnel ou recrutement prédictif ?
        </h2>
        <p className="mx-auto mt-4 max-w-3xl text-center text-lg text-slate-700">
          Même poste, même marché, deux méthodes. Ouvrez chaque critère pour voir ce qui change concrètement pour vous.
        </p>
        <ul className="mt-10 space-y-3">
          {criteria.map((criterion, index) => {
            const expanded = open.has(index);
            const panelId = `${baseId}-panel-${index}`;
            return (
              <li key={criterion.title} className="rounded-xl border border-slate-200 bg-white shadow-sm">
                <h3>
                  <button
                    type="button"
                    aria-expanded={expanded}
                    aria-controls={panelId}
                    onClick={() => toggle(index)}
                    className="flex w-full items-center justify-between gap-4 px-5 py-4 text-left text-lg font-semibold text-brand-900 hover:bg-brand-50"
                  >
                    {criterion.title}
                    <ChevronDown aria-hidden="true" className={`size-5 shrink-0 text-brand-700 transition-transform ${expanded ? "rotate-180" : ""}`} />
                  </button>
                </h3>
                <div id={panelId} hidden={!expanded} className="grid gap-4 px-5 pb-5 md:grid-cols-2">
                  <div className="rounded-lg bg-slate-100 p-4">
                    <p className="flex items-center gap-2 font-semibold text-slate-800">
                      <X aria-hidden="true" className="size-4 text-slate-500" />
                      Recrutement traditionnel
                    </p>
                    <p className="mt-2 text-slate-700">{criterion.traditional}</p>
                  </div>
                  <div className="rounded-lg bg-brand-50 p-4">
                    <p className="flex items-center gap-2 font-semibold text-brand-900">
                      <Check aria-hidden="true" className="size-4 text-accent-hover" />
                      Recrutement prédictif
                    </p>
                    <p className="mt-2 text-slate-700">{criterion.predictive}</p>
                  </div>
                </div>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
