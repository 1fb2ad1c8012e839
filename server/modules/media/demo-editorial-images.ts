import { W, H, NAVY, BLUE, DEEP, ORANGE, PEACH, GREEN, LEAF } from "./demo-palette";
/**
 * The editorial pictures of the demo articles («actu-…» photos): a flat illustration in the
 * brand's colours whose motif follows a keyword of the name (a hard hat for «btp», gears for
 * «industrie», a laptop for «informatique»…) and whose colours and layout vary with its hash.
 * Shapes only, no text and no font, like the other demo pictures.
 */

/** Articles' pictures («actu-…») and trainings' covers («formation-…») are drawn here. */
export const EDITORIAL_PREFIXES = ["actu-", "formation-"] as const;
export const isEditorialPicture = (name: string) => EDITORIAL_PREFIXES.some((prefix) => name.startsWith(prefix));

const SCENES = [
  ["#dbeafe", "#eff6ff"],
  ["#fff7ed", "#ffedd5"],
  ["#e0f2fe", "#f0f9ff"],
  ["#ede9fe", "#f5f3ff"],
  ["#dcfce7", "#f0fdf4"],
  ["#fef3c7", "#fffbeb"],
] as const;
const ACCENTS = [ORANGE, BLUE, "#0f766e", "#7c3aed"] as const;

const pick = <T>(list: readonly T[], seed: number, salt: number) => list[(seed >>> salt) % list.length]!;
/** A number from 0 to span − 1 drawn from the seed's bits. */
const vary = (seed: number, salt: number, span: number) => (seed >>> salt) % span;

const rect = (x: number, y: number, w: number, h: number, fill: string, extra = "") =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${fill}" ${extra}/>`;
/** A few lines of "text" as rounded bars: the page suggests writing without any glyph. */
const lines = (x: number, y: number, widths: number[], fill: string, gap = 34, h = 14) =>
  widths.map((w, i) => rect(x, y + i * gap, w, h, fill, `rx="${h / 2}"`)).join("");
const person = (cx: number, cy: number, skin: string, cloth: string) =>
  `<circle cx="${cx}" cy="${cy}" r="46" fill="${skin}"/><path d="M${cx - 90} ${cy + 170} Q${cx - 86} ${cy + 62} ${cx} ${cy + 58} Q${cx + 86} ${cy + 62} ${cx + 90} ${cy + 170} Z" fill="${cloth}"/>`;
const bubble = (x: number, y: number, w: number, h: number, fill: string, tailLeft: boolean) => {
  const tx = tailLeft ? x + 60 : x + w - 60;
  return `${rect(x, y, w, h, fill, 'rx="28"')}<path d="M${tx - 24} ${y + h - 2} L${tx + (tailLeft ? -30 : 30)} ${y + h + 52} L${tx + 28} ${y + h - 2} Z" fill="${fill}"/>`;
};
function gear(cx: number, cy: number, r: number, teeth: number, fill: string, hole: string): string {
  const points: string[] = [];
  for (let i = 0; i < teeth; i += 1) {
    const a = (i / teeth) * Math.PI * 2;
    const step = Math.PI / teeth;
    for (const [angle, radius] of [
      [a - step * 0.55, r],
      [a - step * 0.35, r + 34],
      [a + step * 0.35, r + 34],
      [a + step * 0.55, r],
    ] as const) {
      points.push(`${Math.round(cx + Math.cos(angle) * radius)},${Math.round(cy + Math.sin(angle) * radius)}`);
    }
  }
  return `<polygon points="${points.join(" ")}" fill="${fill}"/><circle cx="${cx}" cy="${cy}" r="${Math.round(r * 0.38)}" fill="${hole}"/>`;
}
const plant = (x: number, y: number) =>
  `<path d="M${x - 50} ${y} L${x + 50} ${y} L${x + 36} ${y + 110} L${x - 36} ${y + 110} Z" fill="${ORANGE}"/>` +
  [-40, 0, 40]
    .map((angle, i) => `<ellipse cx="${x}" cy="${y - 70}" rx="28" ry="78" fill="${i === 1 ? GREEN : LEAF}" transform="rotate(${angle} ${x} ${y})"/>`)
    .join("");
