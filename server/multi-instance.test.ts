import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { count, eq, sql } from "drizzle-orm";
import { createTestDatabase } from "../tests/support/test-db";
import { onServer, withDatabase } from "../tests/support/global-setup";
import { answerBody, testRoutes, type CallAnswer, type TestApp } from "../tests/support/test-app";
import { dropCv } from "../tests/support/cv-drop";
import { pdfBytes } from "../tests/support/resume-fixtures";
import { createApp } from "./app";
import { boot } from "./boot";
import { loadConfig } from "./config";
import type { Database } from "./db/client";
import { candidates, cityPages, seedRuns, users } from "./db/schema";
import { createLogger } from "./lib/logger";
import { FILES_NOT_SHARED_WARNING } from "./lib/stored-files";
import { seedSteps } from "./seed";
import { RESUME_ON_ANOTHER_INSTANCE } from "./modules/candidates/candidates.service";
import { memoizedRead } from "./lib/read-cache";
import { createPageCache } from "./lib/page-cache";
import { LOGIN_THROTTLE } from "./modules/account/account.service";
import { sessionCookieName } from "./modules/account/auth.middleware";
import { createSession } from "./modules/account/session.service";

// Issue 21: a busy firm runs several app instances behind a proxy on one PostgreSQL. Two
// instances are booted here as `npm start` boots one (own pool, own caches, own channel),
// on one database of the PostgreSQL server that CI's `npm run test:db` names. The embedded
// database serves one instance only, so there is nothing to share without DATABASE_URL.
const serverUrl = process.env.DATABASE_URL;
const PUBLIC_URL = "http://localhost:3000";
const PARIS = "cabinet-de-recrutement-chasseurs-de-tetes--paris";

type Instance = Awaited<ReturnType<typeof startInstance>>;

const cityPageName = memoizedRead("test:city-page-name", async (db: Database["db"], slug: string) => {
  const [page] = await db.select({ name: cityPages.name }).from(cityPages).where(eq(cityPages.slug, slug));
  return page?.name ?? "";
});

/** A logger whose lines the test reads (pino's JSON, one object a line). */
function capturedLogger() {
  const lines: { msg: string; [field: string]: unknown }[] = [];
  const logger = createLogger("info", { write: (line: string) => void lines.push(JSON.parse(line)) });
  return { logger, lines, messages: () => lines.map((line) => line.msg) };
}

function instanceConfig(databaseUrl: string, dataDir: string) {
  return loadConfig({
    NODE_ENV: "production",
    PUBLIC_URL,
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    LOG_LEVEL: "info",
    TASKS_ENABLED: "false",
    TRUST_PROXY: "1",
    LOGIN_FAILURE_DELAY_MS: "0",
  });
}

async function startInstance(databaseUrl: string, dataDir: string) {
  const config = instanceConfig(databaseUrl, dataDir);
  const log = capturedLogger();
  const { deps, database } = await boot(testRoutes, config, { logger: log.logger });
  let renders = 0;
  const app = createApp({
    ...deps,
    pageCache: createPageCache(),
    // The landing page's title, read through the read cache as the real loaders read.
    renderDocument: async () => {
      renders += 1;
      const name = await cityPageName(deps.db, PARIS);
      return new Response(`<!doctype html><title>${name}</title>`, { headers: { "Content-Type": "text/html; charset=utf-8" } });
    },
  });
  const call: TestApp["call"] = async <Answer>(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) => {
    const init: RequestInit = { method, headers: { ...headers } };
    if (body !== undefined) {
      init.body = JSON.stringify(body);
      (init.headers as Record<string, string>)["Content-Type"] = "application/json";
    }
    const response = await app.request(path, init);
    return { status: response.status, body: answerBody<Answer>(await response.text()), headers: response.headers } as CallAnswer<Answer>;
  };
  return { app, deps, database, call, log, renders: () => renders };
}

