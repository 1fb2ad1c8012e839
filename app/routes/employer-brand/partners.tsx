import { data } from "react-router";
import type { Route } from "./+types/partners";
import { pageRecords } from "~/lib/page-records";
import { pageMeta } from "~/lib/seo";
import { useBrand } from "~/lib/root-data";
import { searchPartners } from "~/services.server";
import { ContactSection } from "~/components/contact/contact-section";
import { AgenciesSection } from "~/components/sections/agencies-section";
import { BrandPageHeader } from "~/components/employer-brand/brand-page-header";
import { PartnersGrid } from "~/components/employer-brand/partners-grid";

/**
 * Only the firm's own brand segment exists. The spec writes the address with a trailing slash
 * (/marque-employeur/nos-partenaires/alto/): that spelling moves permanently to this one.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  if (params.brand !== context.config.brand.slug) throw data(null, { status: 404 });
  // Spec 1 §9: partners limit 100.
  const { rows } = await searchPartners(context.db, { page: 1, limit: 100 });
  return { partners: rows.map(({ id, label, url, description, image }) => ({ id, label, url, description, image })) };
}

// The dial's «Cette page» opens these records' managers.
export const handle = pageRecords<Route.ComponentProps["loaderData"]>(() => [{ appLabel: "branding", model: "partner", label: "Partenaires" }]);

export const meta: Route.MetaFunction = ({ loaderData, ...args }) => {
  if (!loaderData) return pageMeta(args, { title: "Page introuvable", description: "La page demandée n'existe pas ou n'existe plus.", noindex: true });
  return pageMeta(args, {
    title: "Nos partenaires : écoles, sites emploi et réseaux professionnels",
    description:
      "Écoles, centres de formation, sites d'emploi et fédérations professionnelles : les partenaires qui nous aident à trouver les bons candidats et à les former aux métiers qui recrutent.",
  });
};

export default function PartnersPage({ loaderData }: Route.ComponentProps) {
  const { partners } = loaderData;
  const brand = useBrand();
  return (
    <>
      <BrandPageHeader eyebrow="Marque employeur" title="Nos partenaires">
        <p>
          Un bon recrutement commence souvent bien avant l'annonce. Écoles, sites d'emploi, fédérations et associations : avec eux, {brand.name} rencontre les
          talents de demain et reste au plus près des réalités de chaque métier.
        </p>
      </BrandPageHeader>
      <section aria-label="Liste des partenaires" className="bg-slate-50">
        <div className="mx-auto max-w-7xl px-4 py-14">
          {partners.length > 0 ? (
            <PartnersGrid partners={partners} />
          ) : (
            <p className="text-center text-lg text-slate-600">La liste de nos partenaires sera bientôt en ligne.</p>
          )}
        </div>
      </section>
      <ContactSection title="Devenir partenaire ou confier un recrutement" />
      <AgenciesSection />
    </>
  );
}
