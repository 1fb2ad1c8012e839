import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { request as httpRequest, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { getRequestListener } from "@hono/node-server";
import { createTestApp, type TestApp } from "../../tests/support/test-app";
import { createPageCache } from "./page-cache";
import { pageCacheFastPath } from "./page-cache-fast-path";
import { createSiteServer } from "./site-server";

const html = `<html><script nonce="NONCE">x</script>${"<p>Recrutez les talents qui feront grandir votre entreprise.</p>".repeat(60)}</html>`;

/** Text that brotli 11 packs smaller than the first, quick level does (a fixed sequence of words). */
const variedText = Array.from(
  { length: 3_000 },
  (_, i) => ["offre", "candidat", "agence", "Lyon", "CDI", "salaire", "poste", "équipe"][(i * 7919) % 8] + (i % 97),
).join(" ");

let t: TestApp;
let server: Server;
let base: string;
const counts = { renders: 0, appRequests: 0 };

// The server as entry.prod.ts composes it: the fast path first, the app for everything else.
beforeAll(async () => {
  t = await createTestApp({ env: { NODE_ENV: "production" } });
  const { createApp } = await import("../app");
  const pageCache = createPageCache();
  const app = createApp({
    ...t.deps,
    pageCache,
    renderDocument: async (request, context) => {
      counts.renders += 1;
      const page = html.replace("NONCE", context.nonce) + (new URL(request.url).pathname === "/varied-fast" ? variedText : "");
      return new Response(page, { headers: { "Content-Type": "text/html; charset=utf-8" } });
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

/** A raw request (fetch would decompress and hide the encoding). */
function get(path: string, headers: Record<string, string> = {}, method = "GET") {
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
    const request = httpRequest(`${base}${path}`, { method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks) }));
    });
    request.on("error", reject);
    request.end();
  });
}

const withoutPerSendHeaders = (headers: Record<string, unknown>) => {
  const { date: _date, "x-page-cache": _cache, ...rest } = headers;
  return rest;
};

describe("cached pages answered by the server before the app", () => {
  it("sends a stored page with the app's own headers, without reaching the app, in every encoding", async () => {
    const fromApp = await get("/offres-fast", { "Accept-Encoding": "br" });
    expect([fromApp.headers["x-page-cache"], counts.renders]).toEqual(["miss", 1]);
    const requestsBefore = counts.appRequests;

    const hit = await get("/offres-fast?utm_source=lettre", { "Accept-Encoding": "br" });
    expect(hit.headers["x-page-cache"]).toBe("hit");
    expect(counts.appRequests).toBe(requestsBefore);
    // Same policy (the stored nonce), same security headers, same Vary: only the send differs.
    expect(withoutPerSendHeaders(hit.headers)).toEqual(withoutPerSendHeaders(fromApp.headers));
    const nonce = brotliDecompressSync(hit.body)
      .toString()
      .match(/nonce="([^"]+)"/)![1];
    expect(hit.headers["content-security-policy"]).toContain(`'nonce-${nonce}'`);

    const gzip = await get("/offres-fast", { "Accept-Encoding": "gzip" });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzip.body).toString()).toContain("Recrutez les talents");
    const plain = await get("/offres-fast", { "Accept-Encoding": "identity" });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(Number(plain.headers["content-length"])).toBe(plain.body.length);
    expect(plain.body.toString()).toContain(`nonce="${nonce}"`);
    expect(counts.appRequests).toBe(requestsBefore);
    expect(counts.renders).toBe(1);
  });

  it("sends each hit with the length of the bytes it carries, before and after they are made smallest", async () => {
    await get("/varied-fast", { "Accept-Encoding": "br" });
    const first = await get("/varied-fast", { "Accept-Encoding": "br" });
    expect(first.headers["x-page-cache"]).toBe("hit");
    let hit = first;
    // From SENDS_BEFORE_SMALLEST sends on, the smaller bytes replace the quick ones in the background.
    for (let i = 0; i < 200 && hit.body.equals(first.body); i++) {
      hit = await get("/varied-fast", { "Accept-Encoding": "br" });
      expect(Number(hit.headers["content-length"])).toBe(hit.body.length);
      if (i > 25) await new Promise((resolve) => setTimeout(resolve, 25));
    }
    expect(hit.body.length).toBeLessThan(first.body.length);
    expect(brotliDecompressSync(hit.body).toString()).toContain(variedText.slice(-40));
  });

  it("reads `//host/page` as the app does (a path), not as another origin's /page (issue 45)", async () => {
    await get("/team-fast");
    expect((await get("/team-fast")).headers["x-page-cache"]).toBe("hit");
    const { appRequests } = counts;
    const elsewhere = await get("//evil.example/team-fast");
    expect(elsewhere.headers["x-page-cache"]).not.toBe("hit");
    expect(elsewhere.headers.location).toBeUndefined();
    expect(counts.appRequests).toBe(appRequests + 1);
  });

  it("leaves to the app what the app would not answer from the cache", async () => {
    await get("/faq-fast");
    await get("/faq-fast");
    const { renders, appRequests } = counts;
    // Signed in: a fresh render, private.
    const signedIn = await get("/faq-fast", { Cookie: "theme=clair; __Host-session=abc" });
    expect(signedIn.headers["x-page-cache"]).toBeUndefined();
    expect(counts.renders).toBe(renders + 1);
    // A NUL in the address: refused by the app even in a parameter the cache key drops.
    expect((await get("/faq-fast?utm_source=%00")).status).toBe(400);
    // HEAD and other methods go to the app.
    expect((await get("/faq-fast", {}, "HEAD")).status).toBe(200);
    expect(counts.appRequests).toBe(appRequests + 3);
    // A cookie that merely ends with the session's name is not a session.
    const other = await get("/faq-fast", { Cookie: "x__Host-session=abc" });
    expect(other.headers["x-page-cache"]).toBe("hit");
    expect(counts.appRequests).toBe(appRequests + 3);
  });
});