describe.skipIf(!serverUrl)("two app instances on one PostgreSQL", () => {
  let testDatabase: Awaited<ReturnType<typeof createTestDatabase>>;
  let first: Instance;
  let second: Instance;
  const dataDir = mkdtempSync(join(tmpdir(), "instances-"));

  beforeAll(async () => {
    testDatabase = await createTestDatabase();
    // One after the other, as a rolling start: the first loads the demo content.
    first = await startInstance(testDatabase.url!, join(dataDir, "first"));
    second = await startInstance(testDatabase.url!, join(dataDir, "second"));
  }, 120_000);

  afterAll(async () => {
    await first?.database.close();
    await second?.database.close();
    await testDatabase?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const title = async (instance: Instance) => {
    const response = await instance.app.request(`/${PARIS}`);
    expect(response.status).toBe(200);
    return { title: (await response.text()).match(/<title>(.*)<\/title>/)![1], cache: response.headers.get("x-page-cache") };
  };

  it("refreshes the other instance's cached page when staff edit the content on one", async () => {
    const before = await title(second);
    expect((await title(second)).cache).toBe("hit");
    const rendersBefore = second.renders();

    const [admin] = await first.deps.db
      .insert(users)
      .values({ email: "admin-instances@cabinet.test", passwordHash: "x", isAdmin: true })
      .returning({ id: users.id });
    const { token } = await createSession(first.deps.db, admin!.id);
    const [page] = await first.deps.db.select({ id: cityPages.id }).from(cityPages).where(eq(cityPages.slug, PARIS));
    const saved = await first.app.request("/api/content/save_city_page", {
      method: "POST",
      headers: { "Content-Type": "application/json", Cookie: `${sessionCookieName(first.deps.config)}=${token}`, Origin: PUBLIC_URL },
      body: JSON.stringify({ id: page!.id, slug: PARIS, name: "Recrutement à Paris, par nos deux instances", body: "Un.\n\nDeux." }),
    });
    expect(saved.status).toBe(200);

    // The other instance hears it through PostgreSQL and renders the page again.
    await vi.waitFor(async () => expect((await title(second)).title).toBe("Recrutement à Paris, par nos deux instances"), { timeout: 5_000, interval: 50 });
    expect(before.title).not.toBe("Recrutement à Paris, par nos deux instances");
    expect(second.renders()).toBeGreaterThan(rendersBefore);
  });

  it("counts failed sign-ins on both instances together", async () => {
    const attempt = (instance: Instance) =>
      instance.app.request("/api/account/login_old", {
        method: "POST",
        headers: { "Content-Type": "application/json", Origin: PUBLIC_URL },
        body: JSON.stringify({ email: "cible-instances@cabinet.test", password: "faux-mot-de-passe" }),
      });
    const statuses: number[] = [];
    // A client alternating between the instances gets the limit of one.
    for (let i = 0; i < LOGIN_THROTTLE.perPair; i++) statuses.push((await attempt(i % 2 ? second : first)).status);
    expect(statuses).toEqual(Array(LOGIN_THROTTLE.perPair).fill(401));
    const blocked = await attempt(second);
    expect(blocked.status).toBe(429);
    expect(await blocked.json()).toEqual({ detail: "Trop de tentatives. Veuillez patienter avant de réessayer." });
  });

  it("warns at start when the other instances keep their files elsewhere (no shared bucket)", () => {
    // Each instance has its own DATA_DIR and no S3_*: the second one, started after the first, says so.
    expect(second.log.messages()).toContain(FILES_NOT_SHARED_WARNING);
    expect(first.log.messages()).not.toContain(FILES_NOT_SHARED_WARNING);
  });

  it("answers a clear 409, not a 500, for a CV another instance received", async () => {
    const dropped = await dropCv(first, "cv-instances@example.org", { name: "cv.pdf", bytes: pdfBytes(), type: "application/pdf" }, "198.51.100.45");
    expect(dropped.status).toBe(200);
    const [candidate] = await first.deps.db.select({ id: candidates.id }).from(candidates).where(eq(candidates.email, "cv-instances@example.org"));
    const [staff] = await first.deps.db
      .insert(users)
      .values({ email: "staff-cv-instances@cabinet.test", passwordHash: "x", isAdmin: true })
      .returning({ id: users.id });
    const { token } = await createSession(first.deps.db, staff!.id);
    const open = (instance: Instance) =>
      instance.app.request(`/api/jobs/candidates/${candidate!.id}/resume`, { headers: { Cookie: `${sessionCookieName(instance.deps.config)}=${token}` } });

    expect((await open(first)).status).toBe(200);
    const elsewhere = await open(second);
    expect(elsewhere.status).toBe(409);
    expect(await elsewhere.json()).toEqual({ detail: RESUME_ON_ANOTHER_INSTANCE });
  });
});

describe.skipIf(!serverUrl)("two instances started at the same moment on an empty PostgreSQL database", () => {
  const name = `instances_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const dataDir = mkdtempSync(join(tmpdir(), "instances-"));
  const opened: Database[] = [];

  beforeAll(() => onServer(serverUrl!, `CREATE DATABASE ${name}`));
  afterAll(async () => {
    await Promise.all(opened.map((database) => database.close()));
    await onServer(serverUrl!, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("both start: one migrates and loads the first-start data while the other waits, and it is loaded once", async () => {
    const url = withDatabase(serverUrl!, name);
    const logs = [capturedLogger(), capturedLogger()];
    // Without the start-up lock, one of them failed on a statement the other had just run.
    const booted = await Promise.all(logs.map((log, n) => boot(testRoutes, instanceConfig(url, join(dataDir, String(n))), { logger: log.logger })));
    opened.push(...booted.map((b) => b.database));

    const applied = logs.flatMap((log) => log.lines.filter((line) => line.msg === "seed step applied").map((line) => line.step));
    const steps = seedSteps("").map((step) => step.name);
    expect(applied.sort()).toEqual([...steps].sort());
    expect(logs.filter((log) => log.messages().some((msg) => msg.startsWith("une autre instance démarre")))).toHaveLength(1);
    const [{ n }] = await booted[0]!.deps.db.select({ n: count() }).from(seedRuns);
    expect(n).toBe(steps.length);
    for (const { deps } of booted) expect((await createApp(deps).request("/api/health")).status).toBe(200);
  }, 240_000);
});

describe.skipIf(!serverUrl)("a database owned by a role that is not a superuser, as docs/deploy.md creates it", () => {
  const suffix = `${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const role = `site_owner_${suffix}`;
  const name = `site_${suffix}`;
  const dataDir = mkdtempSync(join(tmpdir(), "instances-"));
  const opened: Database[] = [];
  const asOwner = () => {
    const url = new URL(withDatabase(serverUrl!, name));
    url.username = role;
    url.password = "mot-de-passe-du-site";
    return url.toString();
  };

  beforeAll(async () => {
    await onServer(serverUrl!, `CREATE ROLE ${role} LOGIN PASSWORD 'mot-de-passe-du-site'`);
    await onServer(serverUrl!, `CREATE DATABASE ${name} OWNER ${role}`);
  });
  afterAll(async () => {
    await Promise.all(opened.map((database) => database.close()));
    await onServer(serverUrl!, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await onServer(serverUrl!, `DROP ROLE IF EXISTS ${role}`);
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("stops with the extension it cannot create and the command to run, then starts once it is run", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const exit = vi.fn((code: number): never => {
      throw new Error(`exit ${code}`);
    });
    const silent = createLogger("silent");
    let said: string;
    try {
      await expect(boot(testRoutes, instanceConfig(asOwner(), dataDir), { logger: silent, exit })).rejects.toThrow("exit 1");
      said = errors.mock.calls.map((call) => String(call[0])).join("\n");
    } finally {
      errors.mockRestore();
    }
    // earthdistance is not a trusted extension; pg_trgm, unaccent and cube are, and the owner creates them.
    expect(said).toContain("- earthdistance : seul un superutilisateur de PostgreSQL peut la créer");
    expect(said).toContain(`sudo -u postgres psql -d ${name} -c 'CREATE EXTENSION IF NOT EXISTS earthdistance CASCADE'`);
    expect(said).not.toMatch(/- (pg_trgm|unaccent|cube) :/);
    expect(said).not.toMatch(/^\s+at /m);

    // What the administrator runs, as the message and docs/deploy.md say; then the owner migrates.
    await onServer(withDatabase(serverUrl!, name), "CREATE EXTENSION IF NOT EXISTS earthdistance CASCADE");
    const { database } = await boot(testRoutes, instanceConfig(asOwner(), dataDir), { logger: silent, exit });
    opened.push(database);
    const { rows } = (await database.db.execute(
      sql`SELECT current_user AS who, (SELECT rolsuper FROM pg_roles WHERE rolname = current_user) AS superuser, (SELECT count(*)::int FROM pg_extension WHERE extname IN ('pg_trgm', 'unaccent', 'cube', 'earthdistance')) AS extensions`,
    )) as unknown as { rows: { who: string; superuser: boolean; extensions: number }[] };
    expect(rows[0]).toEqual({ who: role, superuser: false, extensions: 4 });
    expect(exit).toHaveBeenCalledTimes(1);
  }, 240_000);
});
