import sharp from "sharp";
import type { MediaStore } from "../../lib/media-store";
import { isStoreKey } from "../../lib/s3-objects";
import { JOB_PROFILE_IMAGE_WIDTHS, JOB_PROFILE_IMAGE_RATIO } from "../../../common/job-profiles";

/** Where the demo images live under the media dir; the image column stores `${prefix}{slug}`. */
export const JOB_PROFILE_IMAGE_PREFIX = "files/job-profiles/";
export const jobProfileImageColumn = (slug: string) => `${JOB_PROFILE_IMAGE_PREFIX}${slug}`;

const BRAND = { navy: "#172554", blue: "#1d4ed8", orange: "#f97316" };
const BASE_WIDTH = 960;
const BASE_HEIGHT = Math.round(BASE_WIDTH * JOB_PROFILE_IMAGE_RATIO);

/** A small stable hash so each profile gets its own variation of its type's motif. */
function hash(text: string): number {
  let h = 2166136261;
  for (const c of text) h = Math.imul(h ^ c.charCodeAt(0), 16777619);
  return h >>> 0;
}

/** A motif per type (no text: fonts differ between servers): bricks, gears, nodes, parcels. */
function motif(type: string, seed: number): string {
  const o = BRAND.orange;
  const shift = (seed % 7) * 18;
  switch (type) {
    case "BTP": {
      const rows = [0, 1, 2, 3].map((r) =>
        [0, 1, 2]
          .map((k) => {
            const x = 520 + k * 130 - (r % 2) * 65 + shift / 3;
            return `<rect x="${x}" y="${380 - r * 74}" width="118" height="62" rx="6" fill="${k === (seed + r) % 3 ? o : "#fff"}" fill-opacity="${k === (seed + r) % 3 ? 0.9 : 0.14}"/>`;
          })
          .join(""),
      );
      return rows.join("") + `<path d="M80 620 L880 620" stroke="${o}" stroke-width="10" stroke-linecap="round" opacity=".8"/>`;
    }
    case "INDUSTRY": {
      const teeth = (cx: number, cy: number, r: number, fill: string, opacity: number) =>
        Array.from(
          { length: 12 },
          (_, i) =>
            `<rect x="${cx - 14}" y="${cy - r - 26}" width="28" height="40" rx="5" fill="${fill}" fill-opacity="${opacity}" transform="rotate(${i * 30 + shift} ${cx} ${cy})"/>`,
        ).join("") +
        `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}" fill-opacity="${opacity}"/><circle cx="${cx}" cy="${cy}" r="${r * 0.38}" fill="${BRAND.navy}"/>`;
      return teeth(640, 300, 130, o, 0.9) + teeth(420, 500, 80, "#fff", 0.18);
    }
    case "DISTRIBUTION": {
      const box = (x: number, y: number, s: number, fill: string, op: number) =>
        `<rect x="${x}" y="${y}" width="${s}" height="${s}" rx="10" fill="${fill}" fill-opacity="${op}"/><path d="M${x + s / 2} ${y} V${y + s * 0.4}" stroke="${BRAND.navy}" stroke-width="10" opacity=".35"/>`;
      return (
        box(560 + shift / 2, 330, 150, o, 0.9) +
        box(720 + shift / 2, 380, 100, "#fff", 0.2) +
        box(600 + shift / 2, 190, 120, "#fff", 0.16) +
        `<path d="M120 600 H460 l-40 -36 M460 600 l-40 36" fill="none" stroke="#fff" stroke-opacity=".5" stroke-width="12" stroke-linecap="round" stroke-linejoin="round"/>`
      );
    }
    default: {
      // INFO: a small network of nodes.
      const nodes = Array.from({ length: 7 }, (_, i) => {
        const a = (i / 7) * Math.PI * 2 + (seed % 10) / 10;
        return [640 + Math.cos(a) * 190, 330 + Math.sin(a) * 190] as const;
      });
      const links = nodes.map(([x, y], i) => {
        const [x2, y2] = nodes[(i + 2) % nodes.length];
        return `<line x1="${x.toFixed(0)}" y1="${y.toFixed(0)}" x2="${x2.toFixed(0)}" y2="${y2.toFixed(0)}" stroke="#fff" stroke-opacity=".3" stroke-width="5"/>`;
      });
      const dots = nodes.map(
        ([x, y], i) =>
          `<circle cx="${x.toFixed(0)}" cy="${y.toFixed(0)}" r="${i === seed % 7 ? 34 : 20}" fill="${i === seed % 7 ? o : "#fff"}" fill-opacity="${i === seed % 7 ? 0.95 : 0.5}"/>`,
      );
      return links.join("") + dots.join("") + `<circle cx="640" cy="330" r="54" fill="${o}" fill-opacity=".9"/>`;
    }
  }
}

