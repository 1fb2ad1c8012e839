import { sql, type SQL, type SQLWrapper } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../../db/client";
import { APPLICATION_KINDS, applications, candidateSearch, candidateSearchTotal, candidates, landRegistries } from "../../db/schema";
import { HttpError, parseOrThrow } from "../../lib/errors";
import { escapeLike, queryRows, textQuery, type TextWeights } from "../../lib/sql";
import {
  CANDIDATE_SEARCH_MESSAGES,
  candidateSearchSchema,
  type CandidateListRow,
  type CandidateSearch,
  type CandidateSortKey,
} from "../../../common/candidates";
import type { ListAnswer } from "../../../common/schemas/list";
import { hasRole, type SessionUser } from "../../../common/roles";
import type { Config } from "../../config";
import { avatarUrl } from "./avatar";
import { SINCE_MESSAGE } from "../../lib/since";
import { parisInstant } from "../../../common/format/date";

/**
 * Which parts of a candidate each text filter reads (labels of candidate_search.document,
 * migration 0026: A the header, B the job titles and the skills list, C the education, D the
 * summaries, companies and the CV's text): a profile is a job title anywhere but in the
 * degrees, «Experience» the jobs, skills and the CV, «Formation» the degrees and the CV. `best` is
 * the part that says it best: a candidate with every word there (the header is the job asked;
 * a job title or the skills list names the skill; a degree is the one asked) ranks above any that only mentions the words
 * elsewhere, however often (BEST_PART_BONUS); ts_rank orders each group.
 *
 * `labels` is the filter's set as written in migration 0029's indexes: the document's words of
 * those labels alone, queried without labels, which the index answers without reading the rows
 * (a query with labels is only a hint to it: each row found was read and checked again).
 */
const TEXT_FILTERS: { field: "profile" | "skills" | "education"; weights: TextWeights; labels: string; best: TextWeights }[] = [
  { field: "profile", weights: "ABD", labels: "{a,b,d}", best: "A" },
  { field: "skills", weights: "BD", labels: "{b,d}", best: "B" },
  { field: "education", weights: "CD", labels: "{c,d}", best: "C" },
];

/** Above any ts_rank (below 1 with weights of at most 1, however often a CV repeats a word). */
const BEST_PART_BONUS = 1;

/** What a word is worth by label: in the header, ten times what it is worth in the CV. */
const LABEL_WEIGHTS = { D: 0.1, C: 0.3, B: 0.5, A: 1.0 } as const;

/**
 * ts_rank's weights array (D, C, B, A) for a filter: ts_rank counts every occurrence whatever
 * the query's labels, so the labels the filter does not read weigh nothing.
 */
const rankWeights = (labels: TextWeights) =>
  sql.raw(`'{${(["D", "C", "B", "A"] as const).map((label) => (labels.includes(label) ? LABEL_WEIGHTS[label] : 0)).join(", ")}}'::float4[]`);

const folded = (value: SQLWrapper | string) => sql`f_unaccent(lower(${value}))`;
const digits = (text: string) => text.replace(/\D/g, "");

type Scored = { where: SQL[]; score: SQL[] };

/**
 * Every word typed (at most 5) found in `column`, typos allowed: trigram word similarity ≥ 0.5,
 * the session setting of db/client.ts. «Camille Marchand» finds the Camille Marchand, not every
 * Camille, and the index meets far fewer rows to check.
 */
function everyWordIn(text: string, column: SQLWrapper): SQL {
  const words = text
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length >= 2)
    .slice(0, 5);
  return words.length > 0
    ? sql`(${sql.join(
        words.map((word) => sql`${folded(word)} <% ${column}`),
        sql` AND `,
      )})`
    : sql`false`;
}

/** «Qui»: a name (every word), an e-mail (contains) or a phone (its digits); names are folded by the trigger. */
function contactFilter(contact: string, into: Scored) {
  const name = candidateSearch.name;
  const options = [everyWordIn(contact, name), sql`${candidateSearch.email} LIKE ${`%${escapeLike(contact.toLowerCase())}%`}`];
  const phone = digits(contact);
  // Phones are stored as digits (the CV reading keeps only them and a leading «+»).
  if (phone.length >= 4) options.push(sql`${candidateSearch.phoneNumber} LIKE ${`%${phone}%`}`);
  into.where.push(sql`(${sql.join(options, sql` OR `)})`);
  into.score.push(sql`word_similarity(${folded(contact)}, ${name})`);
}

