import { z } from "zod";
import { ELEMENT_TYPES, FLEX_DIRECTIONS, JUSTIFY_CONTENTS, ROOT_ELEMENT_ID, SPACING_MAX, type PageElement } from "../../../common/editorial";
import { cleanRichText, linkTarget } from "../../lib/html";

// A page builder's tree (spec 3 §3) arrives from a browser: every node is checked, its texts
// bounded, its rich text sanitized with the one allow-list and its links kept to safe targets,
// so what the public page renders is only what this file lets through.

const ELEMENTS_MAX = 200;
const DEPTH_MAX = 8;
const INVALID = "Les éléments de la page sont invalides";

const spacing = (what: string) =>
  z
    .number({ error: `${what} doit être un nombre` })
    .int(`${what} doit être un nombre entier`)
    .min(0, `${what} va de 0 à ${SPACING_MAX} px`)
    .max(SPACING_MAX, `${what} va de 0 à ${SPACING_MAX} px`)
    .optional();

const styleSchema = z
  .object({
    padding: spacing("La marge intérieure"),
    margin: spacing("La marge extérieure"),
    flexDirection: z.enum(FLEX_DIRECTIONS, { error: "Direction inconnue" }).optional(),
    justifyContent: z.enum(JUSTIFY_CONTENTS, { error: "Alignement inconnu" }).optional(),
  })
  .strip();

const shortText = (what: string, max: number) =>
  z
    .string({ error: `${what} doit être un texte` })
    .trim()
    .max(max, `${what} est trop long (${max} caractères au maximum)`);

const attributesFor = {
  box: z.object({}).strip(),
  button: z.object({ label: shortText("Le libellé du bouton", 80).min(1, "Le libellé du bouton est requis"), href: linkTarget("Le lien du bouton") }).strip(),
  text: z.object({ text: shortText("Le texte", 2000) }).strip(),
  richText: z
    .object({
      html: z
        .string({ error: "Le texte enrichi doit être un texte" })
        .max(40_000, "Le texte enrichi est trop long")
        .transform((html) => cleanRichText(html) ?? ""),
    })
    .strip(),
  header: z.object({ title: shortText("Le titre", 200), description: shortText("La description", 1000) }).strip(),
  contact: z.object({}).strip(),
  counters: z.object({}).strip(),
} satisfies Record<(typeof ELEMENT_TYPES)[number], z.ZodType>;

const nodeSchema = z.object({
  id: z.string({ error: INVALID }).regex(/^[\w-]{1,40}$/, INVALID),
  type: z.enum(ELEMENT_TYPES, { error: "Type d'élément inconnu" }),
  attributes: z.record(z.string(), z.unknown()).default({}),
  style: styleSchema.default({}),
  children: z.array(z.unknown()).default([]),
});

type Budget = { left: number; ids: Set<string> };

function parseNode(value: unknown, depth: number, budget: Budget): PageElement {
  if (depth > DEPTH_MAX) throw new z.ZodError([{ code: "custom", path: [], message: `Les éléments sont trop imbriqués (${DEPTH_MAX} niveaux au maximum)` }]);
  if (--budget.left < 0) throw new z.ZodError([{ code: "custom", path: [], message: `La page a trop d'éléments (${ELEMENTS_MAX} au maximum)` }]);
  const node = nodeSchema.parse(value);
  if (budget.ids.has(node.id)) throw new z.ZodError([{ code: "custom", path: [], message: INVALID }]);
  budget.ids.add(node.id);
  const attributes = attributesFor[node.type].parse(node.attributes);
  // Only a box holds children: a button's stray children are dropped, not rendered.
  const children = node.type === "box" ? node.children.map((child) => parseNode(child, depth + 1, budget)) : [];
  return { id: node.id, type: node.type, attributes, style: node.style, children } as PageElement;
}

/** A page's elements: one root box, or null. Throws a ZodError with the French reason. */
export const pageElementsSchema = z.unknown().transform((value, ctx): PageElement | null => {
  if (value === null || value === undefined) return null;
  try {
    const root = parseNode(value, 0, { left: ELEMENTS_MAX, ids: new Set() });
    if (root.type !== "box" || root.id !== ROOT_ELEMENT_ID) {
      ctx.addIssue({ code: "custom", message: "Les éléments doivent tenir dans la boîte racine" });
      return z.NEVER;
    }
    return root;
  } catch (error) {
    ctx.addIssue({ code: "custom", message: error instanceof z.ZodError ? (error.issues[0]?.message ?? INVALID) : INVALID });
    return z.NEVER;
  }
});
