import { Link } from "react-router";
import { useBrand } from "~/lib/root-data";

export function SiteLogo({ onNavigate }: { onNavigate?: () => void }) {
  const brand = useBrand();
  return (
    <Link to="/" onClick={onNavigate} className="flex items-center gap-2 font-extrabold text-brand-900" aria-label={`${brand.name} – accueil`}>
      <img src="/favicon.svg" alt="" width={36} height={36} />
      <span className="whitespace-nowrap text-lg leading-tight">{brand.name}</span>
    </Link>
  );
}
