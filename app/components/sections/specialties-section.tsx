import { Link } from "~/components/ui/site-link";
import { Cpu, Factory, HardHat, ShoppingBag } from "lucide-react";
import { useRootData } from "~/lib/root-data";
import { linkedHrefs } from "~common/site-map";

const specialties = [
  {
    icon: HardHat,
    title: "BTP",
    href: "/specialiste-recrutement-btp",
    text: "Conducteurs de travaux, chefs de chantier, chargés d'affaires : des profils qui tiennent un planning et fédèrent des équipes de terrain.",
  },
  {
    icon: ShoppingBag,
    title: "Distribution",
    href: "/specialiste-recrutement-distribution",
    text: "Directeurs de magasin, managers de rayon, commerciaux : le sens du client et la résistance à la pression se mesurent avant l'embauche.",
  },
  {
    icon: Cpu,
    title: "Numérique et informatique",
    href: "/specialiste-recrutement-numerique-informatique",
    text: "Développeurs, chefs de projet, administrateurs systèmes : au-delà de la technique, la curiosité et le travail en équipe font la différence.",
  },
  {
    icon: Factory,
    title: "Industrie",
    href: "/specialiste-recrutement-industrie",
    text: "Responsables de production, techniciens de maintenance, qualiticiens : rigueur, sécurité et amélioration continue au cœur de l'évaluation.",
  },
];

/** A card links to its speciality page only once that page exists (no dead links meanwhile). */
export function SpecialtiesSection({ intro }: { intro: string }) {
  const served = linkedHrefs(useRootData().siteMap);
  return (
    <section aria-labelledby="specialites-titre" className="mx-auto max-w-7xl px-4 py-16">
      <h2 id="specialites-titre" className="text-center text-3xl font-bold">
        Nos spécialités
      </h2>
      <p className="mx-auto mt-4 max-w-3xl text-center text-lg text-slate-700">{intro}</p>
      <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {specialties.map(({ icon: Icon, title, href, text }) => (
          <li key={title} className="rounded-xl border border-slate-200 p-6 shadow-sm">
            <Icon aria-hidden="true" className="size-8 text-accent" />
            <h3 className="mt-3 text-lg font-bold text-brand-700">
              {served.has(href) ? (
                <Link to={href} className="hover:underline">
                  {title}
                </Link>
              ) : (
                title
              )}
            </h3>
            <p className="mt-2 text-slate-700">{text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
