import type { Locator } from "@playwright/test";
import { expect, test } from "../support/e2e-test";
import { closeCookiePanel } from "../support/journey-steps";
import { expectReachable, noSidewaysScroll } from "../support/page-checks";

// The home's sections below the hero and the key figures load lazily (decision 0045): the
// server sends them whole, the browser hydrates them once their code has arrived.

test.use({ viewport: { width: 390, height: 844 } });

test("on a phone, the home's lower sections come with the page and work once it is loaded", async ({ page }) => {
  const html = await (await page.request.get("/")).text();
  expect(html).toContain("Nos derniers articles");
  expect(html).toContain("Parlons de votre recrutement");

  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  await page.goto("/");
  await closeCookiePanel(page);
  expect(await noSidewaysScroll(page)).toBe(true);
  // The contact section sits near the bottom: its audience switch answers, so it is hydrated.
  const candidate = page.locator("#contact").getByRole("button", { name: "Candidat" });
  await expectReachable(page, candidate);
  await candidate.click();
  await expect(candidate).toHaveAttribute("aria-pressed", "true");
  await expect(page.locator("#contact").getByRole("button", { name: "Déposer votre CV" })).toBeVisible();
  expect(errors).toEqual([]);
});

test("a returning visitor's home keeps its lower sections in place while their code arrives", async ({ page, baseURL }) => {
  // A visitor who already chose: their choice is read as the page hydrates.
  await page.context().addCookies([{ name: "cookieConsent", value: "true", url: baseURL! }]);
  // A slow network: the sections' code arrives after the page has hydrated.
  const chunk = /\/assets\/home-lower-sections-[\w-]+\.js$/;
  await page.route(chunk, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 800));
    await route.continue();
  });
  await page.addInitScript(() => {
    const seen = window as unknown as { sectionsRemoved?: number };
    seen.sectionsRemoved = 0;
    document.addEventListener("DOMContentLoaded", () => {
      new MutationObserver((records) => {
        for (const record of records) seen.sectionsRemoved! += [...record.removedNodes].filter((node) => node.nodeName === "SECTION").length;
      }).observe(document.body, { childList: true, subtree: true });
    });
  });
  const arrived = page.waitForResponse(chunk);
  await page.goto("/");
  await arrived;
  // The sections answer once their code has run: a click before that is lost, as on a phone.
  const candidate = page.locator("#contact").getByRole("button", { name: "Candidat" });
  await expect(async () => {
    await candidate.click();
    await expect(candidate).toHaveAttribute("aria-pressed", "true", { timeout: 500 });
  }).toPass();
  // Drawn again in the browser, they were gone for a moment: the page shrank to its top.
  expect(await page.evaluate(() => (window as unknown as { sectionsRemoved: number }).sectionsRemoved)).toBe(0);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  // React sends a large finished Suspense boundary apart, hidden at the end of the document, and
  // shows it with an inline script: without scripts those sections were never seen.
  test("the home's lower sections are shown in their place, between the key figures and the footer", async ({ page }) => {
    await page.goto("/");
    const contact = page.getByRole("heading", { name: "Parlons de votre recrutement" });
    await expect(contact).toBeVisible();
    await expect(page.getByRole("heading", { name: "Nos derniers articles" })).toBeVisible();
    const top = (locator: Locator) => locator.evaluate((element) => element.getBoundingClientRect().top + window.scrollY);
    const figures = await top(page.getByRole("region", { name: "Nos chiffres clés" }));
    const footer = await top(page.locator("footer"));
    expect(await top(contact)).toBeGreaterThan(figures);
    expect(await top(contact)).toBeLessThan(footer);
    expect(await noSidewaysScroll(page)).toBe(true);
  });

  test("the contact form, which needs scripts, says so and gives the firm's number", async ({ page }) => {
    await page.goto("/");
    // Playwright's text search skips <noscript>, whose lines a browser without scripts shows.
    const placeholder = page.locator("#contact noscript p");
    await expect(placeholder).toBeVisible();
    await expect(placeholder).toHaveText("Ce formulaire a besoin de JavaScript. Vous pouvez aussi nous appeler au 01 99 00 42 42.");
    const loading = page.locator("#contact").getByRole("status", { includeHidden: true });
    await expect(loading).toHaveText("Chargement du formulaire…");
    await expect(loading).toBeHidden();
    const call = placeholder.getByRole("link");
    await expect(call).toHaveAttribute("href", "tel:0199004242");
    await expectReachable(page, call);
  });
});

test("a navigation to the home shows its lower sections together with its hero", async ({ page }) => {
  await page.goto("/plan-du-site");
  await closeCookiePanel(page);
  const logo = page.locator("header").getByRole("link", { name: "Alto Recrutement – accueil" });
  // Resting on the logo prefetches the home: the page's link handling is loaded.
  await logo.hover();
  await expect(page.locator('link[rel="modulepreload"][href*="/assets/home-"]')).toBeAttached();
  // When the hero's title enters the document, is the contact section already there?
  await page.evaluate(() => {
    const seen = window as unknown as { contactWithHero?: boolean };
    new MutationObserver((_, observer) => {
      if (!document.querySelector("h1")?.textContent?.includes("Recrutez les talents")) return;
      seen.contactWithHero = document.getElementById("contact") !== null;
      observer.disconnect();
    }).observe(document.body, { childList: true, subtree: true });
  });
  await logo.click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Recrutez les talents");
  expect(await page.evaluate(() => (window as unknown as { contactWithHero?: boolean }).contactWithHero)).toBe(true);
  await expect(page.getByRole("region", { name: "Nos derniers articles" })).toBeAttached();
});

test("the key figures count up to their values once scrolled into view, and stay still for reduced motion", async ({ page }) => {
  const figure = page.getByRole("region", { name: "Nos chiffres clés" }).locator("li", { hasText: "recrutements par an" }).locator("p").first();
  // Short enough for the banner to start below the fold.
  await page.setViewportSize({ width: 390, height: 640 });
  for (const reducedMotion of ["reduce", "no-preference"] as const) {
    await page.emulateMedia({ reducedMotion });
    // Another address each time: the browser takes the same address again as a reload, which
    // restores the scroll position.
    await page.goto(`/?${reducedMotion}`);
    await closeCookiePanel(page);
    // Every text the figure shows, from now on.
    await figure.evaluate((element) => {
      const shown = ((window as unknown as { shown: string[] }).shown = [element.textContent ?? ""]);
      new MutationObserver(() => shown.push(element.textContent ?? "")).observe(element, { subtree: true, childList: true, characterData: true });
    });
    expect(await figure.evaluate((element) => element.getBoundingClientRect().top)).toBeGreaterThan(640);
    await figure.scrollIntoViewIfNeeded();
    const shown = () => page.evaluate(() => (window as unknown as { shown: string[] }).shown);
    if (reducedMotion === "reduce") {
      await page.waitForTimeout(1000);
      expect(await shown()).toEqual(["500+"]);
      continue;
    }
    // From 0 up to the value again: many figures below it, and the value last.
    await expect
      .poll(
        async () => {
          const texts = await shown();
          return { below: texts.filter((text) => Number.parseInt(text, 10) < 500).length > 3, last: texts.at(-1) };
        },
        { timeout: 10_000 },
      )
      .toEqual({ below: true, last: "500+" });
  }
});
