import { eq, inArray } from "drizzle-orm";
import { z } from "zod";
import { pages, pageTags, tags } from "../db/schema";
import { DEFAULT_PAGE_TYPE, PAGE_TYPE_LABELS, PAGE_TYPES, pagePath, type PageType } from "../../common/editorial";
import { pageElementsSchema } from "../modules/editorial/page-elements";
import { HttpError } from "../lib/errors";
import { INT4_MAX } from "../../common/db-limits";
import { defineResource, type FormFieldDef, type Relation, type SaveContext } from "./types";
import { SEO_INCOMPLETE_FILTER, seoIncompleteScope } from "./seo-fields";
import { optionalText, requiredText, richText, slugField, tableSaveSchema } from "./fields";
import { tagDeleteImpact } from "./delete-impact-rules";
import { ADMIN_APPS } from "./admin-apps";

const UNKNOWN_TAG = "Tag inconnu : choisissez-le dans la liste";
const UNKNOWN_PARENT = "Page parente inconnue";

const tagsRelation: Relation = {
  table: pageTags,
  owner: pageTags.pageId,
  target: pageTags.tagId,
  invalid: UNKNOWN_TAG,
  acceptable: async (db, ids) => (await db.select({ id: tags.id }).from(tags).where(inArray(tags.id, ids))).map((row) => row.id),
};

/** An instant from the drawer (ISO) or an API client; "" or null: not published (a draft). */
const publicationDate = z.preprocess(
  (value) => (value === "" ? null : value),
  z.coerce
    .date({ error: "La date de publication est invalide" })
    .min(new Date("2000-01-01"), "La date de publication est invalide")
    .max(new Date("2100-01-01"), "La date de publication est invalide")
    .nullish(),
);

export const pageSaveSchema = tableSaveSchema(pages, {
  // Empty (the form's select before a choice, or null): the type the page has, or CUSTOM for a new one.
  type: z.preprocess((value) => (value === "" || value === null ? undefined : value), z.enum(PAGE_TYPES, { error: "Type de page inconnu" }).optional()),
  // Absent on an update leaves them as they are (the page builder sends its elements only).
  title: requiredText("Le titre", 200).optional(),
  slug: slugField("recruter-un-soudeur").optional(),
  description: richText("La description", 1000, "f"),
  richText: richText("Le texte", 60_000, "m"),
  media: optionalText("Le média", 500),
  parentId: z.preprocess(
    (value) => (value === "" ? null : value),
    z.number({ error: UNKNOWN_PARENT }).int(UNKNOWN_PARENT).positive(UNKNOWN_PARENT).max(INT4_MAX, UNKNOWN_PARENT).nullish(),
  ),
  elements: pageElementsSchema.optional(),
  seoTitle: optionalText("Le titre SEO", 120),
  seoDescription: optionalText("La description SEO", 320),
  publishedOn: publicationDate,
});

/**
 * Rules every page manager shares: the type a manager stands for (or the one chosen), the
 * public path derived from it, a parent that exists and is not the page itself, and «now» as
 * the publication date of a new page whose caller did not say (the spec's calls send none).
 */
function prepareSave(fixedType: PageType | undefined) {
  return async ({ db, id, existing, input }: SaveContext) => {
    if (!existing && (!input.title || !input.slug)) {
      const errors = { ...(input.title ? {} : { title: "Le titre est requis" }), ...(input.slug ? {} : { slug: "Le slug est requis" }) };
      throw new HttpError(400, Object.values(errors).join(", "), errors);
    }
    const type = fixedType ?? (input.type as PageType | undefined) ?? (existing?.type as PageType | undefined) ?? DEFAULT_PAGE_TYPE;
    const slug = (input.slug as string | undefined) ?? (existing?.slug as string);
    const parentId = input.parentId as number | null | undefined;
    if (parentId != null) {
      const [parent] = await db.select({ id: pages.id }).from(pages).where(eq(pages.id, parentId));
      if (!parent || parentId === id) throw new HttpError(400, UNKNOWN_PARENT, { parentId: UNKNOWN_PARENT });
    }
    const publishedOn = existing || input.publishedOn !== undefined ? input.publishedOn : new Date();
    return { ...input, type, path: pagePath(type, slug), publishedOn, updatedAt: new Date() };
  };
}

type Variant = {
  model: string;
  name: string;
  namePlural: string;
  gender: "f" | "m";
  /** The one type this manager edits; none: every type, chosen in the form. */
  type?: PageType;
  aliases?: Parameters<typeof defineResource>[0]["aliases"];
};

const typeOptions = PAGE_TYPES.map((value) => ({ value, label: PAGE_TYPE_LABELS[value] }));

