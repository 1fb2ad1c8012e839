/**
 * The brand's two colours as settings (BRAND_PRIMARY_COLOR, BRAND_ACCENT_COLOR) without ever
 * breaking WCAG 2.2 AA: each must carry white text at 4.5:1 (buttons) and read at 4.5:1 as
 * text on white; the hover shade and the light accent used on the dark heroes are derived
 * from them so that they pass as well.
 */
export const AA_TEXT_CONTRAST = 4.5;
const WHITE = "#ffffff";
/** The lighter end of the hero gradient (--color-brand-700), the hardest one for the light accent. */
const DEFAULT_PRIMARY = "#1e40af";

type Rgb = [number, number, number];

export const isHexColor = (value: string) => /^#[0-9a-f]{6}$/i.test(value);

const toRgb = (hex: string): Rgb => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)) as Rgb;
const toHex = (rgb: Rgb) => `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, "0")).join("")}`;

function luminance(hex: string): number {
  const [r, g, b] = toRgb(hex).map((c) => {
    const v = c / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio, 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

const mix = (hex: string, toward: string, amount: number) => {
  const from = toRgb(hex);
  const to = toRgb(toward);
  return toHex(from.map((c, i) => c + (to[i] - c) * amount) as Rgb);
};

/** The accent lightened just enough to read on the heroes (brand-900 to brand-700 gradient). */
function lightVariant(hex: string, background: string): string {
  for (let amount = 0.3; amount < 1; amount += 0.05) {
    const candidate = mix(hex, WHITE, amount);
    if (contrastRatio(candidate, background) >= AA_TEXT_CONTRAST) return candidate;
  }
  return WHITE;
}

/** Why a colour cannot be the brand's, in French for the operator; null when it can. */
export function brandColorProblem(hex: string): string | null {
  if (!isHexColor(hex)) return "doit être une couleur hexadécimale #rrggbb";
  const ratio = contrastRatio(hex, WHITE);
  if (ratio < AA_TEXT_CONTRAST) return `contraste ${ratio.toFixed(2)}:1 avec le blanc, il faut au moins ${AA_TEXT_CONTRAST}:1 (WCAG AA)`;
  return null;
}

export type BrandColors = { primary?: string; accent?: string };

/** CSS custom properties overriding the theme's (app/app.css) for the configured colours. */
export function brandColorVariables(colors: BrandColors): Record<string, string> {
  const variables: Record<string, string> = {};
  if (colors.accent) {
    variables["--color-accent"] = colors.accent;
    variables["--color-accent-hover"] = mix(colors.accent, "#000000", 0.25);
    variables["--color-accent-light"] = lightVariant(colors.accent, colors.primary ?? DEFAULT_PRIMARY);
  }
  if (colors.primary) {
    variables["--color-brand-700"] = colors.primary;
    variables["--color-brand-900"] = mix(colors.primary, "#000000", 0.45);
  }
  return variables;
}
