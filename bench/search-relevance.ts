// Benchmark (not a test) of the offers search's relevance (issue 47): the demo offers in a fresh
// PGlite (with the communes and their coordinates, as a first start loads them), every search of
// bench/offer-judgements.ts through GET /api/jobs/search_positions' service, and per kind of
// query: nDCG@10 (graded), precision@3 (out of the relevant offers there are, at most 3) and
// recall (every page). Goal: nDCG@10 ≥ 0.90 overall and ≥ 0.80 for every kind.
// Usage: npm run bench:search-relevance  (RELEVANCE_VERBOSE=1 prints each query's top 5)
import { sql } from "drizzle-orm";
import { openDatabase } from "../server/db/client";
import { MIGRATIONS_FOLDER } from "../server/boot";
import { seedGeography } from "../server/seed/geography";
import { fillCommuneCoordinates } from "../server/seed/commune-coordinates";
import { seedDemoOffers } from "../server/seed/demo-offers";
import { searchOffersFromQuery } from "../server/modules/offers/offers.service";
import { JUDGEMENTS, QUERY_KINDS, type JudgedOffer, type Judgement, type QueryKind } from "./offer-judgements";

const GOAL = { overall: 0.9, perKind: 0.8 };
const VERBOSE = process.env.RELEVANCE_VERBOSE === "1";

type Scores = { ndcg: number; precision: number; recall: number };

const gain = (grade: number) => 2 ** grade - 1;
function dcg(grades: number[]) {
  return grades.slice(0, 10).reduce((sum, grade, i) => sum + gain(grade) / Math.log2(i + 2), 0);
}

function describe(judgement: Judgement) {
  return [judgement.query && `«${judgement.query}»`, judgement.location && `à «${judgement.location}»`, judgement.distance && `${judgement.distance} km`]
    .filter(Boolean)
    .join(" ");
}

async function main() {
  const database = await openDatabase({ dataDir: "memory://", migrationsFolder: MIGRATIONS_FOLDER });
  const { db } = database;
  try {
    await seedGeography(db);
    await fillCommuneCoordinates(db);
    await seedDemoOffers(db);
    const { rows: listed } = (await db.execute(sql`
      SELECT o.id, o.name, o.industry, o.tags, o.city, o.department_code AS "departmentCode", d.region_code AS "regionCode",
             o.zip_code AS "zipCode", o.latitude, o.longitude
      FROM offers o LEFT JOIN land_registries d ON d.level = 2 AND d.code = o.department_code
      WHERE o.state = 'published' AND o.is_active AND o.org_type <> 'pool'`)) as unknown as { rows: (JudgedOffer & { id: number })[] };
    console.log(`${listed.length} offres publiées, ${JUDGEMENTS.length} recherches jugées\n`);

    const byKind = new Map<QueryKind, Scores[]>();
    const unjudgeable: string[] = [];
    for (const judgement of JUDGEMENTS) {
      const grades = new Map(listed.map((offer) => [offer.id, judgement.grade(offer)]));
      const relevant = [...grades.values()].filter((grade) => grade > 0);
      if (relevant.length === 0) {
        unjudgeable.push(describe(judgement));
        continue;
      }
      const found: { id: number; name: string; city: string | null }[] = [];
      for (let page = 1; ; page++) {
        const params = new URLSearchParams({ page: String(page), limit: "100" });
        if (judgement.query) params.set("query", judgement.query);
        if (judgement.location) params.set("location", judgement.location);
        if (judgement.distance) params.set("distance", String(judgement.distance));
        const answer = await searchOffersFromQuery(db, params);
        found.push(...answer.rows);
        if (answer.rows.length < 100 || page * 100 >= answer.count) break;
      }
      const foundGrades = found.map((row) => grades.get(row.id) ?? 0);
      const ideal = [...grades.values()].sort((a, b) => b - a);
      const scores: Scores = {
        ndcg: dcg(foundGrades) / dcg(ideal),
        precision: foundGrades.slice(0, 3).filter((grade) => grade > 0).length / Math.min(3, relevant.length),
        recall: foundGrades.filter((grade) => grade > 0).length / relevant.length,
      };
      byKind.set(judgement.kind, [...(byKind.get(judgement.kind) ?? []), scores]);
      if (VERBOSE || scores.ndcg < 0.8)
        console.log(
          `${judgement.kind.padEnd(16)} ${describe(judgement).padEnd(44)} nDCG ${scores.ndcg.toFixed(2)}  P@3 ${scores.precision.toFixed(2)}  rappel ${scores.recall.toFixed(2)}  (${found.length} trouvées, ${relevant.length} pertinentes)` +
            (VERBOSE || scores.ndcg < 0.8
              ? `\n${found
                  .slice(0, 5)
                  .map((row) => `      ${grades.get(row.id)} ${row.name} · ${row.city}`)
                  .join("\n")}`
              : ""),
        );
    }

    const mean = (list: Scores[], key: keyof Scores) => list.reduce((sum, s) => sum + s[key], 0) / list.length;
    const all = [...byKind.values()].flat();
    console.log(`\n${"type de recherche".padEnd(18)} ${"n".padStart(3)}  nDCG@10  P@3   rappel`);
    let perKindMet = true;
    for (const kind of QUERY_KINDS) {
      const list = byKind.get(kind);
      if (!list) continue;
      const ndcg = mean(list, "ndcg");
      if (ndcg < GOAL.perKind) perKindMet = false;
      console.log(
        `${kind.padEnd(18)} ${String(list.length).padStart(3)}  ${ndcg.toFixed(3)}    ${mean(list, "precision").toFixed(2)}  ${mean(list, "recall").toFixed(2)}${ndcg < GOAL.perKind ? "  < 0.80" : ""}`,
      );
    }
    const overall = mean(all, "ndcg");
    console.log(
      `${"ensemble".padEnd(18)} ${String(all.length).padStart(3)}  ${overall.toFixed(3)}    ${mean(all, "precision").toFixed(2)}  ${mean(all, "recall").toFixed(2)}`,
    );
    if (unjudgeable.length) console.log(`\nSans offre pertinente dans les données de démonstration (non comptées) : ${unjudgeable.join(", ")}`);
    const met = overall >= GOAL.overall && perKindMet;
    console.log(`\nObjectif (nDCG@10 ≥ ${GOAL.overall} au total, ≥ ${GOAL.perKind} par type) : ${met ? "atteint" : "non atteint"}`);
  } finally {
    await database.close();
  }
}

await main();
