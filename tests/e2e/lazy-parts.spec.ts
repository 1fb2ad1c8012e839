import type { Page } from "@playwright/test";
import { expect, test } from "../support/e2e-test";
import { closeCookiePanel } from "../support/journey-steps";
import { expectReachable, noSidewaysScroll, seriousViolations } from "../support/page-checks";

// Decision 0052: the parts of a page whose code comes apart (the contact form, the dialogs, the
// home's lower sections) cost only themselves when that code cannot be downloaded: a network
// that fails, or a deployment that replaced the files. The page used to turn into «Oups».

test.use({ viewport: { width: 390, height: 844 } });

/** Refuses the downloads of one chunk, as a lost network would; counts them. */
async function chunkUnreachable(page: Page, name: string) {
  const pattern = new RegExp(`/assets/${name}-[\\w-]+\\.js$`);
  const tries = { count: 0 };
  await page.route(pattern, (route) => {
    tries.count += 1;
    return route.abort("internetdisconnected");
  });
  return { tries, restore: () => page.unroute(pattern) };
}

test("the contact form's code does not arrive: /contact stays, says so, and «Réessayer» loads the page with its form", async ({ page }) => {
  const chunk = await chunkUnreachable(page, "contact-form");
  await page.goto("/contact");
  await closeCookiePanel(page);
  const alert = page.locator("#contact").getByRole("alert");
  await expect(alert).toHaveText("Cette partie de la page n'a pas pu être chargée. Réessayer");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByText("Oups")).toHaveCount(0);
  // One try, not one per render.
  expect(chunk.tries.count).toBe(1);

  const retry = alert.getByRole("button", { name: "Réessayer" });
  await expectReachable(page, retry);
  expect(await noSidewaysScroll(page)).toBe(true);
  expect(await seriousViolations(page)).toEqual([]);

  // The network is back (or a deployment has new files): the page comes again, whole.
  await chunk.restore();
  await retry.focus();
  await Promise.all([page.waitForEvent("load"), page.keyboard.press("Enter")]);
  await expect(page.getByRole("form", { name: "Formulaire de contact entreprise" }).getByLabel("Nom et prénom")).toBeVisible();
  await expect(alert).toHaveCount(0);
});

test("the home's lower sections' code does not arrive: the sections stay as the server sent them, asked for once", async ({ page }) => {
  const chunk = await chunkUnreachable(page, "home-lower-sections");
  const failed = page.waitForEvent("requestfailed", (request) => request.url().includes("/assets/home-lower-sections-"));
  await page.goto("/");
  await failed;
  // Time for React to give up on the code: before, it asked for it again at every render.
  await page.waitForTimeout(1_000);
  for (const name of ["Parlons de votre recrutement", "Nos derniers articles"]) await expect(page.getByRole("heading", { name })).toBeVisible();
  await expect(page.getByRole("alert")).toHaveCount(0);
  await expect(page.getByText("Oups")).toHaveCount(0);
  expect(chunk.tries.count).toBe(1);
});
