import { sql, type SQL, type SQLWrapper } from "drizzle-orm";
import type { Db } from "../../db/client";
import { candidates, landRegistries } from "../../db/schema";
import { fieldErrors, HttpError } from "../../lib/errors";
import { escapeLike, queryRows, textQuery, type TextWeights } from "../../lib/sql";
import {
  CANDIDATE_SEARCH_MESSAGES,
  candidateSearchSchema,
  type CandidateListRow,
  type CandidateSearch,
  type CandidateSortKey,
} from "../../../common/candidates";
import type { ListAnswer } from "../../../common/schemas/list";
import { avatarUrl } from "./avatar";

/**
 * Which parts of a candidate each text filter reads (weights of candidates.search_vector:
 * A header, B work history, C education, D the CV): a profile is a job title anywhere but in
 * the degrees, «Experience» the jobs and the CV, «Formation» the degrees and the CV.
 */
const TEXT_FILTERS: { field: "profile" | "skills" | "education"; weights: TextWeights }[] = [
  { field: "profile", weights: "ABD" },
  { field: "skills", weights: "BD" },
  { field: "education", weights: "CD" },
];

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

/** «Qui»: a name (trigram word similarity ≥ 0.5, the session setting of db/client.ts), an e-mail (contains) or a phone (its digits). */
function contactFilter(contact: string, into: Scored) {
  const name = sql`${folded(sql`coalesce(${candidates.name}, '')`)}`;
  const options = [sql`${folded(contact)} <% ${name}`, sql`${candidates.email} LIKE ${`%${escapeLike(contact.toLowerCase())}%`}`];
  const phone = digits(contact);
  if (phone.length >= 4) options.push(sql`regexp_replace(coalesce(${candidates.phoneNumber}, ''), '\\D', '', 'g') LIKE ${`%${phone}%`}`);
  into.where.push(sql`(${sql.join(options, sql` OR `)})`);
  into.score.push(sql`word_similarity(${folded(contact)}, ${name})`);
}

/** «A travaillé chez»: one of the companies of the work history, typos allowed. */
function companyFilter(company: string, into: Scored) {
  const companies = folded(candidates.companies);
  into.where.push(sql`(${folded(company)} <% ${companies} OR ${companies} LIKE ${`%${escapeLike(company.toLowerCase())}%`})`);
  into.score.push(sql`word_similarity(${folded(company)}, ${companies})`);
}

type Place = { level: number; code: string; latitude: number | null; longitude: number | null };

/** A place alone: the candidates living in it; with a distance: around its centre. */
async function locationFilter(db: Db, placeId: number, distanceKm: number | null | undefined): Promise<{ where: SQL; centre: SQL | null }> {
  const [place] = await db
    .select({ level: landRegistries.level, code: landRegistries.code, latitude: landRegistries.latitude, longitude: landRegistries.longitude })
    .from(landRegistries)
    .where(sql`${landRegistries.id} = ${placeId}`);
  if (!place) throw new HttpError(400, CANDIDATE_SEARCH_MESSAGES.place, { landRegistry: CANDIDATE_SEARCH_MESSAGES.place });
  if (distanceKm && place.latitude != null && place.longitude != null) {
    const centre = sql`ll_to_earth(${place.latitude}::float8, ${place.longitude}::float8)`;
    const here = sql`ll_to_earth(${candidates.latitude}, ${candidates.longitude})`;
    const metres = distanceKm * 1000;
    // earth_box uses the GiST index; it is a cube around the circle, so the exact distance follows.
    return { where: sql`(earth_box(${centre}, ${metres}) @> ${here} AND earth_distance(${centre}, ${here}) <= ${metres})`, centre };
  }
  return { where: inPlace(place, placeId), centre: null };
}

function inPlace(place: Place, placeId: number): SQL {
  if (place.level === 0) return sql`true`;
  if (place.level === 3) return sql`${candidates.landRegistryId} = ${placeId}`;
  const column = place.level === 2 ? landRegistries.departmentCode : landRegistries.regionCode;
  return sql`${candidates.landRegistryId} IN (SELECT ${landRegistries.id} FROM ${landRegistries} WHERE ${landRegistries.level} = 3 AND ${column} = ${place.code})`;
}

const ORDER: Record<CandidateSortKey, SQL> = {
  score: sql`score`,
  validatedAt: sql`c.validated_at`,
  name: sql`lower(c.name)`,
  header: sql`lower(c.header)`,
  zipcode: sql`c.zipcode`,
  position: sql`lower(o.name)`,
};

function orderBy(search: CandidateSearch, hasScore: boolean): SQL {
  const sort = search.sort.length > 0 ? search.sort : hasScore ? [{ key: "score" as const, descending: true }] : [];
  const terms = sort.map(({ key, descending }) => sql`${ORDER[key]} ${sql.raw(descending ? "DESC NULLS LAST" : "ASC NULLS LAST")}`);
  // Then the freshest, then the id: the same order on every page.
  return sql.join([...terms, sql`c.validated_at DESC NULLS LAST`, sql`c.id DESC`], sql`, `);
}

