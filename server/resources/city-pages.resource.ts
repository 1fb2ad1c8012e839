import { z } from "../../common/schemas/zod";
import { cityPages } from "../db/schema";
import { defineResource } from "./types";
import { SEO_INCOMPLETE_FILTER, seoIncompleteScope } from "./seo-fields";
import { optionalText, requiredText, tableSaveSchema } from "./fields";
import { assertLevels, landRegistryRefs, UNKNOWN_TOWN } from "./land-registry-refs";
import { ADMIN_APPS } from "./admin-apps";

const SLUG_INVALID = "Le slug ne contient que des minuscules sans accent, des chiffres et des tirets (ex. : cabinet-de-recrutement-chasseurs-de-tetes--paris)";

/**
 * The page answers with a 301 to this address: only a path of this site or an https
 * address, never a javascript: or data: URL, nor "//host" (another site without a scheme).
 */
const redirectionSchema = z.preprocess(
  (value) => (typeof value === "string" && !value.trim() ? null : value),
  z
    .string({ error: "L'adresse de redirection doit être un texte" })
    .trim()
    .max(500, "L'adresse de redirection est trop longue (500 caractères au maximum)")
    .regex(/^(\/(?!\/)\S*|https:\/\/\S+)$/, "L'adresse de redirection doit être un chemin du site (/nos-agences) ou une adresse https://")
    .nullish(),
);

export const cityPageSaveSchema = tableSaveSchema(cityPages, {
  // Landing slugs join their parts with a double hyphen («…chasseurs-de-tetes--paris»).
  slug: requiredText("Le slug", 200).regex(/^[a-z0-9]+(?:--?[a-z0-9]+)*$/, SLUG_INVALID),
  name: requiredText("Le nom", 200),
  body: z.preprocess(
    (value) => (value === null ? "" : value),
    z.string({ error: "Le contenu doit être un texte" }).trim().max(20_000, "Le contenu est trop long (20000 caractères au maximum)").optional(),
  ),
  redirectionUrl: redirectionSchema,
  excludedLandRegistryIds: landRegistryRefs(UNKNOWN_TOWN),
  // «Villes Dynamiques»: a text per town of the area, keyed by its postcode.
  cityData: z
    .array(
      z.object({
        zipcode: z
          .string({ error: "Le code postal est requis" })
          .trim()
          .regex(/^\d{5}$/, "Le code postal a 5 chiffres (ex. : 69100)"),
        label: requiredText("Le nom de la ville", 200),
        content: z.string({ error: "Le contenu doit être un texte" }).trim().max(5000, "Le contenu d'une ville est trop long (5000 caractères au maximum)"),
      }),
      { error: "Les villes dynamiques : une liste est attendue" },
    )
    .max(200, "200 villes dynamiques au maximum")
    .optional(),
  isAgencyPageRef: z.boolean({ error: "Valeur attendue : oui ou non" }).optional(),
  isPublished: z.boolean({ error: "Valeur attendue : oui ou non" }).optional(),
  seoTitle: optionalText("Le titre SEO", 120),
  seoDescription: optionalText("La description SEO", 320),
});

/**
 * The city pages: the spec's landing routes and every page staff create, which the catch-all
 * route serves at its slug as soon as it is published (decision 0022). The drawer has the
 * spec's six tabs (spec 3 §2.4); the report tab waits for the reports screen (issue 19).
 */
export const cityPagesResource = defineResource({
  ...ADMIN_APPS.content,
  model: "citypage",
  name: "Page ville",
  gender: "f",
  namePlural: "Pages villes",
  table: cityPages,
  roles: { view: "admin", change: "admin" },
  bulk: { publish: "isPublished" },
  pageSize: 10,
  titleField: "name",
  columns: [
    { field: "name", label: "Nom", sortable: true },
    { field: "isAgencyPageRef", label: "Page agence de référence", sortable: true },
  ],
  filters: [
    { field: "query", label: "Recherche", type: "text" },
    { field: "isAgencyPageRef", label: "Page agence de référence", type: "boolean" },
    SEO_INCOMPLETE_FILTER,
  ],
  tabs: [
    { label: "Chemin & Titre" },
    { label: "Villes à exclure" },
    { label: "Contenu" },
    { label: "Villes Dynamiques" },
    { label: "SEO" },
    { label: "Rapport", empty: "Pas encore de rapport pour cette page : les rapports de liens et de référencement arrivent avec l'écran des rapports." },
  ],
  form: [
    {
      field: "slug",
      label: "Chemin (slug)",
      type: "text",
      required: true,
      placeholder: "cabinet-de-recrutement-chasseurs-de-tetes--paris",
      tab: "Chemin & Titre",
    },
    { field: "name", label: "Titre de la page", type: "text", required: true, tab: "Chemin & Titre" },
    { field: "redirectionUrl", label: "Adresse de redirection (301)", type: "text", placeholder: "/nos-agences", tab: "Chemin & Titre" },
    { field: "isAgencyPageRef", label: "Page agence de référence", type: "boolean", tab: "Chemin & Titre" },
    { field: "isPublished", label: "Publiée", type: "boolean", tab: "Chemin & Titre" },
    { field: "excludedLandRegistryIds", label: "Villes à exclure", type: "registries", lookup: { level: 3 }, tab: "Villes à exclure" },
    { field: "body", label: "Contenu (paragraphes séparés par une ligne vide)", type: "textarea", tab: "Contenu" },
    { field: "cityData", label: "Villes dynamiques", type: "zipcodeContents", tab: "Villes Dynamiques" },
    { field: "seoTitle", label: "Titre SEO", type: "text", tab: "SEO" },
    { field: "seoDescription", label: "Description SEO", type: "textarea", tab: "SEO" },
  ],
  hooks: {
    scope: seoIncompleteScope(cityPages),
    beforeSave: async ({ db, input }) => (
      await assertLevels(db, input.excludedLandRegistryIds as number[] | undefined, 3, "excludedLandRegistryIds", UNKNOWN_TOWN),
      input
    ),
  },
  schema: cityPageSaveSchema,
  searchable: ["name", "slug"],
  defaultSort: ["name"],
  uniqueErrors: { city_pages_slug_unique: { field: "slug", message: "Une page ville utilise déjà ce slug" } },
  aliases: { search: "/content/search_city_pages", save: "/content/save_city_page", delete: "/content/delete_city_page/:id" },
});
