import { z } from "zod";
import { servicePages } from "../db/schema";
import { defineResource } from "./types";
import { SEO_INCOMPLETE_FILTER, seoIncompleteScope } from "./seo-fields";
import { cleanRichText, linkTarget } from "../lib/html";
import { optionalText, requiredText, slugField, tableSaveSchema } from "./fields";
import { htmlToText } from "../../common/format/rich-text";
import { ADMIN_APPS } from "./admin-apps";

// These slugs have their own pages (routes declared before /nos-prestations/:slug): a stored
// page under them would never be shown.
const RESERVED_SLUGS = new Set(["conseil-rh", "bilan-de-competences", "formations", "formation"]);

const TEXT_MAX = 20_000;

/**
 * The column keeps HTML blocks read joined (plain paragraphs before migration 0015). The
 * drawer's editor sends one HTML text, stored as one item; the API also takes a list of
 * blocks or plain paragraphs. Everything is sanitized with the one allow-list.
 */
const paragraphsSchema = z
  .union([z.string(), z.array(z.string({ error: "Chaque paragraphe doit être un texte" }))], {
    error: "Le texte doit être du HTML ou une liste de paragraphes",
  })
  .transform((value) => (typeof value === "string" ? [value] : value).map(cleanRichText).filter((html): html is string => html !== null))
  .refine((list) => htmlToText(list.join("")).length <= TEXT_MAX, `Le texte est trop long (${TEXT_MAX} caractères au maximum)`)
  .refine((list) => list.join("").length <= TEXT_MAX * 4, "Le texte contient trop de mise en forme")
  .optional();

/** Empty means the page's own contact block. */
const learnMoreSchema = z.preprocess(
  (value) => (value === null || (typeof value === "string" && !value.trim()) ? "#contact" : value),
  linkTarget("Le lien").optional(),
);

export const servicePageSaveSchema = tableSaveSchema(servicePages, {
  slug: slugField("recrutement-cdi-cdd").refine((slug) => !RESERVED_SLUGS.has(slug), "Ce slug est réservé à une page existante du site"),
  title: requiredText("Le titre", 200),
  header: requiredText("L'accroche", 500),
  paragraphs: paragraphsSchema,
  learnMoreHref: learnMoreSchema,
  seoTitle: optionalText("Le titre SEO", 120),
  seoDescription: optionalText("La description SEO", 320),
  position: z.preprocess(
    (value) => (value === null || value === "" ? 0 : typeof value === "string" ? Number(value) : value),
    z
      .number({ error: "La position doit être un nombre" })
      .int("La position doit être un nombre entier")
      .min(0, "La position doit être positive")
      .max(100_000, "La position est trop grande")
      .optional(),
  ),
  isPublished: z.boolean({ error: "Valeur attendue : oui ou non" }).optional(),
});

export const servicePagesResource = defineResource({
  ...ADMIN_APPS.content,
  model: "servicepage",
  name: "Page de prestation",
  gender: "f",
  namePlural: "Pages de prestation",
  table: servicePages,
  roles: { view: "admin", change: "admin" },
  bulk: { publish: "isPublished" },
  pageSize: 25,
  titleField: "title",
  columns: [
    { field: "title", label: "Titre", sortable: true },
    { field: "slug", label: "Slug (/nos-prestations/…)", sortable: true },
    { field: "position", label: "Position", sortable: true },
    { field: "isPublished", label: "Publiée", sortable: true },
  ],
  filters: [{ field: "query", label: "Recherche", type: "text" }, { field: "isPublished", label: "Publiée", type: "boolean" }, SEO_INCOMPLETE_FILTER],
  form: [
    { field: "title", label: "Titre", type: "text", required: true },
    { field: "slug", label: "Slug (adresse /nos-prestations/…)", type: "text", required: true, placeholder: "recrutement-cdi-cdd" },
    { field: "header", label: "Accroche", type: "textarea", required: true },
    { field: "paragraphs", label: "Texte de la page", type: "richtext" },
    { field: "learnMoreHref", label: "Lien du bouton « En savoir plus »", type: "text", placeholder: "#contact" },
    { field: "seoTitle", label: "Titre SEO", type: "text" },
    { field: "seoDescription", label: "Description SEO", type: "textarea" },
    { field: "position", label: "Position", type: "number" },
    { field: "isPublished", label: "Publiée", type: "boolean" },
  ],
  schema: servicePageSaveSchema,
  searchable: ["title", "slug", "header"],
  defaultSort: ["position", "title"],
  uniqueErrors: { service_pages_slug_unique: { field: "slug", message: "Une page de prestation utilise déjà ce slug" } },
  hooks: {
    scope: seoIncompleteScope(servicePages),
    // The drawer edits one HTML text; the table stores HTML blocks, read joined.
    toRow: (row) => (Array.isArray(row.paragraphs) ? { ...row, paragraphs: (row.paragraphs as string[]).join("") } : row),
  },
});
