/** A page as the footer and the «Plan du site» link it. */
export type PageLink = { label: string; href: string };

/** The public pages that come from the database, by family. */
export type PublicPageFamilies = {
  services: PageLink[];
  regions: PageLink[];
  jobProfiles: PageLink[];
  recruiters: PageLink[];
  /** Blog articles, sector articles and the other pages under /recrutement. */
  articles: PageLink[];
  press: PageLink[];
  /** The training pages (/nos-prestations/formation/{slug}), in the catalogue's order. */
  trainings: PageLink[];
};
