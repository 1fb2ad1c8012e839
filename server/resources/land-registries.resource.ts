import { sql } from "drizzle-orm";
import { z } from "zod";
import { landRegistries } from "../db/schema";
import { escapeLike, unaccentContains } from "../lib/sql";
import { tableSaveSchema } from "./fields";
import { defineResource, type Option } from "./types";
import { landRegistryDeleteImpact } from "./delete-impact-rules";
import { ADMIN_APPS } from "./admin-apps";

export const LAND_REGISTRY_LEVELS: Option[] = [
  { value: 0, label: "Pays" },
  { value: 1, label: "Régions" },
  { value: 2, label: "Départements" },
  { value: 3, label: "Villes ou Communes" },
];

const LEVEL_REQUIRED = "Le niveau est requis";
const LEVEL_INVALID = "Le niveau doit être 0 (Pays), 1 (Régions), 2 (Départements) ou 3 (Villes ou Communes)";

// Absent means "leave unchanged" on update; "" or null clears the value.
const optionalText = (schema: z.ZodString) => z.preprocess((value) => (typeof value === "string" && !value.trim() ? null : value), schema.nullish());

export const landRegistrySaveSchema = tableSaveSchema(landRegistries, {
  label: z.string({ error: "Le libellé est requis" }).trim().min(1, "Le libellé est requis").max(200, "Le libellé est trop long (200 caractères au maximum)"),
  code: z
    .string({ error: "Le code INSEE est requis" })
    .trim()
    .toUpperCase()
    .min(1, "Le code INSEE est requis")
    .max(10, "Le code INSEE est trop long (10 caractères au maximum)")
    .regex(/^[0-9A-Z]+$/, "Le code INSEE ne contient que des chiffres et des lettres"),
  zipcode: optionalText(
    z
      .string({ error: "Le code postal doit contenir 5 chiffres" })
      .trim()
      .regex(/^\d{5}$/, "Le code postal doit contenir 5 chiffres"),
  ),
  // A select may send "3" as well as 3.
  level: z.preprocess(
    (value) => (typeof value === "string" && value.trim() ? Number(value) : value),
    z.number({ error: LEVEL_REQUIRED }).int(LEVEL_INVALID).min(0, LEVEL_INVALID).max(3, LEVEL_INVALID),
  ),
  prefixDeterminer: optionalText(
    z.string({ error: "Le déterminant doit être un texte" }).trim().max(20, "Le déterminant est trop long (20 caractères au maximum)"),
  ),
  availableForDynamicContent: z.boolean({ error: "Valeur attendue : oui ou non" }).optional(),
});

export const landRegistriesResource = defineResource({
  ...ADMIN_APPS.geo,
  model: "landregistry",
  name: "Ville",
  gender: "f",
  namePlural: "Villes",
  table: landRegistries,
  roles: { view: "admin", change: "admin" },
  pageSize: 20,
  titleField: "label",
  columns: [
    { field: "label", label: "Libellé", sortable: true },
    { field: "code", label: "Code INSEE", sortable: true },
    { field: "zipcode", label: "Code postal", sortable: true },
    { field: "level", label: "Niveau", sortable: true, options: LAND_REGISTRY_LEVELS },
  ],
  filters: [
    { field: "query", label: "Recherche", type: "text" },
    { field: "availableForDynamicContent", label: "Contenu dynamique", type: "boolean" },
  ],
  form: [
    { field: "label", label: "Libellé", type: "text", required: true },
    { field: "code", label: "Code INSEE", type: "text", required: true },
    { field: "zipcode", label: "Code postal", type: "text" },
    { field: "level", label: "Niveau", type: "select", required: true, options: LAND_REGISTRY_LEVELS },
    { field: "prefixDeterminer", label: "Déterminant (du, de la, de l')", type: "text" },
    { field: "availableForDynamicContent", label: "Disponible pour le contenu dynamique", type: "boolean" },
  ],
  schema: landRegistrySaveSchema,
  searchable: ["label", "code", "zipcode"],
  defaultSort: ["level", "label"],
  uniqueErrors: { land_registries_level_code_key: { field: "code", message: "Ce code INSEE existe déjà pour ce niveau" } },
  hooks: {
    deleteImpact: landRegistryDeleteImpact,
    // The public search's matching (geo.service): the label through its trigram index, codes
    // and any postal code of the commune by prefix.
    matchQuery: (query) => {
      const prefix = `${escapeLike(query)}%`;
      return sql`(${unaccentContains(landRegistries.label, query)}
        OR upper(${landRegistries.code}) LIKE upper(${prefix})
        OR EXISTS (SELECT 1 FROM unnest(${landRegistries.zipcodes}) AS z WHERE z LIKE ${prefix}))`;
    },
    // The public search finds communes by any of their postal codes: keep the main one in the list.
    beforeSave: ({ input, existing }) => {
      const zipcode = input.zipcode;
      const known = (existing?.zipcodes as string[] | undefined) ?? [];
      if (typeof zipcode !== "string" || known.includes(zipcode)) return input;
      return { ...input, zipcodes: [...known, zipcode] };
    },
  },
  aliases: { save: "/geo/save_land_registry", delete: "/geo/delete_land_registry/:id" },
});
