/** What the landing route hands to its sections (serialised from the loader). */
export type CityPageView = {
  name: string;
  paragraphs: string[];
  cityData: { zipcode: string; label: string; content: string }[];
};
