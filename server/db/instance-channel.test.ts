import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import pg from "pg";
import { createTestDatabase } from "../../tests/support/test-db";
import { openInstanceChannel } from "./instance-channel";

// LISTEN/NOTIFY needs a PostgreSQL server (CI's `npm run test:db`); the embedded database
// serves one instance, which has no one to tell.
const serverUrl = process.env.DATABASE_URL;

describe.skipIf(!serverUrl)("the channel between instances", () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let pool: pg.Pool;
  beforeAll(async () => {
    database = await createTestDatabase();
    pool = new pg.Pool({ connectionString: database.url });
  });
  afterAll(async () => {
    await pool?.end();
    await database?.close();
  });

  it("delivers each message to every listener, and listens again after its connection is cut", async () => {
    const heard: string[] = [];
    const reconnects = vi.fn();
    const errors = vi.fn();
    const listener = openInstanceChannel(database.url!, pool, "essai_canal", { onMessage: (m) => heard.push(m), onReconnect: reconnects, onError: errors });
    const sender = openInstanceChannel(database.url!, pool, "essai_canal", { onMessage: () => {}, onReconnect: () => {}, onError: () => {} });
    const listening = async () =>
      (await pool.query(`SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND query = 'LISTEN "essai_canal"'`)).rows[0].n;
    await vi.waitFor(async () => expect(await listening()).toBe(2));

    await sender.send("un");
    await vi.waitFor(() => expect(heard).toEqual(["un"]));

    // As when PostgreSQL restarts: the server ends the listening connections.
    await pool.query(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND query = 'LISTEN "essai_canal"'`);
    await vi.waitFor(() => expect(reconnects).toHaveBeenCalledTimes(1), { timeout: 5_000 });
    expect(errors).toHaveBeenCalled();
    await sender.send("deux");
    await vi.waitFor(() => expect(heard).toEqual(["un", "deux"]), { timeout: 5_000 });

    await listener.close();
    await sender.close();
    await vi.waitFor(async () => expect(await listening()).toBe(0));
  });
});
