import { useId } from "react";
import { Link } from "~/components/ui/site-link";
import { ChevronRight } from "lucide-react";
import { jobProfilePath, type JobProfileCard } from "~common/job-profiles";

/** Spec 1 §9: frequently recruited profiles are shown in groups of 5. */
export const FREQUENT_PROFILES_GROUP_SIZE = 5;

export function groupProfiles<T>(items: T[], size = FREQUENT_PROFILES_GROUP_SIZE): T[][] {
  const groups: T[][] = [];
  for (let start = 0; start < items.length; start += size) groups.push(items.slice(start, start + size));
  return groups;
}

/**
 * «Les métiers que nous recrutons le plus»: plain links to the profile sheets, in columns of 5.
 * Links rather than cards keep the block light on the home page and crawlable everywhere.
 */
export function FrequentProfiles({
  profiles,
  title = "Les métiers que nous recrutons le plus",
  intro,
}: {
  profiles: JobProfileCard[];
  title?: string;
  intro?: string;
}) {
  const headingId = useId();
  if (profiles.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="mx-auto max-w-7xl px-4 py-14">
      <h2 id={headingId} className="text-center text-3xl font-bold">
        {title}
      </h2>
      {intro && <p className="mx-auto mt-4 max-w-3xl text-center text-lg text-slate-700">{intro}</p>}
      <div className="mt-8 grid gap-x-8 gap-y-2 sm:grid-cols-2 lg:grid-cols-3">
        {groupProfiles(profiles).map((group) => (
          <ul key={group[0].id} data-testid="frequent-profiles-group" className="divide-y divide-slate-100">
            {group.map((profile) => (
              <li key={profile.id}>
                <Link
                  to={jobProfilePath(profile.slug)}

                  className="group flex items-center justify-between gap-3 py-3 font-semibold text-brand-900 hover:text-brand-700"
                >
                  {profile.title}
                  <ChevronRight aria-hidden="true" className="size-4 shrink-0 text-accent transition-transform group-hover:translate-x-1" />
                </Link>
              </li>
            ))}
          </ul>
        ))}
      </div>
    </section>
  );
}
