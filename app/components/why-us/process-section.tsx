import { ClipboardList, HeartHandshake, UserSearch, ListChecks, type LucideIcon } from "lucide-react";

type Step = { icon: LucideIcon; title: string; text: string };

const steps: Step[] = [
  {
    icon: ClipboardList,
    title: "Analyse de votre besoin",
    text: "Nous venons vous rencontrer pour comprendre le poste, l'équipe et vos enjeux. Ensemble, nous fixons les compétences indispensables, la rémunération juste au regard du marché et le calendrier de la mission.",
  },
  {
    icon: UserSearch,
    title: "Recherche des talents",
    text: "Nous interrogeons notre vivier, diffusons une annonce qui donne envie et, surtout, approchons directement les professionnels en poste qui ne répondent pas aux annonces.",
  },
  {
    icon: ListChecks,
    title: "Évaluation et présélection",
    text: "Entretiens approfondis, tests adaptés au poste et prises de références : vous ne rencontrez que les candidats qui cochent vraiment vos critères, chacun présenté par une synthèse écrite.",
  },
  {
    icon: HeartHandshake,
    title: "Intégration et suivi",
    text: "Nous vous accompagnons jusqu'à l'accord avec le candidat retenu, puis nous faisons le point avec vous et avec lui tout au long de sa période d'essai pour sécuriser son intégration.",
  },
];

/** The four-step recruitment process (spec 1 §2): an ordered list, numbered on screen too. */
export function ProcessSection() {
  return (
    <section aria-labelledby="processus-title" className="mx-auto max-w-7xl px-4 py-16">
      <h2 id="processus-title" className="text-3xl font-bold text-brand-900">
        Notre processus de recrutement en 4 étapes
      </h2>
      <p className="mt-3 max-w-3xl text-lg text-slate-700">
        Une méthode éprouvée, la même dans toutes nos agences, pour que vous sachiez à chaque instant où en est votre recrutement.
      </p>
      <ol className="mt-10 grid gap-6 md:grid-cols-2 lg:grid-cols-4">
        {steps.map(({ icon: Icon, title, text }, index) => (
          <li key={title} className="relative rounded-2xl border-t-4 border-accent bg-white p-6 shadow-md">
            <div className="flex items-center justify-between">
              <span aria-hidden="true" className="text-4xl font-extrabold text-brand-600">
                {String(index + 1).padStart(2, "0")}
              </span>
              <Icon aria-hidden="true" className="size-7 text-brand-700" />
            </div>
            <h3 className="mt-4 text-lg font-bold text-brand-900">
              <span className="sr-only">Étape {index + 1} : </span>
              {title}
            </h3>
            <p className="mt-3 text-slate-700">{text}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
