import { useEffect, useState } from "react";
import { validateSubStep, type JobSurveyType, type SurveyAnswers, type SurveyField, type SurveyPosition } from "~common/job-survey";
import { MISSING } from "~common/candidate-forms";
import type { FieldErrors } from "./survey-save";

/** The spec's delay between a change and the sub-step's validation (spec 2 §4, §9). */
export const VALIDATION_DELAY_MS = 300;

const SURVEY_MISSING = { fields: "répondez aux questions obligatoires (*)", flagged: "corrigez les réponses signalées", captcha: MISSING.captcha };

/** A question with no answer yet: nothing typed, nothing ticked. */
export const isBlankAnswer = (value: SurveyAnswers[SurveyField]) => value === undefined || value === false || (typeof value === "string" && !value.trim());

/** The sub-step's errors, checked 300 ms after each change of answers or position. */
export function useSubStepValidation(type: JobSurveyType, position: SurveyPosition, answers: SurveyAnswers) {
  const [validation, setValidation] = useState<{ errors: FieldErrors; pending: boolean }>({ errors: {}, pending: true });
  useEffect(() => {
    setValidation((v) => ({ ...v, pending: true }));
    const timer = setTimeout(
      () => setValidation({ errors: validateSubStep(type, position.step, position.substep, answers), pending: false }),
      VALIDATION_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [answers, position, type]);
  return { ...validation, valid: !validation.pending && Object.keys(validation.errors).length === 0 };
}

/** What the disabled «Suivant» says is left: empty questions, answers to correct, the captcha. */
export function surveyMissing(errors: FieldErrors, answers: SurveyAnswers, captchaValidated: boolean): string[] {
  const invalid = Object.keys(errors) as SurveyField[];
  const blank = (field: SurveyField) => isBlankAnswer(answers[field]);
  return [
    ...(invalid.some(blank) ? [SURVEY_MISSING.fields] : []),
    ...(invalid.some((field) => !blank(field)) ? [SURVEY_MISSING.flagged] : []),
    ...(captchaValidated ? [] : [SURVEY_MISSING.captcha]),
  ];
}
