import { readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, type Page } from "@playwright/test";
import { sameOrigin } from "./journey-steps";
import { solveCaptcha } from "./captcha";

// The fixture CV (tests/fixtures/resumes): Camille Durand, Lyon, «Transports Berthier».
const CV = readFileSync(join(import.meta.dirname, "../fixtures/resumes/cv.pdf"));

/**
 * A CV dropped through the public call (its dialog is apply-cv-drop's journey), captcha solved
 * as the widget does; the background task then reads it (TASKS_POLL_SECONDS=1).
 */
export async function droppedCandidate(page: Page, email: string): Promise<void> {
  const call = async (method: string, path: string, body?: unknown) => {
    const response = await page.request.fetch(path, { method, data: body, headers: sameOrigin() });
    return { status: response.status(), body: await response.json(), headers: new Headers() };
  };
  const captchaId = await solveCaptcha({ call: call as never });
  const dropped = await page.request.post("/api/jobs/drop_cv", {
    multipart: { email, isRgpd: "true", captchaId, uploadedFile: { name: "cv.pdf", mimeType: "application/pdf", buffer: CV } },
    headers: { ...sameOrigin(), "X-Cookie-Consent": "true" },
  });
  expect(dropped.status()).toBe(200);
}
