import type { Brand } from "./brand";

/**
 * The default link-preview card (Open Graph, Twitter), for pages without a picture of their
 * own: 1200×630, the size Facebook, LinkedIn and X show in full. Its name carries a hash of
 * what it is drawn from, so it can be cached as immutable and a new brand colour is a new
 * address that previews fetch again.
 */
export const SOCIAL_CARD = { width: 1200, height: 630 } as const;

/** Raised whenever the drawing changes, so that caches holding the old one let it go. */
const DRAWING_VERSION = 1;

/** FNV-1a, eight hex digits: enough to tell two drawings apart. */
function shortHash(text: string): string {
  let h = 2166136261;
  for (const c of text) h = Math.imul(h ^ c.charCodeAt(0), 16777619);
  return (h >>> 0).toString(16).padStart(8, "0");
}

export const SOCIAL_CARD_PATTERN = /^\/og\/carte-[0-9a-f]{8}\.png$/;

/** Where the card drawn in the brand's colours is served. */
export function socialCardPath(brand: Pick<Brand, "colors">): string {
  const colors = brand.colors ?? {};
  return `/og/carte-${shortHash([DRAWING_VERSION, colors.primary ?? "", colors.accent ?? ""].join("|"))}.png`;
}
