import { CardMoreLink, CardSkeleton } from "~/components/ui/card-parts";
import { JOB_PROFILE_TYPE_LABELS, isJobProfileType, jobProfilePath, type JobProfileCard as Card } from "~common/job-profiles";
import { JobProfileImage } from "./job-profile-image";

const CARD_SIZES = "(min-width: 1024px) 380px, (min-width: 640px) 45vw, 92vw";

/** A catalogue card: picture, type, title and «Voir la fiche». */
export function JobProfileCard({ profile }: { profile: Card }) {
  const typeLabel = isJobProfileType(profile.type) ? JOB_PROFILE_TYPE_LABELS[profile.type] : null;
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition hover:shadow-md">
      <JobProfileImage imageUrl={profile.imageUrl} alt="" sizes={CARD_SIZES} />
      <div className="flex flex-1 flex-col p-5">
        {typeLabel && <p className="text-xs font-semibold uppercase tracking-wide text-accent-hover">{typeLabel}</p>}
        <h2 className="mt-1 text-lg font-bold text-brand-900">{profile.title}</h2>
        {/* The link names its profile for screen readers; sighted users read the card's title. */}
        <CardMoreLink to={jobProfilePath(profile.slug)} label="Voir la fiche" accessibleName={`Voir la fiche ${profile.title}`} />
      </div>
    </article>
  );
}

/** The shape of a card while the next page loads. */
export function JobProfileCardSkeleton() {
  return <CardSkeleton picture="aspect-[4/3]" bars={["h-3 w-1/3 rounded", "h-5 w-3/4 rounded", "mt-4 h-4 w-1/4 rounded"]} />;
}
