import { createHash } from "node:crypto";
import { eq, lt, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { throttleWindows } from "../db/schema";

/** A counting window's state, kept until `expiresAt` (ms since the epoch). */
export type Window<State> = { state: State; expiresAt: number };

/**
 * Where rate limits and the sign-in throttle keep their counts. One instance keeps them in
 * memory; instances sharing one PostgreSQL keep them in it, so a client spreading attempts
 * over several instances is counted once (issue 21).
 */
export type ThrottleWindows = {
  /**
   * Replaces the window under `key` by `next(current)` in one step (no other instance can
   * write between the read and the write) and returns the new state. `current` is undefined
   * when there is none or it expired; `next` returning undefined deletes the window.
   */
  update<State>(key: string, next: (current: State | undefined, now: number) => Window<State> | undefined): Promise<State | undefined>;
  read<State>(key: string): Promise<State | undefined>;
};

/** Beyond this many windows in memory, the expired ones are dropped. */
const MEMORY_SWEEP_AT = 10_000;

/** Windows in this process's memory; `peek` reads one at once, for a caller that cannot wait. */
export function memoryThrottleWindows(clock: () => number = Date.now): ThrottleWindows & { peek<State>(key: string): State | undefined } {
  const windows = new Map<string, Window<unknown>>();
  // Windows still open survive a sweep: the next one waits until the map has doubled, or clients
  // from many addresses (an IPv6 range) would make every update walk them all (1.5 ms an update
  // at 60,000 addresses).
  let sweepAt = MEMORY_SWEEP_AT;
  const current = <State>(key: string, now: number) => {
    const window = windows.get(key);
    return window && window.expiresAt > now ? (window.state as State) : undefined;
  };
  return {
    async update(key, next) {
      const now = clock();
      if (windows.size > sweepAt) {
        for (const [k, w] of windows) if (w.expiresAt <= now) windows.delete(k);
        sweepAt = Math.max(MEMORY_SWEEP_AT, 2 * windows.size);
      }
      const window = next(current(key, now), now);
      if (window) windows.set(key, window);
      else windows.delete(key);
      return window?.state;
    },
    async read(key) {
      return current(key, clock());
    },
    peek: (key) => current(key, clock()),
  };
}

/** Deleting expired rows once in this many writes keeps the table to the windows in use. */
const SWEEP_EVERY = 100;

/** Pseudonymous: the table never holds an address or an e-mail in clear. */
const rowKey = (key: string) => createHash("sha256").update(key).digest("base64url");

export function databaseThrottleWindows(db: Db, clock: () => number = Date.now): ThrottleWindows {
  let writes = 0;
  const current = <State>(row: { state: unknown; expiresAt: Date } | undefined, now: number) =>
    row && row.expiresAt.getTime() > now ? (row.state as State) : undefined;
  return {
    async update(key, next) {
      const id = rowKey(key);
      const now = clock();
      const state = await db.transaction(async (tx) => {
        // The row exists before it is locked, so two instances counting the same key queue
        // on the lock instead of both inserting.
        await tx
          .insert(throttleWindows)
          .values({ key: id, state: sql`'null'::jsonb`, expiresAt: new Date(0) })
          .onConflictDoNothing();
        const [row] = await tx.select().from(throttleWindows).where(eq(throttleWindows.key, id)).for("update");
        const window = next(current(row, now), now);
        if (!window) {
          await tx.delete(throttleWindows).where(eq(throttleWindows.key, id));
          return undefined;
        }
        await tx
          .update(throttleWindows)
          .set({ state: window.state, expiresAt: new Date(window.expiresAt) })
          .where(eq(throttleWindows.key, id));
        return window.state;
      });
      if (++writes % SWEEP_EVERY === 0) {
        await db.delete(throttleWindows).where(lt(throttleWindows.expiresAt, new Date(now)));
      }
      return state;
    },
    async read(key) {
      const [row] = await db
        .select()
        .from(throttleWindows)
        .where(eq(throttleWindows.key, rowKey(key)));
      return current(row, clock());
    },
  };
}

/** Shared through the database when it is a server several instances use; in memory otherwise. */
export const throttleWindowsFor = (database: { db: Db; engine: "pglite" | "postgres" }): ThrottleWindows =>
  database.engine === "postgres" ? databaseThrottleWindows(database.db) : memoryThrottleWindows();
