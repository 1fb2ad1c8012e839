import { Field, inputClass } from "~/components/ui/field";
import { SURVEY_FIELDS, SURVEY_FIELD_LABELS, answerMaxLength, type SurveyField } from "~common/job-survey";
import type { JobSurveyState } from "./use-job-survey";
import { ConsultantPicker } from "./consultant-picker";

const AUTOCOMPLETE: Partial<Record<SurveyField, string>> = {
  candidateFirstName: "given-name",
  candidateLastName: "family-name",
  candidateEmail: "email",
  recommandationPhone: "off",
  recommandationEmail: "off",
};

// Consulting shows the answers dimmed; read-only controls stay focusable and selectable.
const dimmed = "read-only:border-slate-200 read-only:bg-slate-100 read-only:text-slate-600";

/** The questions of one sub-step, as the survey state holds them. */
export function SurveyFields({ fields, survey }: { fields: readonly SurveyField[]; survey: JobSurveyState }) {
  return (
    <div className="space-y-4">
      {fields.map((field) => (
        <SurveyQuestion key={field} field={field} survey={survey} />
      ))}
    </div>
  );
}

function SurveyQuestion({ field, survey }: { field: SurveyField; survey: JobSurveyState }) {
  const rule = SURVEY_FIELDS[field];
  const value = survey.answers[field];
  const error = survey.error(field);
  const text = typeof value === "string" ? value : "";
  const onText = (next: string) => survey.setField(field, next);
  const onBlur = () => survey.touch(field);

  if (field === "recruiterEmail") {
    return <ConsultantPicker value={text} onChange={onText} readOnly={survey.readOnly} error={error} onBlur={onBlur} />;
  }
  if (rule.kind === "checkbox") {
    return (
      <div>
        <label className={`flex items-start gap-3 text-sm text-slate-800 ${survey.readOnly ? "opacity-70" : ""}`}>
          <input
            type="checkbox"
            className="mt-1 h-5 w-5 shrink-0"
            checked={value === true}
            disabled={survey.readOnly}
            aria-invalid={Boolean(error)}
            onChange={(e) => survey.setField(field, e.target.checked)}
            onBlur={onBlur}
          />
          <span>
            {SURVEY_FIELD_LABELS[field]}
            <span aria-hidden="true" className="text-red-600">
              {" "}
              *
            </span>
          </span>
        </label>
        {error && <p className="mt-1 text-sm text-red-700">{error}</p>}
      </div>
    );
  }
  return (
    <Field label={SURVEY_FIELD_LABELS[field]} required={rule.required} error={error}>
      {(control) => {
        const shared = { ...control, className: `${inputClass} ${dimmed}`, value: text, readOnly: survey.readOnly, maxLength: answerMaxLength(field), onBlur };
        return rule.kind === "long" ? (
          <textarea {...shared} rows={5} onChange={(e) => onText(e.target.value)} />
        ) : (
          <input
            {...shared}
            type={rule.kind === "email" ? "email" : rule.kind === "phone" ? "tel" : "text"}
            autoComplete={AUTOCOMPLETE[field]}
            onChange={(e) => onText(e.target.value)}
          />
        );
      }}
    </Field>
  );
}
