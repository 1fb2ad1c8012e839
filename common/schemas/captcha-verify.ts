import { z } from "./zod";

// Apart from the captcha constants so the browser widget does not download zod.
// Only the shape is checked here: a wrong id or token is an invalid captcha (200), not a
// malformed call (400). Turnstile tokens reach 2 048 characters, ALTCHA payloads ~700.
export const captchaVerifySchema = z.object({
  id: z.string({ error: "Identifiant du captcha manquant" }).max(100, "Identifiant du captcha invalide"),
  token: z.string({ error: "Jeton du captcha manquant" }).max(10_000, "Jeton du captcha trop long"),
});
