// Benchmark (not a test): GET /api/jobs/search_positions over 100 000 offers on PGlite (a data
// directory, as `npm start` uses), through the Hono app in process: query parsing, SQL,
// ranking and JSON. Prints p50/p95/p99 per kind of search and overall. Aim: p95 < 30 ms.
// Usage: npm run bench:search  (BENCH_OFFERS, BENCH_ROUNDS to change the size; BENCH_DATA_DIR
// keeps the filled database for the next run: filling 100 000 offers takes a few minutes)
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { sql } from "drizzle-orm";
import { openDatabase } from "../server/db/client";
import { queryRows } from "../server/lib/sql";
import { MIGRATIONS_FOLDER } from "../server/boot";
import { createApp } from "../server/app";
import { loadConfig } from "../server/config";
import { createLogger } from "../server/lib/logger";
import { seedGeography } from "../server/seed/geography";
import { generatedOfferInputs } from "../server/seed/demo-offers";
import { insertOffers, searchOffers } from "../server/modules/offers/offers.service";
import { readOfferSearch } from "../common/offer-search";
import { throttleWindowsFor } from "../server/lib/throttle-windows";
import { createCaptchaService } from "../server/modules/captcha/captcha.service";
import { createMailer } from "../server/modules/mail/mail.service";
import { createReviewsSource } from "../server/modules/agencies/reviews";
import { servedRoutes } from "../common/served-routes";
import { formatMs as format, measureSearches, percentile } from "./measure";

const OFFERS = Number(process.env.BENCH_OFFERS ?? 100_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 40);
const UNCACHED_ROUNDS = Number(process.env.BENCH_UNCACHED_ROUNDS ?? 5);

/** What visitors do: browse, type a job, pick a place, a contract, a salary, and mix them. */
const SEARCHES: Record<string, string[]> = {
  "sans critère": ["", "page=2", "page=7&limit=25"],
  texte: ["query=ingenieur", "query=technicien%20maintenance", "query=comptable", "query=commercial", "query=dével", "query=chef%20de%20chantier"],
  lieu: ["location=69", "location=Gironde", "location=Lyon", "location=nan", "location=33700"],
  "contrat / secteur": ["contract=CDD", "contract=Freelance", "domain=BTP%20%2F%20Construction"],
  salaire: ["salaryMin=40000", "salaryMin=30000&salaryMax=45000"],
  combinés: [
    "query=technicien&location=69&contract=CDI",
    "query=ingenieur&salaryMin=45000",
    "query=commercial&location=Gironde&page=2",
    "location=Lyon&contract=CDI&salaryMin=30000",
  ],
  // Issue 47: how job seekers type (feminine forms, sectors, synonyms, typos, places as they come).
  "féminin / synonyme": ["query=serveuse", "query=cheffe%20de%20projet", "query=restauration", "query=informatique", "query=dev%20ops", "query=RH"],
  "faute de frappe": ["query=comptble", "query=devloppeur"],
  "lieux (issue 47)": [
    "location=saint%20herblain",
    "location=PACA",
    "location=Paris%2015",
    "location=Lyon%203e",
    "location=Nantes&distance=20",
    "location=Lyon&distance=50",
  ],
  "tri / combinés": ["query=comptable&sort=date", "query=infirmier&location=Bretagne", "query=serveur&location=Nantes&distance=20"],
};

async function main() {
  const kept = process.env.BENCH_DATA_DIR;
  const dataDir = kept ?? (await mkdtemp(join(tmpdir(), "bench-search-")));
  // One client asks every search: its calls are counted (the limiter's cost is measured) but never refused.
  const config = loadConfig({
    NODE_ENV: "production",
    PUBLIC_URL: "http://127.0.0.1:3000",
    LOG_LEVEL: "silent",
    DATA_DIR: dataDir,
    SEARCH_BUDGET_PER_MINUTE: "1000000",
  });
  const database = await openDatabase({ dataDir: join(dataDir, "pglite"), migrationsFolder: MIGRATIONS_FOLDER });
  try {
    const logger = createLogger("silent");
    const [{ n }] = await queryRows<{ n: number }>(database.db, sql`SELECT count(*)::int AS n FROM offers`);
    if (n === 0) {
      await seedGeography(database.db, { communes: false });
      const started = performance.now();
      await insertOffers(database.db, generatedOfferInputs(OFFERS, new Date()));
      console.log(`${OFFERS} offres insérées en ${((performance.now() - started) / 1000).toFixed(1)} s (PGlite, ${database.engine})`);
    }
    await database.db.execute(sql`VACUUM ANALYZE`); // as the daily maintenance task does

    const app = createApp({
      db: database.db,
      config,
      logger,
      version: { tag: "bench", ref: "bench" },
      served: servedRoutes({}),
      captcha: createCaptchaService(config),
      throttleWindows: throttleWindowsFor(database),
      mailer: createMailer(config, logger),
      reviews: createReviewsSource(config, database.db, logger),
    });
    const run = async (query: string) => {
      const t0 = performance.now();
      const response = await app.request(`/api/jobs/search_positions?${query}`);
      const body = (await response.json()) as { count: number };
      if (response.status !== 200) throw new Error(`${query}: ${response.status}`);
      return { ms: performance.now() - t0, count: body.count };
    };

    console.log(`\nsearch_positions, ${ROUNDS} passes of every search (sequential):`);
    const all = await measureSearches(SEARCHES, ROUNDS, run);
    console.log(`\nsearch_positions p50 ${format(percentile(all, 50))}, p95 ${format(percentile(all, 95))} over ${OFFERS} positions (aim: p95 < 30 ms)`);

    // The API keeps each answer until the offers change (read-cache.ts): the passes above mostly
    // read that cache. The service itself, every time, is what a new search costs.
    console.log(`\nsearchOffers (the service, no answer cache), ${UNCACHED_ROUNDS} passes:`);
    const direct = async (query: string) => {
      const t0 = performance.now();
      const answer = await searchOffers(database.db, readOfferSearch(new URLSearchParams(query)).search);
      return { ms: performance.now() - t0, count: answer.count };
    };
    const uncached = await measureSearches(SEARCHES, UNCACHED_ROUNDS, direct);
    console.log(`\nsearchOffers p50 ${format(percentile(uncached, 50))}, p95 ${format(percentile(uncached, 95))} over ${OFFERS} positions, uncached`);
  } finally {
    await database.close();
    if (!kept) await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
