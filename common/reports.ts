import { z } from "zod";
import { INT4_MAX } from "./db-limits";

export const REPORT_PAGE_SIZE = 10;

/** Spec 3 §3: the content types' labels (job sheets are reported too). */
export const REPORT_CONTENT_TYPE_LABELS = {
  agency: "Agence",
  citypage: "Contenu dynamique",
  page: "Contenu des pages",
  training: "Formations",
  jobprofile: "Fiches métier",
} as const;
export type ReportModel = keyof typeof REPORT_CONTENT_TYPE_LABELS;
export const REPORT_MODELS = Object.keys(REPORT_CONTENT_TYPE_LABELS) as ReportModel[];

export type ReportLinkEntry = { url: string; status: number; tip?: string; error?: string };
export type ReportSeoEntry = { check: string; ok: boolean; value?: string | number; error?: string };

/** The SEO checks as staff read them. */
export const SEO_CHECK_LABELS: Record<string, string> = {
  title: "Titre",
  description: "Meta description",
  h1: "Titre h1 unique",
  canonical: "Lien canonique",
  imagesAlt: "Images sans alt",
  jsonLd: "Données structurées JSON-LD",
  noindex: "Indexation",
  weight: "Poids de la page (octets)",
  status: "Réponse de la page",
};

export type ReportRow = {
  id: number;
  label: string;
  url: string;
  contentType: ReportModel;
  contentTypeLabel: string;
  objectId: number;
  type: "LINKS" | "SEO";
  hasError: boolean;
  errorCount: number;
  createdAt: string;
  updatedAt: string;
  humanUpdatedAt: string;
};
export type ReportSearchAnswer = { rows: ReportRow[]; count: number; total: number };
export type ReportDetails = ReportRow & { data: ReportLinkEntry[] | ReportSeoEntry[] };
export type ReportDetailsAnswer = { model: ReportModel; objectId: number; label: string | null; url: string | null; reports: ReportDetails[] };
export type ReportRunAnswer = { taskId: number; alreadyQueued: boolean };

const model = z.enum(REPORT_MODELS as [ReportModel, ...ReportModel[]], { error: "Type de contenu inconnu" });

/** The two kinds of report, as the reports screen names them. */
export const REPORT_TYPE_LABELS = { LINKS: "Liens", SEO: "SEO" } as const;
export type ReportKind = keyof typeof REPORT_TYPE_LABELS;

export const reportSearchSchema = z.object({
  query: z.string().max(200).optional().default(""),
  hasError: z.boolean().nullable().optional(),
  type: z
    .enum(Object.keys(REPORT_TYPE_LABELS) as [ReportKind, ...ReportKind[]], { error: "Type de rapport inconnu" })
    .nullable()
    .optional(),
  model: model.nullable().optional(),
  page: z.coerce.number().int().min(1).max(100_000).optional().default(1),
});
export type ReportSearch = z.input<typeof reportSearchSchema>;

export const reportDetailsSchema = z
  .object({
    model: model.optional(),
    objectId: z.coerce.number().int().min(1).max(INT4_MAX).optional(),
    id: z.coerce.number().int().min(1).max(INT4_MAX).optional(),
  })
  .refine((body) => body.id !== undefined || (body.model !== undefined && body.objectId !== undefined), { error: "model et objectId, ou id, sont requis" });

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ["year", 365 * 24 * 3600],
  ["month", 30 * 24 * 3600],
  ["week", 7 * 24 * 3600],
  ["day", 24 * 3600],
  ["hour", 3600],
  ["minute", 60],
  ["second", 1],
];

/** «il y a 3 heures»: the largest whole unit, in French. */
export function humanTimeAgo(date: Date, now = new Date()): string {
  const seconds = Math.round((date.getTime() - now.getTime()) / 1000);
  const format = new Intl.RelativeTimeFormat("fr", { numeric: "auto" });
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size || unit === "second") return format.format(Math.trunc(seconds / size), unit);
  }
  return format.format(0, "second");
}
