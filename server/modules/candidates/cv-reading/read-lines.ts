// The one reading of a CV's fields, whatever its format: lines with their look (lines.ts) →
// sections (sections.ts) → name and headline (names.ts), contact (contact.ts), entries
// (entries.ts), skills and languages (lists.ts).
import type { ResumeReading } from "../../../../common/candidates";
import { addressOf, emailOf, phoneOf } from "./contact";
import { readEducations, readExperiences } from "./entries";
import type { CvLine } from "./lines";
import { readLanguages, readSkills } from "./lists";
import { looksLikeName, nameAndHeader } from "./names";
import { splitSections, type Section } from "./sections";
import { withoutLabels } from "./labels";
import { unwrap } from "./unwrap";

const MAX_FIELD = 200;

export function readLines(raw: CvLine[], flowOf?: (block: number) => number): ResumeReading {
  const lines = withoutLabels(unwrap(raw));
  const sections = splitSections(lines, flowOf);
  const of = (...kinds: Section["kind"][]) => sections.filter((s) => kinds.includes(s.kind));
  const top = of("top").flatMap((s) => s.lines);
  const contactFirst = [
    ...top,
    ...of("contact", "profile", "other").flatMap((s) => s.lines),
    ...of("skills", "languages", "interests").flatMap((s) => s.lines),
  ];
  const everywhere = [...contactFirst, ...of("experience", "education").flatMap((s) => s.lines)];

  const firstOf = <T>(list: CvLine[], read: (text: string) => T | null): T | null => {
    for (const line of list) {
      const found = read(line.text);
      if (found) return found;
    }
    return null;
  };

  // The address: a postcode and a town among the contact lines (a job's place is no address).
  let address: ReturnType<typeof addressOf> = null;
  const contactTexts = contactFirst.map((l) => l.text);
  for (let i = 0; i < contactTexts.length && !address; i++) address = addressOf(contactTexts, i);

  const found = nameAndHeader(top.length ? top : lines.slice(0, 12), lines);
  // A form's «Nom(s) / Prénom(s)» value is the name, wherever the form sets it.
  const name = lines.find((l) => l.role === "name" && looksLikeName(l.text))?.text ?? found.name;
  // A form's «Emploi recherché» value is the headline, wherever the form sets it.
  const header = lines.find((l) => l.role === "headline")?.text ?? found.header;

  const skillsRead = readSkills(of("skills").flatMap((s) => s.lines));
  const languages = [...readLanguages(of("languages").flatMap((s) => s.lines)), ...skillsRead.languages];
  const seen = new Set<string>();

  return {
    name: name ? name.slice(0, MAX_FIELD) : null,
    header: header && header !== name ? header.slice(0, MAX_FIELD) : null,
    email: firstOf(everywhere, emailOf),
    phoneNumber: firstOf(everywhere, phoneOf),
    address: address?.address ?? null,
    postal: address?.postal ?? null,
    workHistory: of("experience")
      .flatMap((s) => readExperiences(s.lines))
      .slice(0, 25),
    education: of("education")
      .flatMap((s) => readEducations(s.lines))
      .slice(0, 25),
    skills: skillsRead.skills,
    languages: languages.filter((l) => !seen.has(l.toLowerCase()) && seen.add(l.toLowerCase())).slice(0, 20),
  };
}
