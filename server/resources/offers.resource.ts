import { z } from "zod";
import { sql } from "drizzle-orm";
import { offers } from "../db/schema";
import { forbidden, HttpError } from "../lib/errors";
import { CONTRACT_OPTIONS, type CustomField } from "../../common/offers";
import { derivedOfferValues } from "../modules/offers/offers.service";
import { consultantAddress, CONSULTANT_NOT_STAFF } from "../modules/offers/offer-consultant";
import { INT4_MAX } from "../../common/db-limits";
import { defineResource } from "./types";
import { optionalText, requiredText, richText, tableSaveSchema } from "./fields";
import { ADMIN_APPS } from "./admin-apps";

export const BREEZY_OFFER_READ_ONLY = "Cette offre vient de Breezy : elle se modifie dans Breezy, le site la reprend à la synchronisation";
const SALARY_INVALID = "Le salaire est un nombre entier d'euros par an, entre 0 et 1 000 000";
const SALARY_ORDER = "Le salaire maximum doit être supérieur ou égal au salaire minimum";

// The values stored are codes («published», «pool»); staff read them in French everywhere (issue 49).
const STATE_OPTIONS = [
  { value: "published", label: "Publiée", tone: "success" as const },
  { value: "archived", label: "Archivée" },
];
/** In the drawer, what archiving does. */
const STATE_FORM_OPTIONS = [STATE_OPTIONS[0]!, { value: "archived", label: "Archivée (410, hors du plan du site)" }];
const KIND_OPTIONS = [
  { value: "other", label: "Offre" },
  { value: "pool", label: "Vivier (Pool)" },
];
const CONTRACTS = CONTRACT_OPTIONS.map((o) => ({ ...o }));

const salary = z.preprocess(
  (value) => (value === "" ? null : typeof value === "string" ? Number(value) : value),
  z.number({ error: SALARY_INVALID }).int(SALARY_INVALID).min(0, SALARY_INVALID).max(1_000_000, SALARY_INVALID).nullish(),
);
/** A select: empty (null) keeps the column's default or its value. */
const choice = (options: { value: string }[], what: string) =>
  z.preprocess((value) => value ?? undefined, z.enum(options.map((o) => o.value) as [string, ...string[]], { error: `${what} : valeur inconnue` }).optional());
const flag = z.boolean({ error: "Valeur attendue : oui ou non" }).optional();

export const offerSaveSchema = tableSaveSchema(offers, {
  name: requiredText("L'intitulé", 200),
  state: choice(STATE_OPTIONS, "L'état"),
  orgType: choice(KIND_OPTIONS, "Le type"),
  // The editor's HTML through the managers' one sanitizer (decision 0023); absent: unchanged;
  // emptied: no description (the column is never null).
  description: richText("La description", 20_000, "f").transform((html) => (html === null ? "" : html)),
  city: optionalText("La ville", 100),
  address: optionalText("L'adresse", 300),
  zipCode: optionalText("Le code postal", 5).refine((v) => v == null || /^\d{5}$/.test(v), "Le code postal a 5 chiffres"),
  departmentCode: optionalText("Le département", 3).refine((v) => v == null || /^(\d{2,3}|2[AB])$/.test(v), "Le département est un code INSEE (69, 2A, 971)"),
  contract: optionalText("Le contrat", 50),
  industry: optionalText("Le secteur", 100),
  experienceName: optionalText("L'expérience", 100),
  recruiterName: optionalText("Le recruteur", 100),
  // The form's select sends "" before anyone is picked: no consultant, like null.
  consultantId: z.preprocess(
    (value) => (value === "" ? null : value),
    z.number({ error: CONSULTANT_NOT_STAFF }).int(CONSULTANT_NOT_STAFF).min(1, CONSULTANT_NOT_STAFF).max(INT4_MAX, CONSULTANT_NOT_STAFF).nullish(),
  ),
  remunerationMin: salary,
  remunerationMax: salary,
  displayRemuneration: flag,
  isRemote: flag,
});

/**
 * The positions manager (spec 3 §2.4, issue 14): staff see every offer, published, archived
 * or pool. While Breezy is not configured the offers are the firm's own: staff create, edit and
 * archive them (never delete: an archived offer answers 410 and keeps its applications). An
 * offer synced from Breezy is view-only (decision 0021).
 */
