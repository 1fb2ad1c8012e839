import { solveChallenge, type Challenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import type { TestApp } from "./test-app";
import type { CaptchaService } from "../../server/modules/captcha/captcha.service";

/**
 * Solves an ALTCHA challenge like the browser widget and verifies it: a usable captchaId.
 * `t` is a test app, or anything that calls the API the same way (over HTTP, say).
 */
export async function solveCaptcha(t: Pick<TestApp, "call">): Promise<string> {
  const { body: key } = await t.call<ReturnType<CaptchaService["clientKey"]>>("GET", "/api/captcha/client_key");
  const { body: challenge } = (await t.call<Challenge>("GET", "/api/captcha/challenge")) as { body: Challenge };
  const solution = await solveChallenge({ challenge, deriveKey, timeout: 20_000 });
  if (!solution) throw new Error("captcha not solved");
  const token = btoa(JSON.stringify({ challenge: { parameters: challenge.parameters, signature: challenge.signature }, solution }));
  const { body } = await t.call<Awaited<ReturnType<CaptchaService["verify"]>>>("POST", "/api/captcha/verify", { id: key.id, token });
  if (!body.success) throw new Error(`captcha refused: ${body.detail}`);
  return key.id;
}
