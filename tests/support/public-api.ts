import { expect, type APIRequestContext } from "@playwright/test";
import { solveChallenge, type Challenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";

/** A verified captcha id, solved in Node as the widget solves it in the browser. */
export async function verifiedCaptchaId(request: APIRequestContext): Promise<string> {
  const key = (await (await request.get("/api/captcha/client_key")).json()) as { id: string };
  const challenge = (await (await request.get("/api/captcha/challenge")).json()) as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey, timeout: 30_000 });
  const token = Buffer.from(JSON.stringify({ challenge: { parameters: challenge.parameters, signature: challenge.signature }, solution })).toString("base64");
  expect((await request.post("/api/captcha/verify", { data: { id: key.id, token } })).status()).toBe(200);
  return key.id;
}

/** A visitor's job alert, through the public API as the alert dialog sends it. */
export async function subscribeAlert(request: APIRequestContext, email: string, criteria: Record<string, string>) {
  const captchaId = await verifiedCaptchaId(request);
  const subscribed = await request.post("/api/jobs/job_alert_subscribe", {
    headers: { "X-Cookie-Consent": "true" },
    data: { ...criteria, email, captcha_id: captchaId, rgpd: true },
  });
  expect(subscribed.status()).toBe(200);
}
