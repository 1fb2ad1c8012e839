import { randomBytes } from "node:crypto";
import { fileTypeFromBuffer } from "file-type";
import sharp from "sharp";
import { HttpError } from "../../lib/errors";
import type { MediaStore } from "../../lib/media-store";
import { IMAGE_FORMATS, IMAGE_KINDS, IMAGE_MESSAGES, heightFor, type ImageFormat, type ImageKind } from "../../../common/images";

/** What staff may upload, judged by the bytes (a renamed file is refused whatever its name). */
const ACCEPTED = new Set(["image/png", "image/jpeg", "image/webp"]);

/**
 * A decompression bomb (a small file of a huge picture) stops here, before any pixel is
 * decoded: 40 MP is a large camera's photo. sharp decodes on libuv's threads, not the one that
 * serves requests, so an image needs no document worker (decision 0054); the pixel limit and a
 * time budget bound what it may cost.
 */
const MAX_INPUT_PIXELS = 40_000_000;
const DECODE_TIMEOUT = { seconds: 15 };

export type Variant = { key: string; bytes: Buffer };

/** The keys of every variant of a base (`files/agency/12-3f9a0c1e`). */
export const variantKeys = (base: string, kind: ImageKind) =>
  IMAGE_KINDS[kind].widths.flatMap((width) => IMAGE_FORMATS.map((format) => `${base}-${width}.${format}`));

/** A fresh base per upload, so a browser or proxy never shows the previous image from its cache. */
export const newImageBase = (folder: string, id: number) => `files/${folder}/${id}-${randomBytes(4).toString("hex")}`;

/** Refuses what is not a PNG, JPEG or WebP by its content. */
export async function assertImageType(bytes: Uint8Array): Promise<void> {
  const detected = await fileTypeFromBuffer(bytes);
  if (!detected || !ACCEPTED.has(detected.mime)) throw new HttpError(415, IMAGE_MESSAGES.badType, { uploadedFile: IMAGE_MESSAGES.badType });
}

/**
 * Every width of the kind in AVIF and WebP, re-encoded from the pixels: EXIF orientation
 * applied, then every metadata (GPS position, camera, author) left behind, since sharp writes
 * none unless asked. Photos are cropped to the kind's shape around what draws the eye; logos
 * are fitted whole on transparency.
 */
export async function encodeVariants(bytes: Uint8Array, kind: ImageKind, base: string): Promise<Variant[]> {
  const shape = IMAGE_KINDS[kind];
  let source: Buffer;
  try {
    // One decode, oriented; each width is then resized from these pixels.
    source = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error" })
      .rotate()
      .png({ compressionLevel: 0 })
      .timeout(DECODE_TIMEOUT)
      .toBuffer();
  } catch {
    throw new HttpError(400, IMAGE_MESSAGES.unreadable, { uploadedFile: IMAGE_MESSAGES.unreadable });
  }
  const variants: Variant[] = [];
  for (const width of shape.widths) {
    for (const format of IMAGE_FORMATS) variants.push(await encodeVariant(source, kind, base, width, format));
  }
  return variants;
}

/**
 * One width in one format, cropped to the kind's shape. `quick` (drawn demo pictures: flat
 * shapes, nothing to gain from a slow encoder) trades a few bytes of AVIF for half the time.
 */
export async function encodeVariant(
  source: Uint8Array,
  kind: ImageKind,
  base: string,
  width: number,
  format: ImageFormat,
  { quick = false } = {},
): Promise<Variant> {
  const shape = IMAGE_KINDS[kind];
  const resized = sharp(source).resize({
    width,
    height: heightFor(kind, width),
    fit: shape.fit,
    position: shape.fit === "cover" ? sharp.strategy.attention : "centre",
    background: { r: 0, g: 0, b: 0, alpha: 0 },
  });
  const bytes = format === "avif" ? await resized.avif({ quality: 55, effort: quick ? 1 : 3 }).toBuffer() : await resized.webp({ quality: 80 }).toBuffer();
  return { key: `${base}-${width}.${format}`, bytes };
}

/** Writes the variants; a failure half-way removes what was written, so no base is ever half there. */
export async function storeVariants(store: MediaStore, variants: Variant[]): Promise<void> {
  try {
    for (const variant of variants) await store.write(variant.key, variant.bytes);
  } catch (error) {
    await store.remove(variants.map((v) => v.key)).catch(() => {});
    throw error;
  }
}
