import { pageMeta, pagePicturePreview } from "~/lib/seo";
import { cityPicture } from "~common/page-pictures";
import { ContactSection } from "~/components/contact/contact-section";
import { AgenciesSection } from "~/components/sections/agencies-section";
import { CityPageHero } from "./city-page-hero";
import { CityTowns } from "./city-towns";
import type { CityPageData } from "./types";

/** A city page's title and description: its SEO fields, else its name and first paragraph. */
export function cityPageMeta(args: Parameters<typeof pageMeta>[0], page: CityPageData) {
  const description =
    page.seoDescription ||
    page.paragraphs[0] ||
    `${page.name} : des consultants qui connaissent le bassin d'emploi local et vous présentent rapidement des candidats qualifiés.`;
  return pageMeta(args, {
    title: page.seoTitle || page.name,
    description: description.length > 300 ? `${description.slice(0, 297)}…` : description,
    image: pagePicturePreview(cityPicture(page.name)),
  });
}

/** What a city page shows: its hero and text, its towns, the contact form and the agencies. */
export function CityPageSections({ page }: { page: CityPageData }) {
  return (
    <>
      <CityPageHero page={page} />
      <CityTowns towns={page.cityData} name={page.name} />
      <ContactSection title="Confiez-nous votre prochain recrutement" />
      <AgenciesSection />
    </>
  );
}
