import { Link } from "~/components/ui/site-link";
import { useBrand } from "~/lib/root-data";

export function SiteLogo({ onNavigate }: { onNavigate?: () => void }) {
  const brand = useBrand();
  return (
    <Link to="/" onClick={onNavigate} className="flex shrink-0 items-center gap-2 font-extrabold text-brand-900" aria-label={`${brand.name} – accueil`}>
      <img src="/favicon.svg" alt="" width={36} height={36} />
      {/* Beside the full menu on a laptop (1280 px) the name does not fit: the mark alone, named by the link's label. */}
      <span className="whitespace-nowrap text-lg leading-tight xl:max-[1439px]:hidden">{brand.name}</span>
    </Link>
  );
}
