import { Link } from "~/components/ui/site-link";
import { BriefcaseBusiness } from "lucide-react";
import {
  JOB_PROFILE_IMAGE_DEFAULT_WIDTH,
  JOB_PROFILE_IMAGE_RATIO,
  JOB_PROFILE_IMAGE_WIDTHS,
  jobProfileImageSrc,
  jobProfilePath,
  type JobProfileCard,
} from "~common/job-profiles";

const IMAGE_HEIGHT = Math.round(JOB_PROFILE_IMAGE_DEFAULT_WIDTH * JOB_PROFILE_IMAGE_RATIO);

function ProfileImage({ profile }: { profile: JobProfileCard }) {
  if (!profile.imageUrl) {
    return (
      <div className="flex aspect-[4/3] items-center justify-center bg-brand-50">
        <BriefcaseBusiness aria-hidden="true" className="size-12 text-brand-700" />
      </div>
    );
  }
  // The list sits below the marketing copy: never worth loading before the first screen.
  return (
    <img
      src={jobProfileImageSrc(profile.imageUrl)}
      srcSet={JOB_PROFILE_IMAGE_WIDTHS.map((w) => `${jobProfileImageSrc(profile.imageUrl, w)} ${w}w`).join(", ")}
      sizes="(min-width: 1024px) 300px, (min-width: 640px) 45vw, 90vw"
      width={JOB_PROFILE_IMAGE_DEFAULT_WIDTH}
      height={IMAGE_HEIGHT}
      alt=""
      loading="lazy"
      decoding="async"
      className="aspect-[4/3] w-full object-cover"
    />
  );
}

/** Every job profile of the page's type (up to 25), each card linking to its sheet. */
export function SpecialityProfiles({ profiles, label }: { profiles: JobProfileCard[]; label: string }) {
  return (
    <section aria-labelledby="specialite-fiches" className="bg-slate-50">
      <div className="mx-auto max-w-7xl px-4 py-14">
        <h2 id="specialite-fiches" className="text-center text-3xl font-bold">
          Nos fiches métier {label}
        </h2>
        <p className="mx-auto mt-4 max-w-3xl text-center text-lg text-slate-700">
          Missions, compétences, formations et évolutions : ce que nous vérifions chez chaque candidat avant de vous le présenter.
        </p>
        {profiles.length > 0 ? (
          <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {profiles.map((profile) => (
              <li key={profile.id} className="flex flex-col overflow-hidden rounded-xl bg-white shadow-sm">
                <ProfileImage profile={profile} />
                <div className="flex flex-1 flex-col p-5">
                  <h3 className="text-lg font-bold text-brand-900">{profile.title}</h3>
                  <Link
                    to={jobProfilePath(profile.slug)}

                    className="mt-auto inline-block w-fit pt-4 font-semibold text-brand-700 hover:underline"
                  >
                    Voir la fiche
                    {/* Many cards share the visible label: the title tells them apart for screen readers. */}
                    <span className="sr-only"> : {profile.title}</span>
                  </Link>
                </div>
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-10 text-center text-slate-600">Nos fiches métier {label} seront bientôt en ligne.</p>
        )}
        <p className="mt-10 text-center">
          <Link
            to="/catalogue-fiches-metier"
            className="rounded-full border-2 border-brand-700 px-6 py-3 font-bold text-brand-700 hover:bg-brand-700 hover:text-white"
          >
            Parcourir toutes les fiches métier
          </Link>
        </p>
      </div>
    </section>
  );
}
