import { BadgeCheck } from "lucide-react";
import { useRootData } from "~/lib/root-data";

/**
 * The Qualiopi certification (brand setting): public funding (CPF, OPCO) requires the training
 * body to hold it, so visitors look for it before registering.
 */
export function QualiopiNotice({ className = "" }: { className?: string }) {
  const { brand } = useRootData();
  return (
    <aside aria-label="Certification Qualiopi" className={`flex items-start gap-3 rounded-xl border border-slate-200 bg-white p-4 text-sm ${className}`}>
      <BadgeCheck aria-hidden="true" className="size-8 shrink-0 text-brand-700" />
      <p>
        <strong>Organisme certifié Qualiopi</strong> (certificat n° {brand.qualiopi.certificateNumber}) au titre de la catégorie : {brand.qualiopi.scope}. Nos
        actions peuvent être financées par votre CPF ou votre OPCO.
      </p>
    </aside>
  );
}
