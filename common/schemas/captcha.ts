import { z } from "./zod";

export const CAPTCHA_VALID = "Le captcha est valide";
export const CAPTCHA_INVALID = "Le captcha est invalide";
export const CAPTCHA_REQUIRED = "Veuillez valider le captcha avant d'envoyer le formulaire";

export type CaptchaProvider = "altcha" | "turnstile";

/** What the widget needs to draw itself; `id` names this attempt on the server. */
export type CaptchaClientKey = {
  id: string;
  provider: CaptchaProvider;
  siteKey: string;
  challengeUrl?: string;
};

export type CaptchaVerifyAnswer = { success: boolean; detail: typeof CAPTCHA_VALID | typeof CAPTCHA_INVALID };

// Only the shape is checked here: a wrong id or token is an invalid captcha (200), not a
// malformed call (400). Turnstile tokens reach 2 048 characters, ALTCHA payloads ~700.
export const captchaVerifySchema = z.object({
  id: z.string({ error: "Identifiant du captcha manquant" }).max(100, "Identifiant du captcha invalide"),
  token: z.string({ error: "Jeton du captcha manquant" }).max(10_000, "Jeton du captcha trop long"),
});
export type CaptchaVerifyInput = z.infer<typeof captchaVerifySchema>;
