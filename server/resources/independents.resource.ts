import { z } from "zod";
import { independentDepartments, independents } from "../db/schema";
import { assertLevel, departmentsRelation, landRegistryRef, UNKNOWN_DEPARTMENT } from "./land-registry-refs";
import { defineResource } from "./types";
import { SEO_INCOMPLETE_FILTER, seoIncompleteScope } from "./seo-fields";
import { optionalText, requiredText, richText, slugField, tableSaveSchema } from "./fields";
import { ADMIN_APPS } from "./admin-apps";

const ORDER_INVALID = "L'ordre doit être un nombre entier positif ou nul";

export const independentSaveSchema = tableSaveSchema(independents, {
  name: requiredText("Le nom", 200),
  // The page lives at /nos-recruteurs/{slug}.
  slug: slugField("claire-vasseur", 100),
  primaryLongDescription: richText("La présentation", 5000, "f"),
  secondaryLongDescription: richText("La description des secteurs", 5000, "f"),
  tertiaryLongDescription: richText("La description de la méthode", 5000, "f"),
  // Opened from the public page in a new tab: only https addresses, never javascript:.
  gmbUrl: z.preprocess(
    (value) => (typeof value === "string" && !value.trim() ? null : value),
    z
      .string({ error: "Le lien Google Business doit être un texte" })
      .trim()
      .max(1000, "Le lien Google Business est trop long (1000 caractères au maximum)")
      .regex(/^https:\/\/\S+$/, "Le lien Google Business doit être une adresse https://")
      .nullish(),
  ),
  placeId: optionalText("L'identifiant Google (place id)", 200),
  mainDepartmentId: landRegistryRef(UNKNOWN_DEPARTMENT),
  // The form sends null for an emptied number field: no particular place, 0.
  positionOrder: z.preprocess(
    (value) => (value === null || value === "" ? 0 : typeof value === "string" ? Number(value) : value),
    z.number({ error: ORDER_INVALID }).int(ORDER_INVALID).min(0, ORDER_INVALID).max(100_000, ORDER_INVALID).optional(),
  ),
  phone: optionalText("Le téléphone", 30),
  address: optionalText("L'adresse", 300),
  extraContent: richText("Le contenu complémentaire", 10_000, "m"),
  seoTitle: optionalText("Le titre SEO", 120),
  seoDescription: optionalText("La description SEO", 320),
});

/**
 * The independent recruiters (spec 1 §3), with their main department and the departments
 * they work in (spec 3 §7 save_independant: mainDepartmentId, departementsInterventionIds). Rating and review count come from the reviews source, not from staff.
 */
export const independentsResource = defineResource({
  ...ADMIN_APPS.branding,
  model: "independant",
  name: "Recruteur indépendant",
  gender: "m",
  namePlural: "Recruteurs indépendants",
  table: independents,
  roles: { view: "admin", change: "admin" },
  pageSize: 25,
  titleField: "name",
  columns: [
    { field: "name", label: "Nom", sortable: true },
    { field: "gmbUrl", label: "Lien Google Business" },
    { field: "positionOrder", label: "Ordre", sortable: true },
  ],
  filters: [{ field: "query", label: "Recherche", type: "text" }, SEO_INCOMPLETE_FILTER],
  form: [
    { field: "pictureUrl", label: "Photo", type: "image", imageKind: "portrait" },
    { field: "name", label: "Nom", type: "text", required: true, placeholder: "Claire Vasseur" },
    { field: "slug", label: "Slug (adresse /nos-recruteurs/…)", type: "text", required: true, placeholder: "claire-vasseur" },
    { field: "primaryLongDescription", label: "Présentation (qui est le recruteur)", type: "richtext" },
    { field: "secondaryLongDescription", label: "Secteurs et métiers recrutés", type: "richtext" },
    { field: "tertiaryLongDescription", label: "Méthode de travail", type: "richtext" },
    { field: "mainDepartmentId", label: "Département principal", type: "registry", lookup: { level: 2 } },
    { field: "departementsInterventionIds", label: "Départements d'intervention", type: "registries", lookup: { level: 2 } },
    { field: "gmbUrl", label: "Lien Google Business (https://)", type: "text" },
    { field: "placeId", label: "Identifiant Google (place id)", type: "text" },
    { field: "positionOrder", label: "Ordre d'affichage", type: "number", placeholder: "10, 20, 30… : les plus petits d'abord" },
    { field: "phone", label: "Téléphone", type: "text" },
    { field: "address", label: "Adresse", type: "text" },
    { field: "extraContent", label: "Contenu complémentaire", type: "richtext" },
    { field: "seoTitle", label: "Titre SEO", type: "text" },
    { field: "seoDescription", label: "Description SEO", type: "textarea" },
  ],
  schema: independentSaveSchema,
  searchable: ["name", "slug", "address"],
  // The public page's order, so the list reads like the page.
  defaultSort: ["positionOrder", "name"],
  relations: {
    departementsInterventionIds: departmentsRelation(independentDepartments, independentDepartments.independentId, independentDepartments.landRegistryId),
  },
  hooks: {
    scope: seoIncompleteScope(independents),
    beforeSave: async ({ db, input }) => (await assertLevel(db, input.mainDepartmentId as number | null, 2, "mainDepartmentId", UNKNOWN_DEPARTMENT), input),
  },
  aliases: {
    search: "/branding/search_independants",
    save: "/branding/save_independant",
    delete: "/branding/delete_independant/:id",
    image: "/branding/save_independant_picture/:id",
  },
  uniqueErrors: { independents_slug_unique: { field: "slug", message: "Un recruteur utilise déjà ce slug" } },
});
