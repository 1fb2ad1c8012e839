import { describe, expect, it } from "vitest";
import { contentChanged } from "./content-changes";
import { cachedRead, memoizedRead } from "./read-cache";

describe("the read cache", () => {
  it("reads once per database and arguments until the content changes", async () => {
    const db = {};
    const otherDb = {};
    const calls: string[] = [];
    const findPage = memoizedRead("findPage", async (_db: object, slug: string) => {
      calls.push(slug);
      return { slug, title: `Page ${slug}` };
    });
    expect(await findPage(db, "a")).toEqual({ slug: "a", title: "Page a" });
    await findPage(db, "a");
    await findPage(db, "b");
    await findPage(otherDb, "a");
    expect(calls).toEqual(["a", "b", "a"]);

    contentChanged(db);
    await findPage(db, "a");
    await findPage(otherDb, "a");
    expect(calls).toEqual(["a", "b", "a", "a"]);
  });

  it("finds the database in the dependencies a read takes", async () => {
    const deps = { db: {}, config: { brand: "Alto" } };
    let calls = 0;
    const listFooter = memoizedRead("listFooter", async (_deps: typeof deps) => ++calls);
    await listFooter(deps);
    await listFooter({ ...deps });
    expect(calls).toBe(1);
    contentChanged(deps.db);
    await listFooter(deps);
    expect(calls).toBe(2);
  });

  it("does not keep a failed read, and expires entries", async () => {
    const db = {};
    let calls = 0;
    const flaky = () => (++calls === 1 ? Promise.reject(new Error("base indisponible")) : Promise.resolve(calls));
    await expect(cachedRead(db, "k", flaky)).rejects.toThrow("base indisponible");
    expect(await cachedRead(db, "k", flaky)).toBe(2);
    expect(await cachedRead(db, "k", flaky)).toBe(2);
    expect(await cachedRead(db, "k", flaky, Date.now() + 6 * 60_000)).toBe(3);
  });

  it("shares frozen values: a caller cannot change what the next one reads", async () => {
    const db = {};
    const offers = await cachedRead(db, "offers", async () => ({ rows: [{ title: "Soudeur" }] }));
    expect(() => {
      (offers.rows[0] as { title: string }).title = "changé";
    }).toThrow(TypeError);
    expect((await cachedRead(db, "offers", async () => ({ rows: [] as { title: string }[] }))).rows[0].title).toBe("Soudeur");
  });
});
