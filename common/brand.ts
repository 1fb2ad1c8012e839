/**
 * The firm's identity in one place. The demo brand is fictional; every value can be
 * replaced by an environment variable (BRAND_*, see .env.example).
 * The phone number is in the range ARCEP reserves for fiction (01 99 00 xx xx).
 */
export type Brand = {
  name: string;
  phone: string;
  email: string;
  analyticsUrl: string;
  franchiseUrl: string;
  social: { facebook: string; instagram: string; linkedin: string; tiktok: string };
};

export const defaultBrand: Brand = {
  name: "Alto Recrutement",
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
};

/** "tel:" link form of a displayed phone number. */
export function phoneHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}
