import { expect, it } from "vitest";
import { consentCookie, readConsent } from "./cookie-consent";

it("reads the consent choice from a cookie header", () => {
  expect(readConsent("a=1; cookieConsent=true; b=2")).toBe("accepted");
  expect(readConsent("cookieConsent=false")).toBe("refused");
  expect(readConsent("othercookieConsent=true")).toBeNull();
  expect(readConsent(undefined)).toBeNull();
});

it("keeps the choice 6 months on the whole site, and removal expires it", () => {
  expect(consentCookie("accepted")).toBe("cookieConsent=true; Path=/; Max-Age=15724800; SameSite=Lax");
  expect(consentCookie("refused")).toContain("cookieConsent=false; Path=/; Max-Age=15724800");
  expect(consentCookie(null)).toContain("Max-Age=0");
});
