import { useEffect, useId, useRef } from "react";
import { SURVEY_SAVE_MESSAGES, subStepAt, type JobSurveyType } from "~common/job-survey";
import { CaptchaWidget } from "~/components/captcha/captcha-widget";
import type { JobSurveyState } from "./use-job-survey";
import { SurveyStepper } from "./survey-stepper";
import { SurveyFields } from "./survey-fields";
import { SurveyAttachment } from "./survey-attachment";

type Props = { survey: JobSurveyState; publicId: string; type: JobSurveyType };

const buttonBase = "rounded-full px-6 py-3 font-bold disabled:cursor-not-allowed disabled:opacity-40";

/**
 * The survey's card (spec 2 §2, §4): 650 px high from the tablet up, the questions scrolling
 * inside it between the stepper and the buttons; on a phone it simply grows with the page.
 */
export function SurveyCard({ survey, publicId, type }: Props) {
  const { position } = survey;
  const substep = subStepAt(type, position)!;
  const heading = useRef<HTMLHeadingElement>(null);
  const body = useRef<HTMLDivElement>(null);
  const shownPosition = `${position.step}-${position.substep}`;
  const firstRender = useRef(true);

  // A new sub-step starts at its top, and keyboard and screen-reader users are taken to its title.
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    body.current?.scrollTo?.({ top: 0 });
    heading.current?.focus();
  }, [shownPosition]);

  return (
    <form
      noValidate
      aria-label="Questionnaire"
      onSubmit={(e) => {
        e.preventDefault();
        survey.next();
      }}
      className={`flex flex-col rounded-2xl border border-slate-200 shadow-lg md:h-[650px] ${survey.readOnly ? "bg-slate-50" : "bg-white"}`}
    >
      <div className="border-b border-slate-200 p-4 sm:p-6">
        <SurveyStepper type={type} position={position} answers={survey.answers} />
      </div>
      <div ref={body} className="flex-1 space-y-4 p-4 sm:p-6 md:overflow-y-auto">
        <h2 ref={heading} tabIndex={-1} className="text-xl font-bold text-slate-900 focus:outline-none">
          {substep.title}
        </h2>
        <SurveyFields fields={substep.fields} survey={survey} />
        {substep.attachment && (
          <SurveyAttachment
            publicId={publicId}
            field={substep.attachment}
            attachment={survey.attachments.find((a) => a.field === substep.attachment)}
            readOnly={survey.readOnly}
            onChange={survey.setAttachments}
          />
        )}
      </div>
      <SurveyCardFooter survey={survey} />
    </form>
  );
}

/** The card's foot: what went wrong, the draft's saving and the captcha, then the way back and on. */
function SurveyCardFooter({ survey }: { survey: JobSurveyState }) {
  const reasonId = `${useId()}-reason`;
  return (
    <div className="space-y-3 border-t border-slate-200 p-4 sm:px-6">
      {survey.failure && (
        <p role="alert" className="text-sm font-semibold text-red-700">
          {survey.failure}
        </p>
      )}
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        {!survey.readOnly && (
          <div className="space-y-2 sm:max-w-xs">
            <p role="status" className={`text-sm ${survey.saveState === "offline" || survey.saveState === "refused" ? "text-red-700" : "text-slate-600"}`}>
              {SURVEY_SAVE_MESSAGES[survey.saveState]}
            </p>
            <CaptchaWidget {...survey.captcha.widgetProps} />
          </div>
        )}
        <div className="space-y-2 sm:flex-none">
          <div className="flex justify-between gap-3">
            <button type="button" onClick={survey.back} disabled={!survey.canGoBack} className={`${buttonBase} border border-slate-300 text-slate-800`}>
              Précédent
            </button>
            <button
              type="submit"
              disabled={!survey.canGoNext}
              aria-describedby={survey.missing.length > 0 ? reasonId : undefined}
              className={`${buttonBase} bg-brand-700 text-white`}
            >
              {survey.isLast && !survey.readOnly ? (survey.submitting ? "Envoi…" : "Soumettre") : "Suivant"}
            </button>
          </div>
          {survey.missing.length > 0 && (
            <p id={reasonId} className="text-sm text-slate-700 sm:max-w-xs sm:text-right">{`Pour continuer\u00a0: ${survey.missing.join(", ")}.`}</p>
          )}
        </div>
      </div>
    </div>
  );
}
