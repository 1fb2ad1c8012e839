import { afterAll, beforeAll, describe, expect, it } from "vitest";
import net from "node:net";
import { sql } from "drizzle-orm";
import { createTestApp, type TestApp } from "../../tests/support/test-app";
import { createApp } from "../app";
import { openDatabase, type Database } from "./client";
import { MIGRATIONS_FOLDER } from "../boot";
import { DATABASE_UNAVAILABLE } from "../lib/database-outage";

/** A TCP relay to PostgreSQL that the test can cut and restore, like a server restart. */
function startRelay(target: { host: string; port: number }) {
  const sockets = new Set<net.Socket>();
  let server: net.Server | undefined;
  let port = 0;
  const listen = () =>
    new Promise<void>((resolve) => {
      server = net.createServer((client) => {
        const upstream = net.connect(target.port, target.host);
        for (const socket of [client, upstream]) {
          sockets.add(socket);
          socket.on("error", () => undefined);
          socket.on("close", () => sockets.delete(socket));
        }
        client.pipe(upstream).pipe(client);
      });
      server.listen(port, "127.0.0.1", () => {
        port = (server!.address() as net.AddressInfo).port;
        resolve();
      });
    });
  return {
    listen,
    get port() {
      return port;
    },
    cut: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server!.close(() => resolve());
      }),
  };
}

// CI runs the database tests on PostgreSQL too (DATABASE_URL): a real server can go away.
describe.skipIf(!process.env.DATABASE_URL)("PostgreSQL going away and coming back", () => {
  let t: TestApp;
  let relayed: Database;
  let relay: ReturnType<typeof startRelay>;

  beforeAll(async () => {
    t = await createTestApp();
    const result = (await t.deps.db.execute(sql`SELECT current_database() AS name`)) as unknown as { rows: { name: string }[] };
    const [{ name }] = result.rows;
    const server = new URL(process.env.DATABASE_URL!);
    relay = startRelay({ host: server.hostname, port: Number(server.port || 5432) });
    await relay.listen();
    const url = new URL(server);
    url.host = `127.0.0.1:${relay.port}`;
    url.pathname = `/${name}`;
    relayed = await openDatabase({ databaseUrl: url.toString(), migrationsFolder: MIGRATIONS_FOLDER, onConnectionError: () => undefined });
  });
  afterAll(async () => {
    await relayed?.close().catch(() => undefined);
    await t?.close();
  });

  it("answers 503 with its French message while the database is out of reach, then 200 again without a restart", async () => {
    const app = createApp({ ...t.deps, db: relayed.db });
    const health = () => app.request("/api/health");
    expect((await health()).status).toBe(200);
    expect((await app.request("/api/branding/get_sitemap")).status).toBe(200);

    await relay.cut();
    const down = await health();
    expect(down.status).toBe(503);
    expect(await down.json()).toEqual({ detail: DATABASE_UNAVAILABLE });
    expect(down.headers.get("retry-after")).toBe("30");
    expect((await app.request("/api/branding/get_sitemap")).status).toBe(503);

    await relay.listen();
    await expect.poll(async () => (await health()).status, { timeout: 15_000 }).toBe(200);
    expect((await app.request("/api/branding/get_sitemap")).status).toBe(200);
  }, 60_000);
});

describe("a page whose loader could not reach the database", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("is a French 503 page with Retry-After, not an error page", async () => {
    const { handleError } = await import("../../app/entry.server");
    const app = createApp({
      ...t.deps,
      renderDocument: async (request, context) => {
        handleError(Object.assign(new Error("Connection terminated unexpectedly"), {}), { request, context: context as never, params: {} });
        return new Response("<html>erreur</html>", { status: 500, headers: { "Content-Type": "text/html" } });
      },
    });
    const response = await app.request("/nos-offres");
    expect(response.status).toBe(503);
    expect(response.headers.get("retry-after")).toBe("30");
    expect(await response.text()).toContain("Site momentanément indisponible");
  });
});
