import { Link } from "~/components/ui/site-link";

export const NOT_FOUND_TEXT = "C'est juste une Erreur 404 : en fait la page demandée n'existe pas ou n'existe plus.";

/** 404 and unexpected errors: a French message and a way home, never a stack trace. */
export function ErrorPage({ status }: { status: number }) {
  const notFound = status === 404;
  return (
    <section className="mx-auto flex max-w-3xl flex-col items-center px-4 py-24 text-center">
      <p className="text-7xl font-black text-brand-600" aria-hidden="true">
        {notFound ? "404" : "Oups"}
      </p>
      <h1 className="mt-6 text-2xl font-bold">
        {notFound ? NOT_FOUND_TEXT : "Une erreur inattendue est survenue. Nos équipes en sont informées : merci de réessayer dans quelques instants."}
      </h1>
      <Link to="/" className="mt-10 rounded-full bg-brand-700 px-6 py-3 font-bold text-white hover:bg-brand-900">
        Retour à l'accueil
      </Link>
    </section>
  );
}
