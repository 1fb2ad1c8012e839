import { createContext, useContext, useState } from "react";

const CompanyLogosContext = createContext(false);
/** Whether a logo service is configured (LOGO_SERVICE_URL): the CVthèque's loader says so. */
export const CompanyLogosProvider = CompanyLogosContext.Provider;

/** Words that make no initial: «Clinique de la Sauvegarde» is CS, «SARL Martin et fils» MF. */
const SMALL_WORDS = new Set([
  "de",
  "du",
  "des",
  "la",
  "le",
  "les",
  "l",
  "d",
  "et",
  "a",
  "au",
  "aux",
  "en",
  "the",
  "of",
  "and",
  "sa",
  "sas",
  "sasu",
  "sarl",
  "eurl",
  "sci",
]);

/** The company's initials (two letters at most), shown when there is no logo. */
export function companyInitials(name: string): string {
  const words = name.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  const significant = words.filter((word) => !SMALL_WORDS.has(word.toLowerCase()));
  return (significant.length > 0 ? significant : words)
    .slice(0, 2)
    .map((word) => word[0]!.toLocaleUpperCase("fr-FR"))
    .join("");
}

/**
 * A work-history company's logo (spec 3 §2.3), from our own /api/jobs/company_logo (which
 * caches the logo service's answer): a fixed 32 px square, so nothing moves when it arrives,
 * loaded only when scrolled to. The initials sit underneath and stay when there is no logo or
 * no logo service.
 */
export function CompanyLogo({ name }: { name: string }) {
  const enabled = useContext(CompanyLogosContext);
  const [missing, setMissing] = useState(false);
  const initials = companyInitials(name);
  if (!initials) return null;
  return (
    <span
      aria-hidden="true"
      data-testid="company-logo"
      className="relative inline-flex size-8 shrink-0 items-center justify-center overflow-hidden rounded bg-slate-100 text-xs font-bold text-slate-700"
    >
      {initials}
      {enabled && !missing && (
        <img
          src={`/api/jobs/company_logo?name=${encodeURIComponent(name)}`}
          alt=""
          width={32}
          height={32}
          loading="lazy"
          decoding="async"
          onError={() => setMissing(true)}
          className="absolute inset-0 size-8 bg-white object-contain"
        />
      )}
    </span>
  );
}
