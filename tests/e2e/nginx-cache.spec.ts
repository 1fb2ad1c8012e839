import { expect, test } from "../support/e2e-test";
import { startDocumentedNginx } from "../support/documented-nginx";

// Issue 50: docs/deploy.md's nginx configuration, run as written (tests/support/documented-
// nginx.ts) in front of the built site: visitors' pages are kept and revalidated, one copy per
// encoding, while signed-in staff and API calls go through to the site every time.

test("the documented nginx keeps a visitor's page, answers its ETag with 304, and lets signed-in staff and API calls through", async ({ baseURL }) => {
  const nginx = await startDocumentedNginx(baseURL!);
  try {
    const get = (path: string, headers: Record<string, string> = {}) =>
      fetch(`${nginx.baseURL}${path}`, { headers: { "accept-encoding": "br", ...headers }, redirect: "manual" });
    const cacheStatus = (response: Response) => response.headers.get("x-cache-status");

    const first = await get("/nos-agences");
    expect([first.status, cacheStatus(first)]).toEqual([200, "MISS"]);
    expect(first.headers.get("cache-control")).toContain("s-maxage=60");
    const second = await get("/nos-agences");
    expect([second.status, cacheStatus(second), second.headers.get("content-encoding")]).toEqual([200, "HIT", "br"]);
    expect(await second.text()).toContain("<h1");

    // A browser that holds the page asks again: nginx answers from its copy, without a body.
    const revalidated = await get("/nos-agences", { "if-none-match": second.headers.get("etag")! });
    expect([revalidated.status, cacheStatus(revalidated)]).toEqual([304, "HIT"]);

    // Another encoding is another copy, never brotli bytes to a browser that cannot read them.
    const gzip = await get("/nos-agences", { "accept-encoding": "gzip" });
    expect([cacheStatus(gzip), gzip.headers.get("content-encoding")]).toEqual(["MISS", "gzip"]);

    // Signed-in staff never read the shared copy; API calls are never kept.
    expect(cacheStatus(await get("/nos-agences", { cookie: "consent=1; __Host-session=abc" }))).toBe("BYPASS");
    await get("/api/get_version");
    expect(cacheStatus(await get("/api/get_version"))).not.toBe("HIT");
  } finally {
    await nginx.stop();
  }
});
