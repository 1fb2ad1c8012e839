import sharp from "sharp";
import type { BrandColors } from "../../../common/brand-colors";
import { brandColorVariables } from "../../../common/brand-colors";
import { SOCIAL_CARD } from "../../../common/social-card";

/** The theme's own colours (app/app.css) when the brand sets none. */
const THEME = { primary: "#1e40af", accent: "#c2410c" };
/** The site's mark (public/favicon.svg), drawn on a 32-unit square. */
const MARK_PATH = "M9 24 16 7l7 17h-4l-1.4-3.6h-3.3L13 24zm5.6-6.6h2.7L16 13.9z";

/** Three offer-like cards, each a round picture and two lines: what the site is about, without words. */
function cards(accent: string): string {
  return [0, 1, 2]
    .map((i) => {
      const x = 560 + i * 40;
      const y = 120 + i * 140;
      return `<g transform="translate(${x} ${y})"><rect width="520" height="112" rx="20" fill="#fff" fill-opacity="${0.16 + i * 0.04}"/>
<circle cx="60" cy="56" r="30" fill="${i === 1 ? accent : "#fff"}" fill-opacity="${i === 1 ? 1 : 0.75}"/>
<rect x="112" y="34" width="${300 - i * 40}" height="18" rx="9" fill="#fff" fill-opacity=".85"/>
<rect x="112" y="64" width="${200 - i * 30}" height="14" rx="7" fill="#fff" fill-opacity=".45"/></g>`;
    })
    .join("");
}

/**
 * The default card as SVG: the site's mark on the brand's gradient, with the accent. Shapes
 * only, no text, like the demo pictures: no font to install, every server draws the same.
 */
export function socialCardSvg(colors: BrandColors = {}): string {
  const shades = brandColorVariables({ primary: colors.primary ?? THEME.primary, accent: colors.accent ?? THEME.accent });
  const [dark, primary, accent, light] = [shades["--color-brand-900"], shades["--color-brand-700"], shades["--color-accent"], shades["--color-accent-light"]];
  const { width, height } = SOCIAL_CARD;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${dark}"/><stop offset="1" stop-color="${primary}"/></linearGradient></defs>
<rect width="${width}" height="${height}" fill="url(#g)"/>
<circle cx="1120" cy="40" r="220" fill="#fff" fill-opacity=".06"/><circle cx="80" cy="600" r="260" fill="#fff" fill-opacity=".05"/>
<g transform="translate(110 175)"><rect width="280" height="280" rx="61" fill="#fff"/><path d="${MARK_PATH}" transform="scale(8.75)" fill="${primary}"/></g>
<rect x="110" y="495" width="280" height="14" rx="7" fill="${light}"/>
${cards(accent)}
<rect y="${height - 18}" width="${width}" height="18" fill="${accent}"/>
</svg>`;
}

const drawn = new Map<string, Promise<Buffer>>();

/** The card as PNG, drawn once per colour set for the life of the process. */
export function socialCardPng(colors: BrandColors = {}): Promise<Buffer> {
  const key = `${colors.primary ?? ""}|${colors.accent ?? ""}`;
  let png = drawn.get(key);
  if (!png) {
    png = sharp(Buffer.from(socialCardSvg(colors)))
      .png({ compressionLevel: 9 })
      .toBuffer();
    // A failed drawing is tried again on the next request rather than kept.
    png.catch(() => drawn.delete(key));
    drawn.set(key, png);
  }
  return png;
}
