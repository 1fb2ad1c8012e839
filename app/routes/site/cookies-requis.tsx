import { useNavigate } from "react-router";
import type { Route } from "./+types/cookies-requis";
import { pageMeta } from "~/lib/seo";
import { useCookieConsent } from "~/components/cookie-consent/cookie-consent";
import { CookieNotice } from "~/components/cookie-consent/cookie-notice";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "Cookies requis",
    description: "Acceptez les cookies pour accéder à ce formulaire.",
    noindex: true,
  });

export default function CookiesRequired() {
  const { accepted } = useCookieConsent();
  const navigate = useNavigate();
  return (
    <section className="mx-auto max-w-2xl px-4 py-20 text-center">
      <h1 className="text-3xl font-bold">Cookies requis</h1>
      <p className="mt-4 text-slate-700">
        Vous devez accepter les cookies pour accéder à ce formulaire. Ils servent uniquement à retenir votre choix et à transmettre vos informations en toute
        sécurité ; votre consentement reste modifiable à tout moment.
      </p>
      {accepted ? (
        <button type="button" onClick={() => navigate(-1)} className="mt-8 rounded-full bg-brand-700 px-6 py-3 font-bold text-white">
          Cookies acceptés : revenir au formulaire
        </button>
      ) : (
        <div className="mt-8">
          <CookieNotice />
        </div>
      )}
    </section>
  );
}