/**
 * «A travaillé chez»: the companies of the work history (read from the CVs or entered by staff,
 * one a line, folded by the trigger: «Société Générale» is found by «societe generale») hold
 * every word, typos allowed, or the whole text. The name found whole in one company ranks above
 * its words found apart («Transports Girard» and «Logistique Berthier» for «Transports Berthier»).
 */
function companyFilter(company: string, into: Scored) {
  const companies = candidateSearch.companies;
  const whole = sql`${companies} LIKE ${folded(`%${escapeLike(company.trim().replace(/\s+/g, " "))}%`)}`;
  // The whole name first: most rows found have it, and are then kept without the word
  // similarities, ten times dearer (bench «a travaillé chez»: 45 → 17 ms for «societe generale»).
  into.where.push(sql`(${whole} OR ${everyWordIn(company, companies)})`);
  into.score.push(sql`(word_similarity(${folded(company)}, ${companies}) + CASE WHEN ${whole} THEN ${sql.raw(String(BEST_PART_BONUS))} ELSE 0 END)`);
}

type Place = { level: number; code: string; latitude: number | null; longitude: number | null };

/**
 * A place alone: the candidates living in it; with a distance: around its centre. Candidates
 * are placed by their commune, so the communes are found first (earth_box on the communes'
 * GiST index, then the exact distance; or the department's, the region's) and the search gets
 * their ids as a list: the planner then knows how many there are and weighs the place against
 * the other filters, where a subquery on the GiST index was guessed at a dozen communes.
 */
async function locationFilter(db: Db, placeId: number, distanceKm: number | null | undefined): Promise<{ where: SQL; centre: SQL | null }> {
  const [place] = await db
    .select({ level: landRegistries.level, code: landRegistries.code, latitude: landRegistries.latitude, longitude: landRegistries.longitude })
    .from(landRegistries)
    .where(sql`${landRegistries.id} = ${placeId}`);
  if (!place) throw new HttpError(400, CANDIDATE_SEARCH_MESSAGES.place, { landRegistry: CANDIDATE_SEARCH_MESSAGES.place });
  const around = distanceKm && place.latitude != null && place.longitude != null;
  const centre = around ? sql`ll_to_earth(${place.latitude}::float8, ${place.longitude}::float8)` : null;
  if (!centre && (place.level === 0 || place.level === 3)) {
    return { where: place.level === 0 ? sql`true` : sql`${candidateSearch.landRegistryId} = ${placeId}`, centre };
  }
  const communes = await queryRows<{ id: number }>(db, communesOf(place, centre && { centre, metres: distanceKm! * 1000 }));
  const ids = `{${communes.map((commune) => commune.id).join(",")}}`;
  return { where: sql`${candidateSearch.landRegistryId} = ANY(${ids}::int[])`, centre };
}

/**
 * earth_distance(centre, ll_to_earth(latitude, longitude)) written out with earthdistance's own
 * expressions (ll_to_earth's cube, sec_to_gc's arc), so the same float operations give the same
 * metres to the bit. Called, they cost 7 µs a commune (SQL functions run one by one, and the cast
 * to the domain earth checks each point): 35 ms for the 5 000 communes in the box of 100 km
 * around Paris, 6 ms written out.
 */
function metresFrom(centre: SQL, latitude: SQLWrapper, longitude: SQLWrapper): SQL {
  const point = sql`cube(cube(cube(earth()*cos(radians(${latitude}))*cos(radians(${longitude}))),earth()*cos(radians(${latitude}))*sin(radians(${longitude}))),earth()*sin(radians(${latitude})))`;
  const chord = sql`cube_distance(${centre}, ${point})`;
  return sql`(CASE WHEN ${chord} < 0 THEN 0::float8 WHEN ${chord}/(2*earth()) > 1 THEN pi()*earth() ELSE 2*earth()*asin(${chord}/(2*earth())) END)`;
}

function communesOf(place: Place, around: { centre: SQL; metres: number } | null): SQL {
  const select = sql`SELECT ${landRegistries.id} AS id FROM ${landRegistries} WHERE ${landRegistries.level} = 3`;
  if (around) {
    // The box on the communes' GiST index (its expression, to the letter), then the exact distance.
    const commune = sql`ll_to_earth(${landRegistries.latitude}, ${landRegistries.longitude})`;
    return sql`${select} AND earth_box(${around.centre}, ${around.metres}) @> ${commune} AND ${metresFrom(around.centre, landRegistries.latitude, landRegistries.longitude)} <= ${around.metres}`;
  }
  const column = place.level === 2 ? landRegistries.departmentCode : landRegistries.regionCode;
  return sql`${select} AND ${column} = ${place.code}`;
}

