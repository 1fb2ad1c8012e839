import type { Config } from "../../config";
import type { MailMessage } from "../mail/mail.service";
import { personalDataNotice } from "../mail/personal-data-notice";
import { renderMailBodies } from "../mail/mail-blocks";
import { de } from "../../../common/format/typography";

export type ReceivedResume = {
  applicationId: number;
  candidateId: number;
  email: string;
  position: { id: number; name: string; href: string } | null;
  coverLetter: string | null;
  fileName: string;
};

/** To the candidate: we have it, what happens next, and their rights. */
export function candidateConfirmation(received: ReceivedResume, config: Config): MailMessage {
  const about = received.position ? `votre candidature au poste « ${received.position.name} »` : "votre CV";
  return {
    category: received.position ? "application-confirmation" : "cv-drop-confirmation",
    to: received.email,
    subject: received.position ? `Votre candidature : ${received.position.name}` : `Votre CV est bien arrivé chez ${config.brand.name}`,
    ...renderMailBodies([
      { kind: "text", text: "Bonjour," },
      {
        kind: "text",
        text: `Nous avons bien reçu ${about}. Un consultant ${de(config.brand.name)} l'étudie et revient vers vous très vite si votre profil correspond.`,
      },
      ...(received.position
        ? [{ kind: "text" as const, text: "L'offre :", link: { label: received.position.name, url: `${config.publicUrl}${received.position.href}` } }]
        : []),
      { kind: "button", label: "Voir toutes nos offres", url: `${config.publicUrl}/nos-offres` },
      { kind: "text", text: `L'équipe ${config.brand.name}` },
      personalDataNotice(config),
    ]),
  };
}

/** To the offer's consultant or the firm (`to`): who, for what, where the CV is (not attached: it stays in our store). */
export function firmNotification(received: ReceivedResume, config: Config, to: string): MailMessage {
  return {
    category: received.position ? "application-received" : "cv-drop-received",
    to,
    replyTo: received.email,
    subject: received.position ? `Nouvelle candidature : ${received.position.name}` : "Nouveau CV déposé dans le vivier",
    text: [
      received.position
        ? `Nouvelle candidature pour « ${received.position.name} » (offre n° ${received.position.id}) : ${config.publicUrl}${received.position.href}`
        : "Nouveau CV déposé dans le vivier de candidats.",
      "",
      `E-mail : ${received.email}`,
      `Fichier : ${received.fileName}`,
      ...(received.coverLetter ? ["", "Lettre de motivation :", received.coverLetter] : []),
      "",
      `Candidature n° ${received.applicationId}, candidat n° ${received.candidateId} : le CV est dans la CVthèque.`,
      // Staff sign in to open it: the link carries no personal data, the CV never travels by e-mail.
      `${config.publicUrl}/admin/jobs/candidat?candidate=${received.candidateId}`,
    ].join("\n"),
  };
}
