// Sections found by their headings, in French and English («Expérience(s) professionnelle(s)»,
// «Formation», «Compétences», «Work experience»…). A heading is a short line whose words are a
// known title; a looser match («Mes expériences», «EXPÉRIENCES & STAGES») needs the line to look
// like a heading too (bold, capitals, larger, or a trailing colon). Each block (column, text
// box) is its own flow: a sidebar's «Langues» does not run on into the main column.
import { isCaps, wordCount, words, type CvLine } from "./lines";

export type SectionKind = "profile" | "experience" | "education" | "skills" | "languages" | "interests" | "contact" | "other";

const EXACT: [SectionKind, RegExp][] = [
  [
    "experience",
    /^(?:(?:mes |my )?(?:experiences?|exp) ?(?:professionnelles?|pro|professional|de travail)?(?: et (?:stages?|benevolat|missions?))?|parcours(?: professionnel)?|emplois?(?: occupes)?|postes? occupes|carriere|historique professionnel|vie professionnelle|activites? professionnelles?|work (?:experiences?|history)|professional (?:experiences?|background)|experiences?|employment(?: history)?|career(?: history)?|stages?(?: et emplois| et experiences?)?|missions?(?: realisees)?)$/,
  ],
  [
    "education",
    /^(?:(?:ma |my )?(?:formations?(?: academiques?| initiale| universitaires?| professionnelles?| continue)?(?: (?:et|&) (?:diplomes?|certifications?|qualifications?))?|diplomes?(?: (?:et|&) (?:formations?|certifications?))?(?: obtenus)?|etudes(?: (?:et|&) diplomes?)?|cursus(?: scolaire| universitaire)?|scolarite|parcours (?:scolaire|universitaire|academique|de formation)|education(?: (?:and|&) (?:training|certifications?))?|academic (?:background|training)|qualifications?|degrees?|training))$/,
  ],
  [
    "languages",
    /^(?:langues?(?: etrangeres| parlees| vivantes)?(?: (?:et|&) (?:informatique|certifications?))?|languages?(?: skills)?|competences linguistiques|linguistique)$/,
  ],
  [
    "skills",
    /^(?:(?:mes |my )?(?:competences?|comp)(?: (?:techniques?|cles|professionnelles?|informatiques?|transversales?|metiers?|comportementales?|numeriques?|personnelles?|specifiques?))?(?: (?:et|&) (?:outils|logiciels|qualites|atouts|savoir etre|aptitudes))?|savoir faire|savoir etre|aptitudes?|skills?|technical skills|hard skills|soft skills|key skills|core skills|outils(?: (?:et|&) logiciels)?|logiciels(?: maitrises)?|informatique|bureautique|atouts|qualites|points forts|expertises?|connaissances(?: informatiques| techniques)?|domaines? de competences?|tools|it skills|competences (?:et|&) langues)$/,
  ],
  [
    "interests",
    /^(?:centres? d (?:interets?|interet)|loisirs|interets|hobbies|interests|passions|activites(?: extra professionnelles| personnelles| extra scolaires)?|vie associative|benevolat|engagements?(?: associatifs?)?|sports?(?: et loisirs)?|loisirs (?:et|&) interets)$/,
  ],
  [
    "profile",
    /^(?:(?:mon |my )?profil(?: professionnel)?|profile|a propos(?: de moi)?|resume|summary|professional summary|about(?: me)?|objectifs?(?: professionnels?)?|objective|presentation|accroche|en bref|qui suis je)$/,
  ],
  [
    "contact",
    /^(?:contacts?|coordonnees|informations? personnelles|infos? personnelles|details personnels|personal (?:details|information)|etat civil|contact details|me contacter)$/,
  ],
  [
    "other",
    /^(?:references?|projets?(?: personnels| realises)?|projects?|publications?|permis(?: de conduire)?|informations? complementaires?|infos? complementaires|divers|autres|certifications?|awards?|distinctions?|prix|realisations?|additional information)$/,
  ],
];