/** The SVG a profile's image is drawn from: brand gradient, soft light, its type's motif. */
export function jobProfileSvg(slug: string, type: string): string {
  const seed = hash(slug);
  const angle = 20 + (seed % 50);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${BASE_WIDTH}" height="${BASE_HEIGHT}" viewBox="0 0 ${BASE_WIDTH} ${BASE_HEIGHT}">
<defs><linearGradient id="g" gradientTransform="rotate(${angle} .5 .5)"><stop offset="0" stop-color="${BRAND.navy}"/><stop offset="1" stop-color="${BRAND.blue}"/></linearGradient>
<radialGradient id="l" cx=".2" cy=".15" r=".7"><stop offset="0" stop-color="#fff" stop-opacity=".18"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient></defs>
<rect width="100%" height="100%" fill="url(#g)"/><rect width="100%" height="100%" fill="url(#l)"/>
<circle cx="${120 + (seed % 160)}" cy="${560 - (seed % 90)}" r="210" fill="#fff" fill-opacity=".05"/>
${motif(type, seed)}
</svg>`;
}

/** A picture's public address less its width (the cards' imageUrl), or "" when it is not a stored file. */
export function jobProfileImageBase(image: string | null): string {
  const at = image?.indexOf("files/") ?? -1;
  return at === -1 ? "" : `/media/${image!.slice(at)}`;
}

/** The media key of one width: `files/job-profiles/{slug}-{w}.webp` for the demo images. */
export function jobProfileImageKey(image: string, width: number): string | null {
  const at = image.indexOf("files/");
  if (at === -1) return null;
  const key = `${image.slice(at)}-${width}.webp`;
  return isStoreKey(key) ? key : null;
}

/** Draws the three widths of a profile's image and stores them (each written whole: no half file is ever served). */
export async function writeJobProfileImages(store: MediaStore, slug: string, type: string, image = jobProfileImageColumn(slug)) {
  const svg = Buffer.from(jobProfileSvg(slug, type));
  for (const width of JOB_PROFILE_IMAGE_WIDTHS) {
    const key = jobProfileImageKey(image, width);
    if (!key) continue;
    const body = await sharp(svg)
      .resize(width, Math.round(width * JOB_PROFILE_IMAGE_RATIO))
      .webp({ quality: 78 })
      .toBuffer();
    await store.write(key, body);
  }
}

const SEEDED_FILE = /^files\/job-profiles\/([a-z0-9-]{1,200})-(\d{1,4})\.webp$/;

/**
 * A seeded sheet's image asked for by its /media/ address (the manager's preview) before the
 * sheet's own image call drew it: drawn now if a sheet shows that very image.
 */
export async function drawSeededJobProfileFile(
  store: MediaStore,
  key: string,
  findProfile: (slug: string) => Promise<{ slug: string; image: string; type: string } | null>,
): Promise<boolean> {
  const match = SEEDED_FILE.exec(key);
  const width = Number(match?.[2]);
  if (!match || !(JOB_PROFILE_IMAGE_WIDTHS as readonly number[]).includes(width)) return false;
  const profile = await findProfile(match[1]!);
  if (profile?.image !== jobProfileImageColumn(match[1]!)) return false;
  return (await readJobProfileImage(store, profile, width)) !== null;
}

const pending = new Map<string, Promise<void>>();

/**
 * The WebP bytes of one width, drawing the demo images on first request. Generated lazily
 * rather than at seed time so seeding (run by many test databases) never writes files and
 * a wiped media store heals itself. Only demo paths (files/job-profiles/) are ever drawn.
 */
export async function readJobProfileImage(store: MediaStore, profile: { slug: string; image: string; type: string }, width: number): Promise<Buffer | null> {
  const key = jobProfileImageKey(profile.image, width);
  if (!key) return null;
  const existing = await store.read(key);
  if (existing) return existing;
  if (!profile.image.startsWith(JOB_PROFILE_IMAGE_PREFIX)) return null;
  // Concurrent first requests share one drawing.
  let drawing = pending.get(profile.image);
  if (!drawing) {
    drawing = writeJobProfileImages(store, profile.slug, profile.type, profile.image).finally(() => pending.delete(profile.image));
    pending.set(profile.image, drawing);
  }
  await drawing;
  return store.read(key);
}
