import { Link } from "~/components/ui/site-link";
import { useBrand } from "~/lib/root-data";

export function SiteLogo({ onNavigate }: { onNavigate?: () => void }) {
  const brand = useBrand();
  return (
    <Link to="/" onClick={onNavigate} className="flex shrink-0 items-center gap-2 font-extrabold text-brand-900" aria-label={`${brand.name} – accueil`}>
      <img src="/favicon.svg" alt="" width={36} height={36} />
      {/* Beside the full menu on a laptop (1280–1439 px, 1366 the commonest) the name is set smaller,
          and a long one wraps on two lines, so that the firm is named and the menu keeps its room. */}
      <span className="whitespace-nowrap text-lg leading-tight xl:max-[1439px]:max-w-[9.5rem] xl:max-[1439px]:whitespace-normal xl:max-[1439px]:text-sm">
        {brand.name}
      </span>
    </Link>
  );
}
