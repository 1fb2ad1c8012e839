import { internationalPhone } from "~common/brand";
import type { AgencyDetails } from "./types";

/**
 * schema.org EmploymentAgency (a LocalBusiness) for search engines: the README's decision
 * 10 and spec 1 §2 (open Monday to Friday 08:30-17:30, FR, EUR, cash and card). No
 * aggregateRating: Google ignores (and may penalise) stars a business states about itself;
 * the reviews are shown in the page. The image is the agency's photo, else the brand's mark;
 * `geo` is the office's own point, stored on the agency (not its town's centre).
 */
export function agencyJsonLd(agency: AgencyDetails, url: string, image: string) {
  // Addresses are written «12 rue …, 69002 Lyon»: the street, then the postal code and town.
  const street = agency.address?.split(",")[0]?.trim();
  const postalCode = agency.address?.match(/\b\d{5}\b/)?.[0] ?? agency.city?.zipcode;
  return {
    "@context": "https://schema.org",
    "@type": ["EmploymentAgency", "LocalBusiness"],
    name: agency.title,
    url,
    image,
    ...(agency.description && { description: agency.description }),
    ...(agency.phone && { telephone: internationalPhone(agency.phone) }),
    ...(agency.email && { email: agency.email }),
    address: {
      "@type": "PostalAddress",
      ...(street && { streetAddress: street }),
      ...(postalCode && { postalCode }),
      ...(agency.city && { addressLocality: agency.city.name }),
      addressCountry: "FR",
    },
    ...(agency.latitude !== null &&
      agency.longitude !== null && { geo: { "@type": "GeoCoordinates", latitude: agency.latitude, longitude: agency.longitude } }),
    openingHoursSpecification: [
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
        opens: "08:30",
        closes: "17:30",
      },
    ],
    currenciesAccepted: "EUR",
    paymentAccepted: "Cash, Credit Card",
    ...(agency.departementsIntervention.length > 0 && {
      areaServed: agency.departementsIntervention.map((d) => ({ "@type": "AdministrativeArea", name: d.label })),
    }),
  };
}
