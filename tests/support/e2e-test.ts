import { test as base, type BrowserContext, type BrowserContextOptions } from "@playwright/test";
import { e2eServer } from "./e2e-servers";

export { expect } from "@playwright/test";

/**
 * The journeys' `test`: each test gets a new page in one browser context that the worker keeps,
 * instead of a new context. A new context starts a new renderer process, and its first page
 * load costs Chromium about 2 s of CPU more than a load in a running one (on these 2 cores,
 * about a third of the journeys' CPU). A page left open in the kept context holds its renderer.
 *
 * Between tests the kept context loses its cookies (consent, staff session) and permissions,
 * and the test's pages are closed with their routes, listeners and session storage; the site
 * keeps nothing else in the browser. `viewport` and `reducedMotion` from `test.use` are applied
 * to the page. A test that changes the context itself (`page.clock` installs a script in it) or
 * needs options only a context has (`hasTouch`, `isMobile`, `storageState`, `timezoneId`…) gets a context of
 * its own: `test.use({ freshContext: true })`, which those options imply.
 *
 * Each worker talks to its own server (tests/support/e2e-servers.ts): `baseURL` is that server's.
 */
export const test = base.extend<{ freshContext: boolean }, { keptContext: BrowserContext }>({
  freshContext: [false, { option: true }],

  // Playwright reads a fixture's dependencies from its first parameter's pattern: none here.
  // eslint-disable-next-line no-empty-pattern
  baseURL: async ({}, use, testInfo) => {
    await use(e2eServer(testInfo.parallelIndex).baseURL);
  },

  keptContext: [
    async ({ browser }, use, workerInfo) => {
      const context = await browser.newContext({ ...projectContextOptions(workerInfo.project.use), baseURL: e2eServer(workerInfo.parallelIndex).baseURL });
      const keeper = await context.newPage();
      await keeper.goto("/api/get_version");
      await use(context);
      await context.close();
    },
    { scope: "worker" },
  ],

  page: async (
    { keptContext, freshContext, browser, baseURL, viewport, reducedMotion, hasTouch, isMobile, storageState, javaScriptEnabled, timezoneId },
    use,
    testInfo,
  ) => {
    const defaults = { ...projectContextOptions(testInfo.project.use), baseURL };
    const needsOwnContext =
      freshContext ||
      hasTouch !== defaults.hasTouch ||
      isMobile !== defaults.isMobile ||
      storageState !== undefined ||
      javaScriptEnabled === false ||
      timezoneId !== undefined;
    if (needsOwnContext) {
      const context = await browser.newContext({ ...defaults, viewport, reducedMotion, hasTouch, isMobile, storageState, javaScriptEnabled, timezoneId });
      await use(await context.newPage());
      await context.close();
      return;
    }
    const keeper = keptContext.pages()[0];
    await keptContext.clearCookies();
    await keptContext.clearPermissions();
    const page = await keptContext.newPage();
    if (viewport) await page.setViewportSize(viewport);
    if (reducedMotion) await page.emulateMedia({ reducedMotion });
    await use(page);
    await Promise.all(
      keptContext
        .pages()
        .filter((open) => open !== keeper)
        .map((open) => open.close()),
    );
  },
});

/** The context options the project's `use` sets (its device). */
function projectContextOptions(use: Record<string, unknown>): BrowserContextOptions {
  const { locale, viewport, userAgent, deviceScaleFactor, isMobile, hasTouch } = use as BrowserContextOptions;
  return { locale, viewport, userAgent, deviceScaleFactor, isMobile: isMobile ?? false, hasTouch: hasTouch ?? false };
}
