import { useId } from "react";

type RpoSectionProps = {
  /** Anchor target (#comparatif); the sticky header must not cover the heading. */
  id?: string;
  title: string;
  intro?: React.ReactNode;
  /** Alternating backgrounds mark where one block ends and the next begins. */
  tone?: "white" | "tinted";
  children: React.ReactNode;
};

/** One block of the RPO page: a labelled section with its h2 and an optional lead. */
export function RpoSection({ id, title, intro, tone = "white", children }: RpoSectionProps) {
  const headingId = useId();
  return (
    <section id={id} aria-labelledby={headingId} className={`scroll-mt-24 ${tone === "tinted" ? "bg-brand-50" : "bg-white"}`}>
      <div className="mx-auto max-w-7xl px-4 py-14 md:py-20">
        <h2 id={headingId} className="text-3xl font-bold text-brand-900 md:text-4xl">
          {title}
        </h2>
        {intro && <div className="mt-4 max-w-3xl text-lg text-slate-700">{intro}</div>}
        <div className="mt-10">{children}</div>
      </div>
    </section>
  );
}
