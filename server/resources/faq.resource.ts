import { z } from "zod";
import { faqItems } from "../db/schema";
import { tableSaveSchema, displayPosition, richText } from "./fields";
import { defineResource } from "./types";
import { ADMIN_APPS } from "./admin-apps";

const QUESTION_REQUIRED = "La question est requise";
const ANSWER_REQUIRED = "La réponse est requise";

export const faqItemSaveSchema = tableSaveSchema(faqItems, {
  question: z.string({ error: QUESTION_REQUIRED }).trim().min(1, QUESTION_REQUIRED).max(300, "La question est trop longue (300 caractères au maximum)"),
  // Sanitized HTML; an answer with nothing left to read («<p></p>») is no answer.
  answer: richText("La réponse", 5000, "f").pipe(z.string({ error: ANSWER_REQUIRED })),
  // The form sends null for an emptied number field: that means «no particular place», 0.
  position: displayPosition(),
});

/** The FAQ page's questions (spec 1 §2): content everyone reads, so edited by admins only. */
export const faqResource = defineResource({
  ...ADMIN_APPS.content,
  model: "faqitem",
  name: "Question",
  gender: "f",
  namePlural: "Questions fréquentes",
  table: faqItems,
  roles: { view: "admin", change: "admin" },
  pageSize: 25,
  titleField: "question",
  columns: [
    { field: "question", label: "Question", sortable: true },
    { field: "position", label: "Position", sortable: true },
  ],
  filters: [{ field: "query", label: "Recherche", type: "text" }],
  form: [
    { field: "question", label: "Question", type: "text", required: true },
    { field: "answer", label: "Réponse", type: "richtext", required: true },
    { field: "position", label: "Position", type: "number", placeholder: "10, 20, 30… : les plus petites d'abord" },
  ],
  schema: faqItemSaveSchema,
  searchable: ["question", "answer"],
  // The public page's order, so the list reads like the page.
  defaultSort: ["position"],
});
