import type { LucideIcon } from "lucide-react";

export type Step = { title: string; text: string; icon?: LucideIcon };

type NumberedStepsProps = {
  steps: Step[];
  /** Top margin of the list (its grid is the same on every page). */
  className?: string;
  /** Each step's card. */
  cardClassName?: string;
  /** The number above the title: a round badge unless told otherwise. */
  numberClassName?: string;
  /** Two-digit numbers: 01, 02… */
  padNumbers?: boolean;
  titleClassName?: string;
  textClassName?: string;
  /** Screen readers hear "Étape 1 : " before each title, since the number on screen is hidden from them. */
  announceSteps?: boolean;
};

/**
 * A process told as an ordered list of cards: a number (and the step's pictogram when it has
 * one), a title and a text.
 */
export function NumberedSteps({
  steps,
  className = "mt-10",
  cardClassName = "rounded-xl bg-white p-6 shadow-sm",
  numberClassName = "flex size-10 items-center justify-center rounded-full bg-brand-700 font-bold text-white",
  padNumbers = false,
  titleClassName = "mt-4 text-lg font-bold text-brand-900",
  textClassName = "mt-2 text-slate-700",
  announceSteps = true,
}: NumberedStepsProps) {
  return (
    <ol className={`${className} grid gap-6 md:grid-cols-2 lg:grid-cols-4`}>
      {steps.map(({ title, text, icon: Icon }, index) => {
        const number = (
          <span aria-hidden="true" className={numberClassName}>
            {padNumbers ? String(index + 1).padStart(2, "0") : index + 1}
          </span>
        );
        return (
          <li key={title} className={cardClassName}>
            {Icon ? (
              <div className="flex items-center justify-between">
                {number}
                <Icon aria-hidden="true" className="size-7 text-brand-700" />
              </div>
            ) : (
              number
            )}
            <h3 className={titleClassName}>
              {announceSteps && <span className="sr-only">Étape {index + 1} : </span>}
              {title}
            </h3>
            <p className={textClassName}>{text}</p>
          </li>
        );
      })}
    </ol>
  );
}
