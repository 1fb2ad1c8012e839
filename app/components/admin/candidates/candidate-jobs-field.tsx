import { Field } from "~/components/ui/field";
import { EMPTY_JOB, type JobDraft } from "./candidate-draft";
import { smallInput as small, YearField } from "./candidate-year-field";

const MONTHS = ["janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre", "octobre", "novembre", "décembre"];

type Props = { jobs: JobDraft[]; errors: Record<string, string>; onChange: (jobs: JobDraft[]) => void };

function MonthSelect({ label, value, disabled, onChange }: { label: string; value: string; disabled?: boolean; onChange: (month: string) => void }) {
  return (
    <Field label={label}>
      {(control) => (
        <select {...control} className={small} value={value} disabled={disabled} onChange={(e) => onChange(e.target.value)}>
          <option value="">—</option>
          {MONTHS.map((month, index) => (
            <option key={month} value={String(index + 1)}>
              {month}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

/** The candidate's jobs: title, company, place, start, end or «En poste», summary; add and remove. */
export function CandidateJobsField({ jobs, errors, onChange }: Props) {
  const set = (index: number, change: Partial<JobDraft>) => onChange(jobs.map((job, i) => (i === index ? { ...job, ...change } : job)));
  return (
    <fieldset className="space-y-3">
      <legend className="font-bold">Expériences</legend>
      {errors.workHistory && <p className="text-sm text-red-700">{errors.workHistory}</p>}
      {jobs.map((job, index) => {
        const n = index + 1;
        const error = (path: string) => errors[`workHistory.${index}.${path}`];
        return (
          <div key={index} className="grid gap-2 rounded border border-slate-200 p-3 sm:grid-cols-2">
            <Field label={`Intitulé ${n}`} error={error("title")}>
              {(control) => <input {...control} className={small} value={job.title} onChange={(e) => set(index, { title: e.target.value })} />}
            </Field>
            <Field label={`Entreprise ${n}`} error={error("companyName")}>
              {(control) => <input {...control} className={small} value={job.companyName} onChange={(e) => set(index, { companyName: e.target.value })} />}
            </Field>
            <Field label={`Lieu ${n}`} error={error("place")} className="sm:col-span-2">
              {(control) => <input {...control} className={small} value={job.place} onChange={(e) => set(index, { place: e.target.value })} />}
            </Field>
            <div className="grid grid-cols-2 gap-2">
              <MonthSelect label={`Début ${n} : mois`} value={job.startMonth} onChange={(startMonth) => set(index, { startMonth })} />
              <YearField
                label={`Début ${n} : année`}
                error={error("startDate.year")}
                value={job.startYear}
                onChange={(startYear) => set(index, { startYear })}
              />
            </div>
            <div className="grid grid-cols-2 gap-2">
              <MonthSelect label={`Fin ${n} : mois`} value={job.endMonth} disabled={job.current} onChange={(endMonth) => set(index, { endMonth })} />
              <YearField
                label={`Fin ${n} : année`}
                error={error("endDate.year")}
                value={job.current ? "" : job.endYear}
                disabled={job.current}
                onChange={(endYear) => set(index, { endYear })}
              />
            </div>
            <label className="flex items-center gap-2 text-sm sm:col-span-2">
              <input type="checkbox" className="size-4" checked={job.current} onChange={(e) => set(index, { current: e.target.checked })} />
              {`En poste (expérience ${n})`}
            </label>
            <Field label={`Résumé ${n}`} error={error("summary")} className="sm:col-span-2">
              {(control) => <textarea {...control} rows={2} className={small} value={job.summary} onChange={(e) => set(index, { summary: e.target.value })} />}
            </Field>
            <button
              type="button"
              onClick={() => onChange(jobs.filter((_, i) => i !== index))}
              className="justify-self-start text-sm font-semibold text-red-700"
            >
              Retirer l'expérience {n}
            </button>
          </div>
        );
      })}
      <button type="button" onClick={() => onChange([...jobs, EMPTY_JOB])} className="text-sm font-semibold text-brand-700">
        Ajouter une expérience
      </button>
    </fieldset>
  );
}
