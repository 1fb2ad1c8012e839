import type { ReactNode } from "react";

type MarketingSectionProps = {
  /** The h2's id: the section is named by its title (aria-labelledby). */
  titleId: string;
  title: ReactNode;
  /** A lead paragraph under the title. */
  intro?: ReactNode;
  /** Title and lead centred above the content rather than aligned left. */
  centered?: boolean;
  /** The title in the text colour rather than the brand's navy. */
  plainTitle?: boolean;
  /** Top margin and size of the lead. */
  introClassName?: string;
  /** Background of a full-width band; without it the section sits on the page's white. */
  band?: string;
  /** Width and vertical padding of the content. */
  className?: string;
  /** Anchor of the section itself (a link target such as #demarche). */
  id?: string;
  children: ReactNode;
};

/** A block of a marketing page: a <section> named by its h2, an optional lead, then its content. */
export function MarketingSection({
  titleId,
  title,
  intro,
  centered = false,
  plainTitle = false,
  introClassName = "mt-4 text-lg",
  band,
  className = "max-w-7xl py-16",
  id,
  children,
}: MarketingSectionProps) {
  const content = (
    <>
      <h2 id={titleId} className={`${centered ? "text-center " : ""}text-3xl font-bold${plainTitle ? "" : " text-brand-900"}`}>
        {title}
      </h2>
      {intro && <p className={`${centered ? "mx-auto " : ""}${introClassName} max-w-3xl ${centered ? "text-center " : ""}text-slate-700`}>{intro}</p>}
      {children}
    </>
  );
  const container = `mx-auto ${className} px-4`;
  return band ? (
    <section id={id} aria-labelledby={titleId} className={band}>
      <div className={container}>{content}</div>
    </section>
  ) : (
    <section id={id} aria-labelledby={titleId} className={container}>
      {content}
    </section>
  );
}
