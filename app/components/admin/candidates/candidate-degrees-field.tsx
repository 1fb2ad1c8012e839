import { Field } from "~/components/ui/field";
import { EMPTY_DEGREE, type DegreeDraft } from "./candidate-draft";
import { EntriesField } from "./candidate-entries-field";
import { smallInput as small, YearField } from "./candidate-year-field";

type Props = { degrees: DegreeDraft[]; errors: Record<string, string>; onChange: (degrees: DegreeDraft[]) => void };

/** The candidate's degrees: degree, field, school, years; add and remove. */
export function CandidateDegreesField({ degrees, errors, onChange }: Props) {
  const set = (index: number, change: Partial<DegreeDraft>) => onChange(degrees.map((d, i) => (i === index ? { ...d, ...change } : d)));
  return (
    <EntriesField
      legend="Formations"
      error={errors.education}
      items={degrees}
      blank={EMPTY_DEGREE}
      onChange={onChange}
      removeLabel={(n) => `Retirer la formation ${n}`}
      addLabel="Ajouter une formation"
    >
      {(degree, index, n) => {
        const error = (path: string) => errors[`education.${index}.${path}`];
        return (
          <>
            <Field label={`Diplôme ${n}`} error={error("degree")}>
              {(control) => <input {...control} className={small} value={degree.degree} onChange={(e) => set(index, { degree: e.target.value })} />}
            </Field>
            <Field label={`Spécialité ${n}`} error={error("field")}>
              {(control) => <input {...control} className={small} value={degree.field} onChange={(e) => set(index, { field: e.target.value })} />}
            </Field>
            <Field label={`École ${n}`} error={error("schoolName")} className="sm:col-span-2">
              {(control) => <input {...control} className={small} value={degree.schoolName} onChange={(e) => set(index, { schoolName: e.target.value })} />}
            </Field>
            <YearField label={`Année de début ${n}`} error={error("startYear")} value={degree.startYear} onChange={(startYear) => set(index, { startYear })} />
            <YearField label={`Année d'obtention ${n}`} error={error("endYear")} value={degree.endYear} onChange={(endYear) => set(index, { endYear })} />
          </>
        );
      }}
    </EntriesField>
  );
}
