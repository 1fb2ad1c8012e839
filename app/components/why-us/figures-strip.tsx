import { MarketingSection } from "~/components/marketing/marketing-section";

/** The firm's counters (spec 1 §9), written out: this page states them without animation. */
const figures = [
  { value: "Top 100", label: "des cabinets de recrutement en France" },
  { value: "500+", label: "recrutements par an" },
  { value: "2\u00a0500+", label: "candidats par semaine" },
  { value: "93\u00a0%", label: "de clients satisfaits" },
];

export function FiguresStrip() {
  return (
    <MarketingSection titleId="chiffres-title" title="Nos résultats parlent pour nous" centered band="bg-brand-50" className="max-w-7xl py-14">
      <dl className="mt-10 grid grid-cols-2 gap-6 lg:grid-cols-4">
        {figures.map((figure) => (
          <div key={figure.value} className="flex flex-col-reverse rounded-2xl bg-white p-6 text-center shadow-sm">
            <dt className="mt-2 text-slate-700">{figure.label}</dt>
            <dd className="text-3xl font-extrabold text-brand-700 md:text-4xl">{figure.value}</dd>
          </div>
        ))}
      </dl>
    </MarketingSection>
  );
}
