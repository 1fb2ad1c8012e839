import { ArrowRight } from "lucide-react";
import type { HomeFigure } from "~common/admin-home";
import { countText, type Wording } from "./wording";

type Props = {
  figure: HomeFigure;
  wording: Wording;
  /** Said after the count: «depuis votre dernière visite (…)». */
  since?: string;
  /** A count that asks for action (a failure) is marked in red, none in green. */
  alarm?: boolean;
};

const border = (alarm: boolean | undefined, count: number) => (!alarm ? "border-l-brand-700" : count > 0 ? "border-l-red-700" : "border-l-green-700");

/** One figure of the home: the whole card is the link to the screen listing those records. */
export function FigureCard({ figure, wording, since, alarm }: Props) {
  const text = countText(figure.count, wording);
  return (
    <li>
      <a
        href={figure.href}
        className={`flex h-full items-start justify-between gap-3 rounded-lg border border-l-4 border-slate-200 bg-white p-4 text-slate-900 shadow-sm hover:bg-brand-50 focus-visible:bg-brand-50 ${border(alarm, figure.count)}`}
      >
        <span className="min-w-0 break-words">
          <strong className="text-lg">{text}</strong>
          {since && ` ${since}`}
        </span>
        <ArrowRight aria-hidden="true" className="mt-1 size-4 shrink-0 text-brand-700" />
      </a>
    </li>
  );
}
