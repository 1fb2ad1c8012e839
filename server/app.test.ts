import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { mkdir, mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { precompressDirectory } from "../scripts/precompress";
import { createTestApp, type TestApp } from "../tests/support/test-app";
import { seedSiteMap } from "./seed/site-map";
import { cityPages, servicePages } from "./db/schema";

let t: TestApp;
beforeAll(async () => {
  // A local tile server over plain http: the CSP names it (https ones are allowed already).
  t = await createTestApp({ env: { NODE_ENV: "production", MAP_TILE_URL: "http://127.0.0.1:8099/tuiles/{z}/{x}/{y}.png" } });
  await seedSiteMap(t.deps.db, "Alto Recrutement");
  await t.deps.db.insert(servicePages).values([
    { slug: "recrutement-test", title: "Recrutement", header: "Recrutez" },
    { slug: "brouillon-test", title: "Brouillon", header: "Pas encore", isPublished: false },
  ]);
  await t.deps.db.insert(cityPages).values([
    { slug: "recrutement-a-villeneuve-test", name: "Recrutement à Villeneuve-Test" },
    { slug: "ville-brouillon-test", name: "Brouillon", isPublished: false },
    { slug: "ville-deplacee-test", name: "Déplacée", redirectionUrl: "/nos-agences" },
    // Shadowed by the site map page: never served as a city page, so never listed as one.
    { slug: "plan-du-site", name: "Plan du site (page ville)" },
  ]);
});
afterAll(() => t.close());

describe("API baseline", () => {
  it("answers the running version", async () => {
    const { status, body } = await t.call("GET", "/api/get_version");
    expect(status).toBe(200);
    expect(body).toEqual({ tag: "0.0.0-test", ref: "test" });
  });

  it("answers unknown API paths with a JSON 404", async () => {
    const { status, body, headers } = await t.call("GET", "/api/does/not/exist");
    expect(status).toBe(404);
    expect(headers.get("content-type")).toContain("application/json");
    expect(body).toEqual({ detail: "Ressource introuvable" });
  });

  it("refuses oversized bodies with 413 before reading them", async () => {
    const { status, body } = await t.call("POST", "/api/geo/search_land_registries", JSON.stringify({ query: "x".repeat(200_000) }));
    expect(status).toBe(413);
    expect(body.detail).toBe("Requête trop volumineuse");
  });

  it("sends the security headers, with a per-request CSP nonce in production", async () => {
    const first = await t.call("GET", "/api/get_version");
    const second = await t.call("GET", "/api/get_version");
    expect(first.headers.get("x-content-type-options")).toBe("nosniff");
    expect(first.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(first.headers.get("strict-transport-security")).toContain("max-age=");
    const csp = first.headers.get("content-security-policy")!;
    expect(csp).toContain("frame-ancestors 'none'");
    // Pictures from the site and the configured tile server only; styles by nonce, but attributes.
    expect(csp).toContain("img-src 'self' data: blob: http://127.0.0.1:8099;");
    expect(csp).not.toMatch(/img-src[^;]* https:[ ;]/);
    expect(csp).toMatch(/style-src-elem 'self' 'nonce-[^']+';/);
    expect(csp).toContain("style-src-attr 'unsafe-inline'");
    expect(csp).not.toMatch(/style-src(-elem)? [^;]*'unsafe-inline'/);
    expect(csp).toMatch(/script-src 'self' 'nonce-[^']+'/);
    expect(csp).not.toBe(second.headers.get("content-security-policy"));
  });
});

describe("robots.txt and sitemap.xml", () => {
  it("points robots to the sitemap and keeps them out of the API and back-office", async () => {
    const { status, body } = await t.call("GET", "/robots.txt");
    expect(status).toBe(200);
    expect(body).toContain("Disallow: /api/");
    expect(body).toContain("Sitemap: http://localhost:3000/sitemap.xml");
  });

  it("lists the served public pages with absolute URLs, not the technical ones", async () => {
    const { status, body, headers } = await t.call("GET", "/sitemap.xml");
    expect(status).toBe(200);
    expect(headers.get("content-type")).toContain("application/xml");
    expect(body).toContain("<loc>http://localhost:3000/</loc>");
    expect(body).toContain("<loc>http://localhost:3000/plan-du-site</loc>");
    expect(body).not.toContain("cookies-requis");
    // Pages the site map names but the app does not serve yet stay out.
    expect(body).not.toContain("/nos-agences");
    // Published service pages are listed from the database; drafts are not.
    expect(body).toContain("<loc>http://localhost:3000/nos-prestations/recrutement-test</loc>");
    expect(body).not.toContain("brouillon-test");
    // City pages staff create are public at once (the catch-all route serves them).
    expect(body).toContain("<loc>http://localhost:3000/recrutement-a-villeneuve-test</loc>");
    expect(body).not.toContain("ville-brouillon-test");
    expect(body).not.toContain("ville-deplacee-test");
    expect(String(body).match(/\/plan-du-site</g)).toHaveLength(1);
  });
});

describe("unexpected failures", () => {
  it("answers a French page without stack when a page cannot be rendered, and JSON for the API", async () => {
    const { createApp } = await import("./app");
    const app = createApp({
      ...t.deps,
      renderDocument: async () => {
        throw new Error("secret internal detail at /srv/app.ts:12");
      },
    });
    const page = await app.request("/une-page");
    expect(page.status).toBe(500);
    const html = await page.text();
    expect(html).toContain("Une erreur inattendue est survenue.");
    expect(html).not.toContain("secret internal detail");

    const api = await app.request("/api/geo/search_land_registries", { method: "POST", body: "{}", headers: { "Content-Type": "application/json" } });
    expect(api.status).toBe(200);
  });
});

describe("page cache for visitors", () => {
  it("renders a page once, serves it again with the nonce its policy names, and starts over after an API write", async () => {
    const { createApp } = await import("./app");
    let renders = 0;
    const app = createApp({
      ...t.deps,
      renderDocument: async (request, context) => {
        renders += 1;
        return new Response(`<html><script nonce="${context.nonce}">x</script>${new URL(request.url).pathname}</html>`, {
          headers: { "Content-Type": "text/html; charset=utf-8" },
        });
      },
    });
    const first = await app.request("/faq");
    const second = await app.request("/faq");
    expect(renders).toBe(1);
    expect(second.headers.get("x-page-cache")).toBe("hit");
    const nonceOf = (html: string) => html.match(/nonce="([^"]+)"/)![1];
    const [firstHtml, secondHtml] = [await first.text(), await second.text()];
    // Stored bytes are sent as they are: the policy names the nonce they were rendered with.
    expect(nonceOf(secondHtml)).toBe(nonceOf(firstHtml));
    expect(second.headers.get("content-security-policy")).toContain(`'nonce-${nonceOf(secondHtml)}'`);

    await app.request("/faq?page=2");
    expect(renders).toBe(2);
    // Signed-in staff always get a fresh render.
    await app.request("/faq", { headers: { Cookie: "__Host-session=abc" } });
    expect(renders).toBe(3);
    // A visitor's POST (a search, a lead) changes no page: the cache stays.
    await app.request("/api/geo/search_land_registries", { method: "POST", body: "{}", headers: { "Content-Type": "application/json" } });
    await app.request("/faq");
    expect(renders).toBe(3);
    // A refused staff write neither; a successful one empties it.
    const staffWrite = { method: "POST", headers: { "Content-Type": "application/json", Cookie: "__Host-session=abc", Origin: "http://localhost:3000" } };
    await app.request("/api/branding/save_contact_form", { ...staffWrite, body: "{}" });
    await app.request("/faq");
    expect(renders).toBe(3);
    await app.request("/api/geo/search_land_registries", { ...staffWrite, body: "{}" });
    await app.request("/faq");
    expect(renders).toBe(4);
  });
});

describe("page cache and content changes", () => {
  it("does not keep a page whose render began before the content changed", async () => {
    const { createApp } = await import("./app");
    const { contentChanged } = await import("./lib/content-changes");
    let release!: () => void;
    let renders = 0;
    const app = createApp({
      ...t.deps,
      renderDocument: async () => {
        const version = ++renders;
        // The first render read the content, then a staff write lands before it is sent.
        if (version === 1) await new Promise<void>((resolve) => (release = resolve));
        return new Response(`<html>version ${version}</html>`, { headers: { "Content-Type": "text/html; charset=utf-8" } });
      },
    });
    const slow = app.request("/pendant-une-modification");
    await vi.waitFor(() => expect(release).toBeDefined());
    contentChanged(t.deps.db);
    // A visitor arriving now does not wait for the render of the old content: it gets the new.
    const fresh = await app.request("/pendant-une-modification");
    expect(await fresh.text()).toBe("<html>version 2</html>");
    release();
    expect(await (await slow).text()).toBe("<html>version 1</html>");
    const next = await app.request("/pendant-une-modification");
    expect(await next.text()).toBe("<html>version 2</html>");
    expect(renders).toBe(2);
  });
});

describe("renders under load", () => {
  it("renders two pages at a time and skips the render of a visitor who left while waiting", async () => {
    const { createApp } = await import("./app");
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const rendered: string[] = [];
    let atOnce = 0;
    let mostAtOnce = 0;
    const app = createApp({
      ...t.deps,
      renderDocument: async (request) => {
        const path = new URL(request.url).pathname;
        rendered.push(path);
        mostAtOnce = Math.max(mostAtOnce, ++atOnce);
        await gate;
        atOnce -= 1;
        return new Response(`<html>${path}</html>`, { headers: { "Content-Type": "text/html; charset=utf-8" } });
      },
    });
    const leaving = new AbortController();
    const first = [app.request("/page-a"), app.request("/page-b")];
    await vi.waitFor(() => expect(rendered.sort()).toEqual(["/page-a", "/page-b"]));
    // Both slots taken: these two wait (each counted in the render budget first, which on a
    // PostgreSQL server is a query of its own).
    const answers = [...first, app.request("/page-c", { signal: leaving.signal }), app.request("/page-d")];
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(rendered).toEqual(["/page-a", "/page-b"]);
    leaving.abort();
    release();
    const statuses = await Promise.all(answers.map(async (answer) => (await answer).status));
    expect(statuses).toEqual([200, 200, 503, 200]);
    expect(rendered).toEqual(["/page-a", "/page-b", "/page-d"]);
    expect(mostAtOnce).toBe(2);
  });

  it("skips the render of a visitor whose connection's end was read with the request", async () => {
    const { createApp } = await import("./app");
    const rendered: string[] = [];
    const app = createApp({
      ...t.deps,
      renderDocument: async (request) => {
        rendered.push(new URL(request.url).pathname);
        return new Response("<html></html>", { headers: { "Content-Type": "text/html; charset=utf-8" } });
      },
    });
    // What @hono/node-server passes from Node: the request, and its socket read to its end
    // (accepted late under load, the visitor had already closed it).
    const nodeRequest = (ended: boolean) => ({ incoming: { destroyed: false, socket: { readableEnded: ended } } });
    expect((await app.request("/parti", {}, nodeRequest(true))).status).toBe(503);
    expect((await app.request("/reste", {}, nodeRequest(false))).status).toBe(200);
    expect(rendered).toEqual(["/reste"]);
  });
});

describe("page cache under hostile traffic", () => {
  const countingApp = async (delayMs = 0) => {
    const { createApp } = await import("./app");
    const counter = { renders: 0 };
    const app = createApp({
      ...t.deps,
      config: { ...t.deps.config, trustedProxyHops: 1 },
      renderDocument: async (request) => {
        counter.renders += 1;
        await new Promise((resolve) => setTimeout(resolve, delayMs));
        return new Response(`<html>${new URL(request.url).pathname}</html>`, { headers: { "Content-Type": "text/html; charset=utf-8" } });
      },
    });
    return { app, counter };
  };

  it("keys pages on the parameters pages read: utm_* and random ones share the page's entry", async () => {
    const { app, counter } = await countingApp();
    await app.request("/nos-offres?query=chef");
    const tagged = await app.request("/nos-offres?utm_source=lettre&query=chef&x=123456");
    expect(tagged.headers.get("x-page-cache")).toBe("hit");
    await app.request("/nos-offres?query=chef&page=2");
    expect(counter.renders).toBe(2);
    // React Router's route manifest answers for the paths it is asked about.
    await app.request("/__manifest?paths=%2Ffiche-metier%2Fa&version=1");
    await app.request("/__manifest?paths=%2Fnos-recruteurs%2Fb&version=1");
    expect(counter.renders).toBe(4);
  });

  it("renders a cold page once for a burst of simultaneous requests", async () => {
    const { app, counter } = await countingApp(100);
    const answers = await Promise.all(Array.from({ length: 8 }, () => app.request("/faq")));
    expect(answers.map((answer) => answer.status)).toEqual(Array(8).fill(200));
    expect(counter.renders).toBe(1);
  });

  it("answers 429 in French to a client that makes more uncached renders than its budget", async () => {
    const { app, counter } = await countingApp();
    const headers = { "X-Forwarded-For": "203.0.113.99" };
    const statuses: number[] = [];
    for (let i = 0; i < 125; i++) statuses.push((await app.request(`/nos-offres?query=mot${i}`, { headers })).status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(120);
    const refused = await app.request("/nos-offres?query=encore", { headers });
    expect(refused.status).toBe(429);
    expect(await refused.text()).toContain("Trop de pages demandées");
    expect(counter.renders).toBe(120);
    // Cached pages still answer, and other clients are not affected.
    expect((await app.request("/nos-offres?query=mot1", { headers })).status).toBe(200);
    expect((await app.request("/nos-offres?query=autre", { headers: { "X-Forwarded-For": "203.0.113.100" } })).status).toBe(200);
  });
});

describe("pages for signed-in staff", () => {
  it("say Vary: Cookie to every cache, and private, no-store once rendered for a signed-in user", async () => {
    const { createApp } = await import("./app");
    const { users } = await import("./db/schema");
    const { createSession } = await import("./modules/account/session.service");
    const app = createApp({
      ...t.deps,
      renderDocument: async () => new Response("<html>page</html>", { headers: { "Content-Type": "text/html; charset=utf-8" } }),
    });
    const visitor = await app.request("/notre-equipe");
    expect(visitor.headers.get("vary")).toMatch(/Cookie/);
    expect(visitor.headers.get("cache-control") ?? "").not.toMatch(/private/);
    const [staff] = await t.deps.db.insert(users).values({ email: "equipe@cabinet.test", isStaff: true }).returning();
    const { token } = await createSession(t.deps.db, staff.id);
    const signedIn = await app.request("/notre-equipe", { headers: { Cookie: `__Host-session=${token}` } });
    expect(signedIn.headers.get("cache-control")).toBe("private, no-store");
    expect(signedIn.headers.get("vary")).toMatch(/Cookie/);
  });
});

describe("compression and canonical addresses", () => {
  const html = `<html><body>${"<p>Recrutez les talents qui feront grandir votre entreprise.</p>".repeat(100)}</body></html>`;
  const pageApp = async (clientAssetsDir?: string) => {
    const { createApp } = await import("./app");
    return createApp({
      ...t.deps,
      clientAssetsDir,
      renderDocument: async () => new Response(html, { headers: { "Content-Type": "text/html; charset=utf-8" } }),
    });
  };
  const decode = (encoding: string | null, bytes: Buffer) =>
    (encoding === "br" ? brotliDecompressSync(bytes) : encoding === "gzip" ? gunzipSync(bytes) : bytes).toString();

  it("sends pages in brotli, else gzip, from the cache as from a render", async () => {
    const app = await pageApp();
    for (const attempt of ["miss", "hit"]) {
      const br = await app.request("/offres-test", { headers: { "Accept-Encoding": "gzip, deflate, br, zstd" } });
      expect([br.headers.get("content-encoding"), br.headers.get("x-page-cache")]).toEqual(["br", attempt]);
      expect(br.headers.get("vary")).toMatch(/Accept-Encoding/);
      const brBytes = Buffer.from(await br.arrayBuffer());
      expect(brBytes.length).toBeLessThan(html.length / 10);
      expect(decode("br", brBytes)).toBe(html);
    }
    const gzip = await app.request("/offres-test", { headers: { "Accept-Encoding": "gzip" } });
    expect(gzip.headers.get("content-encoding")).toBe("gzip");
    expect(decode("gzip", Buffer.from(await gzip.arrayBuffer()))).toBe(html);
    const plain = await app.request("/offres-test", { headers: { "Accept-Encoding": "identity" } });
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(await plain.text()).toBe(html);
  });

  it("compresses JSON answers, not tiny ones", async () => {
    const { app } = t;
    const big = await app.request("/api/branding/get_sitemap", { headers: { "Accept-Encoding": "br" } });
    expect(big.status).toBe(200);
    expect(big.headers.get("content-encoding")).toBe("br");
    expect(JSON.parse(decode("br", Buffer.from(await big.arrayBuffer()))).length).toBeGreaterThan(3);
    const tiny = await app.request("/api/get_version", { headers: { "Accept-Encoding": "br" } });
    expect(tiny.headers.get("content-encoding")).toBeNull();
    expect(await tiny.json()).toEqual({ tag: "0.0.0-test", ref: "test" });
  });

  it("serves the build's precompressed assets", async () => {
    const dir = await mkdtemp(join(tmpdir(), "assets-"));
    await mkdir(join(dir, "assets"));
    const script = `export const offers = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => `offre ${i}`))};`;
    await writeFile(join(dir, "assets", "entry-abc123.js"), script);
    expect(await precompressDirectory(dir)).toBe(1);
    const app = await pageApp(dir);
    for (const encoding of ["br", "gzip"]) {
      const res = await app.request("/assets/entry-abc123.js", { headers: { "Accept-Encoding": encoding } });
      expect(res.status).toBe(200);
      expect(res.headers.get("content-encoding")).toBe(encoding);
      expect(res.headers.get("cache-control")).toContain("immutable");
      expect(decode(encoding, Buffer.from(await res.arrayBuffer()))).toBe(script);
      // A script is never shown as a page: nosniff, and none of a page's policies.
      expect(res.headers.get("x-content-type-options")).toBe("nosniff");
      for (const pagePolicy of ["content-security-policy", "x-frame-options", "permissions-policy", "cross-origin-opener-policy"])
        expect(res.headers.get(pagePolicy)).toBeNull();
    }
    // An SVG opened on its own is a document: it keeps them.
    await writeFile(join(dir, "logo.svg"), `<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>`);
    const svg = await app.request("/logo.svg");
    expect(svg.headers.get("content-type")).toContain("image/svg+xml");
    expect(svg.headers.get("content-security-policy")).toContain("default-src 'self'");
    expect(svg.headers.get("x-frame-options")).toBe("DENY");
  });

  it("moves upper-case and trailing-slash addresses to the canonical one, query kept", async () => {
    const app = await pageApp();
    for (const [from, to] of [
      ["/CONTACT", "/contact"],
      ["/contact/", "/contact"],
      ["/Nos-Offres/?query=chef", "/nos-offres?query=chef"],
    ]) {
      const res = await app.request(from, { redirect: "manual" });
      expect(res.status).toBe(301);
      expect(res.headers.get("location")).toBe(to);
    }
    expect((await app.request("/contact")).status).toBe(200);
    expect((await app.request("/api/GET_VERSION")).status).toBe(404);
  });
});
