/** What the landing route hands to its sections (serialised from the loader). */
export type CityPageView = {
  name: string;
  paragraphs: string[];
  cityData: { zipcode: string; label: string; content: string }[];
};

/** A city page as its route hands it over: the view and its SEO fields. */
export type CityPageData = CityPageView & { id: number; seoTitle: string | null; seoDescription: string | null };
