import { Check } from "lucide-react";
import {
  SURVEY_STEPS,
  progressShare,
  sectionsLeftLabel,
  unfinishedSections,
  type JobSurveyType,
  type SurveyAnswers,
  type SurveyPosition,
} from "~common/job-survey";

type Props = { type: JobSurveyType; position: SurveyPosition; answers: SurveyAnswers };

/**
 * Where the candidate stands (spec 2 §4): the six sections (done ones ticked), the current
 * section's name and sub-step letter, a progress bar and «Plus que N
 * étape(s)» until «Tout est complété !».
 */
export function SurveyStepper({ type, position, answers }: Props) {
  const steps = SURVEY_STEPS[type];
  const step = steps[position.step - 1]!;
  const substep = step.substeps[position.substep - 1]!;
  const unfinished = unfinishedSections(type, answers);
  const percent = Math.round(progressShare(type, position) * 100);
  return (
    <div className="space-y-3">
      <ol className="flex items-center" aria-label="Étapes du questionnaire">
        {steps.map((s, index) => {
          const number = index + 1;
          const isCurrent = number === position.step;
          const done = !unfinished.has(number);
          return (
            <li key={s.title} aria-current={isCurrent ? "step" : undefined} className="flex flex-1 items-center last:flex-none">
              <span
                title={s.title}
                className={`flex h-8 w-8 shrink-0 items-center justify-center rounded-full text-sm font-bold ${
                  isCurrent ? "bg-brand-700 text-white ring-4 ring-brand-100" : done ? "bg-green-700 text-white" : "bg-slate-200 text-slate-700"
                }`}
              >
                {done && !isCurrent ? <Check aria-hidden="true" className="h-4 w-4" /> : number}
                <span className="sr-only">
                  {" "}
                  {s.title}
                  {done ? " (complétée)" : ""}
                </span>
              </span>
              {number < steps.length && <span aria-hidden="true" className={`mx-1 h-0.5 flex-1 ${done ? "bg-green-700" : "bg-slate-200"}`} />}
            </li>
          );
        })}
      </ol>
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <p className="text-sm font-semibold text-slate-800">
          Étape {position.step} sur {steps.length} · {step.title} · {substep.letter}
        </p>
        <p className="text-sm font-semibold text-brand-700" aria-live="polite">
          {sectionsLeftLabel(unfinished.size)}
        </p>
      </div>
      <div
        role="progressbar"
        aria-label="Avancement du questionnaire"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2 overflow-hidden rounded-full bg-slate-200"
      >
        <div className="h-full rounded-full bg-brand-700 transition-[width]" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
