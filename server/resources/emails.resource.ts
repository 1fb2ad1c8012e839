import { sql } from "drizzle-orm";
import { emails, EMAIL_STATUSES } from "../db/schema/mail";
import { defineResource, type Option } from "./types";
import { ADMIN_APPS, VIEW_ONLY_SCHEMA } from "./admin-apps";

/** Spec 3 §4 statuses in French, coloured in the list. */
export const EMAIL_STATUS_OPTIONS: Option[] = [
  { value: "PENDING", label: "En attente", tone: "warning" },
  { value: "SENT", label: "Envoyé", tone: "success" },
  { value: "FAILED", label: "Échec", tone: "danger" },
];
if (EMAIL_STATUS_OPTIONS.length !== EMAIL_STATUSES.length) throw new Error("every e-mail status needs its French label");

/** The categories the site writes (mail.service's MailMessage.category), for the filter. */
export const EMAIL_CATEGORY_OPTIONS: Option[] = [
  { value: "contact-lead", label: "Demande de contact" },
  { value: "training-registration", label: "Inscription à une formation (cabinet)" },
  { value: "training-registration-confirmation", label: "Inscription à une formation (stagiaire)" },
  { value: "application-received", label: "Candidature reçue (cabinet)" },
  { value: "application-confirmation", label: "Candidature (candidat)" },
  { value: "cv-drop-received", label: "CV déposé (cabinet)" },
  { value: "cv-drop-confirmation", label: "CV déposé (candidat)" },
  { value: "job-alert", label: "Alerte emploi" },
  { value: "job-survey-started", label: "Questionnaire commencé" },
  { value: "job-survey-completed", label: "Questionnaire complété" },
  { value: "job-survey-invitation", label: "Invitation au questionnaire (candidat)" },
  { value: "job-survey-reminder", label: "Relance du questionnaire (candidat)" },
  { value: "job-survey-receipt", label: "Questionnaire reçu (candidat)" },
];

/**
 * E-mails (spec 3 §2.4 «Leads & Emails», admins): every message the site wrote, newest first.
 * Bodies, headers and attachments are never read by the list (a survey's PDF is in the row):
 * the drawer's extension loads them from get_email_details and resends from there. Rows are
 * never created or edited here, only deleted.
 */
export const emailsResource = defineResource({
  ...ADMIN_APPS.mailer,
  model: "email",
  name: "E-mail",
  namePlural: "E-mails",
  gender: "m",
  table: emails,
  roles: { view: "admin", change: "admin" },
  actions: { add: false, change: false, delete: true },
  pageSize: 20,
  titleField: "subject",
  columns: [
    { field: "createdAt", label: "Date", sortable: true, dateTime: true },
    { field: "toAddress", label: "Destinataire", sortable: true },
    { field: "replyTo", label: "Répondre à" },
    { field: "subject", label: "Objet", sortable: true },
    { field: "status", label: "Statut", sortable: true, options: EMAIL_STATUS_OPTIONS },
    { field: "attachmentNames", label: "Pièces jointes" },
  ],
  filters: [
    { field: "query", label: "Recherche (destinataire, objet)", type: "text" },
    { field: "status", label: "Statut", type: "select", options: EMAIL_STATUS_OPTIONS },
    { field: "category", label: "Catégorie", type: "select", options: EMAIL_CATEGORY_OPTIONS },
  ],
  form: [
    { field: "toAddress", label: "Destinataire", type: "text" },
    { field: "replyTo", label: "Répondre à", type: "text" },
    { field: "subject", label: "Objet", type: "text" },
    { field: "category", label: "Catégorie", type: "select", options: EMAIL_CATEGORY_OPTIONS },
    { field: "status", label: "Statut", type: "select", options: EMAIL_STATUS_OPTIONS },
    { field: "attempts", label: "Tentatives échouées", type: "number" },
    { field: "lastError", label: "Dernière erreur", type: "text" },
    { field: "createdAt", label: "Créé le", type: "datetime" },
    { field: "sentAt", label: "Envoyé le", type: "datetime" },
  ],
  // Never used: nothing is created or saved through this manager (405 before any parsing).
  schema: VIEW_ONLY_SCHEMA,
  searchable: ["toAddress", "subject"],
  defaultSort: ["-createdAt"],
  hidden: ["textBody", "htmlBody", "headers", "attachments"],
  hooks: {
    computed: () => ({
      // The names only: the content (base64) stays in the database.
      attachmentNames: sql<
        string | null
      >`(select string_agg(a ->> 'filename', ', ' order by n) from jsonb_array_elements(coalesce(${emails.attachments}, '[]'::jsonb)) with ordinality as t(a, n))`,
    }),
  },
  aliases: { search: "/mailer/search_emails", delete: "/mailer/email/:id/delete" },
});
