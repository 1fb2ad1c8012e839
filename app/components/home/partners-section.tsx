import { Link } from "~/components/ui/site-link";
import { PartnersGrid, type PartnerBadge } from "~/components/employer-brand/partners-grid";
import { useBrand } from "~/lib/root-data";

/** A few partners on the home page, and the way to all of them. */
export function PartnersSection({ partners }: { partners: PartnerBadge[] }) {
  const brand = useBrand();
  if (partners.length === 0) return null;
  return (
    <section aria-labelledby="partenaires-titre" className="bg-slate-50">
      <div className="mx-auto max-w-7xl px-4 py-16">
        <h2 id="partenaires-titre" className="text-3xl font-bold">
          Ils travaillent avec nous
        </h2>
        <div className="mt-8">
          <PartnersGrid partners={partners} />
        </div>
        <Link to={`/marque-employeur/nos-partenaires/${brand.slug}`} className="mt-6 inline-block font-semibold text-brand-700 underline">
          Voir tous nos partenaires
        </Link>
      </div>
    </section>
  );
}
