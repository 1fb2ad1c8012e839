/** The places a course's text names, lower-cased: «Paris, Lyon ou dans vos locaux» gives paris, lyon, dans vos locaux. */
export const placeParts = (place: string) => place.split(/, | ou | et /).map((part) => part.trim().toLowerCase());

const ON_REQUEST = /(?:,| ou| et) dans vos locaux$/;

/**
 * Where a scheduled session takes place: the course's place without «dans vos locaux», which is
 * an in-company course arranged on request, never a session of the calendar (issue 50).
 * «Paris, Lyon ou dans vos locaux» gives «Paris ou Lyon»; «Rennes ou dans vos locaux», «Rennes».
 */
export function sessionPlace(place: string): string {
  if (!ON_REQUEST.test(place)) return place;
  const rest = place.replace(ON_REQUEST, "");
  const last = rest.lastIndexOf(", ");
  return last < 0 ? rest : `${rest.slice(0, last)} ou ${rest.slice(last + 2)}`;
}
