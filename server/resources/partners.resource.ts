import { z } from "zod";
import { partners } from "../db/schema";
import { defineResource } from "./types";
import { displayPosition, richText, slugField, tableSaveSchema } from "./fields";
import { ADMIN_APPS } from "./admin-apps";

export const partnerSaveSchema = tableSaveSchema(partners, {
  label: z.string({ error: "Le libellé est requis" }).trim().min(1, "Le libellé est requis").max(200, "Le libellé est trop long (200 caractères au maximum)"),
  // The public grid opens it in a new tab: https only, never a javascript: or data: URL.
  url: z.preprocess(
    (value) => (typeof value === "string" && !value.trim() ? null : value),
    z
      .string({ error: "L'adresse doit être un texte" })
      .trim()
      .max(500, "L'adresse est trop longue (500 caractères au maximum)")
      .regex(/^https:\/\/[^\s/]+\.[^\s]+$/, "L'adresse doit commencer par https:// (ex. : https://www.exemple.fr)")
      .nullish(),
  ),
  slug: slugField("ecole-des-metiers"),
  position: displayPosition(),
  description: richText("La description", 1000, "f"),
});

/** The partners page's grid (spec 3 §2.4). */
export const partnersResource = defineResource({
  ...ADMIN_APPS.branding,
  model: "partner",
  name: "Partenaire",
  gender: "m",
  namePlural: "Partenaires",
  table: partners,
  roles: { view: "admin", change: "admin" },
  pageSize: 25,
  titleField: "label",
  columns: [
    { field: "label", label: "Libellé", sortable: true },
    { field: "url", label: "Adresse du site" },
    { field: "position", label: "Position", sortable: true },
  ],
  filters: [{ field: "query", label: "Recherche", type: "text" }],
  form: [
    { field: "image", label: "Logo", type: "image", imageKind: "logo" },
    { field: "label", label: "Libellé", type: "text", required: true },
    { field: "url", label: "Adresse du site", type: "text", placeholder: "https://www.exemple.fr" },
    { field: "slug", label: "Slug", type: "text", required: true, placeholder: "ecole-des-metiers" },
    { field: "position", label: "Position", type: "number", placeholder: "10, 20, 30… : les plus petites d'abord" },
    { field: "description", label: "Description", type: "richtext" },
  ],
  schema: partnerSaveSchema,
  searchable: ["label", "slug", "description"],
  defaultSort: ["position", "label"],
  uniqueErrors: { partners_slug_unique: { field: "label", message: "Un partenaire utilise déjà ce slug" } },
  aliases: { save: "/branding/save_partner", delete: "/branding/delete_partner/:id", image: "/branding/save_partner_file/:id" },
});
