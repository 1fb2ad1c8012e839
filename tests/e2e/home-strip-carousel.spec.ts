import type { Locator, Page } from "@playwright/test";
import { expect, test } from "../support/e2e-test";
import { closeCookiePanel } from "../support/journey-steps";
import { noSidewaysScroll, seriousViolations } from "../support/page-checks";

// Issue 50: the home's image/label/value strip, the partners' logo carousel (2 a view on a
// phone, more on a laptop), a hero that uses a laptop's width, and the marketing pages' pictures.

/** The partners' logos whose box lies wholly inside the screen. */
const logosInView = (carousel: Locator) =>
  carousel.locator("li").evaluateAll((slides) => {
    const width = document.documentElement.clientWidth;
    return slides.filter((slide) => {
      const box = slide.getBoundingClientRect();
      return box.left >= -1 && box.right <= width + 1;
    }).length;
  });

const insideScreen = (page: Page, locator: Locator) =>
  locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    return box.width > 0 && box.left >= 0 && box.right <= document.documentElement.clientWidth;
  });

/**
 * Pages with an illustration, and where a picture could push it down, the first action that must
 * stay on the first screen; a page's picture gives way on a phone when its form comes right under.
 */
const PICTURED: { path: string; firstAction?: string; phoneHidden?: true }[] = [
  { path: "/nos-prestations/management-de-transition" },
  { path: "/cabinet-de-recrutement-chasseurs-de-tetes--paris" },
  { path: "/services/1er-cabinet-specialise-dans-le-recrutement-predictif", firstAction: 'main a[href="#contact"]' },
  { path: "/care-candidat" },
  { path: "/qui-sommes-nous/nos-engagements/great-place-to-work" },
  { path: "/faq", firstAction: "main [role=search]", phoneHidden: true },
  { path: "/contact", firstAction: "main form", phoneHidden: true },
];

for (const { width, height, logos } of [
  { width: 390, height: 844, logos: 2 },
  { width: 1280, height: 800, logos: 8 },
]) {
  test(`at ${width} px the home shows its strip, a logo carousel of ${logos} that buttons and Tab move, and its hero's picture`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    await page.goto("/");
    await closeCookiePanel(page);

    const strip = page.getByRole("region", { name: "Nos engagements en bref" });
    for (const label of ["Brief de votre poste", "Suivi de chaque recrue", "Contrats proposés", "Nos spécialités"]) {
      const item = strip.getByRole("listitem").filter({ hasText: label });
      await item.scrollIntoViewIfNeeded();
      await expect(item).toBeVisible();
    }

    // The hero's picture beside the text on a laptop, under it on a phone; first in line.
    const hero = page.locator("main section").first().locator("img");
    await expect(hero).toHaveAttribute("fetchpriority", "high");
    expect(await insideScreen(page, hero)).toBe(true);
    if (width === 1280) {
      const [text, picture] = await Promise.all([page.locator("main h1").boundingBox(), hero.boundingBox()]);
      expect(picture!.x).toBeGreaterThan(text!.x + text!.width);
    }

    const carousel = page.getByRole("region", { name: "Logos de nos partenaires" });
    await carousel.scrollIntoViewIfNeeded();
    await expect(carousel.getByRole("link", { name: /nouvel onglet/ }).first()).toHaveAttribute("rel", "noopener noreferrer");
    await expect.poll(() => logosInView(carousel)).toBe(logos);
    const first = carousel.locator("li").first();
    const next = carousel.getByRole("button", { name: "Diapositive suivante" });
    await next.click();
    await expect.poll(() => insideScreen(page, first)).toBe(false);

    // From the last logo link, Tab reaches the carousel's buttons.
    await carousel.getByRole("link").last().focus();
    await page.keyboard.press("Tab");
    await expect(carousel.getByRole("button", { name: "Diapositive précédente" })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(next).toBeFocused();

    expect(await noSidewaysScroll(page)).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
  });

  test(`at ${width} px the marketing pages show their picture within the screen, or leave a phone's first screen to the form`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    for (const { path, firstAction, phoneHidden } of PICTURED) {
      await page.goto(path);
      const picture = page.locator('main img[src*="/media/files/demo/photo/page-"]');
      await expect(picture).toHaveAttribute("width", "960");
      await expect(picture).toHaveAttribute("height", "640");
      await expect(picture).toHaveAttribute("alt", "");
      if (firstAction) {
        const top = await page
          .locator(firstAction)
          .first()
          .evaluate((element) => element.getBoundingClientRect().top);
        expect(top, path).toBeLessThan(height - 40);
      }
      // Hidden pictures load lazily, so a phone never fetches them.
      if (phoneHidden && width === 390) await expect(picture).toBeHidden();
      else {
        // Drawn by the server on first view, then loaded.
        await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
        expect(await insideScreen(page, picture)).toBe(true);
      }
      expect(await noSidewaysScroll(page)).toBe(true);
      expect(await seriousViolations(page), path).toEqual([]);
    }
  });
}
