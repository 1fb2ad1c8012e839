import { data } from "react-router";
import type { Route } from "./+types/not-found";
import { pageMeta } from "~/lib/seo";
import { ErrorPage } from "~/components/layout/error-page";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: "Page introuvable", description: "La page demandée n'existe pas ou n'existe plus.", noindex: true });

// Answering from a loader gives the real 404 status while keeping header and footer.
export function loader() {
  return data(null, { status: 404 });
}

export default function NotFound() {
  return <ErrorPage status={404} />;
}
