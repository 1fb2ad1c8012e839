import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Hono } from "hono";
import pino from "pino";
import { sql } from "drizzle-orm";
import { createTestApp, type TestApp } from "../tests/support/test-app";
import { handleApiError } from "./lib/errors";
import { users } from "./db/schema";
import { createSession } from "./modules/account/session.service";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { TRUST_PROXY: "true" } });
});
afterAll(() => t.close());

// Every API route a visitor can call, with what an attacker puts in ids, query strings and
// bodies: the answer may be a refusal (4xx), never a server error.
const HOSTILE_SEGMENTS = ["2147483648", "9".repeat(30), "-1", "%00", "a%00b"];
const HOSTILE_QUERY = `?page=2147483648&limit=${"9".repeat(30)}&query=%00&location=a%00b&id=2147483648&departement=2147483648`;
const FIELDS = [
  "email",
  "mail",
  "names",
  "content",
  "query",
  "location",
  "captchaId",
  "id",
  "slug",
  "page",
  "limit",
  "salaryMin",
  "departmentId",
  "positionId",
  "password",
];
const HOSTILE_BODIES: unknown[] = [
  Object.fromEntries(FIELDS.map((field) => [field, "a\u0000b"])),
  Object.fromEntries(FIELDS.map((field) => [field, 2147483648])),
  Object.fromEntries(FIELDS.map((field) => [field, "9".repeat(30)])),
  Object.fromEntries(FIELDS.map((field) => [field, { nested: ["\u0000"] }])),
  ["\u0000"],
  "null",
];

/** Every route × hostile segment × hostile body; the calls that answered 5xx. */
async function sweep(identity: Record<string, string>): Promise<string[]> {
  const routes = [...new Set(t.app.routes.filter((r) => r.path.startsWith("/api/") && r.method !== "ALL").map((r) => `${r.method} ${r.path}`))];
  expect(routes.length).toBeGreaterThan(40);
  const serverErrors: string[] = [];
  let visitor = 0;
  for (const route of routes) {
    const [method, pattern] = route.split(" ");
    for (const segment of HOSTILE_SEGMENTS) {
      const path = pattern.replace(/:\w+(\{[^}]+\})?/g, segment).replace(/\*$/, segment);
      const headers = { ...identity, "X-Cookie-Consent": "true", "X-Forwarded-For": `198.51.100.${(visitor++ % 250) + 1}` };
      const bodies = method === "GET" ? [undefined] : HOSTILE_BODIES;
      for (const target of [path, path + HOSTILE_QUERY]) {
        for (const body of bodies) {
          const { status } = await t.call(method, target, body, headers);
          if (status >= 500) serverErrors.push(`${method} ${target} ${JSON.stringify(body)?.slice(0, 30)} → ${status}`);
        }
      }
    }
  }
  return serverErrors;
}

describe("hostile input on every API route", () => {
  it("answers out-of-range ids, NUL characters and wrong types with 4xx, never 5xx, to a visitor", async () => {
    expect(await sweep({})).toEqual([]);
  }, 300_000);

  it("and to a signed-in superuser, who reaches the back-office routes", async () => {
    const [row] = await t.deps.db
      .insert(users)
      .values({ email: "superviseur@cabinet.test", passwordHash: "$argon2id$v=19$m=19456,t=2,p=1$never-used", isStaff: true, isAdmin: true, isSuperuser: true })
      .returning({ id: users.id });
    const { token } = await createSession(t.deps.db, row!.id);
    const superuser = { Cookie: `session=${token}`, Origin: "http://localhost:3000" };
    // The session works: the sweep reaches the routes behind the sign-in.
    expect((await t.call("GET", `/api/admin/account/user/fetch/${row!.id}`, undefined, superuser)).status).toBe(200);
    expect(await sweep(superuser)).toEqual([]);
  }, 300_000);

  it("answers a NUL in a page's address with a French 400 page", async () => {
    const response = await t.app.request("/nos-offres?query=chef%00");
    expect(response.status).toBe(400);
    expect(await response.text()).toContain("Adresse invalide");
  });
});

describe("logs of a failed query", () => {
  it("keep the SQL and the error code, never the values a visitor sent", async () => {
    const lines: string[] = [];
    const logger = pino({ level: "error" }, { write: (line: string) => lines.push(line) });
    const app = new Hono()
      .get("/fails", async () => {
        await t.deps.db.execute(sql`SELECT ${"lea.dubois@example.org"}::int AS n`);
        return new Response("ok");
      })
      .onError((error, c) => handleApiError(error, c, logger));
    const response = await app.request("/fails");
    expect(response.status).toBe(500);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain("22P02");
    expect(lines[0]).toContain("::int");
    expect(lines[0]).not.toContain("lea.dubois");
  });
});
