import { useEffect, useRef, useState } from "react";
import { useParams, useSearchParams } from "react-router";
import type { Route } from "./+types/authenticate";
import { pageMeta } from "~/lib/seo";
import { api, ApiError } from "~/lib/api";

export const meta: Route.MetaFunction = (args) => pageMeta(args, { title: "Connexion", description: "Connexion à l'espace collaborateurs.", noindex: true });

/** The provider sends the browser back here; the code is exchanged once, then home. */
export default function Authenticate() {
  const { provider } = useParams();
  const [params] = useSearchParams();
  const [error, setError] = useState<string | null>(null);
  const attempted = useRef(false);

  useEffect(() => {
    const code = params.get("code");
    const state = params.get("state");
    if (attempted.current || !code || !state) return;
    attempted.current = true;
    api
      .post("/account/login/me", { query: { provider: provider ?? "" }, body: { code, state } })
      .then(() => window.location.replace("/"))
      .catch((caught) => setError(caught instanceof ApiError ? caught.detail : "La connexion a échoué"));
  }, [params, provider]);

  return (
    <section className="mx-auto max-w-xl px-4 py-20 text-center">
      <h1 className="text-2xl font-bold">Connexion à l'espace collaborateurs</h1>
      {error ? (
        <p role="alert" className="mt-6 rounded-md bg-red-50 px-4 py-3 text-red-800">
          {error}
        </p>
      ) : (
        <p role="status" className="mt-6 text-slate-600">
          {params.get("code") ? "Connexion en cours…" : "Aucune réponse du fournisseur de connexion."}
        </p>
      )}
    </section>
  );
}
