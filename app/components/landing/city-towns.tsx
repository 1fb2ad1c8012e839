import { MapPin } from "lucide-react";
import type { CityPageView } from "./types";

/** One block per town of the page: the local proof that the firm knows the area. */
export function CityTowns({ towns, name }: { towns: CityPageView["cityData"]; name: string }) {
  if (towns.length === 0) return null;
  return (
    <section aria-labelledby="villes-titre" className="bg-slate-50">
      <div className="mx-auto max-w-6xl px-4 py-14">
        <h2 id="villes-titre" className="text-center text-3xl font-bold">
          Nos consultants au plus près de vos équipes
        </h2>
        <p className="mx-auto mt-3 max-w-3xl text-center text-slate-600">
          {name} : les bassins d'emploi où nous recrutons le plus souvent, et ce que leurs entreprises nous confient.
        </p>
        <div className="mt-10 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {towns.map((town) => {
            const id = `ville-${town.zipcode}-${town.label}`.toLowerCase().replace(/[^a-z0-9-]+/g, "-");
            return (
              <section key={`${town.zipcode}-${town.label}`} aria-labelledby={id} className="rounded-2xl bg-white p-6 shadow-sm">
                <h3 id={id} className="flex items-start gap-2 text-lg font-bold text-brand-900">
                  <MapPin aria-hidden="true" className="mt-1 size-5 shrink-0 text-accent" />
                  {`Recrutement à ${town.label} (${town.zipcode})`}
                </h3>
                <p className="mt-3 leading-relaxed text-slate-700">{town.content}</p>
              </section>
            );
          })}
        </div>
      </div>
    </section>
  );
}
