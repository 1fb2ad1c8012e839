// French typography, written once: the literals of the pages, e-mails and demo content
// follow `frenchSpacing` (checked by scripts/french-spacing.ts in the tests), and names
// that vary (the brand, a city, a job title) go through `de` and `que`.

const NBSP = "\u00a0";

/**
 * Non-breaking spaces where French puts them: before «:», «;», «!», «?», «%», «€» and «»»,
 * after «««, and between the groups of a number (50 000); no space before a full stop.
 */
export function frenchSpacing(text: string): string {
  return text
    .replace(/(?<=\S) (?=[:;!?%€»](\s|$|[.,)"'`<{]))/g, NBSP)
    .replace(/« /g, `«${NBSP}`)
    .replace(/(?<=\d) (?=\d{3}(?![\d\p{L}]))/gu, NBSP)
    .replace(/([\p{L}\d)]) \.(?=\s|$)/gu, "$1.");
}

/**
 * A message written without French spacing (the API's «Validation échouée: …»): a non-breaking
 * space before «:», «;», «!» and «?» that follow a word. Times («10:30») and addresses are left alone.
 */
export function frenchPunctuation(text: string): string {
  return text.replace(/(?<=[\p{L}\d)»]) ?([:;!?])(?=\s|$)/gu, `${NBSP}$1`);
}

// Words whose «h» is aspirated take no elision («de Haguenau», «de hauteur»); every other
// «h» is silent («d'Hyères», «d'Hôte de caisse»).
const ASPIRATED_H =
  /^(hache|haie|hall|halle|hameau|hamster|hanche|handball|handicap|hangar|harpe|hasard|hâte|hausse|haut|havre|hérisson|héros|hêtre|hibou|hiérarchie|hockey|homard|honte|hors|hotte|houle|housse|hublot|huit|hutte|haguenau|hazebrouck|hendaye|hayange)/i;

/** True when «de» and «que» lose their vowel before this word: a vowel or a silent «h». */
export function takesElision(word: string): boolean {
  const first = word.trim().normalize("NFD").charAt(0).toLowerCase();
  if ("aeiouy".includes(first)) return first !== "y" || !/^y[aeiou]/i.test(word.trim());
  return first === "h" && !ASPIRATED_H.test(word.trim());
}

/**
 * «de» before a name: «d'Alto», «d'Ingénieur», «de Lyon», and the article of a city
 * contracted («du Mans» for Le Mans, «des Sables-d'Olonne» for Les Sables-d'Olonne).
 */
export function de(name: string): string {
  const trimmed = name.trim();
  if (/^Le /.test(trimmed)) return `du ${trimmed.slice(3)}`;
  if (/^Les /.test(trimmed)) return `des ${trimmed.slice(4)}`;
  return takesElision(trimmed) ? `d'${trimmed}` : `de ${trimmed}`;
}

/** The «de» of a name written apart from it (inside markup): «d'» or «de ». */
export const deBefore = (name: string) => (takesElision(name) ? "d'" : "de ");

/** «que» before a name: «qu'Alto», «que Lyon». */
export function que(name: string): string {
  const trimmed = name.trim();
  return takesElision(trimmed) ? `qu'${trimmed}` : `que ${trimmed}`;
}

/** «à» before a town: «à Lyon», «au Mans», «aux Sables-d'Olonne». */
export function atPlace(name: string): string {
  const trimmed = name.trim();
  if (/^Le /.test(trimmed)) return `au ${trimmed.slice(3)}`;
  if (/^Les /.test(trimmed)) return `aux ${trimmed.slice(4)}`;
  return `à ${trimmed}`;
}
