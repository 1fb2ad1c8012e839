import { ExternalLink as ExternalIcon } from "lucide-react";

/** Title band shared by the legal and candidate-information pages (the page's only h1). */
export function LegalPageHeader({ eyebrow, title, children }: { eyebrow: string; title: string; children: React.ReactNode }) {
  return (
    <div className="bg-brand-50">
      <div className="mx-auto max-w-4xl px-4 py-12 md:py-16">
        <p className="font-semibold uppercase tracking-wide text-brand-700">{eyebrow}</p>
        <h1 className="mt-2 text-3xl font-extrabold text-brand-900 md:text-4xl">{title}</h1>
        <div className="mt-4 space-y-3 text-lg text-slate-700">{children}</div>
      </div>
    </div>
  );
}

export type TocEntry = { id: string; title: string };

/** Long legal texts are read by jumping to one topic: a plain list of in-page anchors. */
export function TableOfContents({ entries }: { entries: TocEntry[] }) {
  return (
    <nav aria-label="Sommaire" className="rounded-xl border border-slate-200 bg-white p-5">
      <p className="font-bold text-brand-900">Sommaire</p>
      <ol className="mt-3 grid gap-2 text-sm sm:grid-cols-2">
        {entries.map((entry, index) => (
          <li key={entry.id}>
            <a href={`#${entry.id}`} className="text-brand-700 hover:underline">
              {index + 1}. {entry.title}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}

/**
 * A titled block of a legal page. aria-labelledby makes it a named region, so assistive
 * technologies (and the journeys) can reach «Éditeur du site» or «Vos droits» directly.
 */
export function LegalSection({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-titre`} className="scroll-mt-24">
      <h2 id={`${id}-titre`} className="text-2xl font-bold text-brand-900">
        {title}
      </h2>
      <div className="mt-4 space-y-4 leading-relaxed text-slate-700">{children}</div>
    </section>
  );
}

/** Label/value lines (publisher, host): a description list keeps each value tied to its label. */
export function FactList({ facts }: { facts: { label: string; value: React.ReactNode }[] }) {
  return (
    <dl className="divide-y divide-slate-200 rounded-xl border border-slate-200">
      {facts.map((fact) => (
        <div key={fact.label} className="grid gap-1 px-4 py-3 sm:grid-cols-3 sm:gap-4">
          <dt className="font-semibold text-slate-900">{fact.label}</dt>
          <dd className="break-words sm:col-span-2">{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** An outside link opening a new tab; the note is read out so the tab change is not a surprise. */
export function ExternalLink({ href, children }: { href: string; children: React.ReactNode }) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className="inline-flex items-center gap-1 font-semibold text-brand-700 underline hover:text-brand-900"
    >
      {children}
      <ExternalIcon aria-hidden="true" className="size-4" />
      <span className="sr-only"> (nouvel onglet)</span>
    </a>
  );
}

export const textLinkClass = "font-semibold text-brand-700 underline hover:text-brand-900";
