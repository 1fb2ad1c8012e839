import { ResponsiveImage } from "~/components/ui/responsive-image";

/** «CV» for Claire Vasseur: what the page shows until staff upload a picture. */
function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0], words[words.length - 1]] : words;
  return letters.map((w) => w[0]!.toLocaleUpperCase("fr-FR")).join("");
}

/**
 * The recruiter's picture, or their initials on a coloured disc. The size is fixed so the
 * layout does not move while an image loads; the name is next to it, so the image is decorative.
 */
export function RecruiterAvatar({ name, pictureUrl, size, eager = false }: { name: string; pictureUrl: string | null; size: "md" | "lg"; eager?: boolean }) {
  const box = size === "lg" ? "size-32 md:size-40 text-4xl" : "size-20 text-2xl";
  const pixels = size === "lg" ? 160 : 80;
  if (pictureUrl) {
    return (
      <ResponsiveImage
        src={pictureUrl}
        kind="portrait"
        alt=""
        sizes={`${pixels}px`}
        priority={eager}
        className={`${box} shrink-0 rounded-full object-cover ring-4 ring-white/70`}
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className={`${box} flex shrink-0 items-center justify-center rounded-full bg-accent font-extrabold text-white ring-4 ring-white/70`}
    >
      {initialsOf(name)}
    </span>
  );
}
