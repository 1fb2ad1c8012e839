import { expect, test } from "../support/e2e-test";
import fc from "fast-check";

// Pages answer hostile addresses with a page (4xx at worst), never a server error: generated
// query strings on one page of each sitemap family, and hostile segments in their paths.
const hostile = fc.oneof(
  fc.string({ unit: "binary", maxLength: 30 }),
  fc.constantFrom("2147483648", "9".repeat(30), "-1", "%00", "a%00b", "\u0000", "<script>", "'", "../"),
  fc.string({ maxLength: 2 }).map((s) => s.repeat(3_000)),
);

test("generated query strings and path segments on every page family never get a 5xx", async ({ request }) => {
  test.setTimeout(300_000);
  const xml = await (await request.get("/sitemap.xml")).text();
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname);
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
