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
  it("renders only its label and says it checks by itself", () => {
    const view = parseHtml(renderToString(<Form />));
    const form = view.getByRole("form", { name: "Formulaire" });
    expect(form.getAttribute("data-validated")).toBe("false");
    expect(form.getAttribute("data-id")).toBe("null");
    expect(view.getByText("Vérification anti-robot").tagName).toBe("P");
    // Nothing to tick: it starts with the page or dialog and runs out of sight.
    view.getByText("Vérification automatique en cours…");
    // The widget and its script load in the browser only.
    expect(view.html).not.toContain("altcha-widget");
    expect(view.document.querySelector("script")).toBeNull();
    expect((globalThis as { $altcha?: unknown }).$altcha).toBeUndefined();
  });
});
