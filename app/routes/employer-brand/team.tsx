import { data } from "react-router";
import type { Route } from "./+types/team";
import { pageRecords } from "~/lib/page-records";
import { pageMeta } from "~/lib/seo";
import { useBrand } from "~/lib/root-data";
import { searchTeamMembers } from "~/services.server";
import { ContactSection } from "~/components/contact/contact-section";
import { AgenciesSection } from "~/components/sections/agencies-section";
import { BrandPageHeader } from "~/components/employer-brand/brand-page-header";
import { TeamMemberCard } from "~/components/employer-brand/team-member-card";

/** Only the firm's own brand segment exists (/marque-employeur/notre-equipe/alto); anything else is a 404. */
export async function loader({ params, context }: Route.LoaderArgs) {
  if (params.brand !== context.config.brand.slug) throw data(null, { status: 404 });
  // The whole team in one page: a firm's team fits well under the 100-row cap of the call.
  const { rows } = await searchTeamMembers(context.db, { page: 1, limit: 100 });
  return {
    members: rows.map(({ id, firstname, lastname, position, description, picture }) => ({ id, firstname, lastname, position, description, picture })),
  };
}

// The dial's «Cette page» opens these records' managers.
export const handle = pageRecords<Route.ComponentProps["loaderData"]>(() => [{ appLabel: "branding", model: "teammember", label: "Équipe" }]);

export const meta: Route.MetaFunction = ({ loaderData, ...args }) => {
  if (!loaderData) return pageMeta(args, { title: "Page introuvable", description: "La page demandée n'existe pas ou n'existe plus.", noindex: true });
  return pageMeta(args, {
    title: "Notre équipe : les consultants qui recrutent pour vous",
    description:
      "Dirigeants, directrices d'agence, consultants spécialisés BTP, industrie, commerce ou numérique : découvrez les femmes et les hommes qui mènent vos recrutements au quotidien.",
  });
};

export default function TeamPage({ loaderData }: Route.ComponentProps) {
  const { members } = loaderData;
  const brand = useBrand();
  return (
    <>
      <BrandPageHeader eyebrow="Marque employeur" title="Notre équipe">
        <p>
          Derrière chaque recrutement réussi chez {brand.name}, il y a un consultant qui a pris le temps de comprendre votre métier, votre équipe et vos
          contraintes. Voici celles et ceux qui s'en chargent, en agence comme au siège.
        </p>
      </BrandPageHeader>
      <section aria-label="Les membres de l'équipe" className="bg-slate-50">
        <div className="mx-auto max-w-7xl px-4 py-14">
          {members.length > 0 ? (
            <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {members.map((member) => (
                <li key={member.id}>
                  <TeamMemberCard member={member} />
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-center text-lg text-slate-600">
              Notre équipe se présente très bientôt ici. En attendant, un consultant vous répond au {brand.phone}.
            </p>
          )}
        </div>
      </section>
      <ContactSection title="Échangez avec un de nos consultants" />
      <AgenciesSection />
    </>
  );
}
