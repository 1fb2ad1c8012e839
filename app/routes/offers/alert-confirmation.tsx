import { data } from "react-router";
import { Link } from "~/components/ui/site-link";
import { CircleCheck, Unlink } from "lucide-react";
import type { Route } from "./+types/alert-confirmation";
import { pageMeta } from "~/lib/seo";
import { confirmJobAlert } from "~/services.server";

// Opened from the confirmation e-mail (double opt-in). The answer depends on the token and
// changes the alert: never kept by the page cache, a proxy or the browser.
const NO_STORE = { "Cache-Control": "no-store" };

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token");
  const result = await confirmJobAlert(context.db, params.id, token);
  return data(result, { status: result.status === "invalid" ? 400 : 200, headers: NO_STORE });
}

export const headers: Route.HeadersFunction = () => NO_STORE;

export const meta: Route.MetaFunction = ({ loaderData, ...args }) =>
  loaderData?.status === "confirmed"
    ? pageMeta(args, {
        title: "Alerte emploi confirmée",
        description: "Votre alerte emploi est active : les nouvelles offres vous sont envoyées chaque semaine.",
        noindex: true,
      })
    : pageMeta(args, { title: "Lien invalide", description: "Ce lien de confirmation d'alerte n'est plus valide.", noindex: true });

const primaryLink = "rounded-full bg-brand-700 px-6 py-3 text-center font-bold text-white hover:bg-brand-900";
const secondaryLink = "rounded-full border border-brand-700 px-6 py-3 text-center font-bold text-brand-700 hover:bg-brand-50";

export default function AlertConfirmation({ loaderData }: Route.ComponentProps) {
  if (loaderData.status !== "confirmed") {
    return (
      <section className="mx-auto max-w-2xl px-4 py-16 text-center md:py-24">
        <Unlink aria-hidden="true" className="mx-auto size-12 text-slate-400" />
        <h1 className="mt-6 text-3xl font-bold">Ce lien n'est plus valide</h1>
        <p className="mt-4 text-lg text-slate-700">
          Il a peut-être expiré ou été remplacé par un lien plus récent, ou l'alerte a été supprimée. Vous pouvez créer une nouvelle alerte depuis la recherche
          d'offres, avec le bouton « Créer ton alerte ».
        </p>
        <Link to="/nos-offres" className={`mt-8 inline-block ${primaryLink}`}>
          Voir nos offres d'emploi
        </Link>
      </section>
    );
  }
  const { criteria, searchPath } = loaderData;
  return (
    <section className="mx-auto max-w-2xl px-4 py-16 text-center md:py-24">
      <CircleCheck aria-hidden="true" className="mx-auto size-14 text-emerald-600" />
      <h1 className="mt-6 text-3xl font-bold">Votre alerte est confirmée</h1>
      <p className="mt-4 text-lg text-slate-700">Vous recevrez chaque semaine les nouvelles offres correspondant à votre recherche.</p>
      {criteria.length > 0 && (
        <div className="mt-8 rounded-2xl bg-slate-50 p-6 text-left">
          <h2 className="font-semibold text-brand-900">Votre recherche</h2>
          <ul className="mt-2 space-y-1 text-slate-700">
            {criteria.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </div>
      )}
      <p className="mt-6 text-sm text-slate-600">Chaque e-mail contient un lien pour vous désinscrire en un clic.</p>
      <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:justify-center">
        <Link to={searchPath} className={primaryLink}>
          Voir les offres de cette recherche
        </Link>
        <Link to="/nos-offres" className={secondaryLink}>
          Toutes nos offres
        </Link>
      </div>
    </section>
  );
}
