// The commune of a postal code and town, as the site's geography seed knows it
// (server/seed/geography.ts reads @etalab/decoupage-administratif's communes.json and keeps the
// «commune-actuelle» rows: Lyon 69003 is Lyon, INSEE 69123, not its arrondissement).
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";

type InseeCommune = { code: string; nom: string; type: string; codesPostaux?: string[] };

const require = createRequire(import.meta.url);
let communes: InseeCommune[] | null = null;

const fold = (s: string) =>
  s
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .trim();

/** The INSEE code of the commune with this postal code and name; throws when there is none. */
export function inseeCodeOf(zipcode: string, town: string): string {
  communes ??= JSON.parse(readFileSync(require.resolve("@etalab/decoupage-administratif/data/communes.json"), "utf8")) as InseeCommune[];
  const found = communes.filter((c) => c.type === "commune-actuelle" && c.codesPostaux?.includes(zipcode) && fold(c.nom) === fold(town));
  if (found.length !== 1) throw new Error(`no single commune for ${zipcode} ${town} (${found.length})`);
  return found[0].code;
}
