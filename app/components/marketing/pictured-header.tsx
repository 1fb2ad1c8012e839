import type { ReactNode } from "react";
import { PageIllustration, heroWithPicture } from "./page-picture";
import type { PagePicture } from "~common/page-pictures";

const TONES = {
  light: "bg-brand-50",
  dark: "bg-gradient-to-br from-brand-900 to-brand-700 text-white",
} as const;

type PicturedHeaderProps = {
  tone: keyof typeof TONES;
  picture: PagePicture;
  /**
   * "hidden" where the page's first action (a form, a search) comes right under the band: on a
   * phone the picture would push it below the fold. Hidden pictures load lazily, so a phone never
   * fetches them.
   */
  phone?: "below" | "hidden";
  /** Vertical padding of the band. */
  className?: string;
  children: ReactNode;
};

/** A page's opening band (its h1 is in the children) with the page's illustration beside the text from 1024 px. */
export function PicturedHeader({ tone, picture, phone = "below", className = "py-12 md:py-16", children }: PicturedHeaderProps) {
  const shown = phone === "below";
  return (
    <header className={TONES[tone]}>
      <div className={`mx-auto max-w-6xl px-4 ${className} ${heroWithPicture}`}>
        <div>{children}</div>
        <PageIllustration picture={picture} priority={shown} className={shown ? "mt-8 lg:mt-0" : "hidden lg:block"} />
      </div>
    </header>
  );
}