/**
 * The columns of candidate_search a sort reads, in the query at hand: the ones that break ties
 * (freshest first, then newest: the same order on every page) and the name's sort key.
 */
type Freshness = { validatedAt: SQL; id: SQL; sortName: SQL };

/** The SQL of each sort key; `score` is the page's score expression or column. */
const sortExpression = (key: CandidateSortKey, score: SQL, freshness: Freshness): SQL =>
  ({
    score,
    validatedAt: freshness.validatedAt,
    // French order by last name (migration 0026): the folded key in byte order, which the
    // indexes candidate_search_sort_name(_desc) serve on any database collation.
    name: sql`${freshness.sortName} COLLATE "C"`,
    header: sql`lower(${candidates.header})`,
    zipcode: sql`${candidates.zipcode}`,
    position: sql`lower(o.name)`,
  })[key];

/** Sort keys read from the candidate's row (or its last offer), not from the search's copy. */
const ROW_SORT_KEYS: CandidateSortKey[] = ["header", "zipcode", "position"];

function orderBy(search: CandidateSearch, hasScore: boolean, score: SQL, freshness: Freshness): SQL {
  // Without a text filter every score is 0: sorting by it («Pertinence») orders nothing, and
  // `ORDER BY 0` would name a column by position, which PostgreSQL refuses.
  const requested = hasScore ? search.sort : search.sort.filter(({ key }) => key !== "score");
  const sort = requested.length > 0 ? requested : hasScore ? [{ key: "score" as const, descending: true }] : [];
  const terms = sort.map(({ key, descending }) => sql`${sortExpression(key, score, freshness)} ${sql.raw(descending ? "DESC NULLS LAST" : "ASC NULLS LAST")}`);
  return sql.join([...terms, sql`${freshness.validatedAt} DESC NULLS LAST`, sql`${freshness.id} DESC`], sql`, `);
}

type Answer = Row & { count: number; max_score: number | null; total: number };

type Row = {
  id: number;
  name: string | null;
  header: string | null;
  email: string;
  zipcode: string | null;
  validated_at: string | Date | null;
  resume_status: CandidateListRow["resumeStatus"];
  score: number;
  distance_m: number | null;
  latitude: number | null;
  longitude: number | null;
  place_id: number | null;
  place_label: string | null;
  place_zipcode: string | null;
  place_code: string | null;
  offer_id: number | null;
  offer_name: string | null;
  offer_org_type: string | null;
  offer_city: string | null;
  offer_address: string | null;
  offer_zip_code: string | null;
  offer_department_code: string | null;
};

const iso = (value: string | Date | null) => (value == null ? null : new Date(value).toISOString());

function toListRow(row: Row, maxScore: number): CandidateListRow {
  return {
    id: row.id,
    name: row.name,
    header: row.header,
    email: row.email,
    avatarUrl: avatarUrl(row.email),
    zipcode: row.zipcode,
    place: row.place_id ? { id: row.place_id, label: row.place_label!, zipcode: row.place_zipcode, code: row.place_code!, level: 3 } : null,
    validatedAt: iso(row.validated_at),
    score: Number(row.score),
    maxScore,
    distanceKm: row.distance_m == null ? null : Math.round(Number(row.distance_m) / 100) / 10,
    location: row.latitude == null || row.longitude == null ? null : { latitude: row.latitude, longitude: row.longitude },
    resumeStatus: row.resume_status,
    offer: row.offer_id
      ? {
          id: row.offer_id,
          name: row.offer_name!,
          isPool: row.offer_org_type === "pool",
          city: row.offer_city,
          address: row.offer_address,
          zipCode: row.offer_zip_code,
          departmentCode: row.offer_department_code,
          country: "France",
        }
      : null,
  };
}

/**
 * «Reçus depuis» (the back-office home's new applications and CVs): the candidates who sent a
 * CV since a Paris wall time («2026-11-28T09:12»), by an application, a CV drop, or either.
 */
const receivedSchema = z.object({
  receivedSince: z
    .string({ error: SINCE_MESSAGE })
    .trim()
    .nullish()
    .transform((value, ctx) => {
      const instant = value ? parisInstant(value) : undefined;
      if (instant === null) ctx.addIssue({ code: "custom", message: SINCE_MESSAGE });
      return instant ?? undefined;
    }),
  receivedKind: z.enum(APPLICATION_KINDS, { error: "Type d'envoi inconnu : APPLICATION ou CV_DROP" }).nullish(),
});
export type ReceivedCriteria = z.infer<typeof receivedSchema>;

