import { BriefcaseBusiness, Clock, Factory, ShieldCheck, type LucideIcon } from "lucide-react";

type StripItem = { icon: LucideIcon; label: string; value: string };

/** Spec 1 §2, «Counters banner»: beside the animated figures, a strip of image, label and value. */
const ITEMS: StripItem[] = [
  { icon: Clock, label: "Brief de votre poste", value: "sous 48 h" },
  { icon: ShieldCheck, label: "Suivi de chaque recrue", value: "jusqu'à la fin de l'essai" },
  { icon: BriefcaseBusiness, label: "Contrats proposés", value: "CDI, CDD, freelance" },
  { icon: Factory, label: "Nos spécialités", value: "BTP, distribution, industrie, numérique" },
];

/** Static HTML (no script): the strip is in place and final from the first paint. */
export function CountersStrip() {
  return (
    <section aria-label="Nos engagements en bref" className="border-b border-slate-200 bg-white">
      <ul className="mx-auto grid max-w-7xl gap-6 px-4 py-8 sm:grid-cols-2 lg:grid-cols-4">
        {ITEMS.map(({ icon: Icon, label, value }) => (
          <li key={label} className="flex items-center gap-4">
            <span className="flex size-14 shrink-0 items-center justify-center rounded-full bg-brand-50">
              <Icon aria-hidden="true" className="size-7 text-brand-700" />
            </span>
            <p className="flex flex-col">
              <span className="text-sm text-slate-600">{label}</span>
              <span className="font-bold text-brand-900">{value}</span>
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
