import { describe, expect, it } from "vitest";
import { renderToString } from "react-dom/server";
import { CaptchaWidget } from "./captcha-widget";
import { useCaptcha } from "./use-captcha";
import { parseHtml } from "../../../tests/support/render-page";

function Form() {
  const captcha = useCaptcha();
  return (
    <form aria-label="Formulaire" data-validated={String(captcha.isValidated)} data-id={String(captcha.captchaId)}>
      <CaptchaWidget {...captcha.widgetProps} />
    </form>
  );
}

describe("CaptchaWidget on the server", () => {
  it("renders only its label and says it starts with the form", () => {
    const view = parseHtml(renderToString(<Form />));
    const form = view.getByRole("form", { name: "Formulaire" });
    expect(form.getAttribute("data-validated")).toBe("false");
    expect(form.getAttribute("data-id")).toBe("null");
    expect(view.getByText("Vérification anti-robot").tagName).toBe("P");
    view.getByText("Elle démarre dès que vous commencez à remplir le formulaire.");
    // The widget and its script load in the browser only.
    expect(view.html).not.toContain("altcha-widget");
    expect(view.document.querySelector("script")).toBeNull();
    expect((globalThis as { $altcha?: unknown }).$altcha).toBeUndefined();
  });
});
