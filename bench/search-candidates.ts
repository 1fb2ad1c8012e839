// Benchmark (not a test): the CVthèque's search (POST /api/jobs/search_candidates_magic's
// service: criteria parsing, SQL, ranking, rows) over 100 000 invented candidates with CV texts
// (server/seed/demo-candidates.ts), on PGlite in a data directory, or on the PostgreSQL server
// of DATABASE_URL (in a database of its own, dropped at the end). Prints p50/p95/p99 per kind
// of search and overall, then the ranking's quality: nDCG@10 of each judged search
// (bench/candidate-judgements.ts: recruiters' searches graded by rules on the generated fields)
// and their mean. Aim: p95 < 150 ms on PGlite, < 50 ms on PostgreSQL; nDCG@10 ≥ 0.90.
// Usage: npm run bench:candidates  (BENCH_CANDIDATES, BENCH_ROUNDS to change the size;
// BENCH_DATA_DIR or, with DATABASE_URL, BENCH_KEEP=1 keep the filled database for the next run)
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import pg from "pg";
import { and, eq, sql } from "drizzle-orm";
import { openDatabase, type Database } from "../server/db/client";
import { MIGRATIONS_FOLDER } from "../server/boot";
import { candidates, landRegistries } from "../server/db/schema";
import type { EducationItem, WorkHistoryItem } from "../common/candidates";
import { fold, inPlace, JUDGED_SEARCHES, ndcgAt, type Grade, type JudgedCandidate, type JudgedSearch, type ResolvedPlace } from "./candidate-judgements";
import { queryRows } from "../server/lib/sql";
import { seedGeography } from "../server/seed/geography";
import { fillCommuneCoordinates } from "../server/seed/commune-coordinates";
import { insertGeneratedCandidates } from "../server/seed/demo-candidates";
import { readCandidateSearch, searchCandidates } from "../server/modules/candidates/candidate-search";
import { formatMs, measureSearches, percentile } from "./measure";

const CANDIDATES = Number(process.env.BENCH_CANDIDATES ?? 100_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 10);

async function onServer(url: string, statement: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(statement).finally(() => client.end());
}

/** A fresh database: PGlite in a temporary folder, or a new database on the server. */
async function freshDatabase(): Promise<{ database: Database; drop: () => Promise<void> }> {
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) {
    // BENCH_KEEP=1 keeps the filled database (bench_candidates) between runs.
    const kept = process.env.BENCH_KEEP === "1";
    const name = kept ? "bench_candidates" : `bench_candidates_${process.pid}`;
    await onServer(serverUrl, `CREATE DATABASE ${name}`).catch((error: { code?: string }) => {
      if (!(kept && error.code === "42P04")) throw error; // 42P04: already there
    });
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const database = await openDatabase({ databaseUrl: url.toString(), migrationsFolder: MIGRATIONS_FOLDER });
    return { database, drop: async () => (kept ? undefined : onServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)) };
  }
  // BENCH_DATA_DIR keeps the filled database between runs (filling 100 000 takes a minute or two).
  const kept = process.env.BENCH_DATA_DIR;
  const folder = kept ?? (await mkdtemp(join(tmpdir(), "bench-candidates-")));
  const database = await openDatabase({ dataDir: join(folder, "pglite"), migrationsFolder: MIGRATIONS_FOLDER });
  return { database, drop: async () => (kept ? undefined : rm(folder, { recursive: true, force: true })) };
}

