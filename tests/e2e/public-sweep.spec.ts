import type { Page } from "@playwright/test";
import { expect, test } from "../support/e2e-test";
import { seriousViolations } from "../support/page-checks";
import { firstPagesOfEachTemplate, sitemapPaths } from "../support/sitemap-pages";

// Every page template of sitemap.xml (each route module), on a phone and on a desktop: no
// sideways scroll, no serious or critical axe violation, no console error. Two pages of each
// on the phone, where long titles and lists of other lengths overflow first; one on the
// desktop, whose layout differs only in the header and the columns. Axe on the first page of
// each template at each width: a second page of a template has the same markup with other
// words, and axe is about two thirds of the sweep's time.
const VIEWPORTS = [
  { width: 390, height: 844, perTemplate: 2 },
  { width: 1280, height: 800, perTemplate: 1 },
];
// Each viewport's pages in parts, every part its own test, shared out between the workers as
// they come free (the file's tests run in parallel): whole, one viewport's sweep was the last
// test of a run for minutes while the other worker had nothing left to do.
const PARTS = 3;
test.describe.configure({ mode: "parallel" });
// What the sitemap leaves out but visitors reach.
const EXTRA_PATHS = ["/cookies-requis"];

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
    test(`every public page template at ${viewport.width} px, part ${part + 1} of ${PARTS}: no sideways scroll, no serious axe violation, no console error`, async ({
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

      const sitemap = await sitemapPaths(page.request);
      const pages = [...firstPagesOfEachTemplate(sitemap, viewport.perTemplate), ...EXTRA_PATHS];
      const checkedByAxe = new Set([...firstPagesOfEachTemplate(sitemap, 1), ...EXTRA_PATHS]);
      expect(pages.length).toBeGreaterThan(30);
      const share = Math.ceil(pages.length / PARTS);
      for (const path of pages.slice(part * share, (part + 1) * share)) {
        current = path;
        await page.goto(path);
        // The cookie panel opens once the page has hydrated and loaded its lazy chunk: every
        // console error of hydration has happened by then (beside the journeys on 2 busy cores,
        // that took more than the default 5 s once).
        await expect(cookiePanel(page), path).toBeVisible({ timeout: 15_000 });
        const overflow = await overflowingElements(page);
        if (overflow.length > 0) problems.push(`${path}: wider than ${viewport.width} px: ${overflow.join(", ")}`);
        if (checkedByAxe.has(path)) for (const violation of await seriousViolations(page)) problems.push(`${path}: axe ${violation}`);
      }
      expect(problems).toEqual([]);
    });
