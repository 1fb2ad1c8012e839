import { Link } from "~/components/ui/site-link";
import { Award } from "lucide-react";
import { linkedHrefs } from "~common/site-map";
import { useRootData } from "~/lib/root-data";

const GPTW_HREF = "/qui-sommes-nous/nos-engagements/great-place-to-work";

/** Certifications and commitments; the Great Place to Work page is linked once it exists. */
export function CertificatesSection() {
  const { siteMap, brand } = useRootData();
  const linked = linkedHrefs(siteMap).has(GPTW_HREF);
  return (
    <section aria-labelledby="engagements-titre" className="mx-auto max-w-7xl px-4 py-16">
      <div className="flex flex-col items-center gap-6 rounded-2xl border border-slate-200 p-8 text-center md:flex-row md:text-left">
        <Award aria-hidden="true" className="size-16 shrink-0 text-accent" />
        <div>
          <h2 id="engagements-titre" className="text-2xl font-bold">
            Nos engagements
          </h2>
          <p className="mt-2 text-slate-700">
            Classé parmi le Top 100 des cabinets de recrutement en France, {brand.name} s'engage aussi pour ses propres équipes : des consultants bien
            accompagnés accompagnent mieux vos candidats.
          </p>
          {linked && (
            <Link to={GPTW_HREF} className="mt-3 inline-block font-semibold text-brand-700 underline">
              Notre engagement Great Place to Work
            </Link>
          )}
        </div>
      </div>
    </section>
  );
}
