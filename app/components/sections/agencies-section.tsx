import { Link } from "~/components/ui/site-link";
import { MapPin } from "lucide-react";
import { phoneHref } from "~common/brand";
import { useRootData } from "~/lib/root-data";

/** «Retrouvez nos agences…»: built from the site map's fifth group, with the phone line. */
export function AgenciesSection() {
  const { agencies, brand } = useRootData();
  return (
    <section aria-labelledby="agences-title" className="bg-brand-50">
      <div className="mx-auto max-w-7xl px-4 py-14">
        <h2 id="agences-title" className="text-center text-3xl font-bold">
          Retrouvez nos agences de recrutement dans toute la France
        </h2>
        <ul className="mt-8 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
          {agencies.map((agency) => (
            <li key={agency.label} className="flex items-center gap-2 rounded-lg bg-white px-4 py-3 shadow-sm">
              <MapPin aria-hidden="true" className="size-4 shrink-0 text-accent" />
              {agency.href ? (
                <Link to={agency.href} className="font-semibold hover:underline">
                  {agency.label}
                </Link>
              ) : (
                <span className="font-semibold">{agency.label}</span>
              )}
            </li>
          ))}
        </ul>
        <p className="mt-8 text-center text-lg">
          Une question ? Appelez-nous au{" "}
          <a href={phoneHref(brand.phone)} className="font-bold text-brand-700">
            {brand.phone}
          </a>
        </p>
      </div>
    </section>
  );
}
