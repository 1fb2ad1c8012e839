import { request as httpRequest } from "node:http";
import { expect, test } from "../support/e2e-test";
import fc from "fast-check";
import { routePatterns, sitemapPaths } from "../support/sitemap-pages";

// Pages answer hostile addresses with a page (4xx at worst), never a server error, on the
// production build (page cache, fast path and all): every route of app/routes.ts with hostile
// query strings and hostile path segments, then generated ones on each sitemap family.

/** Every query parameter a page reads, and the spec's names of list state. */
const PARAMETERS = [
  ..."page limit query location domain contract salaryMin salaryMax type departement tags sort ids token code state candidate".split(" "),
  ..."recherche thematiques durees niveaux modalites limite".split(" "),
];
/** Values as they appear in a URL (already encoded): beyond int32 and float, negative, not a number, overlong UTF-8, a lone surrogate, markup. */
const HOSTILE_VALUES = ["2147483648", "9".repeat(30), "1e308", "-1", "NaN", "%C0%AF", "%ED%A0%80", "%FF%FE", "%3Cscript%3E", "'%20OR%201%3D1%20--", ""];
const LONG = "x".repeat(10_000);
/** Every parameter with one value per query string; each name twice; 10 KB in one list parameter at a time (a URL holds 16 KB). */
const HOSTILE_QUERIES = [
  ...HOSTILE_VALUES.map((value) => PARAMETERS.map((name) => `${name}=${value}`).join("&")),
  PARAMETERS.map((name) => `${name}=1&${name}=2`).join("&"),
  ..."page limit query location departement tags sort ids recherche".split(" ").map((name) => `${name}=${LONG}`),
];
/** Path segments as they appear in a URL. */
const HOSTILE_SEGMENTS = ["2147483648", "9".repeat(30), "-1", "%C0%AF", "%ED%A0%80", "%2F%2Fevil.example", "..%2F..%2Fetc%2Fpasswd", "%3Cscript%3E", LONG];

/**
 * Every route pattern of app/routes.ts; of the static addresses one module serves (the ten
 * landing pages, the specialities) only the first: they read the query string with one loader.
 */
function hostileTargets(): string[] {
  const staticModules = new Set<string>();
  return routePatterns()
    .filter(({ pattern, file }) => {
      if (/[:*]/.test(pattern)) return true;
      if (staticModules.has(file)) return false;
      staticModules.add(file);
      return true;
    })
    .map(({ pattern }) => pattern);
}

/** A page of this pattern the sitemap lists, or the pattern with placeholder parameters. */
function instanceOf(pattern: string, sitemap: string[]): string {
  const matcher = new RegExp(`^${pattern.replace(/:\w+/g, "[^/]+").replace("*", ".+")}$`);
  return sitemap.find((path) => matcher.test(path)) ?? pattern.replace(/:\w+/g, "1").replace("*", "x");
}

/** The same page with one parameter (or the splat) replaced. */
const withSegment = (pattern: string, instance: string, index: number, segment: string) =>
  instance
    .split("/")
    .map((part, i) => (i === index ? segment : part))
    .join("/") || pattern;

test("every page route answers hostile query strings and path segments without a 5xx", async ({ request }) => {
  test.setTimeout(600_000);
  const sitemap = await sitemapPaths(request);
  const all = hostileTargets();
  expect(all.length).toBeGreaterThan(40);

  const failures: string[] = [];
  const check = async (target: string) => {
    const response = await request.get(target, { maxRedirects: 0 });
    if (response.status() >= 500) failures.push(`${target.slice(0, 140)} → ${response.status()}`);
  };
  for (const pattern of all) {
    const page = instanceOf(pattern, sitemap);
    for (const query of HOSTILE_QUERIES) await check(`${page}?${query}`);
    // React Router's data request runs the same loaders.
    await check(`${page === "/" ? "/_root" : page}.data?${HOSTILE_QUERIES[0]}`);
    const parts = pattern.split("/");
    for (let index = 0; index < parts.length; index++) {
      if (!parts[index]!.startsWith(":") && parts[index] !== "*") continue;
      for (const segment of HOSTILE_SEGMENTS) await check(withSegment(pattern, page, index, segment));
    }
  }
  // The cases of issue 45 by name, in case a route or a sitemap entry goes away.
  for (const target of ["/nos-recruteurs?departement=" + "a".repeat(21), "/catalogue-fiches-metier?page=2147483648", "/nos-offres?page=1&page=2"])
    await check(target);
  expect(failures).toEqual([]);
});

