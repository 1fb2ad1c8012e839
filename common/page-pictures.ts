// The illustrations of the marketing pages (services, local pages, the home's hero): drawn by
// the server on first view like the demo pictures (server/modules/media/demo-page-images.ts),
// then served as stored variants in every width and format of the "photo" kind.

/** Each name's first word chooses the drawing; the rest varies its colours and layout. */
export const PAGE_PICTURES = [
  "accueil-equipe",
  "carte-regions",
  "carte-agences",
  "carte-territoire",
  "loupe-chasse",
  "loupe-cadres",
  "cible-predictif",
  "boussole-bilan",
  "equipe-rh",
  "equipe-marque",
  "podium-evenement",
  "relais-transition",
  "relais-rpo",
  "contrat-recrutement",
  "courrier-contact",
  "bulles-faq",
  "coeur-candidat",
  "trophee-engagement",
] as const;
export type PagePicture = (typeof PAGE_PICTURES)[number];

const PREFIX = "page-";
export const pagePictureName = (picture: PagePicture) => `${PREFIX}${picture}`;
/** A variant base of ResponsiveImage: `/media/files/demo/photo/page-…`. */
export const pagePictureSrc = (picture: PagePicture) => `/media/files/demo/photo/${pagePictureName(picture)}`;
/** Whether a stored name is one of these (only those are ever drawn without a record). */
export const isPagePictureName = (name: string) => name.startsWith(PREFIX) && (PAGE_PICTURES as readonly string[]).includes(name.slice(PREFIX.length));

/** The local pages share three maps: one picked from the page's name, always the same one. */
export function cityPicture(name: string): PagePicture {
  const maps = ["carte-regions", "carte-agences", "carte-territoire"] as const;
  let sum = 0;
  for (const c of name) sum += c.charCodeAt(0);
  return maps[sum % maps.length]!;
}
