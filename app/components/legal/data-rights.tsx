import type { Brand } from "~common/brand";
import { ExternalLink, LegalSection, textLinkClass } from "./legal-layout";

/** The subject we ask for: requests reach the right person and are answered in time. */
export const RIGHTS_REQUEST_SUBJECT = "Exercice de mes droits sur mes données personnelles";

const rights = [
  { name: "Droit d'accès", text: "savoir si nous détenons des données vous concernant et en obtenir une copie." },
  { name: "Droit de rectification", text: "corriger une information inexacte ou compléter un profil incomplet (nouveau poste, nouvelles coordonnées)." },
  { name: "Droit à l'effacement", text: "faire supprimer votre CV et votre dossier de candidature sans attendre la fin de la durée de conservation." },
  { name: "Droit à la limitation", text: "geler l'utilisation de vos données le temps qu'une contestation soit examinée." },
  { name: "Droit d'opposition", text: "vous opposer à un traitement fondé sur notre intérêt légitime, par exemple à nos sollicitations commerciales." },
  { name: "Droit à la portabilité", text: "recevoir les données que vous nous avez fournies dans un format lisible par une machine." },
  {
    name: "Retrait du consentement",
    text: "retirer à tout moment un consentement donné (candidature, dépôt de CV, alerte emploi), sans remettre en cause ce qui a été fait avant.",
  },
];

/**
 * RGPD art. 12 to 22 and 77: the rights, the one way to use them (the DPO address from the
 * brand settings) and the CNIL. Shared by the legal notices and the personal-data page so the
 * two can never promise different things.
 */
export function DataRightsSection({ brand, id = "vos-droits" }: { brand: Brand; id?: string }) {
  const { dpoEmail } = brand.legal;
  const mailto = `mailto:${dpoEmail}?subject=${encodeURIComponent(RIGHTS_REQUEST_SUBJECT)}`;
  return (
    <LegalSection id={id} title="Vos droits et comment les exercer">
      <p>
        Le Règlement général sur la protection des données (RGPD) et la loi Informatique et Libertés vous donnent la maîtrise de vos informations. Vous disposez
        notamment des droits suivants :
      </p>
      <ul className="grid gap-3 sm:grid-cols-2">
        {rights.map((right) => (
          <li key={right.name} className="rounded-lg border border-slate-200 p-4">
            <strong className="block text-slate-900">{right.name}</strong>
            <span>{right.text}</span>
          </li>
        ))}
      </ul>
      <h3 className="text-lg font-semibold text-slate-900">Comment faire une demande ?</h3>
      <p>
        Écrivez à notre délégué à la protection des données à l'adresse{" "}
        <a href={mailto} className={textLinkClass}>
          {dpoEmail}
        </a>
        , avec pour objet « {RIGHTS_REQUEST_SUBJECT} ». Précisez le droit que vous souhaitez exercer et l'adresse e-mail utilisée lors de votre candidature ou
        de votre demande, pour que nous retrouvions votre dossier.
      </p>
      <p>
        Nous vous répondons dans un délai d'un mois à compter de la réception de votre demande. Ce délai peut être prolongé de deux mois pour une demande
        complexe ; nous vous en informons alors dans le premier mois. Un justificatif d'identité ne vous sera demandé qu'en cas de doute raisonnable sur votre
        identité.
      </p>
      <p>
        Chaque e-mail que nous adressons à un candidat rappelle comment demander l'effacement de ses données, et chaque alerte emploi contient un lien de
        désinscription immédiate.
      </p>
      <h3 className="text-lg font-semibold text-slate-900">Réclamation auprès de la CNIL</h3>
      <p>
        Si vous estimez, après nous avoir contactés, que vos droits ne sont pas respectés, vous pouvez introduire une réclamation auprès de la Commission
        nationale de l'informatique et des libertés (CNIL) : <ExternalLink href="https://www.cnil.fr">www.cnil.fr</ExternalLink>.
      </p>
    </LegalSection>
  );
}
