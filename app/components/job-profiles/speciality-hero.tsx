import { phoneHref } from "~common/brand";
import { useBrand } from "~/lib/root-data";

/** The opening band of a speciality page: its one h1 and the two ways to reach a consultant. */
export function SpecialityHero({ eyebrow, title, intro }: { eyebrow: string; title: string; intro: string }) {
  const brand = useBrand();
  return (
    <header className="bg-gradient-to-br from-brand-900 to-brand-700 text-white">
      <div className="mx-auto max-w-5xl px-4 py-14 md:py-20">
        <p className="font-semibold uppercase tracking-wide text-accent-light">{eyebrow}</p>
        <h1 className="mt-3 text-4xl font-extrabold leading-tight md:text-5xl">{title}</h1>
        <p className="mt-6 max-w-3xl text-lg text-slate-200">{intro}</p>
        <div className="mt-8 flex flex-wrap gap-4">
          {/* A plain anchor: the contact section is on this very page (id="contact"). */}
          <a href="#contact" className="rounded-full bg-accent px-6 py-3 font-bold hover:bg-accent-hover">
            Confiez-nous votre recrutement
          </a>
          <a href={phoneHref(brand.phone)} className="rounded-full border-2 border-white px-6 py-3 font-bold hover:bg-white hover:text-brand-900">
            Appelez le {brand.phone}
          </a>
        </div>
      </div>
    </header>
  );
}
