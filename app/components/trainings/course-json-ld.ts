import type { MetaDescriptor } from "react-router";
import type { TrainingCard, TrainingDetails } from "~common/trainings";
import type { RootData } from "~/lib/root-data";
import { htmlToText } from "~common/format/rich-text";
import { sessionPlace } from "~common/training-place";
import { isVariantBase, variantUrl } from "~common/images";
import { trainingPath } from "./catalogue-search";

/** schema.org courseMode from the modality's label; none for a label staff invented. */
function courseMode(modality: string | null): string | undefined {
  const label = modality?.toLowerCase() ?? "";
  if (label.includes("distanc") || label.includes("ligne")) return "Online";
  if (label.includes("mixte") || label.includes("hybride")) return "Blended";
  if (label.includes("présentiel") || label.includes("presentiel")) return "Onsite";
  return undefined;
}

/** The picture link previews and structured data show: the cover's widest WebP. */
export function trainingImage(training: Pick<TrainingDetails, "coverImageUrl">): string | null {
  if (!training.coverImageUrl) return null;
  return isVariantBase(training.coverImageUrl) ? variantUrl(training.coverImageUrl, 1440, "webp") : training.coverImageUrl;
}

/** A short text for search engines: what staff wrote for them first, else the page's own words. */
export const trainingSummary = (training: TrainingDetails) =>
  training.seoDescription || training.header || htmlToText(training.description) || htmlToText(training.goal) || training.label;

/** Who gives the courses: the brand, the organisation of the home page's markup. */
const courseProvider = (brandName: string, publicUrl: string) => ({ "@type": "Organization", name: brandName, url: `${publicUrl}/` });

/**
 * schema.org Course for search engines (Google's course info): the provider is the brand, the
 * price an Offer in euros when set, one CourseInstance per upcoming session.
 */
export function courseJsonLd(training: TrainingDetails, { url, brandName, publicUrl }: { url: string; brandName: string; publicUrl: string }) {
  const mode = courseMode(training.modality);
  const image = trainingImage(training);
  const provider = courseProvider(brandName, publicUrl);
  // An online session has no address; the others take place where the training says, in-company
  // courses («dans vos locaux») aside: they are arranged on request, not sessions.
  const location =
    mode === "Online"
      ? { "@type": "VirtualLocation", url }
      : training.place
        ? { "@type": "Place", name: sessionPlace(training.place), address: { "@type": "PostalAddress", addressCountry: "FR" } }
        : undefined;
  return {
    "@context": "https://schema.org",
    "@type": "Course",
    name: training.label,
    description: trainingSummary(training),
    url,
    ...(training.reference && { courseCode: training.reference }),
    ...(image && { image: image.startsWith("/") ? `${publicUrl}${image}` : image }),
    ...(training.level && { educationalLevel: training.level }),
    inLanguage: "fr-FR",
    provider,
    ...(training.price !== null && {
      offers: [{ "@type": "Offer", category: "Paid", price: training.price, priceCurrency: "EUR", url }],
    }),
    hasCourseInstance: training.sessions.map((session) => ({
      "@type": "CourseInstance",
      startDate: session.startAt,
      endDate: session.endAt,
      courseWorkload: `PT${session.hours}H`,
      ...(mode && { courseMode: mode }),
      ...(location && { location }),
    })),
  };
}

/**
 * Google's «Course list» (an ItemList of Course items, each linking its own page) for a page
 * of the catalogue; positions go on from one page to the next.
 */
export function courseListJsonLd(
  rows: TrainingCard[],
  { publicUrl, brandName, firstPosition }: { publicUrl: string; brandName: string; firstPosition: number },
) {
  const provider = courseProvider(brandName, publicUrl);
  return {
    "@context": "https://schema.org",
    "@type": "ItemList",
    itemListElement: rows.map((row, index) => ({
      "@type": "ListItem",
      position: firstPosition + index,
      item: {
        "@type": "Course",
        url: `${publicUrl}${trainingPath(row.slug)}`,
        name: row.label,
        description: row.header || `Formation ${row.label}`,
        provider,
      },
    })),
  };
}

/** The course list as a meta entry (React Router writes it in the head, escaped); none for a page without results. */
export function courseListMeta(root: Pick<RootData, "publicUrl" | "brand"> | undefined, rows: TrainingCard[], firstPosition: number): MetaDescriptor[] {
  if (!root || rows.length === 0) return [];
  return [{ "script:ld+json": courseListJsonLd(rows, { publicUrl: root.publicUrl, brandName: root.brand.name, firstPosition }) }];
}