export const offersResource = defineResource({
  ...ADMIN_APPS.jobs,
  model: "position",
  name: "Offre",
  gender: "f",
  namePlural: "Offres",
  table: offers,
  roles: { view: "staff", change: "staff" },
  actions: { delete: false },
  pageSize: 20,
  titleField: "name",
  columns: [
    { field: "name", label: "Intitulé", sortable: true },
    { field: "city", label: "Ville", sortable: true },
    { field: "effectiveContract", label: "Contrat", sortable: true, options: CONTRACTS },
    { field: "state", label: "État", sortable: true, options: STATE_OPTIONS },
    { field: "orgType", label: "Type", options: KIND_OPTIONS },
    { field: "creationDate", label: "Créée le", sortable: true, dateTime: true },
  ],
  filters: [
    { field: "query", label: "Recherche", type: "text" },
    { field: "city", label: "Ville", type: "text" },
    { field: "effectiveContract", label: "Contrat", type: "select", options: CONTRACTS },
    { field: "state", label: "État", type: "select", options: STATE_OPTIONS },
    { field: "orgType", label: "Type", type: "select", options: KIND_OPTIONS },
  ],
  form: [
    { field: "name", label: "Intitulé", type: "text", required: true, placeholder: "Assistant de direction H/F" },
    // Left empty, a new offer is a published offer (the columns' defaults).
    { field: "state", label: "État", type: "select", options: STATE_FORM_OPTIONS, default: "published" },
    { field: "orgType", label: "Type", type: "select", options: KIND_OPTIONS, default: "other" },
    { field: "contract", label: "Contrat", type: "select", options: CONTRACTS },
    { field: "city", label: "Ville", type: "text", placeholder: "Lyon" },
    { field: "zipCode", label: "Code postal", type: "text", placeholder: "69003" },
    { field: "departmentCode", label: "Département", type: "text", placeholder: "69" },
    { field: "address", label: "Adresse", type: "text" },
    { field: "industry", label: "Secteur", type: "text", placeholder: "BTP / Construction" },
    { field: "experienceName", label: "Expérience", type: "text", placeholder: "2 à 5 ans" },
    { field: "remunerationMin", label: "Salaire minimum (€ brut par an)", type: "number" },
    { field: "remunerationMax", label: "Salaire maximum (€ brut par an)", type: "number" },
    { field: "displayRemuneration", label: "Afficher le salaire", type: "boolean" },
    { field: "isRemote", label: "Télétravail possible", type: "boolean" },
    { field: "recruiterName", label: "Recruteur", type: "text" },
    { field: "consultantId", label: "Consultant qui reçoit les candidatures", type: "reference", source: "/api/jobs/offer_consultants" },
    { field: "description", label: "Description", type: "richtext" },
    { field: "creationDate", label: "Créée le", type: "datetime", readOnly: true },
    { field: "updatedDate", label: "Modifiée le", type: "datetime", readOnly: true },
  ],
  schema: offerSaveSchema,
  searchable: ["name", "city"],
  defaultSort: ["-creationDate"],
  hidden: ["searchVector", "titleVector"],
  hooks: {
    beforeSave: async ({ db, existing, input }) => {
      if (existing?.breezyId) throw forbidden(BREEZY_OFFER_READ_ONLY);
      if (typeof input.consultantId === "number" && !(await consultantAddress(db, input.consultantId))) {
        throw new HttpError(400, CONSULTANT_NOT_STAFF, { consultantId: CONSULTANT_NOT_STAFF });
      }
      const merged = { ...existing, ...input } as Record<string, unknown>;
      const [min, max] = [merged.remunerationMin, merged.remunerationMax] as (number | null | undefined)[];
      if (min != null && max != null && max < min) throw new HttpError(400, SALARY_ORDER, { remunerationMax: SALARY_ORDER });
      return {
        ...input,
        ...derivedOfferValues({
          description: merged.description as string | null,
          contract: merged.contract as string | null,
          customFields: merged.customFields as CustomField[] | null,
        }),
        updatedDate: sql`now()`,
      };
    },
  },
});
