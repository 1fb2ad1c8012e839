import { W, H, NAVY, BLUE, DEEP, ORANGE, PEACH, GREEN, SKINS } from "./demo-palette";

/**
 * The marketing pages' illustrations (common/page-pictures.ts): flat scenes in the brand's
 * colours, one per theme (a map of France's regions for the local pages, a magnifier over
 * profiles for executive search, a target for predictive recruitment…), drawn from shapes only
 * like the other demo pictures, with colours and layout varied by the name's hash.
 */
const SCENES = [
  ["#dbeafe", "#eff6ff"],
  ["#fff7ed", "#ffedd5"],
  ["#e0f2fe", "#f0f9ff"],
  ["#ede9fe", "#f5f3ff"],
] as const;
const ACCENTS = [ORANGE, BLUE, "#0f766e"] as const;

const pick = <T>(list: readonly T[], seed: number, salt: number) => list[(seed >>> salt) % list.length]!;
const vary = (seed: number, salt: number, span: number) => (seed >>> salt) % span;
const rect = (x: number, y: number, w: number, h: number, fill: string, extra = "") =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${fill}" ${extra}/>`;
const bars = (x: number, y: number, widths: number[], fill: string, gap = 34, h = 14) =>
  widths.map((w, i) => rect(x, y + i * gap, w, h, fill, `rx="${h / 2}"`)).join("");
const person = (cx: number, cy: number, skin: string, cloth: string, scale = 1) =>
  `<g transform="translate(${cx} ${cy}) scale(${scale})"><circle r="46" fill="${skin}"/><path d="M-90 170 Q-86 62 0 58 Q86 62 90 170 Z" fill="${cloth}"/></g>`;
const pin = (x: number, y: number, fill: string) =>
  `<path d="M${x} ${y} c-40 -50 -56 -76 -56 -104 a56 56 0 0 1 112 0 c0 28 -16 54 -56 104 Z" fill="${fill}"/><circle cx="${x}" cy="${y - 104}" r="20" fill="#fff"/>`;
/** A profile card: a face and a few lines, as the CVthèque's cards. */
const card = (x: number, y: number, skin: string, accent: string) =>
  `${rect(x, y, 300, 170, "#fff", 'rx="20" stroke="#cbd5e1" stroke-width="4"')}<circle cx="${x + 70}" cy="${y + 70}" r="38" fill="${skin}"/>` +
  `<path d="M${x + 22} ${y + 150} q48 -52 96 0 Z" fill="${accent}"/>${bars(x + 135, y + 45, [130, 100, 120], "#94a3b8", 36, 14)}`;

type Motif = (seed: number, accent: string) => string;

