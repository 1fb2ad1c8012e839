import type { Config } from "../../config";
import type { trainingRegistrations, trainingSessions } from "../../db/schema";
import { calendarInvitation } from "../../lib/ics";
import { renderMailBodies, type MailBlock } from "../mail/mail-blocks";
import type { MailMessage } from "../mail/mail.service";
import { frenchDateTime, frenchDateTimeRange } from "../../../common/format/date";
import { sessionHours, sessionLength } from "../../../common/trainings";

type Registration = typeof trainingRegistrations.$inferSelect;
type SessionDetails = { session: typeof trainingSessions.$inferSelect; training: { label: string; slug: string; place: string | null } };

const when = ({ session }: SessionDetails) =>
  `${frenchDateTimeRange(session.startAt, session.endAt)} (${sessionLength(sessionHours(session.startAt, session.endAt))})`;
const trainingUrl = (config: Pick<Config, "publicUrl">, { training }: SessionDetails) => `${config.publicUrl}/nos-prestations/formation/${training.slug}`;

/** The firm's notice of a new trainee: enough to call back and prepare the session. */
export function registrationNotification(registration: Registration, details: SessionDetails, config: Config): MailMessage {
  const lines = [
    `Nouvelle inscription reçue le ${frenchDateTime(registration.createdAt)}.`,
    "",
    `Formation : ${details.training.label}`,
    `Session : ${when(details)}`,
    ...(details.training.place ? [`Lieu : ${details.training.place}`] : []),
    "",
    `Nom : ${registration.names}`,
    `E-mail : ${registration.mail}`,
    `Téléphone : ${registration.phoneNumber}`,
    "",
    `Inscription n° ${registration.id}, session n° ${details.session.id} : la liste des inscrits est dans le calendrier des sessions.`,
  ];
  return {
    category: "training-registration",
    to: config.mail.firmAddress,
    replyTo: registration.mail,
    subject: `Nouvelle inscription : ${details.training.label}`,
    text: lines.join("\n"),
  };
}

/** The trainee's confirmation, with the session as a calendar invitation (.ics). */
export function registrationConfirmation(registration: Registration, details: SessionDetails, config: Config): MailMessage {
  const { brand } = config;
  const url = trainingUrl(config, details);
  const blocks: MailBlock[] = [
    { kind: "text", text: `Bonjour ${registration.names},` },
    { kind: "text", text: `Votre inscription à la formation « ${details.training.label} » est enregistrée :\n${when(details)}.` },
    ...(details.training.place ? [{ kind: "text" as const, text: `Lieu : ${details.training.place}` }] : []),
    { kind: "text", text: "Vous trouverez la session en pièce jointe, à ajouter à votre agenda. Un consultant vous appellera pour préparer votre venue." },
    { kind: "button", label: "Voir la formation", url },
    {
      kind: "text",
      small: true,
      text:
        `Vos coordonnées servent uniquement à organiser cette formation ; ${brand.name} les conserve au plus 3 ans. ` +
        `Pour y accéder, les corriger ou les faire effacer, écrivez à ${brand.legal.dpoEmail}.`,
    },
  ];
  const invitation = calendarInvitation(
    {
      uid: `inscription-${registration.id}@${new URL(config.publicUrl).hostname}`,
      start: details.session.startAt,
      end: details.session.endAt,
      summary: `Formation : ${details.training.label}`,
      location: details.training.place,
      description: `${brand.name} — ${url}`,
      url,
      organizer: { name: brand.name, email: config.mail.firmAddress },
    },
    brand.name,
  );
  return {
    category: "training-registration-confirmation",
    to: registration.mail,
    replyTo: config.mail.firmAddress,
    subject: `Votre inscription : ${details.training.label}`,
    ...renderMailBodies(blocks),
    attachments: [{ filename: "session-formation.ics", contentType: "text/calendar; charset=utf-8; method=PUBLISH", content: invitation }],
  };
}
