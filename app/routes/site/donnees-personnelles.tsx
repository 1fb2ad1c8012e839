import { Link } from "~/components/ui/site-link";
import type { Route } from "./+types/donnees-personnelles";
import { pageMeta } from "~/lib/seo";
import { useBrand } from "~/lib/root-data";
import { LegalPageHeader, TableOfContents, textLinkClass } from "~/components/legal/legal-layout";
import { DataInventorySection } from "~/components/legal/data-inventory";
import { ControllerSection, CookiesSection, RecipientsSection } from "~/components/legal/data-sharing";
import { DataRightsSection } from "~/components/legal/data-rights";
import { que } from "~common/format/typography";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "Données personnelles",
    description:
      "Quelles données nous conservons, pourquoi et combien de temps (CV : 2 ans après le dernier contact), qui y a accès et comment demander leur consultation ou leur effacement.",
  });

const toc = [
  { id: "responsable", title: "Responsable du traitement" },
  { id: "donnees-conservees", title: "Données conservées et durées" },
  { id: "destinataires", title: "Destinataires et hébergement" },
  { id: "vos-droits", title: "Vos droits et comment les exercer" },
  { id: "cookies", title: "Cookies" },
];

export default function PersonalDataPage() {
  const brand = useBrand();
  return (
    <>
      <LegalPageHeader eyebrow="RGPD" title="Vos données personnelles">
        <p>
          Confier son CV ou son projet de recrutement à un cabinet, c'est lui faire confiance. Voici, sans jargon, ce
          {que(brand.name)} conserve, pourquoi, combien de temps, et comment consulter ou effacer vos informations.
        </p>
        <p className="rounded-lg bg-white p-4 text-base shadow-sm">
          <strong className="text-brand-900">L'essentiel :</strong> vos données servent uniquement au recrutement, ne sont jamais vendues, et votre CV est
          supprimé 2 ans après votre dernier contact avec nous, ou plus tôt si vous le demandez.
        </p>
      </LegalPageHeader>
      <div className="mx-auto max-w-5xl space-y-12 px-4 py-12">
        <TableOfContents entries={toc} />
        <ControllerSection brand={brand} />
        <DataInventorySection />
        <RecipientsSection brand={brand} />
        <DataRightsSection brand={brand} />
        <CookiesSection />
        <p className="text-slate-700">
          Vous êtes candidat ? Découvrez aussi nos{" "}
          <Link to="/care-candidat" className={textLinkClass}>
            engagements envers les candidats
          </Link>
          .
        </p>
      </div>
    </>
  );
}
