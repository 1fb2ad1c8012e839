import { Suspense } from "react";
import { data } from "react-router";
import type { Route } from "./+types/training-sessions";
import { hasRole } from "~common/roles";
import { pageMeta } from "~/lib/seo";
import { RestrictedArea } from "~/components/admin/restricted-area";
import { Guard } from "~/components/admin/guard";
import { useHydrated } from "~/lib/use-hydrated";
import { lazyPart } from "~/lib/lazy-part";

// FullCalendar measures and draws into the DOM: loaded in the browser once the page has
// hydrated, and never for visitors, who get the restricted screen.
const { LazyPart: SessionsCalendar } = lazyPart(() =>
  import("~/components/admin/training-sessions/sessions-calendar").then((m) => ({ default: m.SessionsCalendar })),
);

export const meta: Route.MetaFunction = (args) => pageMeta(args, { title: "Sessions de formation", description: "Back-office", noindex: true });

/** Spec 3 §2.4: the sessions belong to the admins' 'Formations' set. */
export async function loader({ context }: Route.LoaderArgs) {
  if (!hasRole(context.user, "admin")) return data({ restricted: true as const }, { status: context.user ? 403 : 401 });
  return { restricted: false as const };
}

export default function TrainingSessionsPage({ loaderData }: Route.ComponentProps) {
  const hydrated = useHydrated();
  if (loaderData.restricted) return <RestrictedArea />;
  return (
    <Guard mode="admin">
      <section className="mx-auto max-w-7xl px-4 py-8">
        <h1 className="mb-2 text-3xl font-bold">Sessions de formation</h1>
        <Suspense fallback={<p role="status">Chargement du calendrier…</p>}>
          {hydrated ? <SessionsCalendar /> : <p role="status">Chargement du calendrier…</p>}
        </Suspense>
      </section>
    </Guard>
  );
}