type Row = {
  id: number;
  name: string | null;
  header: string | null;
  email: string;
  zipcode: string | null;
  validated_at: string | Date | null;
  resume_status: CandidateListRow["resumeStatus"];
  score: number;
  max_score: number;
  distance_m: number | null;
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
  count: number;
};

const iso = (value: string | Date | null) => (value == null ? null : new Date(value).toISOString());

function toListRow(row: Row): CandidateListRow {
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
    maxScore: Number(row.max_score),
    distanceKm: row.distance_m == null ? null : Math.round(Number(row.distance_m) / 100) / 10,
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

/** Reads a search from a POST body or a query string (as an object); 400 with the field's message. */
export function readCandidateSearch(input: unknown): CandidateSearch {
  const parsed = candidateSearchSchema.safeParse(input ?? {});
  if (!parsed.success) {
    const errors = fieldErrors(parsed.error);
    throw new HttpError(400, Object.values(errors).join(", "), errors);
  }
  return parsed.data;
}

/**
 * Spec 3 §7, search_candidates_magic: every filter narrows, each text filter adds its
 * relevance to the score; maxScore is the best score of the whole result, so the list's ring
 * reads score / maxScore. Sorted by the request's keys, else by relevance, then freshness.
 */
export async function searchCandidates(db: Db, search: CandidateSearch): Promise<ListAnswer<CandidateListRow>> {
  const scored: Scored = { where: [], score: [] };
  for (const { field, weights } of TEXT_FILTERS) {
    const query = search[field] ? textQuery(search[field], weights) : null;
    if (!query) continue;
    scored.where.push(sql`${candidates.searchVector} @@ ${query}`);
    scored.score.push(sql`ts_rank(${rankWeights(weights)}, ${candidates.searchVector}, ${query})`);
  }
  if (search.contact) contactFilter(search.contact, scored);
  if (search.company) companyFilter(search.company, scored);
  const location = search.landRegistry ? await locationFilter(db, search.landRegistry, search.distance) : null;
  if (location) scored.where.push(location.where);

  const hasScore = scored.score.length > 0;
  const score = hasScore ? sql.join(scored.score, sql` + `) : sql`0`;
  const distance = location?.centre ? sql`earth_distance(${location.centre}, ll_to_earth(c.latitude, c.longitude))` : sql`NULL::float8`;
  const where = scored.where.length > 0 ? sql.join(scored.where, sql` AND `) : sql`true`;
  const offset = (search.page - 1) * search.limit;

  // The filters name the table's columns; the outer query reads the matches by alias.
  const rows = await queryRows<Row>(
    db,
    sql`
    WITH matches AS (
      SELECT ${candidates.id} AS id, (${score})::float8 AS score FROM ${candidates} WHERE ${where}
    ), ranked AS (
      SELECT id, score, max(score) OVER () AS max_score, count(*) OVER ()::int AS count FROM matches
    )
    SELECT c.id, c.name, c.header, c.email, c.zipcode, c.validated_at, c.resume_status,
      r.score, r.max_score, r.count, ${distance} AS distance_m,
      p.id AS place_id, p.label AS place_label, p.zipcode AS place_zipcode, p.code AS place_code,
      o.id AS offer_id, o.name AS offer_name, o.org_type AS offer_org_type, o.city AS offer_city,
      o.address AS offer_address, o.zip_code AS offer_zip_code, o.department_code AS offer_department_code
    FROM ranked r
    JOIN ${candidates} c ON c.id = r.id
    LEFT JOIN ${landRegistries} p ON p.id = c.land_registry_id
    LEFT JOIN LATERAL (
      SELECT o.* FROM applications a JOIN offers o ON o.id = a.position_id
      WHERE a.candidate_id = c.id ORDER BY a.created_at DESC LIMIT 1
    ) o ON true
    ORDER BY ${orderBy(search, hasScore)}
    LIMIT ${search.limit} OFFSET ${offset}`,
  );
  const [{ total }] = (await queryRows<{ total: number }>(db, sql`SELECT count(*)::int AS total FROM ${candidates}`)) as [{ total: number }];
  return { rows: rows.map(toListRow), count: rows[0]?.count ?? (offset > 0 ? await countMatches(db, where) : 0), total };
}

/** A page past the end has no row to carry the count: counted apart. */
async function countMatches(db: Db, where: SQL): Promise<number> {
  const [row] = await queryRows<{ count: number }>(db, sql`SELECT count(*)::int AS count FROM ${candidates} WHERE ${where}`);
  return row?.count ?? 0;
}
