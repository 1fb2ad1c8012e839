import type { Route } from "./+types/speciality";
import { pageMeta } from "~/lib/seo";
import { listFrequentlyRecruited, searchJobProfiles } from "~/services.server";
import { specialityFromPathname } from "~/components/job-profiles/speciality-content.server";
import { SpecialityHero } from "~/components/job-profiles/speciality-hero";
import { SpecialitySections } from "~/components/job-profiles/speciality-sections";
import { SpecialityProfiles } from "~/components/job-profiles/speciality-profiles";
import { FrequentProfiles } from "~/components/job-profiles/frequent-profiles";
import { ContactSection } from "~/components/contact/contact-section";
import { AgenciesSection } from "~/components/sections/agencies-section";

/** Spec 1 §9: a speciality page lists up to 25 profiles of its type. */
const SPECIALITY_PROFILES_LIMIT = 25;
const FREQUENT_LIMIT = 15;

/**
 * One module for the four speciality routes (app/routes.ts): the URL says which sector it is,
 * and the loader sends that sector's copy along with its job profiles.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { slug, content } = specialityFromPathname(new URL(request.url).pathname);
  const [{ rows: profiles }, frequent] = await Promise.all([
    searchJobProfiles(context.db, { page: 1, limit: SPECIALITY_PROFILES_LIMIT, type: content.type }),
    // Flagged profiles of every type, filtered here: the service has no type filter for them.
    listFrequentlyRecruited(context.db, 100),
  ]);
  const frequentOfType = frequent.filter((profile) => profile.type === content.type);
  // No flagged profile in this sector yet: its first profiles still make a useful shortlist.
  const shortlist = (frequentOfType.length > 0 ? frequentOfType : profiles).slice(0, FREQUENT_LIMIT);
  return { slug, content, profiles, frequent: shortlist };
}

export const meta: Route.MetaFunction = ({ loaderData, ...args }) => {
  const content = loaderData?.content;
  if (!content) return pageMeta(args, { title: "Page introuvable", description: "La page demandée n'existe pas ou n'existe plus.", noindex: true });
  return pageMeta(args, { title: content.seoTitle, description: content.seoDescription });
};

export default function SpecialityPage({ loaderData }: Route.ComponentProps) {
  const { content, profiles, frequent } = loaderData;
  return (
    <>
      <SpecialityHero eyebrow={content.eyebrow} title={content.h1} intro={content.intro} />
      <SpecialitySections sections={content.sections} />
      <FrequentProfiles
        profiles={frequent}
        intro="Les postes sur lesquels nos consultants interviennent le plus souvent : chaque fiche détaille les missions, les compétences et les évolutions du métier."
      />
      <SpecialityProfiles profiles={profiles} label={content.label} />
      <ContactSection />
      <AgenciesSection />
    </>
  );
}
