import type { ReactNode } from "react";

/** A record's facts as term and value; «—» where a value is missing. */
export function Facts({ rows }: { rows: [string, string | null][] }) {
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
      {rows.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="font-semibold">{term}</dt>
          <dd className="min-w-0 wrap-anywhere">{value || "—"}</dd>
        </div>
      ))}
    </dl>
  );
}

type SectionProps = {
  title: string;
  /** Said under the title when the section lists nothing. */
  empty?: string | false;
  children: ReactNode;
};

/** A titled part of a drawer's tab (the experiences, the notes…). */
export function TabSection({ title, empty, children }: SectionProps) {
  return (
    <section>
      <h3 className="mb-2 font-bold">{title}</h3>
      {empty && <p className="text-sm text-slate-600">{empty}</p>}
      {children}
    </section>
  );
}
