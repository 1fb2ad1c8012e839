import type { TrainingDetails } from "~common/trainings";
import { htmlToText } from "~common/format/rich-text";
import { RichText } from "~/components/ui/rich-text";

/** The rich-text fields of spec 1 §3, in the order a reader weighs a training. */
const SECTIONS = [
  ["description", "Description"],
  ["goal", "Objectifs"],
  ["target", "Public concerné"],
  ["requirement", "Prérequis"],
  ["program", "Programme"],
  ["content", "Contenu et déroulement"],
  ["evaluation", "Modalités d'évaluation"],
  ["funding", "Financement"],
] as const satisfies readonly (readonly [keyof TrainingDetails, string])[];

/** Each field staff filled in, as the sanitized HTML they saved; empty ones are left out. */
export function TrainingSections({ training }: { training: TrainingDetails }) {
  return (
    <div className="space-y-10">
      {SECTIONS.filter(([field]) => htmlToText(training[field])).map(([field, title]) => (
        <section key={field} aria-labelledby={`formation-${field}`}>
          <h2 id={`formation-${field}`} className="text-2xl font-bold text-brand-900">
            {title}
          </h2>
          <RichText html={training[field]!} className="mt-4 leading-relaxed text-slate-800" />
        </section>
      ))}
    </div>
  );
}
