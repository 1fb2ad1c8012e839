import type { Page } from "@playwright/test";
import { expect, test } from "../support/e2e-test";
import { seriousViolations } from "../support/page-checks";

// Every public route family of sitemap.xml, on a phone and on a desktop: no sideways scroll,
// no serious or critical axe violation, no console error. The first pages of each family; axe
// (most of the sweep's time) on all of them on the phone, on the first of each on the desktop,
// whose layout differs only in the header and the columns.
const PER_FAMILY = 3;
// Each viewport's pages in parts, every part its own test, shared out between the workers as
// they come free (the file's tests run in parallel): whole, one viewport's sweep was the last
// test of a run for minutes while the other worker had nothing left to do.
const PARTS = 3;
test.describe.configure({ mode: "parallel" });
const VIEWPORTS = [
  { width: 390, height: 844, axePerFamily: PER_FAMILY },
  { width: 1280, height: 800, axePerFamily: 1 },
];
// What the sitemap leaves out but visitors reach.
const EXTRA_PATHS = ["/cookies-requis"];

type SweptPage = { path: string; axe: boolean };

async function sweepPaths(page: Page, axePerFamily: number): Promise<SweptPage[]> {
  const xml = await (await page.request.get("/sitemap.xml")).text();
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname);
  const families = new Map<string, string[]>();
  for (const path of paths) {
    const family = path.split("/")[1] ?? "";
    families.set(family, [...(families.get(family) ?? []), path]);
  }
  const sampled = [...families.values()].flatMap((members) => members.slice(0, PER_FAMILY).map((path, index) => ({ path, axe: index < axePerFamily })));
  return [...sampled, ...EXTRA_PATHS.map((path) => ({ path, axe: true }))];
}

const cookiePanel = (page: Page) => page.getByRole("dialog", { name: "Vos choix en matière de cookies" });

/** Elements sticking out of the viewport on the right, described for the failure message. */
const overflowingElements = (page: Page) =>
  page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth <= width) return [];
    return [...document.querySelectorAll<HTMLElement>("body *")]
      .filter((element) => element.getBoundingClientRect().right > width + 1)
      .slice(0, 5)
      .map((element) => `<${element.tagName.toLowerCase()} class="${element.className}">`);
  });

for (const viewport of VIEWPORTS)
  for (let part = 0; part < PARTS; part++)
    test(`every public page family at ${viewport.width} px, part ${part + 1} of ${PARTS}: no sideways scroll, no serious axe violation, no console error`, async ({
      page,
    }) => {
      // A part runs beside the journeys on 2 cores: its budget is not a speed goal (bench/
      // measures speed), a third process sharing the cores must not fail it.
      test.setTimeout(300_000);
      await page.setViewportSize(viewport);
      const problems: string[] = [];
      let current = "";
      page.on("console", (message) => {
        if (message.type() === "error") problems.push(`${current}: console: ${message.text().slice(0, 300)}`);
      });
      page.on("pageerror", (error) => problems.push(`${current}: page error: ${error.message}`));

      const pages = await sweepPaths(page, viewport.axePerFamily);
      expect(pages.length).toBeGreaterThan(20);
      // Consecutive families: each part gets its share of the pages axe checks.
      const share = Math.ceil(pages.length / PARTS);
      for (const { path, axe } of pages.slice(part * share, (part + 1) * share)) {
        current = path;
        await page.goto(path);
        // The cookie panel opens once the page has hydrated and loaded its lazy chunk: every
        // console error of hydration has happened by then (beside the journeys on 2 busy cores,
        // that took more than the default 5 s once).
        await expect(cookiePanel(page)).toBeVisible({ timeout: 15_000 });
        const overflow = await overflowingElements(page);
        if (overflow.length > 0) problems.push(`${path}: wider than ${viewport.width} px: ${overflow.join(", ")}`);
        if (!axe) continue;
        for (const violation of await seriousViolations(page)) problems.push(`${path}: axe ${violation}`);
      }
      expect(problems).toEqual([]);
    });
