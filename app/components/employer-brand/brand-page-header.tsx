import type { ReactNode } from "react";

/** The opening band shared by the employer-brand pages: one h1, a short promise under it. */
export function BrandPageHeader({ eyebrow, title, children }: { eyebrow: string; title: string; children: ReactNode }) {
  return (
    <header className="bg-gradient-to-br from-brand-900 to-brand-700 text-white">
      <div className="mx-auto max-w-4xl px-4 py-14 text-center md:py-20">
        <p className="font-semibold uppercase tracking-wide text-accent-light">{eyebrow}</p>
        <h1 className="mt-3 text-4xl font-extrabold md:text-5xl">{title}</h1>
        <div className="mx-auto mt-5 max-w-2xl text-lg text-slate-200">{children}</div>
      </div>
    </header>
  );
}
