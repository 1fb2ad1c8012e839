import { phoneHref, type Brand } from "~common/brand";
import { FactList, LegalSection, textLinkClass } from "./legal-layout";
import { de } from "~common/format/typography";

/** A line of a fact list whose value is a link (a phone number to dial, an address to write to). */
const linkFact = (label: string, href: string, text: string) => ({
  label,
  value: (
    <a href={href} className={textLinkClass}>
      {text}
    </a>
  ),
});

/**
 * What LCEN art. 6 III requires a publisher to state: every value comes from the brand
 * settings, so a change of company details is one setting, never an edit of this page.
 */
export function PublisherSection({ brand }: { brand: Brand }) {
  const { legal } = brand;
  return (
    <LegalSection id="editeur" title="Éditeur du site">
      <p>
        Le présent site est édité par {legal.companyName}, cabinet de recrutement et de services en ressources humaines exerçant sous la marque {brand.name}.
      </p>
      <FactList
        facts={[
          { label: "Dénomination sociale", value: legal.companyName },
          { label: "Forme juridique", value: legal.legalForm },
          { label: "Capital social", value: legal.shareCapital },
          { label: "Immatriculation", value: legal.rcs },
          { label: "SIRET", value: legal.siret },
          { label: "N° de TVA intracommunautaire", value: legal.vatNumber },
          { label: "Siège social", value: legal.headOffice },
          linkFact("Téléphone", phoneHref(brand.phone), brand.phone),
          linkFact("E-mail", `mailto:${brand.email}`, brand.email),
          // «Direction»: agrees with whoever the brand settings name.
          { label: "Direction de la publication", value: legal.publicationDirector },
        ]}
      />
    </LegalSection>
  );
}

export function HostSection({ brand }: { brand: Brand }) {
  const { host } = brand.legal;
  return (
    <LegalSection id="hebergement" title="Hébergement">
      <p>Le site et les données qu'il recueille sont hébergés par :</p>
      <FactList
        facts={[{ label: "Hébergeur", value: host.name }, { label: "Adresse", value: host.address }, linkFact("Téléphone", phoneHref(host.phone), host.phone)]}
      />
    </LegalSection>
  );
}

export function DesignSection({ brand }: { brand: Brand }) {
  return (
    <LegalSection id="conception" title="Conception et réalisation">
      <p>
        Conception, développement et contenus : {brand.legal.design}. Les textes, visuels et offres publiés sur ce site sont rédigés par les équipes{" "}
        {de(brand.name)} ou diffusés avec l'accord de leurs auteurs.
      </p>
    </LegalSection>
  );
}
