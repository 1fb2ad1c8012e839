import { ArrowRight } from "lucide-react";
import { Link } from "~/components/ui/site-link";

type MoreLinkProps = {
  to: string;
  /** What sighted visitors read: «Voir l'offre», «En savoir plus»… */
  label: string;
  /** What a screen reader hears: the link names its card, since a list of «Voir l'offre» says nothing. */
  accessibleName: string;
  /** The arrow drawn after the label (the catalogue draws its own from a sprite). */
  icon?: React.ReactNode;
};

/** The link at the foot of a listing card (offer, article, job sheet, training), pushed to its bottom. */
export function CardMoreLink({ to, label, accessibleName, icon = <ArrowRight aria-hidden="true" className="size-4" /> }: MoreLinkProps) {
  return (
    <Link to={to} aria-label={accessibleName} className="mt-auto inline-flex w-fit items-center gap-1 pt-4 font-semibold text-brand-700 hover:underline">
      {label}
      {icon}
    </Link>
  );
}

/**
 * The shape of a listing card while the next results load: its picture's frame and one grey bar
 * per line of text, each given as its Tailwind classes (height, width, margin).
 */
export function CardSkeleton({ picture, bars }: { picture: "aspect-[3/2]" | "aspect-[4/3]"; bars: string[] }) {
  return (
    <div aria-hidden="true" className="flex h-full animate-pulse flex-col overflow-hidden rounded-xl border border-slate-200 bg-white">
      <div className={`${picture} w-full bg-slate-200`} />
      <div className="flex flex-1 flex-col gap-3 p-5">
        {bars.map((bar, index) => (
          <div key={index} className={`${bar} bg-slate-200`} />
        ))}
      </div>
    </div>
  );
}
