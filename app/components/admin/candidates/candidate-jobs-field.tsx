import { Field } from "~/components/ui/field";
import { EMPTY_JOB, type JobDraft } from "./candidate-draft";
import { EntriesField } from "./candidate-entries-field";
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
    <EntriesField
      legend="Expériences"
      error={errors.workHistory}
      items={jobs}
      blank={EMPTY_JOB}
      onChange={onChange}
      removeLabel={(n) => `Retirer l'expérience ${n}`}
      addLabel="Ajouter une expérience"
    >
      {(job, index, n) => {
        const error = (path: string) => errors[`workHistory.${index}.${path}`];
        return (
          <>
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
          </>
        );
      }}
    </EntriesField>
  );
}