/** Words that make a heading of an emphasised short line («Mes expériences», «EXPÉRIENCES & STAGES»). */
const LOOSE: [SectionKind, RegExp][] = [
  ["experience", /^(?:experiences?|parcours|emplois?|work|employment)\b/],
  // «Diplôme d'État de …», «Diplôme d'ingénieur, Réseaux» name one degree, not the section.
  ["education", /^(?:formations?|diplomes?(?! (?:d|de|du|des|universitaire|superieur|national|en)\b)|etudes|education|cursus)\b/],
  ["languages", /^(?:langues?|languages?)\b/],
  ["skills", /^(?:competences?|skills|savoir|outils|logiciels)\b/],
  ["interests", /^(?:centres? d|loisirs|interets|hobbies|interests|passions)\b/],
  ["profile", /^(?:profil|profile|summary|a propos)\b/],
];

/** The heading's words: accents, case, punctuation, «Mes» off. */
function headingKey(text: string): string {
  return words(text)
    .replace(/\b(?:mes|my|nos|our)\b /, "")
    .trim();
}

/** Spaced capitals («P R O F I L E», «E X P É R I E N C E S») lose the spaces between words too: compared without spaces. */
const spaced = (key: string) => /^(?:[a-z&] ){3,}[a-z&]$/.test(key);
const EXACT_NO_SPACE = EXACT.map(([kind, pattern]) => [kind, new RegExp(pattern.source.replace(/ /g, ""))] as const);

/** The section a line opens, or null when it is no heading. */
export function sectionOf(line: CvLine): SectionKind | null {
  const text = line.text;
  // Spaced capitals take two characters a letter: «E X P É R I E N C E S  P R O …» is 53 long.
  if (text.length > 120 || line.bullet) return null;
  const key = headingKey(text);
  if (!key || key.length > 100) return null;
  if (spaced(key)) {
    const collapsed = key.replace(/ /g, "");
    if (collapsed.length > 50) return null;
    for (const [kind, pattern] of EXACT_NO_SPACE) if (pattern.test(collapsed)) return kind;
    return null;
  }
  if (text.length > 60 || key.length > 50) return null;
  for (const [kind, pattern] of EXACT) if (pattern.test(key)) return kind;
  const emphasised = line.bold || isCaps(text) || line.size >= 1.15 || /:\s*$/.test(text);
  if (!emphasised || wordCount(text) > 5 || /\d/.test(key)) return null;
  for (const [kind, pattern] of LOOSE) if (pattern.test(key)) return kind;
  return null;
}

export type Section = { kind: SectionKind | "top"; lines: CvLine[]; block: number };

/**
 * A heading word that only ends the line above, wrapped in a narrow cell («Key account manager |
 * Ouest» over «Bureautique»): set tight under it (a heading has room above), in the same look.
 */
function wrappedTail(line: CvLine, previous: CvLine | null): boolean {
  if (!previous || previous.block !== line.block || !line.styled || line.gap <= 0 || line.gap >= 0.3) return false;
  return (
    previous.bold === line.bold && Math.abs(previous.size - line.size) < 0.05 && !isCaps(line.text) && !sectionOf(previous) && !/[.:;!?]$/.test(previous.text)
  );
}

/**
 * Cuts the lines into sections. Lines before any heading of their block are «top» (name,
 * headline, contact). A block that starts without a heading continues the section its previous
 * block ended in only when that block was on another page of the same flow (blockFlow).
 */
export function splitSections(lines: CvLine[], blockFlow: (block: number) => number = () => 0): Section[] {
  const sections: Section[] = [];
  const lastKindOfFlow = new Map<number, SectionKind | "top">();
  let current: Section | null = null;
  let previous: CvLine | null = null;
  for (const line of lines) {
    const kind = wrappedTail(line, previous) ? null : sectionOf(line);
    previous = line;
    if (kind) {
      current = { kind, lines: [], block: line.block };
      sections.push(current);
      lastKindOfFlow.set(blockFlow(line.block), kind);
      continue;
    }
    if (!current || current.block !== line.block) {
      const flow = blockFlow(line.block);
      const continued: SectionKind | "top" | undefined = current ? lastKindOfFlow.get(flow) : undefined;
      current = { kind: continued ?? "top", lines: [], block: line.block };
      sections.push(current);
    }
    current.lines.push(line);
  }
  return sections.filter((s) => s.lines.length > 0 || s.kind !== "top");
}
