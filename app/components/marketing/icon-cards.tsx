import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";

export type IconCard = { icon?: LucideIcon; title: string; text: string; footer?: ReactNode };

type IconCardsProps = {
  cards: IconCard[];
  /** The list: its margin, gaps and columns. */
  className?: string;
  /** The pictogram bare in the accent colour, or in a pale brand chip, round or square. */
  icon?: "bare" | "round" | "square";
  /** The pictogram beside the title and text rather than above them. */
  beside?: boolean;
  /** Light cards on a white or pale band, translucent ones on the dark brand band (pictogram above). */
  tone?: "light" | "dark";
  /** Each card's box ("" for none). */
  cardClassName?: string;
  titleClassName?: string;
  textClassName?: string;
};

/** Default classes: cards on a light or a dark band; beside its pictogram, a plain row without a box. */
const LOOKS = {
  light: { card: "rounded-xl border border-slate-200 bg-white p-6 shadow-sm", title: "mt-4 text-lg font-bold text-brand-700", text: "mt-3 text-slate-700" },
  dark: { card: "rounded-xl bg-white/10 p-6", title: "mt-4 text-lg font-bold", text: "mt-3 text-slate-200" },
  beside: { card: "", title: "text-lg font-bold text-brand-700", text: "mt-2 text-slate-700" },
};

/** The marketing pages' grid of pictogram cards (situations, topics, reasons, commitments…): a title, a text, an optional footer. */
export function IconCards({
  cards,
  className = "grid gap-6 sm:grid-cols-2 lg:grid-cols-4",
  icon = "bare",
  beside = false,
  tone = "light",
  cardClassName,
  titleClassName,
  textClassName,
}: IconCardsProps) {
  const look = LOOKS[beside ? "beside" : tone];
  const card = cardClassName ?? look.card;
  const titleClass = titleClassName ?? look.title;
  const textClass = textClassName ?? look.text;
  return (
    <ul className={className}>
      {cards.map(({ icon: Icon, title, text, footer }) => {
        const pictogram =
          Icon &&
          (icon === "bare" ? (
            <Icon aria-hidden="true" className={beside ? "size-8 shrink-0 text-accent" : "size-8 text-accent"} />
          ) : (
            <span
              className={`flex size-12 shrink-0 items-center justify-center ${icon === "round" ? "rounded-full" : "rounded-xl"} bg-brand-50 text-brand-700`}
            >
              <Icon aria-hidden="true" className="size-6" />
            </span>
          ));
        const body = (
          <>
            <h3 className={titleClass}>{title}</h3>
            <p className={textClass}>{text}</p>
            {footer}
          </>
        );
        return beside ? (
          <li key={title} className={`flex gap-4 ${card}`.trim()}>
            {pictogram}
            <div>{body}</div>
          </li>
        ) : (
          <li key={title} className={card}>
            {pictogram}
            {body}
          </li>
        );
      })}
    </ul>
  );
}
