import { useState } from "react";
import { Field, inputClass } from "~/components/ui/field";
import { ApiError, apiFetch } from "~/lib/api";
import type { CandidateDetails, EducationItem, WorkHistoryItem } from "~common/candidates";
import { useNotify } from "../notifications";

type Props = { candidate: CandidateDetails; onSaved: (candidate: CandidateDetails) => void; onCancel: () => void };

const yearOf = (value: string) => (value.trim() === "" ? null : Number(value));
const EMPTY_JOB: WorkHistoryItem = { title: "", companyName: "", startDate: null, endDate: null, summary: "" };
const EMPTY_DEGREE: EducationItem = { degree: "", schoolName: "", startYear: null, endYear: null };

/**
 * Staff correct what the CV reading found (issue 14): title, phone, postal code, jobs and
 * degrees. Once saved, the lists are theirs: a later CV no longer replaces them.
 */
export function CandidateEditForm({ candidate, onSaved, onCancel }: Props) {
  const notify = useNotify();
  const [header, setHeader] = useState(candidate.header ?? "");
  const [phoneNumber, setPhoneNumber] = useState(candidate.phoneNumber ?? "");
  const [zipcode, setZipcode] = useState(candidate.zipcode ?? "");
  const [jobs, setJobs] = useState(candidate.workHistory);
  const [degrees, setDegrees] = useState(candidate.education);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const setJob = (index: number, change: Partial<WorkHistoryItem>) => setJobs(jobs.map((job, i) => (i === index ? { ...job, ...change } : job)));
  const setDegree = (index: number, change: Partial<EducationItem>) => setDegrees(degrees.map((d, i) => (i === index ? { ...d, ...change } : d)));

  async function save() {
    try {
      const saved = await apiFetch<CandidateDetails>(`/api/jobs/candidates/${candidate.id}/save`, {
        body: { header, phoneNumber, zipcode, workHistory: jobs, education: degrees },
      });
      notify("Le candidat a été modifié");
      onSaved(saved);
    } catch (caught) {
      notify("Le candidat n'a pas été modifié", "error");
      setErrors(caught instanceof ApiError ? { ...caught.errors, header: caught.errors?.header ?? caught.detail } : {});
    }
  }

  const small = `${inputClass} text-sm`;
  return (
    <form
      className="space-y-4"
      aria-label="Modifier le candidat"
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <Field label="Titre" error={errors.header}>
        {(control) => <input {...control} className={inputClass} value={header} onChange={(e) => setHeader(e.target.value)} />}
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Téléphone" error={errors.phoneNumber}>
          {(control) => <input {...control} type="tel" className={inputClass} value={phoneNumber} onChange={(e) => setPhoneNumber(e.target.value)} />}
        </Field>
        <Field label="Code postal" error={errors.zipcode}>
          {(control) => <input {...control} inputMode="numeric" className={inputClass} value={zipcode} onChange={(e) => setZipcode(e.target.value)} />}
        </Field>
      </div>
      <fieldset className="space-y-3">
        <legend className="font-bold">Experiences</legend>
        {jobs.map((job, index) => (
          <div key={index} className="grid gap-2 rounded border border-slate-200 p-3 sm:grid-cols-2">
            <Field label={`Intitulé ${index + 1}`} error={errors[`workHistory.${index}.title`]}>
              {(control) => <input {...control} className={small} value={job.title} onChange={(e) => setJob(index, { title: e.target.value })} />}
            </Field>
            <Field label={`Entreprise ${index + 1}`}>
              {(control) => <input {...control} className={small} value={job.companyName} onChange={(e) => setJob(index, { companyName: e.target.value })} />}
            </Field>
            <Field label={`Début ${index + 1} (année)`} error={errors[`workHistory.${index}.startDate.year`]}>
              {(control) => (
                <input
                  {...control}
                  type="number"
                  className={small}
                  value={job.startDate?.year ?? ""}
                  onChange={(e) => setJob(index, { startDate: yearOf(e.target.value) === null ? null : { ...job.startDate, year: yearOf(e.target.value)! } })}
                />
              )}
            </Field>
            <Field label={`Fin ${index + 1} (année, vide : en cours)`} error={errors[`workHistory.${index}.endDate.year`]}>
              {(control) => (
                <input
                  {...control}
                  type="number"
                  className={small}
                  value={job.endDate?.year ?? ""}
                  onChange={(e) => setJob(index, { endDate: yearOf(e.target.value) === null ? null : { ...job.endDate, year: yearOf(e.target.value)! } })}
                />
              )}
            </Field>
            <Field label={`Résumé ${index + 1}`} className="sm:col-span-2">
              {(control) => (
                <textarea {...control} rows={2} className={small} value={job.summary} onChange={(e) => setJob(index, { summary: e.target.value })} />
              )}
            </Field>
            <button type="button" onClick={() => setJobs(jobs.filter((_, i) => i !== index))} className="justify-self-start text-sm font-semibold text-red-700">
              Retirer l'expérience {index + 1}
            </button>
          </div>
        ))}
        <button type="button" onClick={() => setJobs([...jobs, EMPTY_JOB])} className="text-sm font-semibold text-brand-700">
          Ajouter une expérience
        </button>
      </fieldset>
      <fieldset className="space-y-3">
        <legend className="font-bold">Formations</legend>
        {degrees.map((degree, index) => (
          <div key={index} className="grid gap-2 rounded border border-slate-200 p-3 sm:grid-cols-2">
            <Field label={`Diplôme ${index + 1}`} error={errors[`education.${index}.degree`]}>
              {(control) => <input {...control} className={small} value={degree.degree} onChange={(e) => setDegree(index, { degree: e.target.value })} />}
            </Field>
            <Field label={`École ${index + 1}`}>
              {(control) => (
                <input {...control} className={small} value={degree.schoolName} onChange={(e) => setDegree(index, { schoolName: e.target.value })} />
              )}
            </Field>
            <Field label={`Année d'obtention ${index + 1}`} error={errors[`education.${index}.endYear`]}>
              {(control) => (
                <input
                  {...control}
                  type="number"
                  className={small}
                  value={degree.endYear ?? ""}
                  onChange={(e) => setDegree(index, { endYear: yearOf(e.target.value) })}
                />
              )}
            </Field>
            <button
              type="button"
              onClick={() => setDegrees(degrees.filter((_, i) => i !== index))}
              className="justify-self-start text-sm font-semibold text-red-700"
            >
              Retirer la formation {index + 1}
            </button>
          </div>
        ))}
        <button type="button" onClick={() => setDegrees([...degrees, EMPTY_DEGREE])} className="text-sm font-semibold text-brand-700">
          Ajouter une formation
        </button>
      </fieldset>
      <div className="flex gap-3">
        <button type="submit" className="rounded-full bg-brand-700 px-6 py-2 font-bold text-white">
          Enregistrer
        </button>
        <button type="button" onClick={onCancel} className="rounded-full px-4 py-2 font-semibold">
          Annuler
        </button>
      </div>
    </form>
  );
}
