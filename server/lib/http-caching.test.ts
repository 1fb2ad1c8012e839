import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { request as httpRequest, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { getRequestListener } from "@hono/node-server";
import { createTestApp, type TestApp } from "../../tests/support/test-app";
import { createPageCache } from "./page-cache";
import { pageCacheFastPath } from "./page-cache-fast-path";
import { createSiteServer } from "./site-server";
import { etagMatches, isNotModified } from "./http-caching";

describe("validators", () => {
  it("compare If-None-Match weakly, list and star included", () => {
    expect(etagMatches('W/"abc"', 'W/"abc"')).toBe(true);
    expect(etagMatches('"abc"', 'W/"abc"')).toBe(true);
    expect(etagMatches('W/"x", W/"abc"', 'W/"abc"')).toBe(true);
    expect(etagMatches("*", 'W/"abc"')).toBe(true);
    expect(etagMatches('W/"abd"', 'W/"abc"')).toBe(false);
    expect(etagMatches(undefined, 'W/"abc"')).toBe(false);
  });

  it("let If-None-Match decide when sent, else If-Modified-Since to the second", () => {
    const lastModified = "Sun, 29 Nov 2026 07:00:00 GMT";
    const ask = (headers: Record<string, string>) => isNotModified(new Headers(headers), { etag: 'W/"abc"', lastModified });
    expect(ask({ "If-Modified-Since": lastModified })).toBe(true);
    expect(ask({ "If-Modified-Since": "Sun, 29 Nov 2026 08:00:00 GMT" })).toBe(true);
    expect(ask({ "If-Modified-Since": "Sun, 29 Nov 2026 06:59:59 GMT" })).toBe(false);
    expect(ask({ "If-Modified-Since": "pas une date" })).toBe(false);
    expect(ask({ "If-None-Match": 'W/"old"', "If-Modified-Since": lastModified })).toBe(false);
    expect(ask({})).toBe(false);
  });
});

let t: TestApp;
let server: Server;
let base: string;
let staticDir: string;
const counts = { renders: 0, appRequests: 0 };
const html = (nonce: string) => `<html><script nonce="${nonce}">x</script>${"<p>Nos offres d'emploi à Lyon.</p>".repeat(60)}</html>`;

/** What the page under each address answers (a 404, a page that sets a cookie, an ordinary page). */
function render(request: Request, nonce: string): Response {
  const path = new URL(request.url).pathname;
  const headers = new Headers({ "Content-Type": "text/html; charset=utf-8" });
  if (path === "/avec-cookie") headers.set("Set-Cookie", "essai=1; Path=/");
  return new Response(html(nonce), { status: path === "/introuvable" ? 404 : 200, headers });
}

// The server as entry.prod.ts composes it, with the client build's files: the fast path, then the app.
beforeAll(async () => {
  t = await createTestApp({ env: { NODE_ENV: "production" } });
  staticDir = await mkdtemp(join(tmpdir(), "static-"));
  await writeFile(join(staticDir, "favicon.svg"), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  const { createApp } = await import("../app");
  const pageCache = createPageCache();
  const app = createApp({
    ...t.deps,
    pageCache,
    clientAssetsDir: staticDir,
    renderDocument: async (request, context) => {
      counts.renders += 1;
      return render(request, context.nonce);
    },
  });
  const appListener = getRequestListener((request) => {
    counts.appRequests += 1;
    return app.fetch(request);
  });
  const fromCache = pageCacheFastPath({ cache: pageCache, sessionCookie: "__Host-session", logger: t.deps.logger });
  server = createSiteServer((request, response) => fromCache(request, response) || appListener(request, response));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await t.close();
});

/** A raw request, as a proxy or a browser sends it (fetch would add its own conditional headers). */
function get(path: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
    const request = httpRequest(`${base}${path}`, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks) }));
    });
    request.on("error", reject);
    request.end();
  });
}

describe("pages for visitors behind a shared cache", () => {
  it("may be kept by a proxy, and a copy still current gets a 304 without a body, from the app and from the fast path", async () => {
    const first = await get("/nos-offres", { "Accept-Encoding": "br" });
    expect(first.status).toBe(200);
    expect(first.headers["cache-control"]).toBe("public, max-age=0, s-maxage=60, stale-while-revalidate=300, stale-if-error=86400");
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/"[\w-]{22}"$/);

    // The app answers the second send of an entry (the fast path repeats what it sent then).
    const fromApp = await get("/nos-offres", { "If-None-Match": etag, "Accept-Encoding": "br" });
    expect([fromApp.status, fromApp.body.length, fromApp.headers.etag]).toEqual([304, 0, etag]);
    expect(fromApp.headers["content-encoding"]).toBeUndefined();
    expect(fromApp.headers["cache-control"]).toBe(first.headers["cache-control"]);
    const { appRequests } = counts;
    const fromFastPath = await get("/nos-offres?utm_source=lettre", { "If-None-Match": `W/"autre", ${etag}` });
    expect([fromFastPath.status, fromFastPath.body.length, fromFastPath.headers.etag]).toEqual([304, 0, etag]);
    expect(fromFastPath.headers["content-security-policy"]).toBe(first.headers["content-security-policy"]);
    expect(counts.appRequests).toBe(appRequests);
    // Another copy gets the page.
    const changed = await get("/nos-offres", { "If-None-Match": 'W/"autre"' });
    expect([changed.status, changed.headers.etag]).toEqual([200, etag]);
    expect(changed.body.toString()).toContain("Nos offres d'emploi");
    expect(counts.renders).toBe(1);
  });

  it("never lets a shared cache keep a staff member's page, a page setting a cookie or a missing page", async () => {
    const { users } = await import("../db/schema");
    const { createSession } = await import("../modules/account/session.service");
    const [staff] = await t.deps.db.insert(users).values({ email: "cache.equipe@cabinet.test", isStaff: true }).returning();
    const { token } = await createSession(t.deps.db, staff!.id);
    expect((await get("/nos-agences")).headers["cache-control"]).toMatch(/^public, .*s-maxage=/);
    const signedIn = await get("/nos-agences", { Cookie: `__Host-session=${token}` });
    expect(signedIn.status).toBe(200);
    expect(signedIn.headers["cache-control"]).toBe("private, no-store");
    expect(signedIn.headers.etag).toBeUndefined();
    for (const path of ["/avec-cookie", "/introuvable"]) {
      const answer = await get(path);
      expect(answer.headers["cache-control"] ?? "", path).not.toMatch(/public|s-maxage/);
    }
  });
});

describe("the client build's files", () => {
  it("answer 304 to a copy as recent as the file, by date or by validator", async () => {
    const first = await get("/favicon.svg");
    expect(first.status).toBe(200);
    const lastModified = first.headers["last-modified"] as string;
    const sameDate = await get("/favicon.svg", { "If-Modified-Since": lastModified });
    expect([sameDate.status, sameDate.body.length]).toEqual([304, 0]);
    expect(sameDate.headers["cache-control"]).toBe("public, max-age=3600");
    expect(sameDate.headers["content-length"]).toBeUndefined();
    const sameTag = await get("/favicon.svg", { "If-None-Match": first.headers.etag as string });
    expect(sameTag.status).toBe(304);
    const older = await get("/favicon.svg", { "If-Modified-Since": new Date(Date.parse(lastModified) - 1000).toUTCString() });
    expect([older.status, older.body.toString()]).toEqual([200, '<svg xmlns="http://www.w3.org/2000/svg"/>']);
  });
});
