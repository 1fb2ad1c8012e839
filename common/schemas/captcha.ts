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
