import type { Brand } from "~common/brand";
import { employmentType } from "~common/offers";
import type { OfferDetails } from "./types";

type JobPostingSource = Pick<
  OfferDetails,
  | "id"
  | "name"
  | "href"
  | "description"
  | "datePosted"
  | "validThrough"
  | "contract"
  | "isRemote"
  | "address"
  | "city"
  | "zipCode"
  | "regionName"
  | "remuneration"
>;

/** Google's rule: TELECOMMUTE only for a job done entirely from home. An offer with an office
 * (a city) is at most partly remote: its description says so and its address stays. */
export const isFullyRemote = (offer: Pick<JobPostingSource, "isRemote" | "city" | "address">) => offer.isRemote && !offer.city && !offer.address;

export const PARTLY_REMOTE_NOTE = "Télétravail partiel possible.";

/** Only the keys that have a value: Google flags empty strings and nulls as errors. */
const defined = <T extends Record<string, unknown>>(record: T) =>
  Object.fromEntries(Object.entries(record).filter(([, value]) => value != null && value !== "")) as Partial<T>;

/** The salary range the offer shows, as schema.org wants it; undefined when hidden or unknown. */
function baseSalary(remuneration: JobPostingSource["remuneration"]) {
  if (!remuneration) return undefined;
  const values = [remuneration.min, remuneration.max].filter((v): v is number => v != null && v > 0);
  if (values.length === 0) return undefined;
  const low = Math.min(...values);
  const high = Math.max(...values);
  return {
    "@type": "MonetaryAmount",
    currency: "EUR",
    value: {
      "@type": "QuantitativeValue",
      ...(low === high ? { value: low } : { minValue: low, maxValue: high }),
      // Stored ranges are gross yearly amounts («45 à 55 K€»).
      unitText: "YEAR",
    },
  };
}

/**
 * schema.org JobPosting for Google for Jobs (README decision 10). Only for live offers:
 * an expired one answers 410 without it. The description stays HTML, as Google accepts it.
 */
export function jobPostingJsonLd(offer: JobPostingSource, brand: Pick<Brand, "name"> & { logo?: string | null }, publicUrl: string) {
  const salary = baseSalary(offer.remuneration);
  return {
    "@context": "https://schema.org",
    "@type": "JobPosting",
    title: offer.name,
    description: offer.isRemote && !isFullyRemote(offer) ? `${offer.description}<p>${PARTLY_REMOTE_NOTE}</p>` : offer.description,
    identifier: { "@type": "PropertyValue", name: brand.name, value: String(offer.id) },
    datePosted: offer.datePosted,
    ...(offer.validThrough && { validThrough: offer.validThrough }),
    employmentType: employmentType(offer.contract),
    hiringOrganization: {
      "@type": "Organization",
      name: brand.name,
      sameAs: publicUrl,
      logo: brand.logo || `${publicUrl}/favicon.svg`,
    },
    jobLocation: {
      "@type": "Place",
      address: {
        "@type": "PostalAddress",
        ...defined({
          streetAddress: offer.address,
          addressLocality: offer.city,
          postalCode: offer.zipCode,
          addressRegion: offer.regionName,
        }),
        addressCountry: "FR",
      },
    },
    ...(isFullyRemote(offer) && {
      jobLocationType: "TELECOMMUTE",
      applicantLocationRequirements: { "@type": "Country", name: "France" },
    }),
    ...(salary && { baseSalary: salary }),
    directApply: true,
    url: `${publicUrl}${offer.href}`,
  };
}
