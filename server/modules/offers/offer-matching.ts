import { sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client";
import { offers } from "../../db/schema";
import { cachedRead } from "../../lib/read-cache";
import { queryRows } from "../../lib/sql";
import { withoutAccents } from "../../../common/format/fold";
import { listedOffer } from "./listed";
import { SYNONYM_GROUPS } from "./search-synonyms";

/**
 * How a visitor's words find offers (issue 47). The words are folded (case, accents,
 * punctuation) and cut into concepts: a word, or a phrase of the synonym table («ressources
 * humaines», «dev ops»). Every concept must be found in the offer, in one of its forms:
 * - the words typed, anywhere (title A, sector and tags B, description D), through
 *   f_offer_words as the index (feminine forms read as masculine, French stemming);
 * - two words typed apart that the offers write as one («dev ops» → «devops»);
 * - the closest word of the offers' titles and sectors (pg_trgm), for a word of 5 letters or
 *   more that no offer contains (a typo: «comptble» → «comptable»);
 * - its synonym group's other names (anywhere) and trades (title, sector or tags only).
 * The last word is also read as a prefix (3 letters or more), as the visitor may be typing it.
 * Relevance: per concept, title above sector above description, the words typed above synonyms.
 */

/** Folded as f_place_key/f_unaccent read it: lower case ASCII letters and digits, single spaces. */
export function fold(text: string): string {
  return withoutAccents(text)
    .replace(/ß/g, "ss")
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
}

/** Words the French configuration drops anyway: left out so a phrase is its meaningful words. */
const STOP_WORDS = new Set(["de", "du", "des", "la", "le", "les", "l", "d", "et", "en", "au", "aux", "un", "une", "pour", "par", "sur", "dans", "a", "h", "f"]);
const MAX_WORDS = 10;
const MAX_PHRASE = 4;
/** Typos are corrected from this length on (shorter words have too many close neighbours). */
const TYPO_MIN_LENGTH = 5;
/** pg_trgm similarity from which a known word is taken for a typo. */
const TYPO_MIN_SIMILARITY = 0.4;

const words = (text: string) =>
  fold(text)
    .split(" ")
    .filter((word) => word && !STOP_WORDS.has(word));
/** The table's key of a phrase: its words in the masculine. */
const groupKey = (phrase: string[]) => phrase.map(masculine).join(" ");

/**
 * A folded word in its masculine form, as f_offer_words reads it (migrations 0010 and 0027):
 * the synonym table is looked up with it, so «serveuse» finds the group of «serveur».
 */
export function masculine(word: string): string {
  if (/^cheffes?$/.test(word)) return word.replace("cheffe", "chef");
  const rules: [RegExp, string][] = [
    [/^(\w{2,})onne(s?)$/, "$1on$2"],
    [/^(\w{2,})drice(s?)$/, "$1deur$2"],
    [/^(\w{2,})eure(s?)$/, "$1eur$2"],
    [/^(\w{2,})(t|tr)esse(s?)$/, "$1$2e$3"],
    [/^(\w{2,})euse(s?)$/, "$1eur$2"],
    [/^(\w{2,})trice(s?)$/, "$1teur$2"],
    [/^(\w{2,})ere(s?)$/, "$1er$2"],
    [/^(\w{2,})enne(s?)$/, "$1en$2"],
    [/^(\w{2,})ive(s?)$/, "$1if$2"],
    [/^(\w{2,})ee(s?)$/, "$1e$2"],
    [/^(\w{2,})ante(s?)$/, "$1ant$2"],
    [/^(\w{2,})ente(s?)$/, "$1ent$2"],
    [/^(\w{2,})ale(s?)$/, "$1al$2"],
    [/^(\w{2,})elle(s?)$/, "$1el$2"],
  ];
  for (const [pattern, replacement] of rules) if (pattern.test(word)) return word.replace(pattern, replacement);
  return word;
}

type Group = { names: string[][]; jobs: string[][] };

/** Each folded name of the table → the groups naming it (a name may sit in several groups). */
const GROUPS_BY_NAME: Map<string, Group[]> = (() => {
  const map = new Map<string, Group[]>();
  for (const group of SYNONYM_GROUPS) {
    const folded: Group = { names: group.names.map(words).filter((w) => w.length), jobs: (group.jobs ?? []).map(words).filter((w) => w.length) };
    for (const name of folded.names) {
      const key = groupKey(name);
      map.set(key, [...(map.get(key) ?? []), folded]);
    }
  }
  return map;
})();

export type Concept = {
  /** The words typed for it. */
  typed: string[];
  /** Other spellings that count as the words typed (joined words, typo corrections). */
  spellings: string[][];
  /** Synonyms found anywhere, and trades found in title, sector or tags. */
  names: string[][];
  jobs: string[][];
  /** The last word typed is read as a prefix. */
  prefix: boolean;
};

/** The words of the offers' titles, sectors and tags, and of the synonym table: what a typo is corrected to. */
export function offerVocabulary(db: Db): Promise<string[]> {
  return cachedRead(db, "offerVocabulary", async () => {
    const rows = await queryRows<{ text: string }>(
      db,
      sql`SELECT DISTINCT concat_ws(' ', ${offers.name}, ${offers.industry}, f_words_of(${offers.tags})) AS text FROM ${offers}
          WHERE ${listedOffer}`,
    );
    const vocabulary = new Set<string>();
    for (const row of rows) for (const word of words(row.text)) if (word.length >= 3 && !/^\d+$/.test(word)) vocabulary.add(word);
    for (const group of GROUPS_BY_NAME.values())
      for (const g of group) for (const phrase of [...g.names, ...g.jobs]) for (const word of phrase) vocabulary.add(word);
    return [...vocabulary].sort();
  });
}

/** Cuts the visitor's text into concepts, the synonym table's phrases first (longest first). */
export function parseConcepts(query: string, vocabulary: ReadonlySet<string>): Concept[] {
  const typed = words(query).slice(0, MAX_WORDS);
  const concepts: Concept[] = [];
  for (let i = 0; i < typed.length;) {
    let taken = 0;
    for (let n = Math.min(MAX_PHRASE, typed.length - i); n >= 1 && !taken; n--) {
      const phrase = typed.slice(i, i + n);
      const groups = GROUPS_BY_NAME.get(groupKey(phrase));
      if (groups) {
        concepts.push({
          typed: phrase,
          spellings: [],
          names: dedupe(groups.flatMap((g) => g.names)),
          jobs: dedupe(groups.flatMap((g) => g.jobs)),
          prefix: false,
        });
        taken = n;
      } else if (n === 2 && vocabulary.has(phrase.join(""))) {
        // «dev ops», «full stack», «data base»: written as one word by the offers.
        concepts.push({ typed: phrase, spellings: [[phrase.join("")]], names: [], jobs: [], prefix: false });
        taken = 2;
      }
    }
    if (!taken) {
      concepts.push({ typed: [typed[i]!], spellings: [], names: [], jobs: [], prefix: false });
      taken = 1;
    }
    i += taken;
  }
  const last = concepts.at(-1);
  // The word being typed: «ingé» finds «ingénieur»; not for a phrase of the table, already whole.
  if (last && last.names.length === 0 && last.typed.length === 1 && last.typed[0]!.length >= 3 && !/^\d+$/.test(last.typed[0]!)) last.prefix = true;
  // Without its synonyms a concept that is a phrase of synonyms only keeps its own words: the
  // phrase itself is among its names, and so is found anywhere.
  return concepts.map((concept) => ({ ...concept, names: concept.names.filter((name) => groupKey(name) !== groupKey(concept.typed)) }));
}

const dedupe = (phrases: string[][]) => [...new Map(phrases.map((p) => [p.join(" "), p])).values()];

/**
 * Typos: each word of 5 letters or more that is neither a word of the vocabulary nor in any
 * listed offer gets the vocabulary's closest word (pg_trgm similarity) as another spelling.
 */
export async function correctTypos(db: Db, concepts: Concept[], vocabulary: string[]): Promise<Concept[]> {
  const known = new Set(vocabulary);
  const unknown = [...new Set(concepts.filter((c) => c.typed.length === 1 && c.names.length === 0 && c.spellings.length === 0).map((c) => c.typed[0]!))].filter(
    (word) => word.length >= TYPO_MIN_LENGTH && !/\d/.test(word) && !known.has(word) && !known.has(word.replace(/[sx]$/, "")) && !known.has(masculine(word)),
  );
  if (unknown.length === 0) return concepts;
  const corrections = await Promise.all(unknown.map((word) => closestWord(db, word, vocabulary)));
  const byWord = new Map(unknown.map((word, i) => [word, corrections[i]]));
  return concepts.map((concept) => {
    const correction = concept.typed.length === 1 ? byWord.get(concept.typed[0]!) : undefined;
    if (!correction) return concept;
    // A corrected word is a whole word: its synonyms come with it («hotelerie» → «hôtellerie»).
    const groups = GROUPS_BY_NAME.get(masculine(correction)) ?? [];
    return {
      ...concept,
      spellings: [[correction]],
      names: dedupe(groups.flatMap((g) => g.names)).filter((name) => name.join(" ") !== correction),
      jobs: dedupe(groups.flatMap((g) => g.jobs)),
    };
  });
}

/**
 * The closest vocabulary word to one that no listed offer's title, sector or tags contain;
 * null when nothing is close. A word found in descriptions only may still be a typo whose stem
 * meets another word («receptioniste» and «réceptionner»): it needs a closer neighbour.
 */
function closestWord(db: Db, word: string, vocabulary: string[]): Promise<string | null> {
  return cachedRead(db, `offerTypo:${word}`, async () => {
    const [row] = await queryRows<{ in_titles: boolean; anywhere: boolean; best: string | null; similarity: number | null }>(
      db,
      sql`SELECT EXISTS (SELECT 1 FROM ${offers} WHERE ${offers.titleVector} @@ to_tsquery('french'::regconfig, f_offer_words(${word})) AND ${listedOffer}) AS in_titles,
          EXISTS (SELECT 1 FROM ${offers} WHERE ${offers.searchVector} @@ to_tsquery('french'::regconfig, f_offer_words(${word})) AND ${listedOffer}) AS anywhere,
          best.word AS best, best.similarity AS similarity
          FROM (SELECT v AS word, similarity(v, ${word}) AS similarity FROM unnest(${`{${vocabulary.join(",")}}`}::text[]) AS v
                ORDER BY 2 DESC, 1 LIMIT 1) AS best`,
    );
    if (!row || row.in_titles || row.best == null) return null;
    const needed = row.anywhere ? TYPO_MIN_SIMILARITY + 0.1 : TYPO_MIN_SIMILARITY;
    return Number(row.similarity) >= needed ? row.best : null;
  });
}

/** One phrase as tsquery text: its words all present, with the weight labels and the prefix mark. */
function phraseQuery(phrase: string[], weights: string, prefix = false): string {
  const last = phrase.length - 1;
  return phrase.map((word, i) => `${word}:${prefix && i === last ? "*" : ""}${weights}`.replace(/:$/, "")).join(" & ");
}

const anyOf = (parts: string[]) => (parts.length === 1 ? parts[0]! : `(${parts.map((part) => `(${part})`).join(" | ")})`);

/** The tsquery texts of one concept: the words typed (and their spellings), its synonyms, its trades. */
function conceptQueries(concept: Concept, weights: string) {
  const typed = anyOf([phraseQuery(concept.typed, weights, concept.prefix), ...concept.spellings.map((s) => phraseQuery(s, weights))]);
  const names = concept.names.length ? anyOf(concept.names.map((n) => phraseQuery(n, weights))) : null;
  // Trades count in the title, the sector and the tags only: a description names many jobs.
  const jobWeights = weights === "" ? "AB" : weights.replace(/[^AB]/g, "");
  const jobs = concept.jobs.length && jobWeights ? anyOf(concept.jobs.map((j) => phraseQuery(j, jobWeights))) : null;
  return { typed, names, jobs };
}

/**
 * The tsqueries of texts built here from folded words only (no visitor syntax reaches
 * to_tsquery), computed in one statement: written into the search as constants, they are not
 * parsed again for each offer ranked.
 */
export function compileQueries(db: Db, texts: string[]): Promise<string[]> {
  return cachedRead(db, `offerTsQueries:${JSON.stringify(texts)}`, async () => {
    const rows = await queryRows<{ query: string }>(
      db,
      sql`SELECT to_tsquery('french'::regconfig, f_offer_words(t.text))::text AS query
          FROM unnest(${`{${texts.map((text) => `"${text}"`).join(",")}}`}::text[]) WITH ORDINALITY AS t(text, n) ORDER BY t.n`,
    );
    return rows.map((row) => row.query);
  });
}

export type Matching = { where: SQL; score: SQL };

/** The filter (every concept found) and the relevance score of concepts, or null when no word is left. */
export async function matchingSql(db: Db, concepts: Concept[]): Promise<Matching | null> {
  if (concepts.length === 0) return null;
  // Each concept: its words or synonyms anywhere (search vector), or a trade in the title,
  // sector or tags (title vector). Neither query carries weights, so both GIN indexes answer
  // exactly, with no row read again to check.
  const filters = concepts.map((concept) => {
    const { typed, names } = conceptQueries(concept, "");
    const jobs = concept.jobs.length ? anyOf(concept.jobs.map((j) => phraseQuery(j, ""))) : null;
    return { anywhere: [typed, names].filter(Boolean).join(" | "), titles: jobs };
  });
  const levels = concepts.map((concept) => {
    const a = conceptQueries(concept, "A");
    const b = conceptQueries(concept, "B");
    // Title above sector and tags; in each, the words typed above their synonyms above related trades.
    // Found only in the description, a concept adds nothing: the newest come first among those.
    return [
      [
        [a.typed, 8],
        [a.names, 7],
        [a.jobs, 6],
      ],
      [
        [b.typed, 3],
        [b.names, 2],
        [b.jobs, 2],
      ],
    ] as [string | null, number][][];
  });
  const texts = [...filters.flatMap((f) => [f.anywhere, ...(f.titles ? [f.titles] : [])]), ...levels.flat(2).flatMap(([text]) => (text ? [text] : []))];
  const unique = [...new Set(texts)];
  const queries = await compileQueries(db, unique);
  const compiled = new Map(unique.map((text, i) => [text, queries[i]!]));
  const tsquery = (text: string) => sql`${compiled.get(text)!}::tsquery`;
  // Ranked on the small title vector; the whole vector (description) only filters, on its GIN index.
  const best = (reached: [string | null, number][]) => {
    const present = reached.filter((level): level is [string, number] => level[0] != null);
    if (present.length === 0) return sql`0`;
    return sql`CASE ${sql.join(
      present.map(([text, points]) => sql`WHEN ${offers.titleVector} @@ ${tsquery(text)} THEN ${sql.raw(String(points))}`),
      sql` `,
    )} ELSE 0 END`;
  };
  const scores = levels.map(([title, sector]) => sql`(${best(title!)} + ${best(sector!)})`);
  const where = filters.map((f) =>
    f.titles
      ? sql`(${offers.searchVector} @@ ${tsquery(f.anywhere)} OR ${offers.titleVector} @@ ${tsquery(f.titles)})`
      : sql`${offers.searchVector} @@ ${tsquery(f.anywhere)}`,
  );
  return { where: sql.join(where, sql` AND `), score: sql`(${sql.join(scores, sql` + `)})` };
}

/** The concepts of a query, typos corrected: what the search and its suggestion start from. */
export async function queryConcepts(db: Db, query: string): Promise<Concept[]> {
  const vocabulary = await offerVocabulary(db);
  const concepts = parseConcepts(query, new Set(vocabulary));
  return correctTypos(db, concepts, vocabulary);
}

/**
 * A query with no result: each word of 4 letters or more replaced by the closest word of the
 * vocabulary, when another is close enough; null when nothing changes.
 */
export async function respelledQuery(db: Db, query: string): Promise<string | null> {
  const vocabulary = await offerVocabulary(db);
  const known = new Set(vocabulary);
  const typed = fold(query).split(" ").filter(Boolean);
  let changed = false;
  const respelled: string[] = [];
  for (const word of typed) {
    if (word.length < 4 || known.has(word) || STOP_WORDS.has(word) || /\d/.test(word)) {
      respelled.push(word);
      continue;
    }
    const [row] = await queryRows<{ word: string; similarity: number }>(
      db,
      sql`SELECT v AS word, similarity(v, ${word}) AS similarity FROM unnest(${`{${vocabulary.join(",")}}`}::text[]) AS v ORDER BY 2 DESC, 1 LIMIT 1`,
    );
    if (row && Number(row.similarity) >= 0.3 && row.word !== word) {
      respelled.push(row.word);
      changed = true;
    } else respelled.push(word);
  }
  return changed ? respelled.join(" ") : null;
}
