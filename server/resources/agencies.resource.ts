import { z } from "zod";
import { agencies, agencyDepartments } from "../db/schema";
import { assertLevel, departmentsRelation, landRegistryRef, UNKNOWN_TOWN } from "./land-registry-refs";
import { defineResource } from "./types";
import { SEO_INCOMPLETE_FILTER, seoIncompleteScope } from "./seo-fields";
import { optionalText, requiredText, richText, slugField, tableSaveSchema } from "./fields";
import { ADMIN_APPS } from "./admin-apps";

/** Map and video are shown in iframes: only https addresses, never javascript: or data:. */
const embedUrl = (what: string) =>
  z.preprocess(
    (value) => (typeof value === "string" && !value.trim() ? null : value),
    z
      .string({ error: `${what} doit être un texte` })
      .trim()
      .max(1000, `${what} est trop long (1000 caractères au maximum)`)
      .regex(/^https:\/\/\S+$/, `${what} doit être une adresse https://`)
      .nullish(),
  );

export const agencySaveSchema = tableSaveSchema(agencies, {
  title: requiredText("Le titre", 200),
  // The page lives at /nos-agences/cabinet-recrutement-{slug}: lower case, no prefix.
  slug: slugField("lyon", 100).refine((slug) => !slug.startsWith("cabinet-recrutement-"), "Le slug ne reprend pas le préfixe « cabinet-recrutement- »"),
  address: optionalText("L'adresse", 300),
  phone: optionalText("Le téléphone", 30),
  email: z.preprocess(
    (value) => (typeof value === "string" && !value.trim() ? null : value),
    z.email({ error: "Format d'email invalide" }).max(254, "Email trop long (maximum 254 caractères)").nullish(),
  ),
  map: embedUrl("Le lien de la carte"),
  placeId: optionalText("L'identifiant Google (place id)", 200),
  landRegistryId: landRegistryRef(UNKNOWN_TOWN),
  // A one-paragraph lead: the page header, the agency cards, meta description and structured
  // data all show it as plain text, so it stays plain text.
  description: optionalText("La description", 1000),
  content: richText("Le contenu", 10_000, "m"),
  video: embedUrl("Le lien de la vidéo"),
  isActive: z.boolean({ error: "Valeur attendue : oui ou non" }).optional(),
  seoTitle: optionalText("Le titre SEO", 120),
  seoDescription: optionalText("La description SEO", 320),
});

/**
 * The agencies (spec 1 §3, Agency), with their town and departments of intervention (spec 3
 * §7 save_agency). Coordinates come from the seed until addresses are geocoded (issue 21).
 */
export const agenciesResource = defineResource({
  ...ADMIN_APPS.branding,
  model: "agency",
  name: "Agence",
  gender: "f",
  namePlural: "Agences",
  table: agencies,
  roles: { view: "admin", change: "admin" },
  bulk: { publish: "isActive" },
  pageSize: 25,
  titleField: "title",
  columns: [
    { field: "title", label: "Titre", sortable: true },
    { field: "address", label: "Adresse" },
    { field: "phone", label: "Téléphone" },
    { field: "email", label: "E-mail" },
  ],
  filters: [{ field: "query", label: "Recherche", type: "text" }, { field: "isActive", label: "Active", type: "boolean" }, SEO_INCOMPLETE_FILTER],
  form: [
    { field: "contentPhoto", label: "Photo de l'agence", type: "image", imageKind: "photo" },
    { field: "title", label: "Titre", type: "text", required: true, placeholder: "Alto Recrutement Lyon" },
    { field: "slug", label: "Slug (adresse /nos-agences/cabinet-recrutement-…)", type: "text", required: true, placeholder: "lyon" },
    { field: "landRegistryId", label: "Ville", type: "registry", lookup: { level: 3 } },
    { field: "departementsInterventionIds", label: "Départements d'intervention", type: "registries", lookup: { level: 2 } },
    { field: "address", label: "Adresse", type: "text" },
    { field: "phone", label: "Téléphone", type: "text" },
    { field: "email", label: "E-mail", type: "email" },
    { field: "map", label: "Lien de la carte (intégration https://)", type: "text" },
    { field: "placeId", label: "Identifiant Google (place id)", type: "text" },
    { field: "description", label: "Description", type: "textarea" },
    { field: "content", label: "Contenu", type: "richtext" },
    { field: "video", label: "Lien de la vidéo (intégration https://)", type: "text" },
    { field: "isActive", label: "Active (page publiée)", type: "boolean" },
    { field: "seoTitle", label: "Titre SEO", type: "text" },
    { field: "seoDescription", label: "Description SEO", type: "textarea" },
  ],
  // The spec's save_agency names the place id `place_id`; the manager's form, `placeId`.
  schema: z.preprocess(
    (body) =>
      body && typeof body === "object" && "place_id" in body && !("placeId" in body) ? { ...body, placeId: (body as { place_id: unknown }).place_id } : body,
    agencySaveSchema,
  ),
  searchable: ["title", "slug", "address", "email"],
  defaultSort: ["title"],
  relations: { departementsInterventionIds: departmentsRelation(agencyDepartments, agencyDepartments.agencyId, agencyDepartments.landRegistryId) },
  hooks: {
    scope: seoIncompleteScope(agencies),
    beforeSave: async ({ db, input }) => (await assertLevel(db, input.landRegistryId as number | null, 3, "landRegistryId", UNKNOWN_TOWN), input),
  },
  aliases: { save: "/branding/save_agency", delete: "/branding/delete_agency/:id", image: "/branding/save_agency_file/:id" },
  uniqueErrors: { agencies_slug_unique: { field: "slug", message: "Une agence utilise déjà ce slug" } },
});
