import { Link } from "~/components/ui/site-link";
import { ArrowRight } from "lucide-react";
import { findGroup } from "~common/site-map";
import { useRootData } from "~/lib/root-data";
import { MarketingSection } from "~/components/marketing/marketing-section";

/** The firm's services as the site map lists them (only pages that exist). */
export function ServicesSection() {
  const services = findGroup(useRootData().siteMap, "Nos prestations")?.children ?? [];
  if (services.length === 0) return null;
  return (
    <MarketingSection
      titleId="prestations-titre"
      title="Nos prestations"
      intro={
        <>
          Du recrutement d'un poste clé à l'externalisation de tous vos recrutements, en passant par le conseil RH et le bilan de compétences : un interlocuteur
          unique pour vos projets humains.
        </>
      }
      plainTitle
      introClassName="mt-3 text-lg"
      band="bg-slate-50"
    >
      <ul className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {services.map((service) => (
          <li key={service.id}>
            <Link
              to={service.href!}
              className="flex h-full items-center justify-between gap-4 rounded-xl border border-slate-200 bg-white p-6 font-semibold text-brand-900 shadow-sm hover:border-brand-600"
            >
              {service.label}
              <ArrowRight aria-hidden="true" className="size-5 shrink-0 text-accent" />
            </Link>
          </li>
        ))}
      </ul>
    </MarketingSection>
  );
}
