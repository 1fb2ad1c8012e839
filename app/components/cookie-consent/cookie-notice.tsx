import { COOKIES_REQUIRED_MESSAGE } from "~common/cookie-consent";
import { useCookieConsent } from "./cookie-consent";

/** Shown by a form while cookies are not accepted; a click opens the cookie panel. */
export function CookieNotice({ message = COOKIES_REQUIRED_MESSAGE }: { message?: string }) {
  const { accepted, openPanel } = useCookieConsent();
  if (accepted) return null;
  return (
    <button
      type="button"
      onClick={openPanel}
      className="w-full rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-left text-sm font-medium text-amber-900 underline-offset-2 hover:underline"
    >
      {message}
    </button>
  );
}