const laptop = (x: number, y: number, accent: string, seed: number) =>
  `${rect(x, y, 460, 290, NAVY, 'rx="18"')}${rect(x + 22, y + 22, 416, 246, "#eff6ff", 'rx="8"')}` +
  lines(x + 52, y + 56, [160 + vary(seed, 2, 120), 260, 120 + vary(seed, 5, 140), 220, 180], BLUE, 38) +
  rect(x + 300, y + 56, 110, 110, accent, 'rx="12" fill-opacity=".85"') +
  `<path d="M${x - 50} ${y + 290} H${x + 510} L${x + 470} ${y + 322} H${x - 10} Z" fill="${DEEP}"/>`;
const desk = (y: number) => `${rect(160, y, 1120, 26, DEEP, 'rx="8"')}${rect(220, y + 26, 22, 240, DEEP)}${rect(1198, y + 26, 22, 240, DEEP)}`;

type Motif = (seed: number, accent: string) => string;

const MOTIFS: Record<string, Motif> = {
  desk: (seed, accent) =>
    desk(690) +
    laptop(470, 370, accent, seed) +
    plant(1080, 580) +
    `${rect(300, 600, 80, 90, accent, 'rx="10"')}<path d="M380 620 q40 0 40 30 t-40 30" fill="none" stroke="${accent}" stroke-width="14"/>`,
  code: (seed, accent) =>
    desk(690) +
    laptop(420, 370, accent, seed) +
    `<path d="M1010 300 l-70 70 l70 70 M1180 300 l70 70 l-70 70" fill="none" stroke="${BLUE}" stroke-width="26" stroke-linecap="round" stroke-linejoin="round"/>` +
    `<path d="M1120 280 L1070 460" stroke="${accent}" stroke-width="26" stroke-linecap="round"/>` +
    `<path d="M170 330 a70 70 0 0 1 130 -30 a60 60 0 0 1 90 60 a50 50 0 0 1 -20 96 h-190 a62 62 0 0 1 -10 -126 Z" fill="#fff" fill-opacity=".9"/>`,
  chart: (seed, accent) => {
    const heights = [0, 1, 2, 3, 4].map((i) => 120 + i * 60 + vary(seed, i * 3, 70));
    const bars = heights.map((h, i) => rect(420 + i * 120, 680 - h, 80, h, i === 4 ? accent : BLUE, 'rx="10"')).join("");
    const trend = heights.map((h, i) => `${460 + i * 120},${640 - h}`).join(" ");
    return (
      `${rect(340, 180, 760, 560, "#fff", 'rx="36"')}${rect(380, 680, 680, 8, NAVY, 'rx="4"')}${bars}` +
      `<polyline points="${trend}" fill="none" stroke="${NAVY}" stroke-width="12" stroke-linejoin="round" stroke-linecap="round"/>` +
      heights.map((h, i) => `<circle cx="${460 + i * 120}" cy="${640 - h}" r="16" fill="#fff" stroke="${NAVY}" stroke-width="8"/>`).join("")
    );
  },
  coins: (seed, accent) =>
    MOTIFS.chart!(seed, accent) +
    [0, 1, 2, 3, 4, 5]
      .map((i) => `<ellipse cx="1210" cy="${720 - i * 34}" rx="90" ry="30" fill="${i % 2 ? PEACH : ORANGE}" stroke="#c2410c" stroke-width="4"/>`)
      .join("") +
    `<circle cx="240" cy="600" r="110" fill="${DEEP}"/><path d="M240 600 V490 A110 110 0 0 1 345 634 Z" fill="${PEACH}"/>`,
  bubbles: (seed, accent) =>
    bubble(230, 170, 460, 220, "#fff", true) +
    lines(280, 225, [320, 360, 220], BLUE, 44, 18) +
    bubble(760, 300 + vary(seed, 4, 60), 460, 200, accent, false) +
    lines(810, 350 + vary(seed, 4, 60), [300, 340, 180], "#fff", 44, 18) +
    person(360, 560, pick(["#f5d0b5", "#c98e6a", "#e8b796"], seed, 7), NAVY) +
    person(1080, 600, pick(["#a86b4c", "#f1c7a7", "#7a4b33"], seed, 9), DEEP),
  hardhat: (seed, accent) =>
    `<path d="M1040 870 V170 M1100 870 V170" stroke="${NAVY}" stroke-width="14"/>` +
    [0, 1, 2, 3, 4, 5, 6, 7, 8].map((i) => `<path d="M1040 ${180 + i * 66} L1100 ${246 + i * 66}" stroke="${NAVY}" stroke-width="8"/>`).join("") +
    `${rect(700, 150, 640, 30, NAVY)}<path d="M${860 + vary(seed, 3, 120)} 180 V360" stroke="${NAVY}" stroke-width="6"/>${rect(840 + vary(seed, 3, 120), 360, 40, 50, accent)}` +
    [0, 1, 2]
      .map((row) =>
        [0, 1, 2, 3, 4, 5].map((col) => rect(140 + col * 130 + (row % 2) * 65, 780 - row * 60, 120, 52, row % 2 ? "#c2410c" : "#ea580c", 'rx="4"')).join(""),
      )
      .join("") +
    `<path d="M330 560 Q330 360 520 350 Q710 360 710 560 Z" fill="${ORANGE}"/><path d="M500 352 h40 v206 h-40 Z" fill="${PEACH}"/>` +
    `<path d="M250 560 H800 Q800 610 760 610 H290 Q250 610 250 560 Z" fill="#c2410c"/>`,
  gears: (seed, accent) =>
    `<path d="M120 820 V520 L300 420 V520 L480 420 V520 L660 420 V820 Z" fill="${DEEP}"/>${rect(560, 300, 60, 200, NAVY)}` +
    `<circle cx="600" cy="250" r="40" fill="#fff" fill-opacity=".7"/><circle cx="650" cy="200" r="30" fill="#fff" fill-opacity=".5"/>` +
    [0, 1, 2].map((i) => rect(170 + i * 160, 640, 90, 70, PEACH, 'rx="6"')).join("") +
    gear(930, 450, 170, 12, BLUE, "#eff6ff") +
    gear(1180, 690 - vary(seed, 6, 40), 100, 9, accent, "#fff7ed"),
  press: (seed, accent) =>
    `<g transform="rotate(-6 720 480)">${rect(360, 170, 640, 620, "#fff", 'rx="16" stroke="#cbd5e1" stroke-width="4"')}</g>` +
    `${rect(400, 150, 640, 620, "#fff", 'rx="16" stroke="#94a3b8" stroke-width="4"')}${rect(440, 190, 560, 60, NAVY, 'rx="8"')}` +
    `${rect(440, 290, 260, 190, accent, 'rx="10"')}` +
    lines(730, 300, [270, 240, 270, 200, 250], "#94a3b8", 38) +
    lines(440, 520, [560, 520, 560, 480, 540, 300], "#94a3b8", 38) +
    `<path d="M1110 470 L1300 380 V680 L1110 590 Z" fill="${ORANGE}"/>${rect(1060, 465, 60, 130, DEEP, 'rx="10"')}` +
    `<path d="M1340 440 q40 90 0 180" fill="none" stroke="${BLUE}" stroke-width="14" stroke-linecap="round"/>`,
  quote: (seed, accent) =>
    `${rect(220, 200, 1000, 460, "#fff", 'rx="40"')}<path d="M380 660 L350 780 L480 660 Z" fill="#fff"/>` +
    `<path d="M320 300 h110 v110 q0 80 -90 110 l-10 -34 q50 -20 50 -76 h-60 Z M470 300 h110 v110 q0 80 -90 110 l-10 -34 q50 -20 50 -76 h-60 Z" fill="${accent}"/>` +
    lines(640, 310, [480, 440, 480, 300], "#94a3b8", 52, 20) +
    [0, 1, 2, 3, 4].map((i) => `<polygon points="${star(700 + i * 90, 580)}" fill="${i < 4 + (seed % 2) ? ORANGE : "#e2e8f0"}"/>`).join("") +
    person(320, 760, pick(["#f5d0b5", "#a86b4c", "#e8b796"], seed, 5), BLUE),
  handshake: (seed, accent) => {
    const [left, right] = [pick(["#f5d0b5", "#c98e6a"], seed, 6), pick(["#e8b796", "#a86b4c"], seed, 7)];
    return (
      `${rect(40, 480, 520, 150, BLUE, 'rx="24"')}${rect(520, 470, 50, 170, "#fff", 'rx="10"')}` +
      `${rect(880, 480, 520, 150, accent === BLUE ? ORANGE : accent, 'rx="24"')}${rect(870, 470, 50, 170, "#fff", 'rx="10"')}` +
      `<path d="M570 490 H720 Q800 490 820 540 Q830 600 760 620 H570 Z" fill="${left}"/>` +
      `<path d="M870 500 H760 Q680 500 660 550 Q660 615 730 630 H870 Z" fill="${right}"/>` +
      [0, 1, 2]
        .map(
          (i) =>
            `<path d="M${700 + i * 30} ${540 + i * 6} q-10 40 10 70" fill="none" stroke="#7a4b33" stroke-opacity=".35" stroke-width="8" stroke-linecap="round"/>`,
        )
        .join("") +
      `<ellipse cx="700" cy="488" rx="70" ry="24" fill="${left}" transform="rotate(-12 700 488)"/>` +
      `<circle cx="720" cy="260" r="${90 + vary(seed, 4, 30)}" fill="#fff" fill-opacity=".85"/><path d="M670 260 l34 34 l70 -74" fill="none" stroke="${GREEN}" stroke-width="22" stroke-linecap="round" stroke-linejoin="round"/>`
    );
  },
};

