import { withoutAccents } from "./fold";

/** "Électricien du bâtiment" → "electricien-du-batiment". */
export function slugify(text: string): string {
  return withoutAccents(text)
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}
