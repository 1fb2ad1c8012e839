import type { Page } from "@playwright/test";
import { expect, test } from "../support/e2e-test";

const SIX_MONTHS_S = 182 * 24 * 3600;
const consentCookie = async (page: Page) => (await page.context().cookies()).find((c) => c.name === "cookieConsent");

test("refusing is one click, remembered, and the panel can be reopened from the footer", async ({ page }) => {
  await page.goto("/");
  const panel = page.getByRole("dialog", { name: "Vos choix en matière de cookies" });
  await expect(panel).toBeVisible();
  // CNIL: both choices are equally easy — same kind of button, side by side.
  const refuse = panel.getByRole("button", { name: "Tout refuser" });
  const accept = panel.getByRole("button", { name: "Tout accepter" });
  expect(await refuse.getAttribute("class")).toBe(await accept.getAttribute("class"));

  await refuse.click();
  await expect(panel).toBeHidden();
  expect(await consentCookie(page)).toMatchObject({ value: "false", path: "/" });

  await page.reload();
  await expect(page.locator("footer")).toBeVisible();
  await expect(panel).toBeHidden();

  await page.locator("footer").getByRole("button", { name: "Gestion des cookies" }).click();
  await expect(panel).toBeVisible();
  await panel.getByRole("button", { name: "Tout accepter" }).click();
  await expect(panel).toBeHidden();
  const cookie = await consentCookie(page);
  expect(cookie).toMatchObject({ value: "true", path: "/" });
  const lifetime = cookie!.expires - Date.now() / 1000;
  expect(lifetime).toBeGreaterThan(SIX_MONTHS_S - 120);
  expect(lifetime).toBeLessThanOrEqual(SIX_MONTHS_S);
});

test("the cookie-required page shows the consent notice, which opens the panel", async ({ page }) => {
  await page.goto("/cookies-requis");
  await page.getByRole("dialog", { name: "Vos choix en matière de cookies" }).getByRole("button", { name: "Tout refuser" }).click();
  await expect(page.getByText("Vous devez accepter les cookies pour accéder à ce formulaire.")).toBeVisible();
  await page.getByRole("button", { name: "Veuillez accepter les cookies afin de pouvoir envoyer vos informations" }).click();
  await page.getByRole("button", { name: "Tout accepter" }).click();
  await expect(page.getByRole("button", { name: "Cookies acceptés : revenir au formulaire" })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
});