function pageManager({ model, name, namePlural, gender, type, aliases }: Variant) {
  const form: FormFieldDef[] = [
    { field: "title", label: "Titre", type: "text", required: true, tab: "Principal" },
    { field: "slug", label: `Slug (adresse ${type ? pagePath(type, "…") : "/recrutement/… ou /presse/…"})`, type: "text", required: true, tab: "Principal" },
    ...(type
      ? []
      : [{ field: "type", label: "Type de page", type: "select", options: typeOptions, default: DEFAULT_PAGE_TYPE, tab: "Principal" } satisfies FormFieldDef]),
    { field: "contentPhoto", label: "Photo", type: "image", imageKind: "photo", tab: "Principal" },
    { field: "description", label: "Description (résumé)", type: "richtext", tab: "Principal" },
    { field: "richText", label: "Contenu", type: "richtext", tab: "Principal" },
    { field: "tags", label: "Tags", type: "tags", tab: "Principal" },
    { field: "publishedOn", label: "Date de publication, heure de Paris (vide : brouillon)", type: "datetime", tab: "Principal" },
    { field: "seoTitle", label: "Titre SEO", type: "text", tab: "SEO" },
    { field: "seoDescription", label: "Description SEO", type: "textarea", tab: "SEO" },
  ];
  return defineResource({
    ...ADMIN_APPS.content,
    model,
    name,
    gender,
    namePlural,
    table: pages,
    // Press is an administrators' block (spec 3 §2.2); pages and blog are the staff's per-page managers.
    roles: type === "PRESSRELEASE" ? { view: "admin", change: "admin" } : { view: "staff", change: "staff" },
    // «Publier» dates a draft now; «Dépublier» makes it a draft again.
    bulk: { publish: "publishedOn" },
    pageSize: 25,
    titleField: "title",
    columns: [
      { field: "title", label: "Titre", sortable: true },
      ...(type ? [] : [{ field: "type" as const, label: "Type", sortable: true, options: typeOptions }]),
      { field: "path", label: "Adresse" },
      { field: "publishedOn", label: "Publication", sortable: true, date: true },
    ],
    filters: [
      { field: "query", label: "Recherche", type: "text" },
      ...(type ? [] : [{ field: "type" as const, label: "Type", type: "select" as const, options: typeOptions }]),
      SEO_INCOMPLETE_FILTER,
    ],
    form,
    tabs: [{ label: "Principal" }, { label: "SEO" }],
    relations: { tags: tagsRelation },
    schema: pageSaveSchema,
    searchable: ["title", "slug"],
    defaultSort: ["-publishedOn", "-createdAt"],
    hidden: ["searchVector"],
    uniqueErrors: { pages_slug_unique: { field: "slug", message: "Une page utilise déjà ce slug" } },
    hooks: {
      holds: type ? () => eq(pages.type, type) : undefined,
      scope: seoIncompleteScope(pages),
      beforeSave: prepareSave(type),
    },
    aliases,
  });
}

/** Spec 3 §2.4, 'Contenu' set: Page (every type), Blog, Article de presse. */
export const pagesResource = pageManager({
  model: "page",
  name: "Page",
  namePlural: "Pages",
  gender: "f",
  aliases: { save: "/content/page_save", delete: "/content/delete_page/:id", image: "/content/save_page_file/:id" },
});

export const blogResource = pageManager({ model: "blog", name: "Article de blog", namePlural: "Blog", gender: "m", type: "BLOG" });

export const pressReleasesResource = pageManager({
  model: "pressrelease",
  name: "Article de presse",
  namePlural: "Articles de presse",
  gender: "m",
  type: "PRESSRELEASE",
  aliases: { save: "/branding/upsert_press_release", saveAnswerField: "pressRelease", delete: "/branding/delete_press_release/:id" },
});

export const tagSaveSchema = tableSaveSchema(tags, {
  title: requiredText("Le titre", 100),
  slug: slugField("industrie", 100),
});

/** Spec 3 §2.4, Tags: title and slug; lists 10 per page (lookups 20: get_tags_list and search_tags). */
export const tagsResource = defineResource({
  ...ADMIN_APPS.content,
  model: "tag",
  name: "Tag",
  gender: "m",
  namePlural: "Tags",
  table: tags,
  roles: { view: "staff", change: "staff" },
  pageSize: 10,
  titleField: "title",
  columns: [
    { field: "title", label: "Titre", sortable: true },
    { field: "slug", label: "Slug", sortable: true },
  ],
  filters: [{ field: "query", label: "Recherche", type: "text" }],
  form: [
    { field: "title", label: "Titre", type: "text", required: true },
    { field: "slug", label: "Slug", type: "text", required: true, placeholder: "industrie" },
  ],
  schema: tagSaveSchema,
  searchable: ["title", "slug"],
  defaultSort: ["title"],
  uniqueErrors: { tags_slug_unique: { field: "slug", message: "Un tag utilise déjà ce slug" } },
  hooks: { deleteImpact: tagDeleteImpact },
  aliases: { search: "/content/search_tags", save: "/content/save_tag", delete: "/content/delete_tag/:id" },
});
