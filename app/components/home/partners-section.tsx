import { ExternalLink } from "lucide-react";
import { Link } from "~/components/ui/site-link";
import { Carousel } from "~/components/ui/carousel";
import { ResponsiveImage } from "~/components/ui/responsive-image";
import type { PartnerBadge } from "~/components/employer-brand/partners-grid";
import { useBrand } from "~/lib/root-data";
import { MarketingSection } from "~/components/marketing/marketing-section";

/** Spec 1 §9: 2 logos a view on a phone, up to 8 on a wide screen. */
const LOGOS_PER_VIEW = "w-1/2 sm:w-1/3 md:w-1/4 lg:w-1/6 xl:w-[12.5%]";

/** One logo and its name; a link out in a new tab as on the partners page (noopener, noreferrer). */
function PartnerLogo({ partner }: { partner: PartnerBadge }) {
  const content = (
    <>
      {/* The logo's box is reserved: nothing moves while logos arrive. */}
      <span className="flex h-14 w-full items-center justify-center">
        {partner.image ? (
          // The name is printed under it: the logo itself says nothing more.
          <ResponsiveImage src={partner.image} kind="logo" alt="" sizes="128px" className="h-14 w-28 object-contain" />
        ) : (
          <span aria-hidden="true" className="text-2xl font-extrabold text-brand-700">
            {partner.label.slice(0, 2).toUpperCase()}
          </span>
        )}
      </span>
      <span className="mt-2 line-clamp-2 text-center text-xs font-semibold leading-snug text-brand-900">{partner.label}</span>
    </>
  );
  // Relative: the hidden «(nouvel onglet)» stays inside the scrolling track, not past the page's edge.
  const box = "relative flex h-full flex-col items-center rounded-xl bg-white p-3 ring-1 ring-slate-200";
  return partner.url ? (
    <a href={partner.url} target="_blank" rel="noopener noreferrer" className={`${box} hover:ring-brand-600`}>
      {content}
      <span className="sr-only">(nouvel onglet)</span>
      <ExternalLink aria-hidden="true" className="mt-1 size-3 text-brand-700" />
    </a>
  ) : (
    <div className={box}>{content}</div>
  );
}

/** The partners' logos in a carousel (spec 1 §2), and the way to all of them. */
export function PartnersSection({ partners }: { partners: PartnerBadge[] }) {
  const brand = useBrand();
  if (partners.length === 0) return null;
  const title = "Ils travaillent avec nous";
  return (
    <MarketingSection titleId="partenaires-titre" title={title} plainTitle band="bg-slate-50">
      <div className="mt-8">
        <Carousel label="Logos de nos partenaires" slideClass={LOGOS_PER_VIEW}>
          {partners.map((partner) => (
            <PartnerLogo key={partner.id} partner={partner} />
          ))}
        </Carousel>
      </div>
      <Link to={`/marque-employeur/nos-partenaires/${brand.slug}`} className="mt-6 inline-block font-semibold text-brand-700 underline">
        Voir tous nos partenaires
      </Link>
    </MarketingSection>
  );
}
