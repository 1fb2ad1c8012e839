import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { lt } from "drizzle-orm";
import { createTestDatabase } from "../../tests/support/test-db";
import type { Database } from "../db/client";
import { throttleWindows as throttleWindowsTable } from "../db/schema";
import { createRateLimiter } from "./rate-limit";
import { databaseThrottleWindows, memoryThrottleWindows, type ThrottleWindows } from "./throttle-windows";

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

type Count = { count: number };
const increment = (current: Count | undefined, now: number) => ({ state: { count: (current?.count ?? 0) + 1 }, expiresAt: now + 60_000 });

const stores: [string, (clock: () => number) => ThrottleWindows][] = [
  ["in memory", (clock) => memoryThrottleWindows(clock)],
  ["in the database", (clock) => databaseThrottleWindows(database.db, clock)],
];

describe.each(stores)("throttle windows %s", (_name, storeWith) => {
  it("counts every one of simultaneous updates of one key", async () => {
    const windows = storeWith(Date.now);
    const key = `simultaneous-${Math.random()}`;
    await Promise.all(Array.from({ length: 12 }, () => windows.update<Count>(key, increment)));
    expect(await windows.read<Count>(key)).toEqual({ count: 12 });
  });

  it("forgets a window once it expired, and deletes one on request", async () => {
    let now = 1_000_000;
    const windows = storeWith(() => now);
    await windows.update<Count>("expiring", increment);
    await windows.update<Count>("expiring", increment);
    now += 59_000;
    expect(await windows.read<Count>("expiring")).toEqual({ count: 2 });
    now += 2_000;
    expect(await windows.read<Count>("expiring")).toBeUndefined();
    expect(await windows.update<Count>("expiring", increment)).toEqual({ count: 1 });
    await windows.update("expiring", () => undefined);
    expect(await windows.read<Count>("expiring")).toBeUndefined();
  });

  it("keeps each rate limiter's counts apart", async () => {
    const windows = storeWith(Date.now);
    const contact = createRateLimiter(windows, `contact-${Math.random()}`, { limit: 1, windowMs: 60_000 });
    const alerts = createRateLimiter(windows, `alerts-${Math.random()}`, { limit: 1, windowMs: 60_000 });
    expect((await contact.hit("203.0.113.7")).allowed).toBe(true);
    expect((await alerts.hit("203.0.113.7")).allowed).toBe(true);
    const refused = await contact.hit("203.0.113.7");
    expect(refused).toEqual({ allowed: false, retryAfterSeconds: 60 });
  });
});

describe("throttle windows in the database", () => {
  it("never stores what they count in clear, and shares counts between two stores (two instances)", async () => {
    const first = createRateLimiter(databaseThrottleWindows(database.db), "shared", { limit: 2, windowMs: 60_000 });
    const second = createRateLimiter(databaseThrottleWindows(database.db), "shared", { limit: 2, windowMs: 60_000 });
    expect((await first.hit("198.51.100.77")).allowed).toBe(true);
    expect((await second.hit("198.51.100.77")).allowed).toBe(true);
    expect((await first.hit("198.51.100.77")).allowed).toBe(false);
    const keys = await database.db.select({ key: throttleWindowsTable.key }).from(throttleWindowsTable);
    expect(keys.length).toBeGreaterThan(0);
    expect(keys.some(({ key }) => key.includes("198.51.100.77") || key.includes("shared"))).toBe(false);
  });

  it("deletes expired rows as it writes", async () => {
    let now = Date.now();
    const windows = databaseThrottleWindows(database.db, () => now);
    await windows.update<Count>("old-window", increment);
    now += 120_000;
    for (let i = 0; i < 100; i++) await windows.update<Count>(`sweep-${i}`, increment);
    const expired = await database.db.$count(throttleWindowsTable, lt(throttleWindowsTable.expiresAt, new Date(now)));
    expect(expired).toBe(0);
  });
});
