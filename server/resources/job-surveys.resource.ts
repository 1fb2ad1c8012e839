import { and, gte, or, sql, type SQL } from "drizzle-orm";
import { SURVEY_STATUS_OPTIONS } from "../../common/job-survey-invitation";
import { candidates, jobSurveys } from "../db/schema";
import { defineResource } from "./types";
import type { SessionUser } from "../../common/roles";
import { readSince } from "../lib/since";
import { ADMIN_APPS, VIEW_ONLY_SCHEMA } from "./admin-apps";

/** «Mes questionnaires»: the consultant named on the invitation or by the candidate's answers. */
const assignedTo = (user: SessionUser): SQL =>
  sql`(${jobSurveys.recruiterEmail} = ${user.email.toLowerCase()} or lower(coalesce(${jobSurveys.answers} ->> 'recruiterEmail', '')) = ${user.email.toLowerCase()})`;

/**
 * The back-office home's surveys of a staff member: assigned to them, or created or sent by them
 * («is not distinct from» is never null: a survey nobody created is in the «Non» list, not in neither).
 */
export const sentOrAssignedTo = (user: SessionUser): SQL =>
  or(assignedTo(user), sql`${jobSurveys.createdBy} is not distinct from ${user.id}`, sql`${jobSurveys.invitedBy} is not distinct from ${user.id}`)!;

/**
 * Where the invitation stands (issue 48), from its dates: «Terminée» once submitted, «Commencée»
 * from the first answer saved, «Ouverte» once the candidate's page read it, «Envoyée» once the
 * invitation e-mail left, «Non envoyée» for a link staff copied themselves.
 */
const statusOf = () => sql<string>`case
  when ${jobSurveys.isCompleted} then 'COMPLETED'
  when ${jobSurveys.startedAt} is not null then 'STARTED'
  when ${jobSurveys.openedAt} is not null then 'OPENED'
  when ${jobSurveys.invitedAt} is not null then 'SENT'
  else 'NOT_SENT' end`;

const TYPE_OPTIONS = [
  { value: "FULL", label: "Complet" },
  { value: "LIGHT", label: "Court" },
];

/**
 * Job surveys (spec 3 §2.4, read only; decision 0028): staff list, filter and open them; the
 * drawer's extension downloads the PDF, opens the consulting view and the candidate in the
 * CVthèque. Invitations are created by job_survey_create (the form above the list), never by
 * the generic save. The answers map is not read here (up to 30 long texts per row): the
 * name and e-mail columns are kept from the answers by the survey's save.
 */
export const jobSurveysResource = defineResource({
  ...ADMIN_APPS.jobs,
  model: "jobsurvey",
  name: "Questionnaire",
  namePlural: "Questionnaires",
  gender: "m",
  table: jobSurveys,
  roles: { view: "staff", change: "staff" },
  viewOnly: true,
  pageSize: 20,
  titleField: "candidateEmail",
  columns: [
    { field: "candidateLastName", label: "Nom", sortable: true },
    { field: "candidateFirstName", label: "Prénom", sortable: true },
    { field: "candidateEmail", label: "E-mail", sortable: true },
    { field: "type", label: "Type", sortable: true, options: TYPE_OPTIONS },
    { field: "recruiterEmail", label: "Consultant", sortable: true },
    { field: "status", label: "État", options: SURVEY_STATUS_OPTIONS },
    { field: "userStep", label: "Étape" },
    { field: "deadline", label: "Date limite", sortable: true, date: true },
    { field: "createdAt", label: "Créé le", sortable: true, date: true },
    { field: "completedAt", label: "Complété le", sortable: true, date: true },
  ],
  filters: [
    { field: "query", label: "Recherche (nom, e-mail)", type: "text" },
    { field: "isCompleted", label: "Complété", type: "boolean" },
    { field: "status", label: "État", type: "select", options: SURVEY_STATUS_OPTIONS, scoped: true },
    { field: "isConsulting", label: "Mes questionnaires", type: "boolean", scoped: true },
    { field: "sentOrAssigned", label: "Envoyés par moi ou confiés à moi", type: "boolean", scoped: true },
    { field: "completedSince", label: "Complétés depuis (heure de Paris)", type: "text", scoped: true },
  ],
  // Spec 3 §2.4: the list opens on the signed-in consultant's own surveys.
  defaultFilters: { isConsulting: true },
  form: [
    { field: "type", label: "Type", type: "select", options: TYPE_OPTIONS },
    { field: "candidateFirstName", label: "Prénom du candidat", type: "text" },
    { field: "candidateLastName", label: "Nom du candidat", type: "text" },
    { field: "candidateEmail", label: "E-mail du candidat", type: "email" },
    { field: "recruiterEmail", label: "Consultant", type: "email" },
    { field: "userStep", label: "Étape (étape-sous-étape)", type: "text" },
    { field: "startMailSent", label: "Mail de démarrage envoyé", type: "boolean" },
    { field: "isCompleted", label: "Complété", type: "boolean" },
    { field: "createdAt", label: "Créé le", type: "datetime" },
    { field: "invitedAt", label: "Invitation envoyée le", type: "datetime" },
    { field: "deadline", label: "Date limite (AAAA-MM-JJ)", type: "text" },
    { field: "openedAt", label: "Ouvert le", type: "datetime" },
    { field: "startedAt", label: "Commencé le", type: "datetime" },
    { field: "remindedAt", label: "Relance envoyée le", type: "datetime" },
    { field: "completedAt", label: "Complété le", type: "datetime" },
  ],
  // Never used: the manager is view-only (saves answer 405 before any parsing).
  schema: VIEW_ONLY_SCHEMA,
  searchable: ["candidateFirstName", "candidateLastName", "candidateEmail", "recruiterEmail"],
  defaultSort: ["-createdAt"],
  hidden: ["answers"],
  hooks: {
    // «Mes questionnaires»: the surveys whose consultant is the signed-in staff member, the one
    // staff named or the one the candidate picked (who receives the mails).
    scope: (input, user) => {
      const mine = assignedTo(user);
      const consulting = input.isConsulting === true ? mine : input.isConsulting === false ? sql`not ${mine}` : undefined;
      const status = typeof input.status === "string" && input.status ? sql`${statusOf()} = ${input.status}` : undefined;
      const followed = input.sentOrAssigned === true ? sentOrAssignedTo(user) : input.sentOrAssigned === false ? sql`not ${sentOrAssignedTo(user)}` : undefined;
      const since = readSince(input.completedSince, "completedSince");
      return and(consulting, status, followed, since && gte(jobSurveys.completedAt, since));
    },
    computed: () => ({
      status: statusOf(),
      // The candidate this survey is about, when the CVthèque has them: the link staff set, else
      // the same e-mail (candidates' e-mails are unique, trimmed and lower-cased).
      candidateId: sql<
        number | null
      >`coalesce(${jobSurveys.candidateId}, (select ${candidates.id} from ${candidates} where ${candidates.email} = lower(trim(${jobSurveys.candidateEmail}))))`,
    }),
  },
  aliases: { search: "/jobs/search_job_surveys" },
});
