import { BriefcaseBusiness } from "lucide-react";
import { JOB_PROFILE_IMAGE_DEFAULT_WIDTH, JOB_PROFILE_IMAGE_RATIO, JOB_PROFILE_IMAGE_WIDTHS, jobProfileImageSrc } from "~common/job-profiles";

const HEIGHT = Math.round(JOB_PROFILE_IMAGE_DEFAULT_WIDTH * JOB_PROFILE_IMAGE_RATIO);

type Props = {
  /** "" when the profile has no image: a neutral placeholder keeps the card's shape. */
  imageUrl: string;
  alt: string;
  sizes: string;
  /** The sheet's image is above the fold; catalogue cards are not worth loading first. */
  priority?: boolean;
  className?: string;
};

/** A profile's image in its three widths; width and height set so nothing jumps while it loads. */
export function JobProfileImage({ imageUrl, alt, sizes, priority = false, className = "" }: Props) {
  if (!imageUrl) {
    return (
      <div className={`flex aspect-[4/3] items-center justify-center bg-brand-50 ${className}`}>
        <BriefcaseBusiness aria-hidden="true" className="size-12 text-brand-700" />
      </div>
    );
  }
  return (
    <img
      src={jobProfileImageSrc(imageUrl)}
      srcSet={JOB_PROFILE_IMAGE_WIDTHS.map((w) => `${jobProfileImageSrc(imageUrl, w)} ${w}w`).join(", ")}
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
