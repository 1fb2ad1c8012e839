import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Hono } from "hono";
import pino from "pino";
import { sql } from "drizzle-orm";
import { createTestApp, type TestApp } from "../tests/support/test-app";
import { handleApiError } from "./lib/errors";
import { users } from "./db/schema";
import { createSession } from "./modules/account/session.service";
import { signedInPerson, TEST_ORIGIN } from "../tests/support/people";
import { refuseNulCharacters } from "./lib/nul-characters";
import { TOO_MANY_ATTEMPTS } from "./lib/rate-limit";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { TRUST_PROXY: "true" } });
});
afterAll(() => t.close());

// Every API route a visitor can call, with what an attacker puts in ids, query strings and
// bodies: the answer may be a refusal (4xx), never a server error.
const HOSTILE_SEGMENTS = ["2147483648", "9".repeat(30), "-1", "%00", "a%00b"];
const HOSTILE_QUERIES = [
  `?page=2147483648&limit=${"9".repeat(30)}&query=%00&location=a%00b&id=2147483648&departement=2147483648`,
  `?page=1e308&limit=-1&query=${"x".repeat(10_000)}&departement=${"a".repeat(30)}&sort=-score&tags=%C0%AF&ids=NaN`,
  "?page=1&page=2&limit=NaN&query=%ED%A0%80&location=%C0%AF&sort=score&domain=%FF",
];
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

/**
 * Every route × hostile segment, with each hostile body and each hostile query string: the calls
 * that answered 5xx. Bodies and query strings are read apart, so each meets every segment but
 * not every one of the other kind (45 calls a route, where the whole product was 120).
 */
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
      const calls: [string, unknown][] = [
        ...bodies.map((body): [string, unknown] => [path, body]),
        ...HOSTILE_QUERIES.map((query): [string, unknown] => [path + query, bodies[0]]),
      ];
      for (const [target, body] of calls) {
        const { status } = await t.call(method, target, body, headers);
        if (status >= 500) serverErrors.push(`${method} ${target} ${JSON.stringify(body)?.slice(0, 30)} → ${status}`);
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

// A `//host` or `/\\host` path, once it is a Location, is another site's address: the redirect
// to a page's one address must never send a visitor there (issue 45).
describe("addresses that begin like another site's", () => {
  it.each([
    "//evil.example/",
    "//evil.example/contact/",
    "///evil.example/",
    "/\\evil.example/",
    "/%2Fevil.example/",
    "/%5Cevil.example/",
    "/%2f%2fevil.example/",
  ])("%s is not redirected off the site", async (path) => {
    const response = await t.app.request(`http://localhost:3000${path}`);
    const location = response.headers.get("Location");
    if (location !== null) expect(new URL(location, "http://localhost:3000/").origin).toBe("http://localhost:3000");
    expect(response.status).toBeLessThan(500);
  });
});

describe("deeply nested JSON bodies", () => {
  const nested = (depth: number) => "[".repeat(depth) + "]".repeat(depth);
  const writes = () => [
    ...new Set(t.app.routes.filter((r) => r.path.startsWith("/api/") && !["ALL", "GET"].includes(r.method)).map((r) => `${r.method} ${r.path}`)),
  ];

  it("are refused with a French 400 on every call, never a stack overflow", async () => {
    const failures: string[] = [];
    let visitor = 0;
    for (const route of writes()) {
      const [method, pattern] = route.split(" ");
      const path = pattern.replace(/:\w+(\{[^}]+\})?/g, "1").replace(/\*$/, "1");
      for (const body of [nested(4_000), nested(50_000), `{"query":${nested(10_000)}}`]) {
        const { status } = await t.call(method, path, body, {
          Origin: TEST_ORIGIN,
          "X-Cookie-Consent": "true",
          "X-Forwarded-For": `198.18.0.${(visitor++ % 250) + 1}`,
        });
        if (status >= 500) failures.push(`${route} → ${status}`);
      }
    }
    expect(failures).toEqual([]);
  }, 120_000);

  it("say why, up to the largest body a call accepts", async () => {
    for (const body of [nested(33), nested(50_000), `{"query":{"a":${nested(40)}}}`]) {
      const { status, body: answer } = await t.call("POST", "/api/jobs/search_job_profiles", body, { "X-Forwarded-For": "198.18.1.1" });
      expect(status).toBe(400);
      expect(answer.detail).toBe("Le corps de la requête est trop imbriqué");
    }
    // What the site's own calls send nests far less, and still passes.
    expect((await t.call("POST", "/api/jobs/search_job_profiles", { query: "chef", type: null }, { "X-Forwarded-For": "198.18.1.1" })).status).toBe(200);
  });

  it("are walked without recursion when a form or a query is checked for NUL characters", () => {
    let deep: unknown = "a\u0000b";
    for (let level = 0; level < 100_000; level++) deep = [deep];
    expect(() => refuseNulCharacters({ field: deep })).toThrow("Validation échouée");
    expect(() => refuseNulCharacters({ field: JSON.parse(nested(100_000)) })).not.toThrow();
  });
});

describe("the CVthèque's search", () => {
  it("sorted by relevance with no filter (no score to sort by) answers the list", async () => {
    const staff = await signedInPerson(t, { isStaff: true });
    for (const sort of ["score", "-score", "-score,name"]) {
      expect((await t.call("GET", `/api/jobs/search_candidates?sort=${sort}`, undefined, staff.headers)).status).toBe(200);
      expect((await t.call("POST", "/api/jobs/search_candidates_magic", { sort }, staff.headers)).status).toBe(200);
    }
  });
});

describe("searches per visitor", () => {
  const searches: [string, string, unknown][] = [
    ["GET", "/api/jobs/search_positions?query=chef", undefined],
    ["POST", "/api/jobs/search_job_profiles", { query: "chef" }],
    ["POST", "/api/training/search_trainings", {}],
    ["GET", "/api/services/search_trainings", undefined],
    ["POST", "/api/branding/search_agencies", {}],
    ["GET", "/api/branding/search_independants", undefined],
    ["POST", "/api/geo/search_land_registries", { query: "lyon" }],
  ];

  it("answer 429 with the French message past 60 a minute from one address, and serve another address", async () => {
    const from = (address: string) => ({ "X-Forwarded-For": address });
    for (let i = 0; i < 60; i++) {
      const [method, path, body] = searches[i % searches.length]!;
      expect((await t.call(method, path, body, from("203.0.113.7"))).status, `${method} ${path}`).toBe(200);
    }
    for (const [method, path, body] of searches) {
      const refused = await t.call(method, path, body, from("203.0.113.7"));
      expect(refused.status, `${method} ${path}`).toBe(429);
      expect(refused.body.detail).toBe(TOO_MANY_ATTEMPTS);
      expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(0);
    }
    expect((await t.call("GET", "/api/jobs/search_positions?query=chef", undefined, from("203.0.113.8"))).status).toBe(200);
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