function star(cx: number, cy: number): string {
  return Array.from({ length: 10 }, (_, i) => {
    const angle = -Math.PI / 2 + (i * Math.PI) / 5;
    const r = i % 2 ? 16 : 36;
    return `${Math.round(cx + Math.cos(angle) * r)},${Math.round(cy + Math.sin(angle) * r)}`;
  }).join(" ");
}

/** The motif of a name's first known keyword, in the order below; a desk otherwise. */
const KEYWORDS: [RegExp, keyof typeof MOTIFS][] = [
  [/^temoignages?$/, "quote"],
  [/^partenariats?$/, "handshake"],
  [/^presse$/, "press"],
  [/^btp$/, "hardhat"],
  [/^(industrie|agroalimentaire|agro|usine)$/, "gears"],
  [/^(informatique|digital|data|cybersecurite)$/, "code"],
  [/^(finance|comptabilite|salaires?)$/, "coins"],
  [/^(commercial|distribution|barometre|etude)$/, "chart"],
  [/^(rh|managers?|cadres?|chasse|communication|entretien|onboarding)$/, "bubbles"],
];

/** Motifs that read as well mirrored (no arrow, chart or writing direction): half of them are. */
const MIRRORED = new Set(["desk", "gears", "hardhat", "bubbles", "handshake"]);