async function main() {
  const { database, drop } = await freshDatabase();
  try {
    const { db } = database;
    const [{ n }] = await queryRows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM ${candidates}`);
    if (n === 0) {
      await seedGeography(db);
      await fillCommuneCoordinates(db);
      const started = performance.now();
      await insertGeneratedCandidates(db, CANDIDATES);
      console.log(`${CANDIDATES} candidats insérés en ${((performance.now() - started) / 1000).toFixed(1)} s (${database.engine})`);
    }
    // Statistics and visibility map as autovacuum leaves them (a kept database may just have migrated).
    await db.execute(sql`VACUUM ANALYZE`);

    const placeId = async (level: number, code: string) =>
      (
        await db
          .select({ id: landRegistries.id })
          .from(landRegistries)
          .where(and(eq(landRegistries.level, level), eq(landRegistries.code, code)))
      )[0]!.id;
    const [lyon, paris, gironde] = [await placeId(3, "69123"), await placeId(3, "75056"), await placeId(2, "33")];

    /** What recruiters do: a job, a skill, a degree, a person, a company, a place, and mixes. */
    const searches: Record<string, Record<string, unknown>[]> = {
      "sans critère": [{}, { page: 3 }, { sort: "-validatedAt" }],
      "tri par nom": [{ sort: "name" }, { sort: "name", page: 40 }, { sort: "-name" }, { profile: "comptable", sort: "name" }],
      profil: [{ profile: "conducteur de travaux" }, { profile: "infirmière" }, { profile: "développeur" }, { profile: "comptable" }],
      expérience: [{ skills: "lecture de plans" }, { skills: "planning" }],
      formation: [{ education: "BTS" }, { education: "master" }],
      qui: [{ contact: "Camille Marchand" }, { contact: "lefort" }, { contact: "06 12" }],
      "a travaillé chez": [{ company: "Berthier" }, { company: "Logistique Morin" }],
      lieu: [{ landRegistry: gironde }, { landRegistry: lyon, distance: 30 }, { landRegistry: paris, distance: 50 }],
      combinés: [
        { profile: "conducteur de travaux", landRegistry: lyon, distance: 50 },
        { profile: "infirmier", skills: "soins", landRegistry: gironde },
        { company: "Transports Girard", landRegistry: paris, distance: 100, sort: "-validatedAt" },
      ],
    };
    const places = await resolvePlaces(db);
    searches["jugées"] = JUDGED_SEARCHES.map((judged) => criteriaOf(judged, places));
    const run = async (criteria: Record<string, unknown>) => {
      const t0 = performance.now();
      const answer = await searchCandidates(db, readCandidateSearch(criteria));
      return { ms: performance.now() - t0, count: answer.count };
    };
    console.log(`\nsearch_candidates_magic, ${ROUNDS} passes of every search (sequential):`);
    const all = await measureSearches(searches, ROUNDS, run);
    const aim = database.engine === "postgres" ? 50 : 150;
    console.log(
      `\nsearch_candidates p50 ${formatMs(percentile(all, 50))}, p95 ${formatMs(percentile(all, 95))} over ${CANDIDATES} candidates on ${database.engine} (aim: p95 < ${aim} ms)`,
    );
    const mean = await rankingQuality(db, places);
    console.log(
      `\nnDCG@10 ${mean.toFixed(3)} (${JUDGED_SEARCHES.length} judged searches), p50 ${formatMs(percentile(all, 50))}, p95 ${formatMs(percentile(all, 95))} on ${database.engine} (aims: nDCG@10 ≥ 0.90, p95 < ${aim} ms)`,
    );
  } finally {
    await database.close();
    await drop();
  }
}

type Places = Map<string, ResolvedPlace>;
const placeKey = (place: { level: number; code: string }) => `${place.level}:${place.code}`;

/** The judged searches' places, by level and INSEE code. */
async function resolvePlaces(db: Database["db"]): Promise<Places> {
  const wanted = JUDGED_SEARCHES.flatMap((judged) => (judged.place ? [judged.place] : []));
  const rows = await queryRows<ResolvedPlace>(
    db,
    sql`SELECT id, level, code, latitude, longitude FROM ${landRegistries}
        WHERE (level, code) IN (${sql.join(
          wanted.map((place) => sql`(${place.level}::int, ${place.code})`),
          sql`, `,
        )})`,
  );
  return new Map(rows.map((row) => [placeKey(row), row]));
}

function criteriaOf(judged: JudgedSearch, places: Places): Record<string, unknown> {
  if (!judged.place) return { ...judged.criteria };
  const place = places.get(placeKey(judged.place));
  if (!place) throw new Error(`Lieu introuvable : ${placeKey(judged.place)}`);
  return { ...judged.criteria, landRegistry: place.id, distance: judged.place.km ?? null };
}

/** Every candidate as the judgements read it (folded fields), straight from the rows. */
async function judgedCandidates(db: Database["db"]): Promise<JudgedCandidate[]> {
  const rows = await queryRows<{
    id: number;
    header: string | null;
    work_history: WorkHistoryItem[];
    education: EducationItem[];
    skills: string[];
    latitude: number | null;
    longitude: number | null;
    land_registry_id: number | null;
    department_code: string | null;
  }>(
    db,
    sql`SELECT c.id, c.header, c.work_history, c.education, c.skills, c.latitude, c.longitude, c.land_registry_id, p.department_code
        FROM ${candidates} c LEFT JOIN ${landRegistries} p ON p.id = c.land_registry_id`,
  );
  return rows.map((row) => ({
    id: row.id,
    header: fold(row.header ?? ""),
    titles: row.work_history.map((w) => fold(w.title)),
    jobs: fold(row.work_history.map((w) => `${w.title}. ${w.summary}`).join("\n")),
    companies: row.work_history.map((w) => fold(w.companyName)),
    degrees: row.education.map((e) => fold(`${e.degree} ${e.field ?? ""}`)),
    skills: (row.skills ?? []).map(fold),
    latitude: row.latitude,
    longitude: row.longitude,
    landRegistryId: row.land_registry_id,
    departmentCode: row.department_code,
  }));
}

/** nDCG@10 of each judged search (its first 10 rows against every candidate's grade), and the mean. */
async function rankingQuality(db: Database["db"], places: Places): Promise<number> {
  const everyone = await judgedCandidates(db);
  console.log(`\nRanking quality: nDCG@10 per judged search (grades 2/1/0 by rule, bench/candidate-judgements.ts)`);
  console.log("search".padEnd(42), "nDCG@10".padStart(8), "  relevant (2/1)", "  found", "  top 10 grades");
  const scores: number[] = [];
  for (const judged of JUDGED_SEARCHES) {
    const place = judged.place ? places.get(placeKey(judged.place))! : null;
    const grades = new Map<number, Grade>();
    for (const candidate of everyone) {
      const grade = place && !inPlace(candidate, place, judged.place!.km) ? 0 : judged.grade(candidate);
      if (grade > 0) grades.set(candidate.id, grade);
    }
    const answer = await searchCandidates(db, readCandidateSearch({ ...criteriaOf(judged, places), limit: 10 }));
    const ranked = answer.rows.map((row) => grades.get(row.id) ?? 0);
    const score = ndcgAt(10, ranked, [...grades.values()]);
    const counts = [2, 1].map((g) => [...grades.values()].filter((grade) => grade === g).length).join("/");
    if (score == null) {
      console.log(judged.label.padEnd(42), "   —    ", `  no relevant candidate: fix the judged set`);
      continue;
    }
    scores.push(score);
    console.log(judged.label.padEnd(42), score.toFixed(3).padStart(8), `  ${counts}`.padEnd(17), String(answer.count).padStart(7), "  ", ranked.join(""));
  }
  return scores.reduce((sum, s) => sum + s, 0) / Math.max(1, scores.length);
}

await main();
