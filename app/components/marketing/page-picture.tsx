import { ResponsiveImage } from "~/components/ui/responsive-image";
import { pagePictureSrc, type PagePicture } from "~common/page-pictures";

type PagePictureProps = {
  picture: PagePicture;
  /** The hero's picture is the first thing seen: fetched first, never lazily. */
  priority?: boolean;
  className?: string;
};

/**
 * A marketing page's illustration, beside the hero's text from 1024 px and under it on a
 * phone. Decorative (the text around it says everything), so empty alt text.
 */
export function PageIllustration({ picture, priority = false, className = "" }: PagePictureProps) {
  return (
    <ResponsiveImage
      src={pagePictureSrc(picture)}
      kind="photo"
      alt=""
      sizes="(min-width: 1280px) 560px, (min-width: 1024px) 42vw, 92vw"
      priority={priority}
      className={`block aspect-[3/2] h-auto w-full rounded-2xl object-cover shadow-xl ring-1 ring-white/20 ${className}`}
    />
  );
}

/** Text and illustration side by side from 1024 px: a hero that uses the screen's width. */
export const heroWithPicture = "lg:grid lg:grid-cols-[1.15fr_1fr] lg:items-center lg:gap-12";
