import { useEffect, useState } from "react";
import { FIRST_VISIT_DAYS, type AdminFigures, type AdminHomeAnswer } from "~common/admin-home";
import { frenchDateTime } from "~common/format/date";
import { frenchNumber } from "~common/format/number";
import { api, ApiError } from "~/lib/api";
import { FigureCard } from "./figure-card";
import { sinceText, WORDINGS } from "./wording";

const GRID = "grid gap-3 sm:grid-cols-2 lg:grid-cols-3";

/**
 * The back-office home (issue 49): what needs attention, each figure a link to the screen
 * filtered to exactly those records. Opening it records the visit (GET /api/admin/home).
 */
export function HomeView() {
  const [answer, setAnswer] = useState<AdminHomeAnswer | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    api.get("/admin/home", { signal: controller.signal }).then(setAnswer, (error) => {
      if (!controller.signal.aborted) setFailure(error instanceof ApiError ? error.detail : "Les chiffres n'ont pas pu être chargés");
    });
    return () => controller.abort();
  }, []);

  if (failure)
    return (
      <p role="alert" className="text-red-700">
        {failure}
      </p>
    );
  if (!answer) return <p role="status">Chargement…</p>;
  const since = sinceText(answer.since, answer.firstVisit);
  return (
    <div className="space-y-8">
      <p className="text-slate-700">
        {answer.firstVisit
          ? `Première visite : les nouveautés des ${FIRST_VISIT_DAYS} derniers jours.`
          : `Nouveautés depuis votre dernière visite, le ${frenchDateTime(answer.since)}.`}
      </p>
      <section aria-labelledby="home-recruitment">
        <h2 id="home-recruitment" className="mb-3 text-xl font-bold">
          Recrutement
        </h2>
        <ul className={GRID}>
          <FigureCard figure={answer.recruiter.applications} wording={WORDINGS.applications} since={since} />
          <FigureCard figure={answer.recruiter.cvDrops} wording={WORDINGS.cvDrops} since={since} />
          <FigureCard figure={answer.recruiter.surveys} wording={WORDINGS.surveys} since={since} />
        </ul>
      </section>
      <SavedSearches searches={answer.searches} />
      {answer.admin && <AdminSection figures={answer.admin} />}
    </div>
  );
}

function SavedSearches({ searches }: { searches: AdminHomeAnswer["searches"] }) {
  return (
    <section aria-labelledby="home-searches">
      <h2 id="home-searches" className="mb-3 text-xl font-bold">
        Mes recherches enregistrées
      </h2>
      {searches.length > 0 ? (
        <ul className="flex flex-wrap gap-2">
          {searches.map((search) => (
            <li key={search.id}>
              <a
                href={search.href}
                className="inline-block rounded-full border border-slate-300 px-3 py-1.5 font-semibold break-words text-brand-700 hover:bg-brand-50"
              >
                {search.label}
              </a>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-slate-700">
          Aucune recherche enregistrée : nommez et enregistrez une recherche dans la{" "}
          <a href="/admin/jobs/candidat" className="font-semibold text-brand-700 underline">
            CVthèque
          </a>{" "}
          pour la retrouver ici.
        </p>
      )}
    </section>
  );
}

function AdminSection({ figures }: { figures: AdminFigures }) {
  return (
    <section aria-labelledby="home-admin">
      <h2 id="home-admin" className="mb-3 text-xl font-bold">
        Administration
      </h2>
      <ul className={GRID}>
        <FigureCard figure={figures.failedEmails} wording={WORDINGS.failedEmails} alarm />
        <FigureCard figure={figures.failedTasks} wording={WORDINGS.failedTasks} alarm />
        <FigureCard figure={figures.linkReports} wording={WORDINGS.linkReports} alarm />
        <FigureCard figure={figures.seoReports} wording={WORDINGS.seoReports} alarm />
      </ul>
      <h3 className="mt-6 mb-2 text-lg font-bold">Contenus sans titre ou description SEO</h3>
      {figures.missingSeo.length > 0 ? (
        <ul className="flex flex-wrap gap-2">
          {figures.missingSeo.map((kind) => (
            <li key={kind.href}>
              <a href={kind.href} className="inline-block rounded-full border border-slate-300 px-3 py-1.5 font-semibold text-brand-700 hover:bg-brand-50">
                {`${kind.label} : ${frenchNumber(kind.count)}`}
              </a>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-slate-700">Aucun contenu sans titre ou description SEO.</p>
      )}
    </section>
  );
}
