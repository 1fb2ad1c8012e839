import { BriefcaseBusiness } from "lucide-react";
import { JOB_PROFILE_IMAGE_DEFAULT_WIDTH, JOB_PROFILE_IMAGE_RATIO, JOB_PROFILE_IMAGE_WIDTHS, jobProfileImagePath } from "~common/job-profiles";

const HEIGHT = Math.round(JOB_PROFILE_IMAGE_DEFAULT_WIDTH * JOB_PROFILE_IMAGE_RATIO);

type Props = {
  slug: string;
  /** "" when the profile has no image: a neutral placeholder keeps the card's shape. */
  imageUrl: string;
  alt: string;
  sizes: string;
  /** The sheet's image is above the fold; catalogue cards are not worth loading first. */
  priority?: boolean;
  className?: string;
};

/** A profile's image in its three widths; width and height set so nothing jumps while it loads. */
export function JobProfileImage({ slug, imageUrl, alt, sizes, priority = false, className = "" }: Props) {
  if (!imageUrl) {
    return (
      <div className={`flex aspect-[4/3] items-center justify-center bg-brand-50 ${className}`}>
        <BriefcaseBusiness aria-hidden="true" className="size-12 text-brand-700" />
      </div>
    );
  }
  return (
    <img
      src={jobProfileImagePath(slug, JOB_PROFILE_IMAGE_DEFAULT_WIDTH)}
      srcSet={JOB_PROFILE_IMAGE_WIDTHS.map((w) => `${jobProfileImagePath(slug, w)} ${w}w`).join(", ")}
      sizes={sizes}
      width={JOB_PROFILE_IMAGE_DEFAULT_WIDTH}
      height={HEIGHT}
      alt={alt}
      loading={priority ? "eager" : "lazy"}
      fetchPriority={priority ? "high" : undefined}
      decoding="async"
      className={`aspect-[4/3] w-full bg-brand-900 object-cover ${className}`}
    />
  );
}
