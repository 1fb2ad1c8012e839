import { MapPin } from "lucide-react";
import { withDeterminer } from "~common/format/place";
import type { AgencyDetails } from "./types";
import { de } from "~common/format/typography";
import { NearbyFrame } from "~/components/ui/nearby-frame";

/** Where the agency is (map) and where it recruits (its departments). */
export function AgencyLocation({ agency, city }: { agency: AgencyDetails; city: string }) {
  const areas = agency.departementsIntervention;
  if (!agency.map && areas.length === 0) return null;
  const hasPoint = agency.latitude !== null && agency.longitude !== null;
  return (
    <section aria-labelledby="zones-title" className="mx-auto max-w-7xl px-4 py-14">
      <div className="grid gap-10 lg:grid-cols-2">
        <div>
          <h2 id="zones-title" className="text-3xl font-bold">
            Nos zones d'intervention
          </h2>
          {areas.length > 0 && (
            <>
              <p className="mt-4 text-lg text-slate-700">
                Depuis {city}, nos consultants recrutent pour les entreprises{" "}
                {areas
                  .map(withDeterminer)
                  .join(", ")
                  .replace(/, ([^,]*)$/, " et $1")}
                .
              </p>
              <ul className="mt-6 flex flex-wrap gap-3">
                {areas.map((area) => (
                  <li key={area.id} className="flex items-center gap-2 rounded-full bg-brand-50 px-4 py-2 font-semibold text-brand-900">
                    <MapPin aria-hidden="true" className="size-4 text-accent" />
                    {area.label} ({area.code})
                  </li>
                ))}
              </ul>
            </>
          )}
        </div>
        {agency.map && (
          <div>
            <NearbyFrame
              src={agency.map}
              title={`Plan d'accès à l'agence ${de(city)}`}
              className="h-80 w-full rounded-xl border border-slate-200 bg-slate-100"
            />
            {hasPoint && (
              <a
                href={`https://www.openstreetmap.org/?mlat=${agency.latitude}&mlon=${agency.longitude}#map=16/${agency.latitude}/${agency.longitude}`}
                target="_blank"
                rel="noopener noreferrer"
                className="mt-3 inline-block font-semibold text-brand-700 hover:underline"
              >
                Agrandir le plan (nouvel onglet)
              </a>
            )}
          </div>
        )}
      </div>
    </section>
  );
}
