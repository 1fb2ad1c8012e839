import { describe, expect, it } from "vitest";
import { renderToString } from "react-dom/server";
import { CaptchaWidget } from "./captcha-widget";
import { useCaptcha } from "./use-captcha";

function Form() {
  const captcha = useCaptcha();
  return (
    <form data-validated={String(captcha.isValidated)} data-id={String(captcha.captchaId)}>
      <CaptchaWidget {...captcha.widgetProps} />
    </form>
  );
}

describe("CaptchaWidget on the server", () => {
  it("renders only a labelled placeholder and an empty status region", () => {
    const html = renderToString(<Form />);
    expect(html).toContain('data-validated="false"');
    expect(html).toContain('data-id="null"');
    expect(html).toMatch(/role="group" aria-labelledby="([^"]+)"[^>]*><p id="\1"[^>]*>Vérification anti-robot<\/p>/);
    expect(html).toContain('<div aria-hidden="true"');
    expect(html).toMatch(/<p role="status" aria-live="polite"[^>]*><\/p>/);
    // The widget and its script load in the browser only.
    expect(html).not.toContain("altcha-widget");
    expect(html).not.toContain("<script");
    expect((globalThis as { $altcha?: unknown }).$altcha).toBeUndefined();
  });
});
