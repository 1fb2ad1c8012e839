import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { eq } from "drizzle-orm";
import { createTestDatabase } from "../tests/support/test-db";
import { testRoutes } from "../tests/support/test-app";
import { createApp } from "./app";
import { boot } from "./boot";
import { loadConfig } from "./config";
import type { Database } from "./db/client";
import { cityPages, users } from "./db/schema";
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

async function startInstance(databaseUrl: string, dataDir: string) {
  const config = loadConfig({
    NODE_ENV: "production",
    PUBLIC_URL,
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    LOG_LEVEL: "silent",
    TASKS_ENABLED: "false",
    LOGIN_FAILURE_DELAY_MS: "0",
  });
  const { deps, database } = await boot(testRoutes, config);
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
  return { app, deps, database, renders: () => renders };
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
});
