import type { Config } from "../../config";
import type { AlertQuery, jobAlerts } from "../../db/schema/job-alerts";
import type { MailMessage } from "../mail/mail.service";
import { contractLabel, type OfferSummary } from "../../../common/offers";
import { alertCriteriaLines } from "../../../common/alert-criteria";
import { offerSearchParams, placeWithRadius, EMPTY_OFFER_SEARCH } from "../../../common/offer-search";
import { alertLinks } from "./job-alerts.tokens";
import type { Db } from "../../db/client";
import { locationLabel } from "../geo/geo.service";
import { renderMailBodies, type MailBlock } from "../mail/mail-blocks";

type Alert = Pick<typeof jobAlerts.$inferSelect, "id" | "email" | "tokenHash" | "queryData">;

/** The search in words, one line per criterion («Contrat : CDI»…), as staff read it; the place by its name, with its radius. */
export async function criteriaLines(db: Db, query: AlertQuery): Promise<string[]> {
  const place = query.location ? placeWithRadius(await locationLabel(db, query.location), query.distance) : null;
  return alertCriteriaLines(query, place);
}

/** The offers page showing the alert's search. */
export const searchUrl = (config: Pick<Config, "publicUrl">, query: AlertQuery) => {
  const params = offerSearchParams({ ...EMPTY_OFFER_SEARCH, ...query });
  params.delete("page");
  params.delete("limit");
  return `${config.publicUrl}/nos-offres?${params}`;
};

/** Every alert e-mail ends with the way out and the way to have one's data erased. */
function footer(config: Config, links: ReturnType<typeof alertLinks>): MailBlock[] {
  return [
    {
      kind: "text",
      text: "Vous ne souhaitez plus recevoir cette alerte ? Désinscrivez-vous en un clic :",
      link: { label: "me désinscrire", url: links.unsubscribe },
      small: true,
    },
    {
      kind: "text",
      text:
        `${config.brand.name} utilise votre adresse e-mail uniquement pour vous envoyer cette alerte. ` +
        `Pour accéder à vos données ou demander leur effacement, répondez à cet e-mail ou écrivez à ${config.brand.legal.dpoEmail}. En savoir plus :`,
      link: { label: "vos données personnelles", url: `${config.publicUrl}/donnees-personnelles` },
      small: true,
    },
  ];
}

function message(config: Config, alert: Alert, category: string, subject: string, blocks: MailBlock[], links: ReturnType<typeof alertLinks>): MailMessage {
  const all = [...blocks, ...footer(config, links)];
  return {
    category,
    to: alert.email,
    replyTo: config.brand.legal.dpoEmail,
    subject,
    ...renderMailBodies(all),
    // RFC 2369 and RFC 8058: mail providers show their own «unsubscribe» and POST to the first URI.
    headers: {
      "List-Unsubscribe": `<${links.oneClick}>, <mailto:${config.brand.legal.dpoEmail}?subject=unsubscribe>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
  };
}

/** Double opt-in: nothing is sent for this search until the address owner opens the link. */
export function confirmationMail(config: Config, alert: Alert, confirmToken: string, criteria: string[]): MailMessage {
  const links = alertLinks(config, alert, confirmToken);
  return message(
    config,
    alert,
    "job-alert-confirmation",
    `Confirmez votre alerte emploi ${config.brand.name}`,
    [
      { kind: "text", text: "Bonjour," },
      {
        kind: "text",
        text: `Vous avez demandé à ${config.brand.name} de vous envoyer chaque semaine par e-mail les nouvelles offres d'emploi correspondant à cette recherche :`,
      },
      { kind: "text", text: criteria.join("\n") },
      { kind: "button", label: "Confirmer mon alerte", url: links.confirm! },
      {
        kind: "text",
        text: "Si vous n'êtes pas à l'origine de cette demande, ignorez simplement ce message : aucune alerte ne vous sera envoyée sans votre confirmation.",
      },
    ],
    links,
  );
}

/** The week's new offers for one alert; `total` may exceed the offers listed. */
export function weeklyAlertMail(config: Config, alert: Alert, offers: OfferSummary[], total: number, criteria: string[]): MailMessage {
  const links = alertLinks(config, alert);
  const plural = total > 1 ? "s" : "";
  const items = offers.map((offer) => ({
    title: offer.name,
    details: [offer.city, contractLabel(offer.contract), offer.salary].filter(Boolean).join(" · "),
    url: `${config.publicUrl}${offer.href}`,
  }));
  return message(
    config,
    alert,
    "job-alert",
    `${total} nouvelle${plural} offre${plural} pour votre alerte emploi`,
    [
      { kind: "text", text: "Bonjour," },
      {
        kind: "text",
        text:
          total > offers.length
            ? `${total} nouvelles offres correspondent à votre recherche cette semaine. Voici les ${offers.length} premières :`
            : `Voici ${total > 1 ? "les nouvelles offres" : "la nouvelle offre"} correspondant à votre recherche cette semaine :`,
      },
      { kind: "text", text: `Votre recherche — ${criteria.join(" · ")}`, small: true },
      { kind: "list", items },
      { kind: "button", label: "Voir toutes les offres de cette recherche", url: searchUrl(config, alert.queryData) },
    ],
    links,
  );
}
