import { data } from "react-router";

/**
 * A list's page past its last one does not exist: 404, not a 200 page saying «Aucune fiche
 * métier ne correspond à votre recherche» under «44 fiches métier à découvrir» (issue 50: a
 * visitor reads a contradiction, a search engine a soft 404 it keeps crawling). Page 1 always
 * exists, empty or not: it says the list is empty.
 */
export function assertPageExists(page: number, count: number, pageSize: number): void {
  if (page > 1 && page > Math.ceil(count / pageSize)) throw data(null, { status: 404 });
}
