import { expect, test } from "../support/e2e-test";
import { outboxMails } from "../support/outbox";
import { ALERT_CONFIRM_HINT, ALERT_MESSAGES, ALERT_PENDING, ALERT_SUCCESS } from "../../common/candidate-forms";

/** The mail's readable text: quoted-printable undone, base64 parts decoded. */
function decodeMail(raw: string): string {
  const quotedPrintable = raw.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  const base64Parts = [...raw.matchAll(/\r?\n\r?\n([A-Za-z0-9+/=\r\n]{80,})/g)].map((m) => Buffer.from(m[1].replace(/\s+/g, ""), "base64").toString("utf8"));
  return [quotedPrintable, ...base64Parts].join("\n");
}

const CONFIRMATION_LINK = /\/nos-offres\/alertes\/[0-9a-f-]{36}\/confirmation\?token=[A-Za-z0-9_-]+/;

test("a candidate subscribes to an alert for a search and confirms it from the e-mail", async ({ page }) => {
  const email = `alerte.${Date.now()}@exemple.fr`;
  await page.goto("/nos-offres");
  await page.getByRole("dialog", { name: "Vos choix en matière de cookies" }).getByRole("button", { name: "Fermer sans choisir" }).click();
  const create = page.getByRole("button", { name: "Créer ton alerte" });
  await expect(create).toBeDisabled();

  await page.getByLabel("Métier, mot-clé").fill("comptable");
  await expect(page).toHaveURL(/query=comptable/);
  await expect(create).toBeEnabled();
  await create.click();

  const dialog = page.getByRole("dialog", { name: "Activer les alertes pour cette recherche" });
  await expect(dialog.getByText("comptable", { exact: true })).toBeVisible();
  const activate = dialog.getByRole("button", { name: "Activer", exact: true });
  await expect(activate).toBeDisabled();

  await dialog.getByRole("textbox", { name: "Adresse e-mail" }).focus();
  await dialog.getByRole("textbox", { name: "Adresse e-mail" }).blur();
  await expect(dialog.getByText(ALERT_MESSAGES.emailRequired)).toBeVisible();
  await dialog.getByRole("textbox", { name: "Adresse e-mail" }).fill("alerte@");
  await expect(dialog.getByText(ALERT_MESSAGES.email)).toBeVisible();
  await dialog.getByRole("textbox", { name: "Adresse e-mail" }).fill("alerte@yopmail.com");
  await expect(dialog.getByText(ALERT_MESSAGES.email)).toBeHidden();
  // A throwaway domain is flagged as the field is left, before anything is sent.
  await dialog.getByRole("textbox", { name: "Adresse e-mail" }).blur();
  await expect(dialog.getByText(ALERT_MESSAGES.email)).toBeVisible();
  await dialog.getByRole("textbox", { name: "Adresse e-mail" }).fill(email);
  await expect(dialog.getByText(ALERT_MESSAGES.email)).toBeHidden();

  // The captcha solved itself while the visitor typed: the consent box (which also gives the
  // cookie consent) is the last thing missing, and the disabled button says so.
  await expect(dialog.getByRole("status").filter({ hasText: "Le captcha est valide" })).toBeVisible({ timeout: 20_000 });
  await expect(activate).toBeDisabled();
  await expect(dialog.getByText("Avant d'activer\u00a0: cochez la case de consentement, acceptez les cookies.")).toBeVisible();
  await dialog.getByLabel(/utilise mon adresse e-mail pour m'envoyer chaque semaine/).check();
  await expect(activate).toBeEnabled();
  await activate.click();

  await expect(dialog.getByText(ALERT_PENDING)).toBeVisible({ timeout: 15_000 });
  await expect(dialog.getByText(ALERT_SUCCESS)).toHaveCount(0);
  await expect(dialog.getByText(ALERT_CONFIRM_HINT)).toBeVisible();

  // Double opt-in: the alert works once the link of the confirmation e-mail is opened.
  let link: string | undefined;
  await expect
    .poll(
      () => {
        const mail = outboxMails()
          .map(decodeMail)
          .find((text) => text.includes(email) && CONFIRMATION_LINK.test(text));
        link = mail?.match(CONFIRMATION_LINK)?.[0];
        return link;
      },
      { timeout: 15_000 },
    )
    .toBeTruthy();
  await page.goto(link!);
  await expect(page.getByText("Votre alerte est confirmée")).toBeVisible();
});
