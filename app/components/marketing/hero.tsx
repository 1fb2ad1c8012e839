import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { PageIllustration, heroWithPicture } from "./page-picture";
import type { PagePicture } from "~common/page-pictures";

type HeroProps = {
  /** A page's opening <header>, or a <section> (named by its title when titleId is given). */
  as?: "section" | "header";
  titleId?: string;
  /** The small capitals above the title, with an optional pictogram. */
  eyebrow: ReactNode;
  eyebrowIcon?: LucideIcon;
  title: ReactNode;
  /** The lead paragraph under the title. */
  intro?: ReactNode;
  /** The calls to action, in a wrapping row under the lead (none on some pages). */
  children?: ReactNode;
  /** Width and padding of the content. */
  className: string;
  /** Width and size of the title. */
  titleClassName?: string;
  /** Width of the lead. */
  introClassName?: string;
  /** Top margin of the calls to action. */
  actionsClassName?: string;
  /** What the text column ends with, under the calls to action (key figures). */
  below?: ReactNode;
  /** An illustration beside the text on wide screens (under it on a phone), loaded first. */
  picture?: PagePicture;
};

/** The dark gradient band that opens a marketing page: eyebrow, the page's h1, a lead and calls to action. */
export function Hero({
  as: Tag = "section",
  titleId,
  eyebrow,
  eyebrowIcon: EyebrowIcon,
  title,
  intro,
  children,
  className,
  titleClassName = "text-4xl",
  introClassName = "max-w-3xl",
  actionsClassName = "mt-10",
  below,
  picture,
}: HeroProps) {
  const text = (
    <>
      <p className={`${EyebrowIcon ? "flex items-center gap-2 " : ""}font-semibold uppercase tracking-wide text-accent-light`}>
        {EyebrowIcon && <EyebrowIcon aria-hidden="true" className="size-5" />}
        {eyebrow}
      </p>
      <h1 id={titleId} className={`mt-3 ${titleClassName} font-extrabold leading-tight md:text-5xl`}>
        {title}
      </h1>
      {intro && <p className={`mt-6 ${introClassName} text-lg text-slate-200`}>{intro}</p>}
      {children && <div className={`${actionsClassName} flex flex-wrap gap-4`}>{children}</div>}
      {below}
    </>
  );
  return (
    <Tag aria-labelledby={titleId} className="bg-gradient-to-br from-brand-900 to-brand-700 text-white">
      <div className={`mx-auto ${className} px-4${picture ? ` ${heroWithPicture}` : ""}`}>
        {picture ? (
          <>
            <div>{text}</div>
            <PageIllustration picture={picture} priority className="mt-10 lg:mt-0" />
          </>
        ) : (
          text
        )}
      </div>
    </Tag>
  );
}
