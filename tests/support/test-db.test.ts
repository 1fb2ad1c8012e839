import { expect, it } from "vitest";
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
