import { internationalPhone, type Brand } from "~common/brand";
import { useRootData } from "~/lib/root-data";
import { htmlToText } from "~common/format/rich-text";
import type { FaqEntry } from "./faq-accordion";

/**
 * Structured data for search engines. Not executed, so the CSP does not apply; "<" is
 * escaped so a value can never close the script element.
 */
export function JsonLd({ data }: { data: object }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, "\\u003c") }} />;
}

/** FAQPage data from question/answer pairs (RPO, predictive and FAQ pages); answers as plain text, never markup. */
export const faqPageJsonLd = (items: FaqEntry[]) => ({
  "@context": "https://schema.org",
  "@type": "FAQPage",
  mainEntity: items.map((item) => ({
    "@type": "Question",
    name: item.question,
    acceptedAnswer: { "@type": "Answer", text: item.html ? htmlToText(item.answer) : item.answer },
  })),
});

type BrandIdentity = Pick<Brand, "name" | "phone" | "social">;

/** Organization data of the home page: who publishes the site, its logo, profiles and phone. */
export const organizationJsonLd = (brand: BrandIdentity, publicUrl: string) => ({
  "@context": "https://schema.org",
  "@type": "Organization",
  "@id": `${publicUrl}/#organisation`,
  name: brand.name,
  url: `${publicUrl}/`,
  logo: `${publicUrl}/favicon.svg`,
  sameAs: Object.values(brand.social).filter(Boolean),
  contactPoint: {
    "@type": "ContactPoint",
    telephone: internationalPhone(brand.phone),
    contactType: "customer service",
    areaServed: "FR",
    availableLanguage: "French",
  },
});

/** WebSite data of the home page, with the offer search as its search action. */
export const webSiteJsonLd = (brand: BrandIdentity, publicUrl: string) => ({
  "@context": "https://schema.org",
  "@type": "WebSite",
  name: brand.name,
  url: `${publicUrl}/`,
  inLanguage: "fr-FR",
  publisher: { "@id": `${publicUrl}/#organisation` },
  potentialAction: {
    "@type": "SearchAction",
    target: { "@type": "EntryPoint", urlTemplate: `${publicUrl}/nos-offres?query={search_term_string}` },
    "query-input": "required name=search_term_string",
  },
});

/** The way from the home page to a nested page; the last step is the page itself. */
export const breadcrumbJsonLd = (publicUrl: string, steps: { name: string; path: string }[]) => ({
  "@context": "https://schema.org",
  "@type": "BreadcrumbList",
  itemListElement: [{ name: "Accueil", path: "/" }, ...steps].map((step, index) => ({
    "@type": "ListItem",
    position: index + 1,
    name: step.name,
    item: `${publicUrl}${step.path}`,
  })),
});

/** BreadcrumbList of a nested page, with the site's public address. */
export function BreadcrumbJsonLd({ steps }: { steps: { name: string; path: string }[] }) {
  const { publicUrl } = useRootData();
  return <JsonLd data={breadcrumbJsonLd(publicUrl, steps)} />;
}
