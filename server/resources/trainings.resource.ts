import { eq } from "drizzle-orm";
import { z } from "zod";
import { trainings } from "../db/schema";
import { HttpError } from "../lib/errors";
import { INT4_MAX } from "../../common/db-limits";
import type { ReferenceKind } from "../../common/trainings";
import { REFERENCE_TABLES } from "../modules/trainings/trainings.service";
import { defineResource, type FormFieldDef } from "./types";
import { SEO_INCOMPLETE_FILTER, seoIncompleteScope } from "./seo-fields";
import { displayPosition, optionalText, requiredText, richText, slugField, tableSaveSchema } from "./fields";
import { refuseTrainingWithRegistrations, trainingDeleteImpact, trainingReferenceDeleteImpact } from "./delete-impact-rules";
import { ADMIN_APPS } from "./admin-apps";

const PRICE_INVALID = "Le prix doit être un nombre entier d'euros, positif";

const REFERENCE_FIELDS = [
  { field: "thematicId", kind: "thematics", label: "Thématique", unknown: "Thématique inconnue : choisissez-la dans la liste" },
  { field: "durationId", kind: "durations", label: "Durée", unknown: "Durée inconnue : choisissez-la dans la liste" },
  { field: "levelId", kind: "levels", label: "Niveau", unknown: "Niveau inconnu : choisissez-le dans la liste" },
  { field: "modalityId", kind: "modalities", label: "Modalité", unknown: "Modalité inconnue : choisissez-la dans la liste" },
] as const satisfies readonly { field: string; kind: ReferenceKind; label: string; unknown: string }[];

/** An id of one of the four reference lists (checked to exist before the save); "" clears it. */
const referenceId = (unknown: string) =>
  z.preprocess((value) => (value === "" ? null : value), z.number({ error: unknown }).int(unknown).positive(unknown).max(INT4_MAX, unknown).nullish());

export const trainingSaveSchema = tableSaveSchema(trainings, {
  label: requiredText("Le libellé", 200),
  header: optionalText("L'accroche", 300),
  slug: slugField("manager-une-equipe"),
  price: z.preprocess(
    (value) => (value === "" ? null : value),
    z.number({ error: PRICE_INVALID }).int(PRICE_INVALID).min(0, PRICE_INVALID).max(1_000_000, PRICE_INVALID).nullish(),
  ),
  place: optionalText("Le lieu", 200),
  time: optionalText("La durée affichée", 100),
  reference: optionalText("La référence", 50),
  placeId: optionalText("L'identifiant Google du lieu", 300),
  position: displayPosition(),
  thematicId: referenceId(REFERENCE_FIELDS[0].unknown),
  durationId: referenceId(REFERENCE_FIELDS[1].unknown),
  levelId: referenceId(REFERENCE_FIELDS[2].unknown),
  modalityId: referenceId(REFERENCE_FIELDS[3].unknown),
  description: richText("La description", 5000, "f"),
  goal: richText("Les objectifs", 5000, "m"),
  target: richText("Le public", 5000, "m"),
  requirement: richText("Les prérequis", 5000, "m"),
  program: richText("Le programme", 20_000, "m"),
  evaluation: richText("L'évaluation", 5000, "f"),
  funding: richText("Le financement", 5000, "m"),
  content: richText("Le contenu", 20_000, "m"),
  seoTitle: optionalText("Le titre SEO", 120),
  seoDescription: optionalText("La description SEO", 320),
});

const richFields: FormFieldDef[] = (
  [
    ["description", "Description"],
    ["goal", "Objectifs"],
    ["target", "Public"],
    ["requirement", "Prérequis"],
    ["program", "Programme"],
    ["evaluation", "Évaluation"],
    ["funding", "Financement"],
    ["content", "Contenu"],
  ] as const
).map(([field, label]) => ({ field, label, type: "richtext" }));

