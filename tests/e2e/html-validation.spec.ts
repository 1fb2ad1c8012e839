import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "../support/e2e-test";
import { sitemapPaths } from "../support/sitemap-pages";

// The W3C's validator (vnu, run offline from the vnu-jar package; it needs a Java runtime,
// which .ci/run installs) on one page of each route family of the sitemap and on the pages
// that are not in it. Any error fails: invalid HTML is read differently by each browser and
// crawler (issue 50: a <style> inside a <noscript> of the body, on 197 pages).

const vnuJar = createRequire(import.meta.url).resolve("vnu-jar/build/dist/vnu.jar");

/** «/nos-agences/cabinet-recrutement-lyon» → «/nos-agences/*»: the pages one route builds. */
const family = (path: string) => {
  const parts = path.split("/").filter(Boolean);
  return parts.length <= 1 ? path : `/${parts[0]}${"/*".repeat(parts.length - 1)}`;
};

/** Not in the sitemap, built by routes of their own: a second page, a filter, a search, a 404. */
const OUTSIDE_SITEMAP = ["/nos-offres?page=2", "/notre-actu?tags=btp", "/presse?query=agence", "/nos-offres?query=comptable", "/une-page-qui-n-existe-pas"];

type VnuMessage = { type: string; url: string; lastLine?: number; message: string; extract?: string };

function validate(files: string[]): Promise<VnuMessage[]> {
  return new Promise((resolve, reject) => {
    // Exit code 1 means «errors found»: the JSON report on stderr says which.
    execFile("java", ["-jar", vnuJar, "--errors-only", "--format", "json", ...files], { maxBuffer: 64 * 1024 * 1024 }, (error, _stdout, stderr) => {
      try {
        resolve((JSON.parse(stderr) as { messages: VnuMessage[] }).messages);
      } catch {
        reject(error ?? new Error(stderr));
      }
    });
  });
}

test("one page of each route family passes the W3C validator with no error", async ({ request }) => {
  test.setTimeout(180_000);
  const byFamily = new Map<string, string>();
  for (const path of await sitemapPaths(request)) if (!byFamily.has(family(path))) byFamily.set(family(path), path);
  const paths = [...byFamily.values(), ...OUTSIDE_SITEMAP];
  expect(paths.length).toBeGreaterThan(25);

  const dir = await mkdtemp(join(tmpdir(), "html-validation-"));
  try {
    const files = await Promise.all(
      paths.map(async (path, i) => {
        const response = await request.get(path);
        expect(response.headers()["content-type"], path).toContain("text/html");
        const file = join(dir, `${i}.html`);
        await writeFile(file, await response.body());
        return file;
      }),
    );
    const errors = (await validate(files)).filter((m) => m.type === "error");
    const pathOf = (url: string) => paths[Number(url.match(/(\d+)\.html$/)?.[1])];
    expect(errors.map((m) => `${pathOf(m.url)} (ligne ${m.lastLine}) : ${m.message} — ${m.extract?.trim() ?? ""}`)).toEqual([]);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});
