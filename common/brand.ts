import type { BrandColors } from "./brand-colors";

/**
 * The firm's identity in one place. The demo brand is fictional. Name, phone, e-mail and
 * URLs can be replaced by environment variables (BRAND_*, see .env.example); the legal
 * details are edited here, as they change only with the company itself.
 * The phone number is in the range ARCEP reserves for fiction (01 99 00 xx xx).
 */
export type Brand = {
  name: string;
  /** The {brand} segment of the employer-brand pages (/marque-employeur/notre-equipe/{brand}). */
  slug: string;
  phone: string;
  email: string;
  analyticsUrl: string;
  franchiseUrl: string;
  social: { facebook: string; instagram: string; linkedin: string; tiktok: string };
  /**
   * Qualiopi, the quality certification a training body needs for its courses to be funded
   * by public money (CPF, OPCO): shown on the training and skills-assessment pages.
   */
  qualiopi: { certificateNumber: string; scope: string };
  /** Overrides of the theme's primary and accent colours; unset: app/app.css's own. */
  colors?: BrandColors;
  /** What French law (LCEN art. 6) requires the legal notices to state. */
  legal: {
    companyName: string;
    legalForm: string;
    shareCapital: string;
    rcs: string;
    siret: string;
    vatNumber: string;
    headOffice: string;
    publicationDirector: string;
    dpoEmail: string;
    host: { name: string; address: string; phone: string };
    design: string;
  };
};

/** The demo firm's president: the legal notice's publication director and the team page's first member. */
export const FOUNDER = { firstname: "Hélène", lastname: "Marchetti" } as const;

export const defaultBrand: Brand = {
  name: "Alto Recrutement",
  slug: "alto",
  phone: "01 99 00 42 42",
  email: "contact@alto-recrutement.example",
  analyticsUrl: "https://analytics.alto-recrutement.example",
  franchiseUrl: "https://franchise.alto-recrutement.example",
  social: {
    facebook: "https://www.facebook.com/altorecrutement.example",
    instagram: "https://www.instagram.com/altorecrutement.example",
    linkedin: "https://www.linkedin.com/company/altorecrutement-example",
    tiktok: "https://www.tiktok.com/@altorecrutement.example",
  },
  qualiopi: {
    certificateNumber: "QUA-DEMO-2026-0042",
    scope: "Actions de formation ; bilans de compétences",
  },
  // Demo values: a fictional company (README). Its SIREN fails the Luhn check on purpose, so
  // it cannot be a registered company's. Replace them all before going live.
  legal: {
    companyName: "Alto Recrutement SAS",
    legalForm: "Société par actions simplifiée",
    shareCapital: "50 000 €",
    rcs: "RCS Lyon 912 345 678",
    siret: "912 345 678 00016",
    vatNumber: "FR74 912345678",
    headOffice: "12 rue de la Démonstration, 69002 Lyon",
    publicationDirector: `${FOUNDER.firstname} ${FOUNDER.lastname}, présidente`,
    dpoEmail: "dpo@alto-recrutement.example",
    host: { name: "Hébergeur Exemple SAS", address: "1 avenue de l'Hébergement, 75000 Paris", phone: "01 99 00 00 01" },
    design: "Équipe produit Alto Recrutement",
  },
};

/** "tel:" link form of a displayed phone number. */
/** «04 72 00 00 00» → «+33 4 72 00 00 00»: the form structured data (and callers abroad) expect. */
export function internationalPhone(phone: string): string {
  const digits = phone.replace(/[^\d+]/g, "");
  if (/^0\d{9}$/.test(digits)) return `+33 ${digits[1]} ${digits.slice(2).replace(/(\d{2})(?=\d)/g, "$1 ")}`;
  return phone.trim();
}

export function phoneHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}
