import { eq, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { seedRuns } from "../db/schema";
import type { Logger } from "../lib/logger";
import { seedGeography } from "./geography";
import { seedSiteMap } from "./site-map";
import { fillCommuneCoordinates } from "./commune-coordinates";
import { seedFaq } from "./faq";
import { seedServicePages } from "./service-pages";
import { seedAgencies } from "./agencies";
import { seedIndependents } from "./independents";
import { seedTeamAndPartners } from "./team-partners";
import { seedJobProfiles } from "./job-profiles";
import { seedCityPages } from "./city-pages";
import { seedDemoOffers } from "./demo-offers";
import { seedDemoCandidates } from "./demo-candidates";
import { seedEditorial } from "./editorial";
import { seedTrainings } from "./trainings";
import { rederiveOfferTexts } from "../modules/offers/offers.service";

/**
 * One-time loads, each recorded in seed_runs so a restart never loads it twice and never
 * overwrites what staff changed since. Later issues append their demo content here.
 */
export function seedSteps(brandName: string): { name: string; run: (db: Db) => Promise<void> }[] {
  return [
    { name: "reference:geography", run: (db) => seedGeography(db) },
    { name: "reference:commune-coordinates", run: (db) => fillCommuneCoordinates(db).then(() => undefined) },
    { name: "reference:site-map", run: (db) => seedSiteMap(db, brandName) },
    { name: "demo:faq", run: (db) => seedFaq(db, brandName) },
    { name: "demo:service-pages", run: (db) => seedServicePages(db) },
    { name: "demo:agencies", run: (db) => seedAgencies(db, brandName) },
    { name: "demo:independents", run: (db) => seedIndependents(db) },
    { name: "demo:team-partners", run: (db) => seedTeamAndPartners(db, brandName) },
    { name: "demo:job-profiles", run: (db) => seedJobProfiles(db) },
    { name: "demo:city-pages", run: (db) => seedCityPages(db) },
    { name: "demo:positions", run: (db) => seedDemoOffers(db) },
    { name: "demo:candidates", run: (db) => seedDemoCandidates(db) },
    { name: "demo:editorial", run: (db) => seedEditorial(db) },
    { name: "demo:trainings", run: (db) => seedTrainings(db) },
    // Data steps: an existing database's derived values brought to a changed rule, once.
    { name: "data:offer-plain-text-punctuation", run: (db) => rederiveOfferTexts(db).then(() => undefined) },
  ];
}

export async function seedDatabase(db: Db, brandName: string, logger?: Logger): Promise<string[]> {
  const applied: string[] = [];
  for (const step of seedSteps(brandName)) {
    const done = await db.select().from(seedRuns).where(eq(seedRuns.name, step.name));
    if (done.length > 0) continue;
    const started = Date.now();
    // Step and its record commit together: an interrupted first start retries cleanly.
    await db.transaction(async (tx) => {
      await step.run(tx as unknown as Db);
      await tx.insert(seedRuns).values({ name: step.name });
    });
    logger?.info({ step: step.name, ms: Date.now() - started }, "seed step applied");
    applied.push(step.name);
  }
  // Fresh statistics for the planner (PGlite has no autovacuum to gather them).
  if (applied.length > 0) await db.execute(sql`ANALYZE`);
  return applied;
}