const MOTIFS: Record<string, Motif> = {
  // A hexagon of France with the agencies' pins.
  carte: (seed, accent) => {
    const spots = [
      [700, 300],
      [560, 470],
      [860, 520],
      [640, 690],
      [900, 330],
      [470, 330],
    ];
    const shown = spots.slice(0, 3 + vary(seed, 3, 4));
    return (
      `<polygon points="700,140 930,210 1040,380 990,620 860,800 620,820 430,700 400,470 300,330 470,260" fill="#fff" stroke="${DEEP}" stroke-width="10" stroke-linejoin="round"/>` +
      `<path d="M470 260 L700 480 L990 620 M700 140 L700 480 L620 820" fill="none" stroke="#bfdbfe" stroke-width="8" stroke-dasharray="18 16"/>` +
      shown.map(([x, y], i) => pin(x!, y!, i === 0 ? accent : BLUE)).join("") +
      `${rect(1090, 560, 240, 150, "#fff", 'rx="22"')}${bars(1120, 600, [170, 120, 150], DEEP, 32, 14)}`
    );
  },
  // A magnifier over profile cards: the search for a rare candidate.
  loupe: (seed, accent) =>
    card(200, 200, pick(SKINS, seed, 2), BLUE) +
    card(200, 420, pick(SKINS, seed, 5), DEEP) +
    card(200, 640, pick(SKINS, seed, 8), BLUE) +
    `<g transform="translate(${40 + vary(seed, 11, 60)} 0)">${card(620, 380, pick(SKINS, seed, 14), accent)}` +
    `<circle cx="770" cy="465" r="200" fill="#fff" fill-opacity=".35" stroke="${NAVY}" stroke-width="36"/>` +
    `<path d="M915 610 L1110 805" stroke="${NAVY}" stroke-width="56" stroke-linecap="round"/></g>` +
    `<path d="M1150 230 l40 40 l80 -90" fill="none" stroke="${GREEN}" stroke-width="26" stroke-linecap="round" stroke-linejoin="round"/>`,
  // A target hit in its centre, with the measures beside it.
  cible: (seed, accent) =>
    [260, 200, 140, 80].map((r, i) => `<circle cx="560" cy="480" r="${r}" fill="${i % 2 ? "#fff" : i === 0 ? BLUE : accent}"/>`).join("") +
    `<circle cx="560" cy="480" r="26" fill="${NAVY}"/><path d="M575 465 L930 170" stroke="${NAVY}" stroke-width="16" stroke-linecap="round"/>` +
    `<path d="M930 170 l-10 -70 l60 40 Z M930 170 l70 -10 l-40 60 Z" fill="${accent}"/>` +
    [0, 1, 2].map((i) => rect(960, 460 + i * 100, 140 + vary(seed, i * 4, 200), 56, i === 1 ? accent : BLUE, 'rx="28" fill-opacity=".85"')).join(""),
  // A compass over a winding path: finding one's way.
  boussole: (seed, accent) =>
    `<path d="M120 820 C420 700 360 520 640 520 S1000 380 1320 220" fill="none" stroke="#fff" stroke-width="60" stroke-linecap="round"/>` +
    `<path d="M120 820 C420 700 360 520 640 520 S1000 380 1320 220" fill="none" stroke="${PEACH}" stroke-width="10" stroke-dasharray="30 26"/>` +
    `<circle cx="${720 + vary(seed, 5, 80)}" cy="420" r="230" fill="#fff" stroke="${NAVY}" stroke-width="30"/>` +
    `<g transform="rotate(${20 + vary(seed, 8, 40)} ${720 + vary(seed, 5, 80)} 420)">` +
    `<polygon points="${720 + vary(seed, 5, 80)},230 ${760 + vary(seed, 5, 80)},420 ${680 + vary(seed, 5, 80)},420" fill="${accent}"/>` +
    `<polygon points="${720 + vary(seed, 5, 80)},610 ${760 + vary(seed, 5, 80)},420 ${680 + vary(seed, 5, 80)},420" fill="${DEEP}"/></g>` +
    `<circle cx="${720 + vary(seed, 5, 80)}" cy="420" r="22" fill="#fff"/>` +
    pin(1320, 230, accent),
  // A team at work: three people, a board and a plant of ideas.
  equipe: (seed, accent) =>
    `${rect(380, 150, 680, 360, "#fff", 'rx="24"')}${bars(430, 210, [320, 260, 300], "#94a3b8", 44, 18)}` +
    [0, 1, 2, 3].map((i) => rect(800 + i * 60, 440 - i * 50, 46, 40 + i * 50, i === 3 ? accent : BLUE, 'rx="8"')).join("") +
    person(360, 620, pick(SKINS, seed, 1), BLUE) +
    person(720, 640, pick(SKINS, seed, 4), accent) +
    person(1080, 620, pick(SKINS, seed, 7), DEEP) +
    rect(160, 800, 1120, 30, DEEP, 'rx="10"'),
  // A stage with a banner and an audience: a recruitment event.
  podium: (seed, accent) =>
    `${rect(300, 150, 840, 120, accent, 'rx="18"')}${bars(380, 195, [680], "#fff", 0, 30)}` +
    `${rect(560, 330, 320, 220, "#fff", 'rx="20"')}${person(720, 390, pick(SKINS, seed, 3), DEEP, 0.8)}` +
    `${rect(560, 480, 320, 70, NAVY, 'rx="10"')}` +
    [0, 1, 2, 3, 4, 5].map((i) => person(240 + i * 192, 700 + (i % 2) * 30, pick(SKINS, seed, i * 3), i % 2 ? BLUE : DEEP, 0.75)).join(""),
  // One runner hands the baton to the next: an interim manager, an outsourced team.
  relais: (seed, accent) =>
    `<path d="M100 820 H1340" stroke="#fff" stroke-width="60" stroke-linecap="round"/><path d="M100 820 H1340" stroke="${PEACH}" stroke-width="8" stroke-dasharray="40 30"/>` +
    person(420, 420, pick(SKINS, seed, 2), BLUE, 1.4) +
    person(1000, 420, pick(SKINS, seed, 6), accent, 1.4) +
    `${rect(640, 520, 160, 40, accent === ORANGE ? BLUE : ORANGE, 'rx="20" transform="rotate(-12 720 540)"')}` +
    `<path d="M600 260 Q720 160 840 260" fill="none" stroke="${NAVY}" stroke-width="16" stroke-linecap="round"/><path d="M840 260 l-50 -8 l30 -40 Z" fill="${NAVY}"/>`,
  // A contract signed, with its seal: a hire made for good.
  contrat: (seed, accent) =>
    `<g transform="rotate(-4 720 480)">${rect(440, 120, 560, 720, "#fff", 'rx="18" stroke="#94a3b8" stroke-width="4"')}</g>` +
    `${rect(490, 180, 300, 40, NAVY, 'rx="10"')}${bars(490, 270, [460, 420, 460, 380, 440, 300], "#94a3b8", 44, 16)}` +
    `<path d="M500 700 q40 -60 80 0 t80 0 t80 -20" fill="none" stroke="${BLUE}" stroke-width="10" stroke-linecap="round"/>` +
    `<circle cx="900" cy="700" r="80" fill="${accent}"/><path d="M862 700 l28 28 l52 -58" fill="none" stroke="#fff" stroke-width="18" stroke-linecap="round" stroke-linejoin="round"/>` +
    `<g transform="rotate(${30 + vary(seed, 3, 20)} 1120 520)">${rect(1090, 300, 56, 380, DEEP, 'rx="20"')}<polygon points="1090,680 1146,680 1118,760" fill="${PEACH}"/></g>`,
  // The home's hero: people of several trades in front of a town, with a job found.
  accueil: (seed, accent) =>
    [0, 1, 2, 3, 4].map((i) => rect(160 + i * 230, 300 - (i % 3) * 70, 180, 420 + (i % 3) * 70, i % 2 ? "#bfdbfe" : "#dbeafe", 'rx="10"')).join("") +
    person(400, 560, pick(SKINS, seed, 2), BLUE, 1.1) +
    `<path d="M330 560 Q330 470 400 465 Q470 470 470 560 Z" fill="${ORANGE}" transform="translate(0 -60)"/>` +
    person(720, 520, pick(SKINS, seed, 5), DEEP, 1.3) +
    person(1040, 560, pick(SKINS, seed, 8), accent === BLUE ? "#0f766e" : accent, 1.1) +
    `${rect(860, 200, 330, 150, "#fff", 'rx="24"')}<circle cx="930" cy="275" r="40" fill="${GREEN}"/>` +
    `<path d="M910 275 l15 15 l30 -32" fill="none" stroke="#fff" stroke-width="10" stroke-linecap="round"/>${bars(990, 245, [160, 110], "#94a3b8", 40, 16)}` +
    rect(0, 780, W, 40, DEEP),
  // An open envelope with its letter, a handset and a reply bubble: writing or calling us.
  courrier: (seed, accent) =>
    `${rect(300, 360, 620, 420, DEEP, 'rx="24"')}${rect(360, 200 + vary(seed, 3, 40), 500, 380, "#fff", 'rx="16"')}` +
    `${bars(410, 270 + vary(seed, 3, 40), [320, 380, 260, 340], "#94a3b8", 46, 18)}` +
    `<path d="M300 400 L610 600 L920 400 V756 q0 24 -24 24 H324 q-24 0 -24 -24 Z" fill="${BLUE}"/><path d="M330 760 L560 570 M890 760 L660 570" stroke="${DEEP}" stroke-width="10" stroke-linecap="round"/>` +
    `<g transform="translate(1040 250)">${rect(0, 0, 280, 170, "#fff", 'rx="32"')}<path d="M50 160 l-20 70 l80 -70 Z" fill="#fff"/>${bars(40, 48, [200, 150], accent, 44, 20)}</g>` +
    `<g transform="translate(1100 500) rotate(12)">${rect(0, 0, 180, 320, NAVY, 'rx="28"')}${rect(18, 40, 144, 220, "#fff", 'rx="8"')}<circle cx="90" cy="150" r="44" fill="${GREEN}"/></g>`,
  // Two conversation bubbles, a question and its answer, with the visitor who asked.
  bulles: (seed, accent) =>
    `<g transform="translate(${180 + vary(seed, 3, 60)} 170)">${rect(0, 0, 520, 320, accent, 'rx="48"')}<path d="M90 310 l-30 110 l130 -110 Z" fill="${accent}"/>` +
    `<path d="M210 120 q0 -60 55 -60 q55 0 55 55 q0 40 -55 55 v40" fill="none" stroke="#fff" stroke-width="34" stroke-linecap="round"/><circle cx="265" cy="265" r="20" fill="#fff"/></g>` +
    `<g transform="translate(760 ${380 + vary(seed, 6, 50)})">${rect(0, 0, 520, 280, "#fff", 'rx="48"')}<path d="M430 270 l40 100 l-140 -100 Z" fill="#fff"/>` +
    `${bars(60, 70, [400, 340, 380], "#94a3b8", 52, 22)}<circle cx="470" cy="50" r="40" fill="${GREEN}"/><path d="M452 50 l13 13 l24 -26" fill="none" stroke="#fff" stroke-width="9" stroke-linecap="round"/></g>` +
    person(330, 680, pick(SKINS, seed, 9), BLUE, 0.9) +
    rect(120, 830, 1200, 26, DEEP, 'rx="10"'),
  // A candidate in the middle of our care, the steps of the follow-up ticked beside them.
  coeur: (seed, accent) =>
    `<circle cx="520" cy="520" r="250" fill="#fff"/><circle cx="520" cy="520" r="250" fill="none" stroke="${accent}" stroke-width="14" stroke-dasharray="40 24"/>` +
    `<clipPath id="halo"><circle cx="520" cy="520" r="243"/></clipPath><g clip-path="url(#halo)">${person(520, 470, pick(SKINS, seed, 5), BLUE, 1.5)}</g>` +
    `<path d="M720 300 c-30 -60 -120 -40 -100 30 c10 40 100 100 100 100 c0 0 90 -60 100 -100 c20 -70 -70 -90 -100 -30 Z" fill="${accent}" transform="translate(${vary(seed, 8, 40)} -120)"/>` +
    [0, 1, 2]
      .map(
        (i) =>
          `${rect(900, 320 + i * 150, 380, 110, "#fff", 'rx="24"')}<circle cx="960" cy="${375 + i * 150}" r="30" fill="${i < 2 ? GREEN : "#cbd5e1"}"/>${bars(1010, 362 + i * 150, [200], "#94a3b8", 0, 24)}`,
      )
      .join(""),
  // A trophy on its plinth among the team that earned it.
  trophee: (seed, accent) =>
    `<path d="M560 180 h320 v120 q0 170 -160 190 q-160 -20 -160 -190 Z" fill="${accent === BLUE ? ORANGE : accent}"/>` +
    `<path d="M560 220 q-110 0 -100 80 q10 80 120 90 M880 220 q110 0 100 80 q-10 80 -120 90" fill="none" stroke="${PEACH}" stroke-width="26"/>` +
    `${rect(690, 480, 60, 90, DEEP)}${rect(600, 560, 240, 60, NAVY, 'rx="12"')}${rect(520, 620, 400, 200, DEEP, 'rx="16"')}` +
    `<polygon points="720,250 740,300 792,302 750,334 766,384 720,354 674,384 690,334 648,302 700,300" fill="#fff"/>` +
    person(300, 600, pick(SKINS, seed, 3), BLUE) +
    person(1140, 600, pick(SKINS, seed, 6), "#0f766e") +
    [
      [240, 220, GREEN],
      [1180, 200, BLUE],
      [1290, 420, ORANGE],
      [380, 380, PEACH],
    ]
      .map(([x, y, c]) => `<circle cx="${x}" cy="${y}" r="${18 + vary(seed, 5, 10)}" fill="${c}"/>`)
      .join(""),
};

export function pageSvg(seed: number, name: string): string {
  const motif = MOTIFS[name.split("-")[1] ?? ""] ?? MOTIFS.equipe!;
  const [from, to] = pick(SCENES, seed, 0);
  const accent = pick(ACCENTS, seed, 4);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="${W}" height="${H}" fill="url(#g)"/>
<circle cx="${1000 + vary(seed, 8, 300)}" cy="${140 + vary(seed, 11, 120)}" r="${200 + vary(seed, 14, 80)}" fill="#fff" fill-opacity=".45"/>
<circle cx="${120 + vary(seed, 17, 200)}" cy="${820 - vary(seed, 20, 100)}" r="160" fill="${accent}" fill-opacity=".12"/>
${motif(seed, accent)}
</svg>`;
}