/** Reads a search from a POST body or a query string (as an object); 400 with the field's message. */
export const readCandidateSearch = (input: unknown): CandidateSearch & ReceivedCriteria =>
  parseOrThrow(z.intersection(candidateSearchSchema, receivedSchema), input ?? {});

/**
 * A candidate_search row of «Reçus depuis», also what the home counts (one rule). applications
 * has no index on its date: one pass over it is cheap next to the search.
 */
export function receivedSinceCondition(since: Date, kind?: (typeof APPLICATION_KINDS)[number] | null): SQL {
  const ofKind = kind ? sql` AND ${applications.kind} = ${kind}` : sql``;
  return sql`${candidateSearch.candidateId} IN (SELECT ${applications.candidateId} FROM ${applications} WHERE ${applications.createdAt} >= ${since.toISOString()}::timestamptz${ofKind})`;
}

/**
 * Spec 3 §7, search_candidates_magic: every filter narrows, each text filter adds its
 * relevance to the score; maxScore is the best score of the whole result, so the list's ring
 * reads score / maxScore. Sorted by the request's keys, else by relevance, then freshness.
 */
export async function searchCandidates(db: Db, search: CandidateSearch & Partial<ReceivedCriteria>): Promise<ListAnswer<CandidateListRow>> {
  const scored: Scored = { where: [], score: [] };
  let hasText = false;
  for (const { field, weights, labels, best } of TEXT_FILTERS) {
    // Without labels: the same words (ts_rank reads no label of the query; rankWeights weighs them).
    const query = search[field] ? textQuery(search[field]) : null;
    if (!query) continue;
    hasText = true;
    const inBestPart = sql`CASE WHEN ${candidateSearch.document} @@ ${textQuery(search[field], best)} THEN ${sql.raw(String(BEST_PART_BONUS))} ELSE 0 END`;
    // The expression of the filter's index (migration 0029), to the letter.
    scored.where.push(sql`ts_filter(${candidateSearch.document}, ${sql.raw(`'${labels}'`)}) @@ ${query}`);
    scored.score.push(sql`(ts_rank(${rankWeights(weights)}, ${candidateSearch.document}, ${query}) + ${inBestPart})`);
  }
  if (search.contact) contactFilter(search.contact, scored);
  if (search.company) companyFilter(search.company, scored);
  if (search.receivedSince) scored.where.push(receivedSinceCondition(search.receivedSince, search.receivedKind));
  const location = search.landRegistry ? await locationFilter(db, search.landRegistry, search.distance) : null;
  if (location) scored.where.push(location.where);

  const hasScore = scored.score.length > 0;
  const score = hasScore ? sql.join(scored.score, sql` + `) : sql`0`;
  const distance = location?.centre ? sql`earth_distance(${location.centre}, ll_to_earth(${candidates.latitude}, ${candidates.longitude}))` : sql`NULL::float8`;
  const where = scored.where.length > 0 ? sql.join(scored.where, sql` AND `) : sql`true`;
  const offset = (search.page - 1) * search.limit;
  const readsRow = search.sort.some((s) => ROW_SORT_KEYS.includes(s.key));
  const rowOf = (id: SQL) =>
    readsRow ? sql`JOIN ${candidates} ON ${candidates.id} = ${id} ${search.sort.some((s) => s.key === "position") ? latestOffer : sql``}` : sql``;

  // Filters and scores read candidate_search only. With a score, the matches and their scores
  // are computed once (MATERIALIZED) for the count, the best score and the page; without, the
  // page comes straight from the copy in an order its index serves (candidate_search_freshness).
  // The candidates rows are read for the 50 of the page only.
  const page = hasScore
    ? sql`SELECT matches.id, matches.score, matches.sort_name FROM matches ${rowOf(sql`matches.id`)}
        ORDER BY ${orderBy(search, hasScore, sql`matches.score`, { validatedAt: sql`matches.validated_at`, id: sql`matches.id`, sortName: sql`matches.sort_name` })}
        LIMIT ${search.limit} OFFSET ${offset}`
    : sql`SELECT ${candidateSearch.candidateId} AS id, 0::float8 AS score, ${candidateSearch.sortName} AS sort_name FROM ${candidateSearch} ${rowOf(sql`${candidateSearch.candidateId}`)}
        WHERE ${where} ORDER BY ${orderBy(search, hasScore, sql`0`, { validatedAt: sql`${candidateSearch.validatedAt}`, id: sql`${candidateSearch.candidateId}`, sortName: sql`${candidateSearch.sortName}` })}
        LIMIT ${search.limit} OFFSET ${offset}`;
  // The count and the best score in one pass over the matches; without a criterion the count
  // is the total the triggers keep (migration 0013), not a count of every candidate.
  const total = sql`(SELECT ${candidateSearchTotal.total} FROM ${candidateSearchTotal})`;
  const stats = hasScore
    ? sql`SELECT count(*)::int AS count, max(score)::float8 AS max_score, ${total}::int AS total FROM matches`
    : hasCriteria(scored)
      ? sql`SELECT (SELECT count(*) FROM ${candidateSearch} WHERE ${where})::int AS count, NULL::float8 AS max_score, ${total}::int AS total`
      : sql`SELECT ${total}::int AS count, NULL::float8 AS max_score, NULL::int AS total`;
  const query = sql`
    WITH matches AS MATERIALIZED (
      SELECT ${candidateSearch.candidateId} AS id, ${candidateSearch.validatedAt} AS validated_at,
        ${search.sort.some((s) => s.key === "name") ? candidateSearch.sortName : sql`NULL::text`} AS sort_name,
        (${score})::float8 AS score
      FROM ${candidateSearch} WHERE ${hasScore ? where : sql`false`}
    ), stats AS (${stats})
    , page AS (${page})
    SELECT stats.count, stats.max_score, stats.total,
      ${candidates.id} AS id, ${candidates.name} AS name, ${candidates.header} AS header, ${candidates.email} AS email,
      ${candidates.zipcode} AS zipcode, ${candidates.validatedAt} AS validated_at, ${candidates.resumeStatus} AS resume_status,
      page.score, ${distance} AS distance_m, ${candidates.latitude} AS latitude, ${candidates.longitude} AS longitude,
      p.id AS place_id, p.label AS place_label, p.zipcode AS place_zipcode, p.code AS place_code,
      o.id AS offer_id, o.name AS offer_name, o.org_type AS offer_org_type, o.city AS offer_city,
      o.address AS offer_address, o.zip_code AS offer_zip_code, o.department_code AS offer_department_code
    FROM stats LEFT JOIN (page
      JOIN ${candidates} ON ${candidates.id} = page.id
      LEFT JOIN ${landRegistries} p ON p.id = ${candidates.landRegistryId}
      ${latestOffer}) ON true
    ORDER BY ${orderBy(search, hasScore, sql`page.score`, { validatedAt: sql`${candidates.validatedAt}`, id: sql`${candidates.id}`, sortName: sql`page.sort_name` })}`;
  // A text filter reads its index (migration 0029), whatever its words: ts_filter costs 5 µs a
  // row, which the planner does not know, and a word most CVs have («com», typing «comptable»)
  // had the whole table scanned with it, 500 ms; from the index, 130 ms (the rows only ranked).
  // Without JIT: the cost of the scans left (the one-row total) passes its threshold, and
  // compiling took 700 ms.
  const rows = hasText
    ? await db.transaction(async (tx) => {
        await tx.execute(sql`SELECT set_config('enable_seqscan', 'off', true), set_config('jit', 'off', true)`);
        return queryRows<Answer>(tx, query);
      })
    : await queryRows<Answer>(db, query);
  // A page past the end still has its one row of counts, with no candidate in it.
  const [first] = rows;
  const maxScore = first?.max_score ?? 0;
  return {
    rows: rows.filter((row) => row.id != null).map((row) => toListRow(row, maxScore)),
    count: first?.count ?? 0,
    total: first?.total ?? first?.count ?? 0,
  };
}

const hasCriteria = (scored: Scored) => scored.where.length > 0;

/** The offer a candidate last applied to (none for a CV drop): «Poste/Pool» and «Ville de l'offre». */
const latestOffer = sql`LEFT JOIN LATERAL (
  SELECT o.* FROM applications a JOIN offers o ON o.id = a.position_id
  WHERE a.candidate_id = ${candidates.id} ORDER BY a.created_at DESC LIMIT 1
) o ON true`;

/** What /admin/jobs/candidat renders: staff only (the same rule as the API), first page unfiltered, the maps' tiles. */
export async function cvthequePage({ db, user, config }: { db: Db; user: SessionUser | null; config: Pick<Config, "mapTiles" | "logos"> }) {
  if (!hasRole(user, "staff")) return { kind: "restricted" as const, status: user ? 403 : 401 };
  // companyLogos: whether the drawer asks for logos (LOGO_SERVICE_URL) or shows initials only.
  return {
    kind: "list" as const,
    initial: await searchCandidates(db, readCandidateSearch({})),
    mapTiles: config.mapTiles,
    companyLogos: Boolean(config.logos),
  };
}
