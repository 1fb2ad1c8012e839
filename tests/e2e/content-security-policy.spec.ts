import type { Page } from "@playwright/test";
import { expect, test } from "../support/e2e-test";
import { closeCookiePanel, signInAsStaff } from "../support/journey-steps";

// Decision 0057: styles by nonce, pictures from the site and the map tiles. The widgets that
// bring styles of their own (ALTCHA, TipTap, FullCalendar) are shown styled, and the browser
// reports no refusal of the policy on the pages that use them.

/** Every refusal the browser reports on this page from now on (directive and what was blocked). */
async function recordRefusals(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspRefusals: string[] }).cspRefusals = seen;
    document.addEventListener("securitypolicyviolation", (event) => seen.push(`${event.effectiveDirective} ${event.blockedURI || "inline"}`));
  });
  return () => page.evaluate(() => (window as unknown as { cspRefusals: string[] }).cspRefusals);
}

test("the policy refuses inline <style> without the nonce and pictures from elsewhere", async ({ page }) => {
  const refusals = await recordRefusals(page);
  const response = await page.goto("/contact");
  const policy = response!.headers()["content-security-policy"]!;
  expect(policy).toMatch(/style-src-elem 'self' 'nonce-[^']+'/);
  expect(policy).not.toMatch(/img-src[^;]*https:[ ;]/);
  // What an injection would try: both are refused and the page is unchanged.
  const applied = await page.evaluate(async () => {
    const style = Object.assign(document.createElement("style"), { textContent: "body{visibility:hidden}" });
    document.head.append(style);
    const image = Object.assign(document.createElement("img"), { src: "https://tracker.example/pixel.png" });
    document.body.append(image);
    await new Promise((resolve) => setTimeout(resolve, 200));
    return getComputedStyle(document.body).visibility;
  });
  expect(applied).toBe("visible");
  expect(await refusals()).toEqual(expect.arrayContaining(["style-src-elem inline", "img-src https://tracker.example/pixel.png"]));
});

test("the captcha runs unseen with its stylesheet, and nothing is refused", async ({ page }) => {
  const refusals = await recordRefusals(page);
  await page.goto("/contact");
  await closeCookiePanel(page);
  const form = page.getByRole("form", { name: "Formulaire de contact entreprise" });
  // Started with the page: its proof of work runs in blob: workers, out of sight.
  await expect(form.getByRole("status").filter({ hasText: "Le captcha est valide" })).toBeVisible({ timeout: 20_000 });
  // Its styles went in first, with the page's nonce (decision 0057): they hide the invisible widget.
  await expect(page.locator("style#altcha-css")).toHaveCount(1);
  await expect(form.locator("altcha-widget")).toHaveCount(0);
  await expect(form.getByText("Je ne suis pas un robot", { exact: true })).toHaveCount(0);
  expect(await refusals()).toEqual([]);
});

test("staff's rich-text editor and sessions calendar are styled, and nothing is refused", async ({ page }) => {
  const refusals = await recordRefusals(page);
  await signInAsStaff(page, "/admin/branding/teammember");
  await page.getByRole("button", { name: "Ajouter" }).click();
  const editor = page.getByRole("dialog").getByRole("textbox", { name: "Description" });
  await expect(editor).toBeVisible();
  // TipTap's own base style (its <style> carries the page's nonce).
  await expect(editor).toHaveCSS("white-space", "break-spaces");

  await page.goto("/admin/training/session");
  const calendar = page.getByTestId("sessions-calendar");
  // FullCalendar's root, a column by the styles it adds itself.
  await expect(calendar.locator(".fc").first()).toHaveCSS("flex-direction", "column");
  expect(await refusals()).toEqual([]);
});
