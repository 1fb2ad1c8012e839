import { Link } from "~/components/ui/site-link";
import type { Route } from "./+types/mentions-legales";
import { pageMeta } from "~/lib/seo";
import { useBrand } from "~/lib/root-data";
import { LegalPageHeader, LegalSection, TableOfContents, textLinkClass } from "~/components/legal/legal-layout";
import { DesignSection, HostSection, PublisherSection } from "~/components/legal/publisher-details";
import { TermsOfUseSection } from "~/components/legal/terms-of-use";
import { DataRightsSection } from "~/components/legal/data-rights";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "Mentions légales",
    description:
      "Éditeur, hébergeur, conditions d'utilisation du site, protection des données personnelles des candidats et des entreprises, et vos droits RGPD.",
  });

const toc = [
  { id: "editeur", title: "Éditeur du site" },
  { id: "hebergement", title: "Hébergement" },
  { id: "conception", title: "Conception et réalisation" },
  { id: "conditions-utilisation", title: "Conditions générales d'utilisation" },
  { id: "protection-donnees", title: "Protection des données personnelles" },
  { id: "vos-droits", title: "Vos droits et comment les exercer" },
];

export default function LegalNoticesPage() {
  const brand = useBrand();
  return (
    <>
      <LegalPageHeader eyebrow="Informations légales" title="Mentions légales">
        <p>
          Qui édite ce site, qui l'héberge, les règles de son utilisation et la façon dont {brand.name} protège les informations que lui confient candidats et
          entreprises.
        </p>
      </LegalPageHeader>
      <div className="mx-auto max-w-4xl space-y-12 px-4 py-12">
        <TableOfContents entries={toc} />
        <PublisherSection brand={brand} />
        <HostSection brand={brand} />
        <DesignSection brand={brand} />
        <TermsOfUseSection brandName={brand.name} />
        <LegalSection id="protection-donnees" title="Protection des données personnelles">
          <p>
            Candidatures, CV, demandes de contact, alertes emploi : {brand.legal.companyName} traite vos données dans le respect du RGPD, uniquement pour vous
            mettre en relation avec le bon poste ou le bon candidat. Nous ne les vendons jamais et ne les transmettons à une entreprise cliente qu'avec votre
            accord.
          </p>
          <p>
            Les CV et données de candidature sont conservés 2 ans après votre dernier contact avec nous, puis supprimés automatiquement ; les demandes des
            entreprises, 3 ans. Le détail de chaque usage, de sa base légale et de sa durée de conservation figure sur notre page{" "}
            <Link to="/donnees-personnelles" className={textLinkClass}>
              Données personnelles
            </Link>
            .
          </p>
        </LegalSection>
        <DataRightsSection brand={brand} />
      </div>
    </>
  );
}
