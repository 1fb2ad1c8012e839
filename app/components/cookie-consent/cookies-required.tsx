import { CookieNotice } from "./cookie-notice";

/**
 * Why a form waits for cookies, with the button that opens the cookie panel (spec 2 §2: the
 * «cookie section» shown instead of a form until consent). The heading level suits the page.
 */
export function CookiesRequired({ heading: Heading = "h1", children }: { heading?: "h1" | "h2"; children?: React.ReactNode }) {
  return (
    <div data-cookie-gate="true" className="text-center">
      <Heading className="text-3xl font-bold">Cookies requis</Heading>
      <p className="mt-4 text-slate-700">
        Vous devez accepter les cookies pour accéder à ce formulaire. Ils servent uniquement à retenir votre choix et à transmettre vos informations en toute
        sécurité ; votre consentement reste modifiable à tout moment.
      </p>
      <div className="mt-8">{children ?? <CookieNotice />}</div>
    </div>
  );
}
