import { useNavigate } from "react-router";
import type { Route } from "./+types/cookies-requis";
import { pageMeta } from "~/lib/seo";
import { useCookieConsent } from "~/components/cookie-consent/cookie-consent";
import { CookiesRequired } from "~/components/cookie-consent/cookies-required";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "Cookies requis",
    description: "Acceptez les cookies pour accéder à ce formulaire.",
    noindex: true,
  });

export default function CookiesRequiredPage() {
  const { accepted } = useCookieConsent();
  const navigate = useNavigate();
  return (
    <section className="mx-auto max-w-2xl px-4 py-20">
      <CookiesRequired>
        {accepted ? (
          <button type="button" onClick={() => navigate(-1)} className="rounded-full bg-brand-700 px-6 py-3 font-bold text-white">
            Cookies acceptés : revenir au formulaire
          </button>
        ) : undefined}
      </CookiesRequired>
    </section>
  );
}