export function editorialSvg(seed: number, name: string): string {
  const words = name.split("-");
  const motif = KEYWORDS.find(([pattern]) => words.some((word) => pattern.test(word)))?.[1] ?? "desk";
  const [from, to] = pick(SCENES, seed, 0);
  const accent = pick(ACCENTS, seed, 4);
  const drawing = MOTIFS[motif]!(seed, accent);
  const dots = Array.from({ length: 24 }, (_, i) => `<circle cx="${80 + (i % 6) * 34}" cy="${80 + Math.floor(i / 6) * 34}" r="6"/>`).join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="${W}" height="${H}" fill="url(#g)"/>
<circle cx="${900 + vary(seed, 8, 400)}" cy="${160 + vary(seed, 11, 120)}" r="${220 + vary(seed, 14, 80)}" fill="#fff" fill-opacity=".45"/>
<circle cx="${120 + vary(seed, 17, 200)}" cy="${820 - vary(seed, 20, 100)}" r="170" fill="${accent}" fill-opacity=".12"/>
<g fill="${NAVY}" fill-opacity=".12" transform="translate(${vary(seed, 23, 2) ? 1140 : 0} ${vary(seed, 24, 2) ? 0 : 680})">${dots}</g>
<rect y="${H - 90}" width="${W}" height="90" fill="${NAVY}" fill-opacity=".08"/>
${MIRRORED.has(motif) && vary(seed, 26, 2) ? `<g transform="translate(${W} 0) scale(-1 1)">${drawing}</g>` : drawing}
</svg>`;
}
