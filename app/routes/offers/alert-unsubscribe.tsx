import { data } from "react-router";
import { Link } from "~/components/ui/site-link";
import { BellOff, Unlink } from "lucide-react";
import type { Route } from "./+types/alert-unsubscribe";
import { pageMeta } from "~/lib/seo";
import { unsubscribeJobAlert } from "~/services.server";

// Opened from the link of every alert e-mail: one click unsubscribes, no form in between.
// The answer depends on the token and changes the alert: never cached.
const NO_STORE = { "Cache-Control": "no-store" };

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token");
  const result = await unsubscribeJobAlert(context.db, params.id, token);
  return data(result, { status: result.status === "invalid" ? 400 : 200, headers: NO_STORE });
}

export const headers: Route.HeadersFunction = () => NO_STORE;

export const meta: Route.MetaFunction = ({ loaderData, ...args }) =>
  loaderData?.status === "unsubscribed"
    ? pageMeta(args, { title: "Désinscription de l'alerte emploi", description: "Vous ne recevrez plus d'e-mails pour cette alerte emploi.", noindex: true })
    : pageMeta(args, { title: "Lien invalide", description: "Ce lien de désinscription n'est plus valide.", noindex: true });

const primaryLink = "rounded-full bg-brand-700 px-6 py-3 text-center font-bold text-white hover:bg-brand-900";
const textLink = "font-semibold text-brand-700 underline hover:text-brand-900";

export default function AlertUnsubscribe({ loaderData }: Route.ComponentProps) {
  if (loaderData.status !== "unsubscribed") {
    return (
      <section className="mx-auto max-w-2xl px-4 py-16 text-center md:py-24">
        <Unlink aria-hidden="true" className="mx-auto size-12 text-slate-400" />
        <h1 className="mt-6 text-3xl font-bold">Ce lien n'est plus valide</h1>
        <p className="mt-4 text-lg text-slate-700">
          Nous n'avons pas pu retrouver l'alerte de ce lien. Si vous recevez encore des alertes, utilisez le lien de désinscription du dernier e-mail reçu, ou
          répondez à l'un de nos e-mails d'alerte : nous vous désinscrirons.
        </p>
        <Link to="/nos-offres" className={`mt-8 inline-block ${primaryLink}`}>
          Voir nos offres d'emploi
        </Link>
      </section>
    );
  }
  return (
    <section className="mx-auto max-w-2xl px-4 py-16 text-center md:py-24">
      <BellOff aria-hidden="true" className="mx-auto size-12 text-brand-700" />
      <h1 className="mt-6 text-3xl font-bold">Vous êtes désinscrit(e) de cette alerte</h1>
      <p className="mt-4 text-lg text-slate-700">
        Vous ne recevrez plus d'e-mails pour cette recherche. Vos autres alertes éventuelles restent actives : chacune a son propre lien de désinscription.
      </p>
      <p className="mt-4 text-slate-700">
        Pour demander l'effacement de vos données, consultez la page{" "}
        <Link to="/donnees-personnelles" className={textLink}>
          Données personnelles
        </Link>
        .
      </p>
      <Link to="/nos-offres" className={`mt-8 inline-block ${primaryLink}`}>
        Créer une nouvelle alerte
      </Link>
    </section>
  );
}
