import AxeBuilder from "@axe-core/playwright";
import { expect, type Locator, type Page } from "@playwright/test";

/**
 * axe's serious and critical violations of the page as shown, against WCAG 2.2 AA (the 2.0, 2.1
 * and 2.2 rules of levels A and AA): one line each, the rule and its first elements.
 */
export async function seriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
    // axe.run in the page itself. The default runs each frame apart, then merges the results in
    // a new blank page: a renderer process started for every check, about three times the CPU.
    // Embedded maps and videos, the only frames, are the provider's pages, not ours.
    .setLegacyMode()
    .options({ resultTypes: ["violations"], iframes: false })
    .analyze();
  return violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.nodes
          .slice(0, 3)
          .map((node) => node.target.join(" "))
          .join(" | ")}`,
    );
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

/** The page does not scroll sideways: no wider than the room beside its vertical scrollbar. */
export const noSidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);
