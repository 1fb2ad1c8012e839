import type { Config } from "../../config";
import type { contactLeads } from "../../db/schema";
import { frenchDateTime } from "../../../common/format/date";

type Lead = typeof contactLeads.$inferSelect;

/** The firm's notification of a new lead: everything the consultant needs to call back. */
export function leadNotification(lead: Lead, department: { label: string; code: string } | null, config: Config) {
  const lines = [
    `Nouvelle demande de contact reçue le ${frenchDateTime(lead.createdAt)}.`,
    "",
    `Nom : ${lead.names}`,
    ...(lead.society ? [`Société : ${lead.society}`] : []),
    `E-mail : ${lead.mail}`,
    `Téléphone : ${lead.phoneNumber}`,
    ...(department ? [`Département : ${department.code} – ${department.label}`] : []),
    `Page d'origine : ${lead.sourcePage ?? "inconnue"}${lead.isFromService ? " (formulaire de service)" : ""}`,
    "",
    ...(lead.content ? ["Message :", lead.content, ""] : []),
    `Demande n° ${lead.id}, conservée dans la base des contacts.`,
  ];
  return {
    category: "contact-lead",
    to: config.mail.firmAddress,
    replyTo: lead.mail,
    subject: `Nouvelle demande de contact : ${lead.society ?? lead.names}`,
    text: lines.join("\n"),
  };
}
