import { z } from "zod";
import { jobProfiles } from "../db/schema";
import { JOB_PROFILE_TYPES, JOB_PROFILE_TYPE_LABELS } from "../../common/job-profiles";
import { defineResource } from "./types";
import { SEO_INCOMPLETE_FILTER, seoIncompleteScope } from "./seo-fields";
import { displayPosition, optionalText, richText, slugField, tableSaveSchema, textList, titledGroups } from "./fields";
import { ADMIN_APPS } from "./admin-apps";

const TYPE_INVALID = "Le type doit être Numérique & informatique, Industrie, BTP ou Distribution";

// Description and career text are NOT NULL columns: an emptied field stores "".
const notNullRichText = (what: string, max: number, gender: "f" | "m") => richText(what, max, gender).transform((html) => (html === null ? "" : html));

export const jobProfileSaveSchema = tableSaveSchema(jobProfiles, {
  title: z.string({ error: "Le titre est requis" }).trim().min(1, "Le titre est requis").max(200, "Le titre est trop long (200 caractères au maximum)"),
  slug: slugField("chef-de-chantier"),
  // Not chosen: the column's default (INFO) on creation, unchanged on update.
  type: z.preprocess((value) => (value === null || value === "" ? undefined : value), z.enum(JOB_PROFILE_TYPES, { error: TYPE_INVALID }).optional()),
  description: notNullRichText("La description", 5000, "f"),
  careerOpportunities: notNullRichText("Le texte des débouchés", 5000, "m"),
  responsibilities: titledGroups("Les missions"),
  skills: titledGroups("Les compétences"),
  training: textList("Les formations"),
  isFrequentlyRecruited: z.boolean({ error: "Valeur attendue : oui ou non" }).optional(),
  position: displayPosition(),
  seoTitle: optionalText("Le titre SEO", 120),
  seoDescription: optionalText("La description SEO", 320),
});

const typeOptions = JOB_PROFILE_TYPES.map((value) => ({ value, label: JOB_PROFILE_TYPE_LABELS[value] }));

/** The job profile sheets (spec 1 §3, Job profile). */
export const jobProfilesResource = defineResource({
  ...ADMIN_APPS.jobs,
  model: "jobprofile",
  name: "Fiche métier",
  gender: "f",
  namePlural: "Fiches Métier",
  table: jobProfiles,
  roles: { view: "staff", change: "admin" },
  pageSize: 10,
  titleField: "title",
  columns: [
    { field: "title", label: "Titre", sortable: true },
    { field: "type", label: "Type", sortable: true, options: typeOptions },
    { field: "isFrequentlyRecruited", label: "Fréquemment recruté" },
    { field: "position", label: "Position", sortable: true },
  ],
  filters: [
    { field: "query", label: "Quelle Fiche Métier ?", type: "text" },
    { field: "type", label: "Type", type: "select", options: typeOptions },
    SEO_INCOMPLETE_FILTER,
  ],
  form: [
    { field: "image", label: "Illustration", type: "image", imageKind: "illustration" },
    { field: "title", label: "Titre", type: "text", required: true, placeholder: "Chef de chantier" },
    { field: "slug", label: "Slug (adresse /fiche-metier/…)", type: "text", required: true, placeholder: "chef-de-chantier" },
    { field: "type", label: "Type", type: "select", options: typeOptions },
    { field: "description", label: "Description", type: "richtext" },
    { field: "responsibilities", label: "Missions", type: "groups" },
    { field: "skills", label: "Compétences", type: "groups" },
    { field: "training", label: "Formations", type: "list" },
    { field: "careerOpportunities", label: "Débouchés et évolutions", type: "richtext" },
    { field: "isFrequentlyRecruited", label: "Fréquemment recruté", type: "boolean" },
    { field: "position", label: "Position", type: "number", placeholder: "10, 20, 30… : les plus petites d'abord" },
    { field: "seoTitle", label: "Titre SEO", type: "text" },
    { field: "seoDescription", label: "Description SEO", type: "textarea" },
  ],
  schema: jobProfileSaveSchema,
  searchable: ["title", "slug"],
  defaultSort: ["position", "title"],
  hooks: { scope: seoIncompleteScope(jobProfiles) },
  aliases: { save: "/jobs/upsert_job_profile", delete: "/jobs/delete_job_profile/:id", image: "/jobs/save_job_profile_picture/:id" },
  uniqueErrors: { job_profiles_slug_unique: { field: "slug", message: "Une fiche métier utilise déjà ce slug" } },
});
