import { randomBytes } from "node:crypto";
import { fileTypeFromBuffer } from "file-type";
import sharp from "sharp";
import { HttpError } from "../../lib/errors";
import type { MediaStore } from "../../lib/media-store";
import { IMAGE_FORMATS, IMAGE_KINDS, IMAGE_MESSAGES, heightFor, type ImageKind } from "../../../common/images";

/** What staff may upload, judged by the bytes (a renamed file is refused whatever its name). */
const ACCEPTED = new Set(["image/png", "image/jpeg", "image/webp"]);

/** A decompression bomb (a small file of a huge picture) stops here, before any pixel is decoded. */
const MAX_INPUT_PIXELS = 40_000_000;

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
    source = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error" }).rotate().png({ compressionLevel: 0 }).toBuffer();
  } catch {
    throw new HttpError(400, IMAGE_MESSAGES.unreadable, { uploadedFile: IMAGE_MESSAGES.unreadable });
  }
  const variants: Variant[] = [];
  for (const width of shape.widths) {
    const resized = sharp(source).resize({
      width,
      height: heightFor(kind, width),
      fit: shape.fit,
      position: shape.fit === "cover" ? sharp.strategy.attention : "centre",
      background: { r: 0, g: 0, b: 0, alpha: 0 },
    });
    variants.push({ key: `${base}-${width}.avif`, bytes: await resized.clone().avif({ quality: 55, effort: 3 }).toBuffer() });
    variants.push({ key: `${base}-${width}.webp`, bytes: await resized.clone().webp({ quality: 80 }).toBuffer() });
  }
  return variants;
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
