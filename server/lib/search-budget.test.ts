import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { Hono } from "hono";
import { getRequestListener } from "@hono/node-server";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSearchBudget, refuseSpentSearches } from "./search-budget";
import { TOO_MANY_ATTEMPTS } from "./rate-limit";
import { handleApiError } from "./errors";

// The production listener's order (entry.prod.ts): the early refusal, then the app, which counts.
const LIMIT = 3;
const budget = createSearchBudget(LIMIT, 1);
const seenByApp: string[] = [];
const app = new Hono()
  .use("/api/*", async (c, next) => {
    seenByApp.push(`${c.req.header("x-forwarded-for")} ${c.req.path}`);
    await next();
  })
  .use("/api/jobs/search_positions", budget.middleware)
  .get("/api/jobs/search_positions", (c) => c.json({ rows: [] }))
  .get("/api/get_version", (c) => c.json({ tag: "test" }))
  .onError((error, c) => handleApiError(error, c, pino({ level: "silent" })));
const refuse = refuseSpentSearches({ budget, trustedProxyHops: 1, sessionCookie: "session", logger: pino({ level: "silent" }) });
const appListener = getRequestListener(app.fetch);
let server: Server;
let base: string;

beforeAll(async () => {
  server = createServer((request, response) => refuse(request, response) || appListener(request, response));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

const get = (path: string, address: string, headers: Record<string, string> = {}) =>
  fetch(base + path, { headers: { "X-Forwarded-For": address, ...headers } });

describe("an address past its search budget", () => {
  it("is refused before the app once the app has refused it, with the spec's message; others are served", async () => {
    for (let i = 0; i < LIMIT; i++) expect((await get("/api/jobs/search_positions?query=chef", "203.0.113.1")).status).toBe(200);
    // The app counts and refuses the first call past the budget…
    expect((await get("/api/jobs/search_positions", "203.0.113.1")).status).toBe(429);
    const reachedApp = seenByApp.length;
    // …and the next ones never reach it.
    const refused = await get("/api/jobs/search_positions?query=x", "203.0.113.1");
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ detail: TOO_MANY_ATTEMPTS });
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(refused.headers.get("retry-after")).not.toBe("0");
    expect(seenByApp).toHaveLength(reachedApp);

    // Another address searches; the same address still reaches what is not a search.
    expect((await get("/api/jobs/search_positions", "203.0.113.2")).status).toBe(200);
    expect((await get("/api/get_version", "203.0.113.1")).status).toBe(200);
  });

  it("goes on to the app with a session cookie, where staff are known", async () => {
    for (let i = 0; i <= LIMIT; i++) await get("/api/jobs/search_positions", "203.0.113.3");
    const before = seenByApp.length;
    await get("/api/jobs/search_positions", "203.0.113.3", { Cookie: "consent=1; session=abc" });
    expect(seenByApp).toHaveLength(before + 1);
  });

  it("is the address the trusted proxy saw, not what the client wrote further left", async () => {
    for (let i = 0; i <= LIMIT; i++) await get("/api/jobs/search_positions", "203.0.113.4");
    expect((await get("/api/jobs/search_positions", "198.51.100.9, 203.0.113.4")).status).toBe(429);
    expect((await get("/api/jobs/search_positions", "203.0.113.4, 198.51.100.9")).status).toBe(200);
  });
});
