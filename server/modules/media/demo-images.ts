import sharp from "sharp";
import type { MediaStore } from "../../lib/media-store";
import { IMAGE_KINDS, type ImageKind } from "../../../common/images";
import { encodeVariant, storeVariants } from "./image-variants";
import { editorialSvg, isEditorialPicture } from "./demo-editorial-images";
import { pageSvg } from "./demo-page-images";
import { isPagePictureName } from "../../../common/page-pictures";
import { SKINS } from "./demo-palette";

/**
 * Demo content's pictures: illustrations drawn from SVG with sharp (no network, no font, so
 * every server draws the same), stored like uploads under `files/demo/{kind}/{name}`.
 */
export const DEMO_IMAGE_PREFIX = "files/demo/";
export const demoImageBase = (kind: Exclude<ImageKind, "illustration">, name: string) => `${DEMO_IMAGE_PREFIX}${kind}/${name}`;

/** A small stable hash: each record gets its own variation. */
function hash(text: string): number {
  let h = 2166136261;
  for (const c of text) h = Math.imul(h ^ c.charCodeAt(0), 16777619);
  return h >>> 0;
}
const pick = <T>(list: readonly T[], seed: number, salt: number) => list[(seed >>> salt) % list.length]!;

const BACKGROUNDS = [
  ["#dbeafe", "#bfdbfe"],
  ["#fee2e2", "#fecaca"],
  ["#dcfce7", "#bbf7d0"],
  ["#fef3c7", "#fde68a"],
  ["#ede9fe", "#ddd6fe"],
  ["#e0f2fe", "#bae6fd"],
] as const;
const HAIRS = ["#2b1d14", "#4a3020", "#7b4a26", "#c28a4a", "#1f1f1f", "#8d8d8d"] as const;
const CLOTHES = ["#172554", "#1d4ed8", "#0f766e", "#9a3412", "#334155", "#7c3aed"] as const;

/** A head-and-shoulders figure on a soft background: a portrait, not initials. */
function portraitSvg(seed: number): string {
  const [from, to] = pick(BACKGROUNDS, seed, 0);
  const skin = pick(SKINS, seed, 3);
  const hair = pick(HAIRS, seed, 6);
  const cloth = pick(CLOTHES, seed, 9);
  const style = (seed >>> 12) % 3;
  const longHair = style === 2 ? `<path d="M205 250 Q200 420 250 470 L390 470 Q440 420 435 250 Z" fill="${hair}"/>` : "";
  const top =
    style === 1
      ? `<path d="M212 262 Q215 150 320 148 Q425 150 428 262 Q400 200 320 205 Q240 200 212 262 Z" fill="${hair}"/><circle cx="320" cy="140" r="42" fill="${hair}"/>`
      : `<path d="M208 270 Q205 150 320 146 Q435 150 432 270 Q420 215 360 205 Q300 232 232 214 Q214 236 208 270 Z" fill="${hair}"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="640" viewBox="0 0 640 640">
<defs><linearGradient id="b" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="640" height="640" fill="url(#b)"/><circle cx="${180 + (seed % 280)}" cy="150" r="120" fill="#fff" fill-opacity=".35"/>
${longHair}
<path d="M110 640 C118 520 210 455 320 455 C430 455 522 520 530 640 Z" fill="${cloth}"/>
<path d="M282 400 H358 V470 Q320 500 282 470 Z" fill="${skin}"/>
<ellipse cx="320" cy="290" rx="112" ry="128" fill="${skin}"/>
${top}
<path d="M272 455 L320 520 L368 455" fill="none" stroke="#fff" stroke-opacity=".7" stroke-width="10" stroke-linejoin="round"/>
</svg>`;
}