/** Spec 3 §2.4, 'Formations' set: the catalogue (admins, 10 per page). */
export const trainingsResource = defineResource({
  ...ADMIN_APPS.training,
  model: "training",
  name: "Formation",
  gender: "f",
  namePlural: "Formations",
  table: trainings,
  roles: { view: "admin", change: "admin" },
  pageSize: 10,
  titleField: "label",
  columns: [
    { field: "label", label: "Libellé", sortable: true },
    { field: "price", label: "Prix (€)", sortable: true },
    { field: "place", label: "Lieu" },
    { field: "position", label: "Position", sortable: true },
  ],
  filters: [{ field: "query", label: "Recherche", type: "text" }, SEO_INCOMPLETE_FILTER],
  form: [
    { field: "coverImageUrl", label: "Image de couverture", type: "image", imageKind: "photo" },
    { field: "label", label: "Libellé", type: "text", required: true },
    { field: "slug", label: "Slug (adresse /nos-prestations/formation/…)", type: "text", required: true, placeholder: "manager-une-equipe" },
    { field: "header", label: "Accroche", type: "textarea" },
    { field: "price", label: "Prix à partir de (€ HT)", type: "number" },
    { field: "place", label: "Lieu", type: "text" },
    { field: "time", label: "Durée affichée", type: "text", placeholder: "14 heures (2 jours)" },
    { field: "reference", label: "Référence", type: "text" },
    ...REFERENCE_FIELDS.map(({ field, kind, label }): FormFieldDef => ({ field, label, type: "reference", source: `/api/training/search_${kind}` })),
    { field: "position", label: "Position", type: "number" },
    ...richFields,
    { field: "placeId", label: "Identifiant Google du lieu (avis)", type: "text" },
    { field: "seoTitle", label: "Titre SEO", type: "text" },
    { field: "seoDescription", label: "Description SEO", type: "textarea" },
  ],
  schema: trainingSaveSchema,
  searchable: ["label", "slug", "header"],
  defaultSort: ["position", "label"],
  uniqueErrors: { trainings_slug_unique: { field: "slug", message: "Une formation utilise déjà ce slug" } },
  hooks: {
    scope: seoIncompleteScope(trainings),
    deleteImpact: trainingDeleteImpact,
    beforeDelete: refuseTrainingWithRegistrations,
    beforeSave: async ({ db, input }) => {
      for (const { field, kind, unknown } of REFERENCE_FIELDS) {
        const id = input[field] as number | null | undefined;
        if (id == null) continue;
        const table = REFERENCE_TABLES[kind];
        const [found] = await db.select({ id: table.id }).from(table).where(eq(table.id, id));
        if (!found) throw new HttpError(400, unknown, { [field]: unknown });
      }
      return input;
    },
  },
  aliases: { save: "/training/save_training", delete: "/training/delete_training/:id", image: "/training/save_training_file/:id" },
});

/** The four label-and-header lists (spec 3 §2.4), each with the spec's save and delete calls. */
function referenceManager(kind: ReferenceKind, model: string, name: string, namePlural: string, gender: "f" | "m", alias: string) {
  const table = REFERENCE_TABLES[kind];
  return defineResource({
    ...ADMIN_APPS.training,
    model,
    name,
    gender,
    namePlural,
    table,
    roles: { view: "admin", change: "admin" },
    pageSize: 20,
    inlineEdit: true,
    titleField: "label",
    columns: [
      { field: "label", label: "Libellé", sortable: true },
      { field: "header", label: "Explication" },
    ],
    filters: [{ field: "query", label: "Recherche", type: "text" }],
    form: [
      { field: "label", label: "Libellé", type: "text", required: true },
      { field: "header", label: "Explication", type: "textarea" },
    ],
    schema: tableSaveSchema(table, { label: requiredText("Le libellé", 100), header: optionalText("L'explication", 300) }),
    searchable: ["label"],
    defaultSort: ["label"],
    hooks: { deleteImpact: trainingReferenceDeleteImpact(trainings[REFERENCE_FIELDS.find((f) => f.kind === kind)!.field], name, gender) },
    aliases: { save: `/training/save_${alias}`, delete: `/training/delete_${alias}/:id` },
  });
}

export const trainingReferenceResources = [
  referenceManager("thematics", "thematic", "Thématique", "Thématiques", "f", "thematic"),
  referenceManager("modalities", "modality", "Modalité", "Modalités", "f", "modality"),
  referenceManager("levels", "level", "Niveau", "Niveaux", "m", "level"),
  referenceManager("durations", "duration", "Durée", "Durées", "f", "duration"),
];
