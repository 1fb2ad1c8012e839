import { CircleCheck, Search, Target, Users } from "lucide-react";
import type { SpecialitySection } from "./speciality-content.server";

// Type-only import above: the copy itself reaches the page through the loader data.
const icons = [Target, Search, Users];

/** The three marketing blocks: the sector's hiring challenges, our method, the typical profiles. */
export function SpecialitySections({ sections }: { sections: SpecialitySection[] }) {
  return (
    <div className="mx-auto max-w-7xl px-4 py-14">
      <div className="grid gap-8 lg:grid-cols-3">
        {sections.map((section, index) => {
          const Icon = icons[index % icons.length];
          const headingId = `specialite-bloc-${index + 1}`;
          return (
            <section key={section.title} aria-labelledby={headingId} className="rounded-2xl border border-slate-200 p-6 shadow-sm md:p-8">
              <Icon aria-hidden="true" className="size-8 text-accent" />
              <h2 id={headingId} className="mt-4 text-2xl font-bold text-brand-900">
                {section.title}
              </h2>
              <p className="mt-4 text-slate-700">{section.text}</p>
              <ul className="mt-5 space-y-2">
                {section.points.map((point) => (
                  <li key={point} className="flex gap-2 text-slate-700">
                    <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
                    <span>{point}</span>
                  </li>
                ))}
              </ul>
            </section>
          );
        })}
      </div>
    </div>
  );
}