const hostile = fc.oneof(
  fc.string({ unit: "binary", maxLength: 30 }),
  fc.constantFrom("2147483648", "9".repeat(30), "-1", "%00", "a%00b", "\u0000", "<script>", "'", "../"),
  fc.string({ maxLength: 2 }).map((s) => s.repeat(3_000)),
);

test("generated query strings and path segments on every page family never get a 5xx", async ({ request }) => {
  test.setTimeout(300_000);
  const paths = await sitemapPaths(request);
  const families = new Map<string, string>();
  for (const path of paths) if (!families.has(path.split("/")[1] ?? "")) families.set(path.split("/")[1] ?? "", path);
  expect(families.size).toBeGreaterThan(10);

  const failures: string[] = [];
  for (const path of [...families.values(), "/nos-offres/poste/1"]) {
    await fc.assert(
      fc.asyncProperty(
        fc.dictionary(fc.oneof(hostile, fc.constantFrom("page", "limit", "query", "location", "type", "departement", "salaryMin")), hostile, { maxKeys: 3 }),
        hostile,
        async (params, segment) => {
          const search = new URLSearchParams(params as Record<string, string>).toString();
          // Lone surrogates cannot be percent-encoded: they become U+FFFD, as a browser sends them.
          const wellFormed = segment.replace(/[\ud800-\udfff]/g, (c, at: number, all: string) =>
            /[\ud800-\udbff][\udc00-\udfff]/.test(all.slice(at - 1, at + 1)) || /[\ud800-\udbff][\udc00-\udfff]/.test(all.slice(at, at + 2)) ? c : "\ufffd",
          );
          for (const target of [`${path}?${search}`, `${path.replace(/\/$/, "")}/${encodeURIComponent(wellFormed) || "x"}`]) {
            const response = await request.get(target, { maxRedirects: 0 });
            if (response.status() >= 500) failures.push(`${target.slice(0, 120)} → ${response.status()}`);
          }
          return true;
        },
      ),
      { numRuns: 8, seed: 20261124 },
    );
  }
  expect(failures).toEqual([]);
});

/** A request written as is: URL parsers would read `//host/` as another origin and `\` as `/`. */
function rawGet(base: string, target: string): Promise<{ status: number; location?: string; cache?: string }> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const sent = httpRequest({ host: hostname, port, path: target, method: "GET" }, (response) => {
      response.resume();
      response.on("end", () =>
        resolve({ status: response.statusCode!, location: response.headers.location, cache: response.headers["x-page-cache"] as string | undefined }),
      );
    });
    sent.on("error", reject);
    sent.end();
  });
}

test("an address that begins like another site's is neither redirected there nor answered as a page", async ({ request, baseURL }) => {
  // Stored pages first: the server's fast path answers them before the app sees the request.
  for (const path of ["/", "/contact", "/nos-offres"]) for (let i = 0; i < 2; i++) expect((await request.get(path)).status()).toBe(200);
  for (const target of [
    "//evil.example/",
    "//evil.example",
    "///evil.example/",
    "//evil.example/contact/",
    "//evil.example/contact",
    "/\\evil.example/contact",
    "/%2Fevil.example/",
    "/%5Cevil.example/",
    "//evil.example/nos-offres?page=2",
  ]) {
    const { status, location, cache } = await rawGet(baseURL!, target);
    expect(location, target).toBeUndefined();
    expect(cache, target).toBeUndefined();
    expect([400, 404], target).toContain(status);
  }
});
