import type { Route } from "./+types/agencies";
import { pageRecords } from "~/lib/page-records";
import { phoneHref } from "~common/brand";
import { pageMeta } from "~/lib/seo";
import { useBrand } from "~/lib/root-data";
import { searchAgencies } from "~/services.server";
import { ContactSection } from "~/components/contact/contact-section";
import { AgenciesSection } from "~/components/sections/agencies-section";
import { AgencyCard } from "~/components/agencies/agency-card";

export async function loader({ context }: Route.LoaderArgs) {
  // Every agency with a page on one screen: the firm has far fewer than 100.
  const { rows } = await searchAgencies(context.db, { page: 1, limit: 100, isAgencyPageRef: true });
  return { agencies: rows };
}

// The dial's «Cette page» opens these records' managers.
export const handle = pageRecords<Route.ComponentProps["loaderData"]>(() => [{ appLabel: "branding", model: "agency", label: "Agences" }]);

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "Nos agences de recrutement en France",
    description:
      "Trouvez l'agence de recrutement la plus proche : Paris, Lyon, Marseille, Lille, Bordeaux et toute la France. Des consultants qui connaissent votre bassin d'emploi.",
  });

export default function AgenciesPage({ loaderData }: Route.ComponentProps) {
  const { agencies } = loaderData;
  const brand = useBrand();
  return (
    <>
      <header className="bg-brand-50">
        <div className="mx-auto max-w-4xl px-4 py-12 text-center md:py-16">
          <h1 className="text-4xl font-extrabold text-brand-900 md:text-5xl">Nos agences de recrutement</h1>
          <p className="mt-5 text-lg text-slate-700">
            Un bon recrutement commence par une bonne connaissance du terrain. Dans chacune de nos {agencies.length} agences, des consultants installés dans la
            région suivent les entreprises qui recrutent, les salaires pratiqués et les candidats qui bougent. Choisissez la plus proche de vous, ou appelez le{" "}
            <a href={phoneHref(brand.phone)} className="font-bold text-brand-700">
              {brand.phone}
            </a>{" "}
            : nous vous orientons.
          </p>
        </div>
      </header>
      <section aria-label="Liste des agences" className="mx-auto max-w-7xl px-4 py-14">
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {agencies.map((agency) => (
            <li key={agency.id}>
              <AgencyCard agency={agency} brandName={brand.name} />
            </li>
          ))}
        </ul>
      </section>
      <ContactSection />
      <AgenciesSection />
    </>
  );
}
