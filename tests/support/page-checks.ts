import AxeBuilder from "@axe-core/playwright";
import { expect, type Locator, type Page } from "@playwright/test";

/** axe's serious and critical violations on the page as shown (WCAG 2.1 AA), one line each. */
export async function seriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21aa"])
    .options({ resultTypes: ["violations"], iframes: false })
    .analyze();
  return violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => `${v.id}: ${v.nodes[0]?.target.join(" ")}`);
}

/**
 * Inside the viewport once scrolled to, and the element drawn at its centre is its own.
 * Scrolling, measuring and hit-testing happen in one turn of the page, so a layout that moves
 * in between (a save notice changing length) cannot make a reachable control look covered; a
 * control that stays covered still fails after the retries.
 */
export async function expectReachable(page: Page, locator: Locator) {
  const viewportWidth = page.viewportSize()!.width;
  await expect(async () => {
    const seen = await locator.evaluate((element) => {
      element.scrollIntoView({ block: "nearest", inline: "nearest" });
      const box = element.getBoundingClientRect();
      const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
      const onTop = hit !== null && (element.contains(hit) || (element as HTMLInputElement).labels?.[0]?.contains(hit) === true);
      return { left: box.left, right: box.right, onTop, hit: hit?.outerHTML.slice(0, 120) ?? null };
    });
    expect(seen.left).toBeGreaterThanOrEqual(0);
    expect(seen.right).toBeLessThanOrEqual(viewportWidth);
    expect(seen.onTop, `covered by ${seen.hit}`).toBe(true);
  }).toPass({ timeout: 5_000 });
}

export const noSidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
