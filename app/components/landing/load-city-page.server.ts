import { redirect } from "react-router";
import { getCityPageDetails, type Db } from "~/services.server";
import { splitParagraphs } from "~common/format/paragraphs";
import type { CityPageData } from "./types";

/** The address a city page lives at: one path segment, as the manager's slug rule writes it. */
const CITY_PAGE_PATH = /^\/([a-z0-9]+(?:--?[a-z0-9]+)*)\/?$/;

/**
 * The published city page at this path, or null; a page staff moved elsewhere throws its 301
 * (pointing at itself must not loop). The spec's landing routes and the catch-all route, which
 * serves the pages staff create, both read it.
 */
export async function loadCityPage(db: Db, pathname: string): Promise<CityPageData | null> {
  const slug = CITY_PAGE_PATH.exec(pathname)?.[1];
  if (!slug) return null;
  const page = await getCityPageDetails(db, slug);
  if (!page) return null;
  if (page.redirectionUrl && page.redirectionUrl.replace(/\/+$/, "") !== `/${slug}`) throw redirect(page.redirectionUrl, 301);
  return {
    id: page.id,
    name: page.name,
    // Split here, on the server: the browser receives plain paragraphs, no parsing code.
    paragraphs: splitParagraphs(page.body),
    cityData: page.cityData,
    seoTitle: page.seoTitle,
    seoDescription: page.seoDescription,
  };
}
