import { z } from "../../common/schemas/zod";
import { cityPages } from "../db/schema";
import { defineResource } from "./types";
import { optionalText, requiredText, tableSaveSchema } from "./fields";

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
  isAgencyPageRef: z.boolean({ error: "Valeur attendue : oui ou non" }).optional(),
  isPublished: z.boolean({ error: "Valeur attendue : oui ou non" }).optional(),
  seoTitle: optionalText("Le titre SEO", 120),
  seoDescription: optionalText("La description SEO", 320),
});

/**
 * The city pages: the spec's landing routes and every page staff create, which the catch-all
 * route serves at its slug as soon as it is published (decision 0022). The towns
 * (cityData) and the excluded cities are not edited here yet: they need a list editor and
 * a city picker the generic form does not have; the seed sets them and a save keeps them.
 */
export const cityPagesResource = defineResource({
  appLabel: "content",
  appName: "Contenu",
  model: "citypage",
  name: "Page ville",
  gender: "f",
  namePlural: "Pages villes",
  table: cityPages,
  roles: { view: "admin", change: "admin" },
  pageSize: 10,
  titleField: "name",
  columns: [
    { field: "name", label: "Nom", sortable: true },
    { field: "isAgencyPageRef", label: "Page agence de référence", sortable: true },
  ],
  filters: [
    { field: "query", label: "Recherche", type: "text" },
    { field: "isAgencyPageRef", label: "Page agence de référence", type: "boolean" },
  ],
  form: [
    { field: "slug", label: "Chemin (slug)", type: "text", required: true, placeholder: "cabinet-de-recrutement-chasseurs-de-tetes--paris" },
    { field: "name", label: "Titre de la page", type: "text", required: true },
    { field: "body", label: "Contenu (paragraphes séparés par une ligne vide)", type: "textarea" },
    { field: "redirectionUrl", label: "Adresse de redirection (301)", type: "text", placeholder: "/nos-agences" },
    { field: "isAgencyPageRef", label: "Page agence de référence", type: "boolean" },
    { field: "isPublished", label: "Publiée", type: "boolean" },
    { field: "seoTitle", label: "Titre SEO", type: "text" },
    { field: "seoDescription", label: "Description SEO", type: "textarea" },
  ],
  schema: cityPageSaveSchema,
  searchable: ["name", "slug"],
  defaultSort: ["name"],
  uniqueErrors: { city_pages_slug_unique: { field: "slug", message: "Une page ville utilise déjà ce slug" } },
  aliases: { search: "/content/search_city_pages", save: "/content/save_city_page", delete: "/content/delete_city_page/:id" },
});
