import { ExternalLink } from "lucide-react";
import { ResponsiveImage } from "~/components/ui/responsive-image";
import { RichText } from "~/components/ui/rich-text";

export type PartnerBadge = { id: number; label: string; url: string | null; description: string | null; image: string | null };

/** Two letters that stand in for a partner without a logo: «ÉS» for École Supérieure… */
function monogram(label: string): string {
  const words = label.split(/[\s'’&-]+/).filter((word) => word.length > 2 || /^[A-Z]/.test(word));
  return (words.length > 1 ? `${words[0][0]}${words[1][0]}` : label.slice(0, 2)).toUpperCase();
}

/**
 * The badge is itself a link, and a link inside a link is invalid HTML that browsers split
 * apart: a description's own links keep their words only. (Sanitized HTML: no «>» inside a tag.)
 */
const withoutLinks = (html: string) => html.replace(/<\/?a\b[^>]*>/gi, "");

/**
 * Spec 1 §9: 4 columns on large screens, 6 on extra large. Each badge links out in a new tab;
 * noopener/noreferrer so the partner's page can neither drive this tab nor see where the
 * visitor came from.
 */
export function PartnersGrid({ partners }: { partners: PartnerBadge[] }) {
  return (
    <ul aria-label="Nos partenaires" className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4 xl:grid-cols-6">
      {partners.map((partner) => {
        const badge = (
          <>
            {partner.image ? (
              // The name is printed under it: the logo itself says nothing more.
              <ResponsiveImage src={partner.image} kind="logo" alt="" sizes="160px" className="h-14 w-28 object-contain" />
            ) : (
              <span
                aria-hidden="true"
                className="flex size-14 items-center justify-center rounded-xl bg-gradient-to-br from-brand-700 to-brand-900 text-lg font-extrabold tracking-wide text-white"
              >
                {monogram(partner.label)}
              </span>
            )}
            <span className="mt-3 text-center text-sm font-bold leading-snug text-brand-900">{partner.label}</span>
            {partner.description && <RichText html={withoutLinks(partner.description)} className="mt-2 text-center text-xs text-slate-600" />}
          </>
        );
        const box = "flex h-full flex-col items-center rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200";
        return (
          <li key={partner.id}>
            {partner.url ? (
              <a
                href={partner.url}
                target="_blank"
                rel="noopener noreferrer"
                className={`${box} transition hover:-translate-y-0.5 hover:shadow-md hover:ring-brand-600`}
              >
                {badge}
                <span className="mt-auto flex items-center gap-1 pt-3 text-xs font-semibold text-brand-700">
                  Visiter le site <ExternalLink aria-hidden="true" className="size-3" />
                  <span className="sr-only">(nouvel onglet)</span>
                </span>
              </a>
            ) : (
              <div className={box}>{badge}</div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
