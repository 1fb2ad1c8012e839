// Uploaded and demo images: each kind has a fixed shape and fixed widths, so a page knows an
// image's width, height and srcset from its kind alone, before any file is read.

import { JOB_PROFILE_IMAGE_RATIO, JOB_PROFILE_IMAGE_WIDTHS } from "./job-profiles";

export type ImageKind = "photo" | "portrait" | "logo" | "illustration";

export type ImageShape = {
  /** The widths written for each format, smallest first. */
  widths: readonly number[];
  /** Height over width. */
  ratio: number;
  /** "cover" crops to the shape (photos, faces); "contain" fits a logo whole on transparency. */
  fit: "cover" | "contain";
};

export const IMAGE_KINDS: Record<ImageKind, ImageShape> = {
  // An agency's content photo: landscape 3:2.
  photo: { widths: [480, 960, 1440], ratio: 2 / 3, fit: "cover" },
  // Team members and independent recruiters: square, shown round or in a card.
  portrait: { widths: [160, 320, 640], ratio: 1, fit: "cover" },
  // Partners' logos: never cropped.
  logo: { widths: [200, 400], ratio: 1 / 2, fit: "contain" },
  // Job profiles: the sheets' existing 4:3 illustrations.
  illustration: { widths: JOB_PROFILE_IMAGE_WIDTHS, ratio: JOB_PROFILE_IMAGE_RATIO, fit: "cover" },
};

/** AVIF first (smallest), WebP for the rest; both written for every width. */
export const IMAGE_FORMATS = ["avif", "webp"] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];

export const heightFor = (kind: ImageKind, width: number) => Math.round(width * IMAGE_KINDS[kind].ratio);

/**
 * A stored image is a variant base such as `/media/files/agency/12-3f9a0c1e`; each variant is
 * `{base}-{width}.{format}`. Anything else (an https address from before) is used as is.
 */
export const isVariantBase = (url: string) => url.startsWith("/media/files/") && !/\.[a-z0-9]+$/i.test(url);
export const variantUrl = (base: string, width: number, format: ImageFormat) => `${base}-${width}.${format}`;

/**
 * Uploaded files are stored under a path containing "files/" and served by /media/ (spec 1
 * §3); anything else (an https address) is used as is.
 */
export function mediaUrl(path: string | null): string | null {
  if (!path) return null;
  const at = path.indexOf("files/");
  return at === -1 ? path : `/media/${path.slice(at)}`;
}

/** Spec 3 §5: .png, .jpg, .jpeg; WebP accepted too (what phones and screenshots often give). */
export const IMAGE_MAX_BYTES = 10 * 1024 * 1024;
export const IMAGE_ACCEPT = ".png,.jpg,.jpeg,.webp,image/png,image/jpeg,image/webp";

export const IMAGE_MESSAGES = {
  missing: "Aucune image reçue",
  badType: "Format d'image non accepté : .png, .jpg, .jpeg ou .webp",
  tooLarge: "L'image dépasse 10 Mo",
  unreadable: "L'image est illisible ou trop grande (40 millions de pixels au maximum)",
  saved: "L'image a été enregistrée",
  saveFailed: "L'image n'a pas été enregistrée",
  removed: "L'image a été retirée",
} as const;
