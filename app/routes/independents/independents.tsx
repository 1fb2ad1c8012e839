import type { Route } from "./+types/independents";
import { pageRecords } from "~/lib/page-records";
import { phoneHref } from "~common/brand";
import { pageMeta } from "~/lib/seo";
import { useBrand } from "~/lib/root-data";
import { searchIndependents } from "~/services.server";
import { ContactSection } from "~/components/contact/contact-section";
import { AgenciesSection } from "~/components/sections/agencies-section";
import { IndependentCard } from "~/components/independents/independent-card";
import { DepartmentFilter } from "~/components/independents/department-filter";
import { inDepartment, type IndependentDepartment } from "~/components/independents/types";
import { DEPARTEMENT_MAX_LENGTH } from "~common/independents";

// Spec 1 §9: the independent search is one page of 99.
const ALL = { page: 1, limit: 99 };

export async function loader({ context, request }: Route.LoaderArgs) {
  // Cut to what the search reads (it refuses longer): a hand-edited value then names no department.
  const departement = new URL(request.url).searchParams.get("departement")?.trim().slice(0, DEPARTEMENT_MAX_LENGTH) || null;
  const all = await searchIndependents(context.db, ALL);
  const shown = departement ? await searchIndependents(context.db, { ...ALL, departement }) : all;
  // The select offers only departments where somebody recruits: never an empty choice.
  const byId = new Map<number, IndependentDepartment>();
  for (const row of all.rows) {
    for (const d of [row.mainDepartment, ...row.departementsIntervention]) if (d) byId.set(d.id, d);
  }
  const departments = [...byId.values()].sort((a, b) => a.code.localeCompare(b.code));
  const selected = departments.find((d) => d.code === departement?.toUpperCase()) ?? null;
  return { independents: shown.rows, departments, departement, selected };
}

// The dial's «Cette page» opens these records' managers.
export const handle = pageRecords<Route.ComponentProps["loaderData"]>(() => [{ appLabel: "branding", model: "independant", label: "Recruteurs indépendants" }]);

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "Nos recruteurs indépendants près de chez vous",
    description:
      "Des recruteurs indépendants installés dans votre département, appuyés par les méthodes et le vivier d'un cabinet national : trouvez le vôtre et consultez son profil.",
  });

export default function IndependentsPage({ loaderData }: Route.ComponentProps) {
  const { independents, departments, departement, selected } = loaderData;
  const brand = useBrand();
  const countLabel = `${independents.length} recruteur${independents.length > 1 ? "s" : ""} indépendant${independents.length > 1 ? "s" : ""}`;
  return (
    <>
      <header className="bg-brand-50">
        <div className="mx-auto max-w-4xl px-4 py-12 text-center md:py-16">
          <h1 className="text-4xl font-extrabold text-brand-900 md:text-5xl">Nos recruteurs indépendants</h1>
          <p className="mt-5 text-lg text-slate-700">
            Ils ont été directeurs de magasin, conducteurs de travaux, ingénieurs ou responsables RH avant de recruter à leur compte. Installés au plus près de
            vos équipes, nos recruteurs indépendants connaissent les entreprises de leur territoire et s'appuient sur les outils, le vivier de candidats et les
            méthodes d'évaluation du réseau {brand.name}.
          </p>
          <p className="mt-4 text-lg text-slate-700">
            Choisissez votre département pour trouver le vôtre, ou appelez le{" "}
            <a href={phoneHref(brand.phone)} className="font-bold text-brand-700">
              {brand.phone}
            </a>{" "}
            : nous vous mettons en relation.
          </p>
        </div>
      </header>
      <section aria-labelledby="resultats-title" className="mx-auto max-w-7xl px-4 py-14">
        <div className="flex flex-col gap-6 md:flex-row md:items-end md:justify-between">
          <h2 id="resultats-title" aria-live="polite" className="text-2xl font-bold">
            {selected ? `${countLabel} ${inDepartment(selected)}` : departement ? countLabel : `${countLabel} dans toute la France`}
          </h2>
          <DepartmentFilter departments={departments} selected={departement} />
        </div>
        {independents.length > 0 ? (
          <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {independents.map((independent) => (
              <li key={independent.id}>
                <IndependentCard independent={independent} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-8 rounded-xl border border-dashed border-slate-300 p-8 text-center text-slate-600">
            Aucun recruteur indépendant n'intervient encore dans ce département. Nos agences prennent le relais : retrouvez la plus proche ci-dessous ou
            écrivez-nous.
          </p>
        )}
      </section>
      <ContactSection />
      <AgenciesSection />
    </>
  );
}