/** A street of the agency's town in the brand's colours: sky, sun, buildings with lit windows. */
function photoSvg(seed: number): string {
  const [w, h] = [1440, 960];
  const buildings: string[] = [];
  let x = -20;
  let i = 0;
  while (x < w) {
    const bw = 130 + ((seed >>> (i % 20)) % 120);
    const bh = 300 + ((seed * (i + 3)) % 380);
    const fill = i % 3 === 0 ? "#1e3a8a" : i % 3 === 1 ? "#1d4ed8" : "#172554";
    const windows: string[] = [];
    for (let wy = h - bh + 40; wy < h - 140; wy += 56) {
      for (let wx = x + 24; wx < x + bw - 40; wx += 46) {
        const lit = (wx * 7 + wy * 3 + seed) % 5 === 0;
        windows.push(`<rect x="${wx}" y="${wy}" width="24" height="32" rx="3" fill="${lit ? "#fdba74" : "#fff"}" fill-opacity="${lit ? 0.95 : 0.14}"/>`);
      }
    }
    buildings.push(`<rect x="${x}" y="${h - bh}" width="${bw}" height="${bh}" fill="${fill}"/>${windows.join("")}`);
    x += bw + 14;
    i += 1;
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
<defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#bfdbfe"/><stop offset="1" stop-color="#fff7ed"/></linearGradient></defs>
<rect width="${w}" height="${h}" fill="url(#s)"/><circle cx="${260 + (seed % 900)}" cy="220" r="110" fill="#f97316" fill-opacity=".85"/>
<ellipse cx="${400 + (seed % 500)}" cy="160" rx="160" ry="40" fill="#fff" fill-opacity=".8"/>
${buildings.join("")}
<rect y="${h - 110}" width="${w}" height="110" fill="#0f172a"/><rect y="${h - 62}" width="${w}" height="10" fill="#f97316"/>
</svg>`;
}

const EMBLEMS = [
  (c: string) =>
    `<polygon points="100,20 170,60 170,140 100,180 30,140 30,60" fill="${c}"/><polygon points="100,60 135,80 135,120 100,140 65,120 65,80" fill="#fff" fill-opacity=".6"/>`,
  (c: string) => `<circle cx="100" cy="100" r="80" fill="none" stroke="${c}" stroke-width="28"/><circle cx="100" cy="100" r="26" fill="${c}"/>`,
  (c: string) => `<path d="M100 20 C170 40 180 130 100 180 C20 130 30 40 100 20 Z" fill="${c}"/><path d="M100 40 V165" stroke="#fff" stroke-width="10"/>`,
  (c: string) => `<polygon points="20,170 80,40 140,170" fill="${c}"/><polygon points="80,170 130,70 180,170" fill="${c}" fill-opacity=".55"/>`,
] as const;

/** A partner's mark: an emblem and bars on transparency (the page prints the name beside it). */
function logoSvg(seed: number): string {
  const colour = pick(CLOTHES, seed, 2);
  const emblem = pick(EMBLEMS, seed, 5)(colour);
  const bars = [0, 1]
    .map(
      (k) => `<rect x="230" y="${70 + k * 42}" width="${150 - k * 50 - (seed % 30)}" height="22" rx="11" fill="${colour}" fill-opacity="${k ? 0.45 : 0.85}"/>`,
    )
    .join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="200" viewBox="0 0 400 200"><g transform="translate(10 0)">${emblem}</g>${bars}</svg>`;
}

/** Articles', trainings' and marketing pages' photos are illustrations; every other photo is a street. */
const DRAWERS: Record<"portrait" | "photo" | "logo", (seed: number, name: string) => string> = {
  portrait: portraitSvg,
  photo: (seed, name) => (isEditorialPicture(name) ? editorialSvg(seed, name) : isPagePictureName(name) ? pageSvg(seed, name) : photoSvg(seed)),
  logo: logoSvg,
};
const DEMO_VARIANT = /^files\/demo\/(portrait|photo|logo)\/([a-z0-9-]{1,120})-(\d{1,4})\.(?:avif|webp)$/;

/** Whether a record shows this demo base: only those are ever drawn, so no visitor can make the server draw and store pictures by inventing names. */
export type DemoImageInUse = (base: string) => Promise<boolean>;

const pending = new Map<string, Promise<void>>();

/**
 * Draws the one demo variant asked for, the first time it is asked for. Seeding runs for every
 * test database, so it stores the base only; each file appears on first view (a browser asks
 * one width in one format per picture: a page of 25 cards costs 25 small encodes, not 150),
 * and a wiped media folder heals itself. Concurrent first requests share one drawing.
 */
export async function drawDemoImageFor(store: MediaStore, inUse: DemoImageInUse, key: string): Promise<boolean> {
  const match = DEMO_VARIANT.exec(key);
  if (!match) return false;
  const kind = match[1] as keyof typeof DRAWERS;
  const base = demoImageBase(kind, match[2]!);
  const width = Number(match[3]);
  // The marketing pages' illustrations are in the code, not in a record: their fixed names only.
  const shown = (kind === "photo" && isPagePictureName(match[2]!)) || (await inUse(base));
  if (!IMAGE_KINDS[kind].widths.includes(width) || !shown) return false;
  let drawing = pending.get(key);
  if (!drawing) {
    const { widths, ratio } = IMAGE_KINDS[kind];
    const largest = widths[widths.length - 1]!;
    drawing = sharp(Buffer.from(DRAWERS[kind](hash(match[2]!), match[2]!)))
      .resize(largest, Math.round(largest * ratio))
      .png()
      .toBuffer()
      .then((png) => encodeVariant(png, kind, base, width, key.endsWith(".avif") ? "avif" : "webp", { quick: true }))
      .then((variant) => storeVariants(store, [variant]))
      .finally(() => pending.delete(key));
    pending.set(key, drawing);
  }
  await drawing;
  return true;
}
