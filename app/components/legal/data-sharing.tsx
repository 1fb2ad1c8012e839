import { Link } from "~/components/ui/site-link";
import type { Brand } from "~common/brand";
import { useCookieConsent } from "~/components/cookie-consent/cookie-consent";
import { FactList, LegalSection, textLinkClass } from "./legal-layout";
import { de } from "~common/format/typography";

export function ControllerSection({ brand }: { brand: Brand }) {
  const { legal } = brand;
  return (
    <LegalSection id="responsable" title="Qui est responsable de vos données ?">
      <p>
        Le responsable du traitement des données recueillies sur ce site est {legal.companyName}, qui exerce sous la marque {brand.name}.
      </p>
      <FactList
        facts={[
          { label: "Responsable du traitement", value: `${legal.companyName}, ${legal.legalForm}` },
          { label: "Siège social", value: legal.headOffice },
          { label: "Immatriculation", value: legal.rcs },
          {
            label: "Délégué à la protection des données",
            value: (
              <a href={`mailto:${legal.dpoEmail}`} className={textLinkClass}>
                {legal.dpoEmail}
              </a>
            ),
          },
        ]}
      />
    </LegalSection>
  );
}

export function RecipientsSection({ brand }: { brand: Brand }) {
  const { host } = brand.legal;
  return (
    <LegalSection id="destinataires" title="Qui a accès à vos données et où sont-elles hébergées ?">
      <p>
        Vos informations sont consultées uniquement par les recruteurs et consultants {de(brand.name)} chargés de votre dossier, et par les collaborateurs
        habilités à administrer le site, chacun selon son rôle.
      </p>
      <p>
        Un candidat n'est jamais présenté à une entreprise sans son accord : votre CV n'est transmis à une entreprise cliente qu'après que nous vous avons
        décrit le poste et que vous avez accepté d'y être présenté.
      </p>
      <p>
        <strong className="text-slate-900">Nous ne vendons, ne louons et n'échangeons aucune donnée personnelle.</strong> Aucune information n'est utilisée à
        des fins publicitaires par un tiers.
      </p>
      <p>
        Les données sont hébergées par {host.name}, {host.address}, prestataire tenu par contrat à la confidentialité et à la sécurité des informations qui lui
        sont confiées. Les échanges avec le site sont chiffrés, les accès à l'espace de gestion sont nominatifs et les droits de chaque collaborateur sont
        vérifiés par le serveur.
      </p>
    </LegalSection>
  );
}

/** Reopens the same consent panel as the footer link: the choice can be changed from here too. */
export function CookiesSection() {
  const { openPanel } = useCookieConsent();
  return (
    <LegalSection id="cookies" title="Cookies">
      <p>Ce site n'utilise ni cookie publicitaire ni traceur de mesure d'audience tiers. Il dépose uniquement les cookies nécessaires à son fonctionnement :</p>
      <ul className="list-disc space-y-2 pl-6">
        <li>
          le cookie <code className="rounded bg-slate-100 px-1">cookieConsent</code>, qui retient votre choix pendant 6 mois ;
        </li>
        <li>
          une fois les cookies acceptés, les éléments techniques dont nos formulaires (contact, candidature, dépôt de CV, alertes) ont besoin pour vérifier que
          l'envoi ne vient pas d'un robot et transmettre vos informations ;
        </li>
        <li>pour nos seuls collaborateurs, un cookie de session qui les garde connectés à l'espace réservé.</li>
      </ul>
      <p>
        Refuser les cookies ne vous empêche pas de consulter le site : seuls les formulaires qui envoient des données personnelles attendent votre accord. Vous
        pouvez changer d'avis à tout moment avec le lien « Gestion des cookies » en bas de chaque page, ou directement ici.
      </p>
      <button
        type="button"
        onClick={openPanel}
        className="rounded-full border-2 border-brand-700 px-5 py-2.5 font-semibold text-brand-700 hover:bg-brand-700 hover:text-white"
      >
        Modifier mes choix de cookies
      </button>
      <p>
        Pour l'ensemble de nos conditions d'utilisation, consultez nos{" "}
        <Link to="/mentions-legales" className={textLinkClass}>
          mentions légales
        </Link>
        .
      </p>
    </LegalSection>
  );
}
