import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { Database } from "../../server/db/client";
import { candidateSearchTotal, tags } from "../../server/db/schema";
import { createTestDatabase } from "./test-db";

// A test file gets a database as the migrations leave it, even when its worker hands it the
// copy a previous file closed (PGlite): nothing that file wrote can change what this one sees.
it("a copy taken again after a close is back to the template: no rows, ids from 1, the migrations' own rows", async () => {
  const previous = await createTestDatabase();
  await previous.db.insert(tags).values([
    { slug: "btp", title: "BTP" },
    { slug: "industrie", title: "Industrie" },
  ]);
  await previous.db.update(candidateSearchTotal).set({ total: 42 });
  await previous.close();

  const next = await createTestDatabase();
  try {
    if (!process.env.DATABASE_URL) expect(next.db, "the worker handed out the same PGlite copy").toBe(previous.db);
    expect(await next.db.select().from(tags)).toEqual([]);
    const [inserted] = await next.db.insert(tags).values({ slug: "tertiaire", title: "Tertiaire" }).returning();
    expect(inserted.id).toBe(1);
    expect(await next.db.select().from(candidateSearchTotal)).toEqual([{ id: true, total: 0 }]);
  } finally {
    await next.close();
  }
});

// A file that asks for the communes gets them as a first start leaves them, whatever a file
// before it wrote in its own copy; the other files get none.
describe("with the communes", () => {
  it("every commune placed, in each copy; a copy without them has none", async () => {
    const first = await createTestDatabase({ communes: true });
    const communes = sql`SELECT count(*)::int AS n, count(latitude)::int AS placed FROM land_registries WHERE level = 3`;
    const counts = async (database: Database) => ((await database.db.execute(communes)) as unknown as { rows: { n: number; placed: number }[] }).rows[0];
    const seeded = await counts(first);
    expect(seeded.n).toBeGreaterThan(34_000);
    expect(seeded.placed).toBe(seeded.n);
    await first.db.execute(sql`DELETE FROM land_registries WHERE level = 3 AND code = '69123'`);
    await first.close();

    const second = await createTestDatabase({ communes: true });
    expect(await counts(second)).toEqual(seeded);
    await second.close();
    const plain = await createTestDatabase();
    try {
      expect(await counts(plain)).toEqual({ n: 0, placed: 0 });
    } finally {
      await plain.close();
    }
  });
});
