import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { and, count, eq, isNotNull } from "drizzle-orm";
import { expect, inject, it } from "vitest";
import { openDatabase, type Database } from "../db/client";
import { MIGRATIONS_FOLDER } from "../boot";
import { landRegistries, siteMapEntries } from "../db/schema";
import { seedDatabase, seedSteps } from ".";
import { fillCommuneCoordinates } from "./commune-coordinates";
import { createTestDatabase } from "../../tests/support/test-db";

const countRows = async (database: Database) => (await database.db.select({ n: count() }).from(landRegistries))[0].n;

it("loads reference data on first start only and a restart keeps the data", async () => {
  // PGlite on disk is closed and reopened like a restart; on PostgreSQL the same database
  // is seeded twice (DATABASE_URL set). The first start's folder is the migrated template
  // unpacked: migrating it again here would take a core for 5 to 15 s.
  const dir = process.env.DATABASE_URL ? null : mkdtempSync(join(tmpdir(), "seed-"));
  const open = (template?: Blob) => (dir ? openDatabase({ dataDir: dir, template, migrationsFolder: MIGRATIONS_FOLDER }) : createTestDatabase());
  let database = await open(dir ? new Blob([readFileSync(inject("databaseTemplate"))]) : undefined);
  try {
    const firstStart = await seedDatabase(database.db, "Alto Recrutement");
    expect(firstStart).toEqual(seedSteps("Alto Recrutement").map((step) => step.name));
    expect(firstStart.slice(0, 3)).toEqual(["reference:geography", "reference:commune-coordinates", "reference:site-map"]);
    const loaded = await countRows(database);
    expect(loaded).toBeGreaterThan(34_000);
    // Every commune can be placed on the map and searched by distance; a quarter by its own town.
    const sources = await database.db
      .select({ source: landRegistries.coordinatesSource, n: count() })
      .from(landRegistries)
      .where(and(eq(landRegistries.level, 3), isNotNull(landRegistries.latitude)))
      .groupBy(landRegistries.coordinatesSource);
    const bySource = Object.fromEntries(sources.map((s) => [s.source ?? "agency", s.n]));
    expect(Object.values(bySource).reduce((a, b) => a + b, 0)).toBe(loaded - 1 - 18 - 101);
    expect(bySource.geonames).toBeGreaterThan(8_000);
    // A database seeded before communes were placed on insert: the coordinates step places them.
    const [placed] = await database.db
      .select()
      .from(landRegistries)
      .where(and(eq(landRegistries.level, 3), eq(landRegistries.coordinatesSource, "geonames")))
      .limit(1);
    const commune = eq(landRegistries.id, placed.id);
    await database.db.update(landRegistries).set({ latitude: null, longitude: null, coordinatesSource: null }).where(commune);
    expect(await fillCommuneCoordinates(database.db)).toEqual({ geonames: 1, arrondissement: 0, department: 0 });
    const [after] = await database.db.select().from(landRegistries).where(commune);
    expect([after.latitude, after.longitude]).toEqual([placed.latitude, placed.longitude]);
    // A staff edit made after the first start must survive restarts.
    await database.db.update(siteMapEntries).set({ label: "Nos agences partout" }).where(eq(siteMapEntries.label, "Nos agences"));

    if (dir) {
      await database.close();
      database = await open();
    }
    expect(await seedDatabase(database.db, "Alto Recrutement")).toEqual([]);
    expect(await countRows(database)).toBe(loaded);
    const renamed = await database.db.select().from(siteMapEntries).where(eq(siteMapEntries.label, "Nos agences partout"));
    expect(renamed).toHaveLength(1);
  } finally {
    await database.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  }
}, 120_000); // the whole first start: 35 000 communes and every demo step, twice
