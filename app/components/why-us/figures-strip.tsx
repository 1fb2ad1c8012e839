/** The firm's counters (spec 1 §9), written out: this page states them without animation. */
const figures = [
  { value: "Top 100", label: "des cabinets de recrutement en France" },
  { value: "500+", label: "recrutements par an" },
  { value: "2\u00a0500+", label: "candidats par semaine" },
  { value: "93\u00a0%", label: "de clients satisfaits" },
];

export function FiguresStrip() {
  return (
    <section aria-labelledby="chiffres-title" className="bg-brand-50">
      <div className="mx-auto max-w-7xl px-4 py-14">
        <h2 id="chiffres-title" className="text-center text-3xl font-bold text-brand-900">
          Nos résultats parlent pour nous
        </h2>
        <dl className="mt-10 grid grid-cols-2 gap-6 lg:grid-cols-4">
          {figures.map((figure) => (
            <div key={figure.value} className="flex flex-col-reverse rounded-2xl bg-white p-6 text-center shadow-sm">
              <dt className="mt-2 text-slate-700">{figure.label}</dt>
              <dd className="text-3xl font-extrabold text-brand-700 md:text-4xl">{figure.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
