import { solveCaptcha } from "./captcha";
import type { TestApp } from "./test-app";

export type CvFile = { name: string; bytes: Uint8Array; type: string };

/** A CV drop's form as the public dialog sends it (spec 2 §7): address, consent, captcha, file. */
export function cvDropForm(email: string, captchaId: string, file: CvFile): FormData {
  const form = new FormData();
  for (const [field, value] of Object.entries({ email, isRgpd: "true", captchaId })) form.set(field, value);
  form.set("uploadedFile", new File([new Uint8Array(file.bytes)], file.name, { type: file.type }));
  return form;
}

/** Drops a CV through the app as a visitor who accepted cookies, from `address` (behind TRUST_PROXY). */
export async function dropCv(t: Pick<TestApp, "app" | "call">, email: string, file: CvFile, address = "198.51.100.1"): Promise<Response> {
  return t.app.request("/api/jobs/drop_cv", {
    method: "POST",
    body: cvDropForm(email, await solveCaptcha(t), file),
    headers: { "X-Cookie-Consent": "true", "X-Forwarded-For": address },
  });
}
