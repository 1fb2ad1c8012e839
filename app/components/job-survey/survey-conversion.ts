import type { JobSurveyType } from "~common/job-survey";
import { readConsent } from "~common/cookie-consent";

export const SURVEY_CONVERSION_EVENT = "job_survey_completed";

/**
 * The advertising conversion of a sent survey (spec 2 §4). The site loads no tracker of its
 * own: the event goes to the tag manager's queue only when the firm has installed one (it
 * creates window.dataLayer) and the visitor accepted cookies. Without both, nothing happens.
 */
export function fireSurveyConversion(type: JobSurveyType) {
  const queue = (window as { dataLayer?: unknown[] }).dataLayer;
  if (!Array.isArray(queue) || readConsent(document.cookie) !== "accepted") return;
  queue.push({ event: SURVEY_CONVERSION_EVENT, surveyType: type });
}
