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
  it("renders only its label and says it starts with the form", () => {
    const html = renderToString(<Form />);
    expect(html).toContain('data-validated="false"');
    expect(html).toContain('data-id="null"');
    expect(html).toContain(">Vérification anti-robot</p>");
    expect(html).toContain("Elle démarre dès que vous commencez à remplir le formulaire.");
    // The widget and its script load in the browser only.
    expect(html).not.toContain("altcha-widget");
    expect(html).not.toContain("<script");
    expect((globalThis as { $altcha?: unknown }).$altcha).toBeUndefined();
  });
});
