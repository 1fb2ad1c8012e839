// Form-like CVs (Europass and its imitations) write a label before each value: «Fonction ou
// poste occupé | Responsable data», «Nom et adresse de l'employeur | MAIF, Reims». The label is
// taken off the line and kept as its role, so the entries read the title, the company, the
// degree or the school from it rather than from the line's place.
import { words, type CvLine } from "./lines";
import { sectionOf } from "./sections";

export type Role = "title" | "company" | "degree" | "school" | "dates" | "activities" | "name" | "headline" | "other";

const LABELS: [RegExp, Role][] = [
  [/^(?:fonction|poste)(?: ou (?:fonction|poste))?(?: occupee?)?$|^(?:intitule du poste|occupation or position held|position|job title)$/, "title"],
  [/^(?:nom et adresse de l employeur|employeur|entreprise|societe|name and address of employer|employer)$/, "company"],
  [
    /^(?:intitule du (?:certificat|diplome)(?: ou (?:certificat|diplome))?(?: delivre)?|diplome(?: obtenu)?|title of qualification awarded|qualification)$/,
    "degree",
  ],
  [
    /^(?:nom et type de l etablissement(?: d enseignement(?: ou de formation)?)?|etablissement|ecole|organisme(?: de formation)?|name and type of organisation providing education and training)$/,
    "school",
  ],
  [/^(?:dates?|periode|period)$/, "dates"],
  [/^(?:principales activites(?: et responsabilites)?|main activities and responsibilities|activites|missions?)$/, "activities"],
  [/^(?:noms? ?(?:s)?(?: prenoms? ?(?:s)?)?|nom(?: et)? prenom|name|surname ?(?:s)?(?: first name ?(?:s)?)?)$/, "name"],
  [/^(?:emploi recherche(?: domaine de competence)?|domaine de competence|desired employment(?: occupational field)?|occupational field)$/, "headline"],
  [
    /^(?:adresse ?(?:s)?|address(?:es)?|telephone ?(?:s)?|courrier electronique|e ?mail ?(?:s)?|nationalite|date de naissance|sexe|langue ?(?:s)? maternelle ?(?:s)?|autre ?(?:s)? langue ?(?:s)?|type ou secteur d activite|principales matieres(?: competences professionnelles couvertes)?|niveau dans la classification nationale(?: ou internationale)?|auto evaluation|mobile|portable|tel)$/,
    "other",
  ],
];

/** Words a label wrapped over two lines leaves alone on the second («responsabilités», «délivré»). */
const LABEL_TAIL =
  /^(?:responsabilites|delivre|formation|d enseignement ou de|d enseignement ou de formation|de l employeur|occupe|couvertes|ou internationale|competence|domaine de competence|professionnelle)$/;

export type LabelledLine = CvLine & { role?: Role };

function roleOf(label: string): Role | null {
  const key = words(label.replace(/\(s\)/gi, ""));
  for (const [pattern, role] of LABELS) if (pattern.test(key)) return role;
  return null;
}

/**
 * Takes labels off «label | value» lines (and «label : value» for the entry labels) and gives
 * the line its role; a line that is only a label, or a label's wrapped tail, is dropped.
 */
export function withoutLabels(lines: CvLine[]): LabelledLine[] {
  const out: LabelledLine[] = [];
  let lastRole: Role | null = null;
  // A label alone on its row whose value comes on the next line («Emploi recherché» over «Data analyst»).
  let pending: Role | null = null;
  for (const line of lines) {
    const bar = /^([^|]{2,70}?)\s+\|\s+(.+)$/.exec(line.text);
    if (bar) {
      const role = roleOf(bar[1]!);
      if (role) {
        lastRole = role;
        out.push({ ...line, text: bar[2]!, role: role === "other" ? undefined : role });
        continue;
      }
      if (/^\p{Ll}/u.test(bar[1]!) && LABEL_TAIL.test(words(bar[1]!.replace(/\(s\)/gi, "")))) {
        out.push({ ...line, text: bar[2]!, role: lastRole === "activities" ? "activities" : undefined });
        continue;
      }
    }
    const alone = roleOf(line.text);
    if (alone && alone !== "other" && alone !== "name" && line.text.length <= 70 && !/:\s*\S/.test(line.text)) {
      lastRole = alone;
      pending = alone === "headline" ? alone : null;
      continue;
    }
    if (/^\p{Ll}/u.test(line.text) && LABEL_TAIL.test(words(line.text.replace(/\(s\)/gi, ""))) && lastRole) continue;
    lastRole = null;
    out.push(pending && !sectionOf(line) ? { ...line, role: pending } : line);
    pending = null;
  }
  return out;
}
