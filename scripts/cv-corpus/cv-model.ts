// From an invented person to what a CV shows (the text of every line, in the writing habits this
// CV follows) and to what a reader should get from it (the expected reading).
import { jobsOf, studiesOf } from "./cv-entries";
import type { DateStyle, Entry, ExpectedEducation, ExpectedWork } from "./cv-parts";
import type { MonthYear, Person } from "./people";
import { seeded, seedOf, type Random } from "./random";

export const LAYOUTS = [
  "html-one-column",
  "html-sidebar-left",
  "docx-paragraphs",
  "html-dates-column",
  "pdflib-sidebar",
  "docx-dates-table",
  "html-europass",
  "html-sidebar-right",
  "docx-textbox",
  "html-header-bar",
  "pdflib-one-column",
  "docx-sidebar-table",
  "html-timeline",
  "docx-tabs",
] as const;
export type Layout = (typeof LAYOUTS)[number];
export type Generator = "chromium" | "pdf-lib" | "docx";
export const generatorOf = (layout: Layout): Generator => (layout.startsWith("html") ? "chromium" : layout.startsWith("pdflib") ? "pdf-lib" : "docx");

/** ResumeReading (common/candidates.ts) with the commune the site should find, and where the CV comes from. */
export type Expected = {
  name: string | null;
  header: string | null;
  email: string | null;
  phoneNumber: string | null;
  address: string | null;
  postal: { zipcode: string; town: string } | null;
  commune: { zipcode: string; inseeCode: string } | null;
  workHistory: ExpectedWork[];
  education: ExpectedEducation[];
  skills: string[];
  languages: string[];
  corpus: { file: string; mime: string; layout: Layout; generator: Generator; english: boolean };
};

export type Headings = Record<"profile" | "experience" | "education" | "skills" | "languages" | "interests" | "contact", string>;

export type Cv = {
  index: number;
  slug: string;
  layout: Layout;
  english: boolean;
  /** The name as the CV prints it («DUVAL Anne-Sophie»). */
  name: string;
  headline: string;
  email: string;
  phone: string;
  addressLines: string[];
  extras: string[];
  headings: Headings;
  profile: string;
  jobs: Entry[];
  studies: Entry[];
  /** Where a job's date goes in the layouts without a date column. */
  datePlacement: "before" | "after" | "right";
  skills: string[];
  /** Skills one a line (a list) or on one line. */
  skillsAsList: boolean;
  languages: string[];
  interests: string;
  /** Headings in spaced capitals, as CV builders print them («E X P É R I E N C E» once extracted). */
  spacedHeadings: boolean;
  /** The name and page number at the foot of every page. */
  footer: boolean;
  expected: Expected;
};

const FR_ABBR = ["janv.", "févr.", "mars", "avr.", "mai", "juin", "juil.", "août", "sept.", "oct.", "nov.", "déc."];
const FR_FULL = ["janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre", "octobre", "novembre", "décembre"];
const EN_ABBR = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const mm = (d: MonthYear) => String(d.month).padStart(2, "0");

const FR_DATES: DateStyle[] = [
  { months: false, range: (s, e) => (e ? (e.year === s.year ? `${s.year}` : `${s.year} – ${e.year}`) : `${s.year} – aujourd'hui`) },
  { months: false, range: (s, e) => (e ? (e.year === s.year ? `${s.year}` : `${s.year}-${e.year}`) : `Depuis ${s.year}`) },
  { months: true, range: (s, e) => `${FR_ABBR[s.month - 1]} ${s.year} - ${e ? `${FR_ABBR[e.month - 1]} ${e.year}` : "aujourd'hui"}` },
  { months: true, range: (s, e) => `${mm(s)}/${s.year} – ${e ? `${mm(e)}/${e.year}` : "présent"}` },
  {
    months: true,
    range: (s, e) => (e ? `${cap(FR_FULL[s.month - 1])} ${s.year} à ${cap(FR_FULL[e.month - 1])} ${e.year}` : `Depuis ${FR_FULL[s.month - 1]} ${s.year}`),
  },
  { months: true, range: (s, e) => `${cap(FR_ABBR[s.month - 1])} ${s.year} – ${e ? `${cap(FR_ABBR[e.month - 1])} ${e.year}` : "présent"}` },
  {
    months: true,
    range: (s, e) =>
      e
        ? `${/^[aeiou]/.test(FR_FULL[s.month - 1]) ? "D'" : "De "}${FR_FULL[s.month - 1]} ${s.year} à ${FR_FULL[e.month - 1]} ${e.year}`
        : `Depuis ${FR_FULL[s.month - 1]} ${s.year}`,
  },
  { months: true, range: (s, e) => `${mm(s)}/${s.year} - ${e ? `${mm(e)}/${e.year}` : "ce jour"}` },
];
const EN_DATES: DateStyle[] = [
  { months: true, range: (s, e) => `${EN_ABBR[s.month - 1]} ${s.year} – ${e ? `${EN_ABBR[e.month - 1]} ${e.year}` : "Present"}` },
  { months: true, range: (s, e) => `${mm(s)}/${s.year} – ${e ? `${mm(e)}/${e.year}` : "Present"}` },
  { months: false, range: (s, e) => (e ? (e.year === s.year ? `${s.year}` : `${s.year} – ${e.year}`) : `${s.year} – present`) },
];

const FR_HEADINGS: Record<keyof Headings, string[]> = {
  profile: ["Profil", "À propos", "Profil professionnel"],
  experience: ["Expérience professionnelle", "Expériences professionnelles", "Parcours professionnel", "EXPÉRIENCES", "Expérience"],
  education: ["Formation", "Formations", "Diplômes", "Formation et diplômes", "FORMATION"],
  skills: ["Compétences", "Compétences techniques", "Savoir-faire", "COMPÉTENCES", "Compétences clés"],
  languages: ["Langues", "LANGUES", "Langues étrangères"],
  interests: ["Centres d'intérêt", "Loisirs", "Centres d'intérêts"],
  contact: ["Contact", "Coordonnées"],
};
const EN_HEADINGS: Record<keyof Headings, string[]> = {
  profile: ["Profile", "About me", "Summary"],
  experience: ["Experience", "Work experience", "Professional experience"],
  education: ["Education", "Education & training"],
  skills: ["Skills", "Key skills"],
  languages: ["Languages"],
  interests: ["Interests", "Hobbies"],
  contact: ["Contact", "Contact details"],
};

const PARTICLE = /^(de la |de l'|de |du |d'|des )/i;
function upperSurname(last: string): string {
  const particle = PARTICLE.exec(last)?.[0] ?? "";
  return particle + last.slice(particle.length).toUpperCase();
}

function nameAsPrinted(rng: Random, person: Person): string {
  switch (rng.int(0, 5)) {
    case 0:
    case 1:
      return `${person.firstName} ${person.lastName}`;
    case 2:
    case 3:
      return `${person.firstName} ${upperSurname(person.lastName)}`;
    case 4:
      return `${person.lastName.toUpperCase()} ${person.firstName}`;
    default:
      return `${person.firstName} ${person.lastName}`.toUpperCase();
  }
}

function phoneAsPrinted(rng: Random, phone: string): string {
  const pairs = (d: string) => d.match(/.{1,2}/g)!.join(" ");
  if (phone.startsWith("+32")) {
    const n = phone.slice(3);
    return rng.pick([
      `+32 ${n.slice(0, 3)} ${pairs(n.slice(3))}`,
      `+32 (0)${n.slice(0, 3)} ${pairs(n.slice(3))}`,
      `0032 ${n.slice(0, 3)} ${n.slice(3, 6)} ${n.slice(6)}`,
    ]);
  }
  if (phone.startsWith("+41")) {
    const n = phone.slice(3);
    return rng.pick([
      `+41 ${n.slice(0, 2)} ${n.slice(2, 5)} ${n.slice(5, 7)} ${n.slice(7)}`,
      `+41 (0)${n.slice(0, 2)} ${n.slice(2, 5)} ${n.slice(5, 7)} ${n.slice(7)}`,
    ]);
  }
  const rest = phone.slice(1);
  return rng.pick([
    pairs(phone),
    pairs(phone),
    phone.match(/.{2}/g)!.join("."),
    `+33 ${rest[0]} ${pairs(rest.slice(1))}`,
    `+33 (0)${rest[0]} ${pairs(rest.slice(1))}`,
    phone,
    phone.match(/.{2}/g)!.join("-"),
  ]);
}

/** The skills as printed (a list, one line, or groups) and the languages with their level. */
function skillsAndLanguagesOf(rng: Random, person: Person): { skills: string[]; skillsAsList: boolean; languages: string[] } {
  // A skill holding a comma («CACES 1, 3 et 5») is never printed in a comma list.
  const picked = person.skillGroups ? "groups" : rng.pick(["list", "comma", "dots"] as const);
  const skillsStyle = picked === "comma" && person.skills.some((s) => s.includes(",")) ? "dots" : picked;
  const skills =
    skillsStyle === "groups"
      ? person.skillGroups!.map(([label, items]) => `${label} : ${items.join(", ")}`)
      : skillsStyle === "list"
        ? person.skills
        : [person.skills.join(skillsStyle === "comma" ? ", " : " • ")];
  const languageForm = rng.int(0, 2);
  const languages = person.languages.map((l) =>
    languageForm === 0 ? `${l.name} : ${l.level}` : languageForm === 1 ? `${l.name} – ${l.level}` : `${l.name} (${l.level})`,
  );
  return { skills, skillsAsList: skillsStyle === "list" || skillsStyle === "groups", languages };
}

/** The contact lines as printed: the address, the phone's and e-mail's prefixes, the extras (licence, birth…). */
function contactOf(rng: Random, habits: Random, person: Person, index: number) {
  const en = person.english;
  const addressForm = rng.int(0, 4);
  const addressLines =
    addressForm === 0
      ? [`${person.street}, ${person.zipcode} ${person.town}`]
      : addressForm === 1
        ? [person.street, `${person.zipcode} ${person.town}`]
        : addressForm === 2
          ? [person.street, `${person.zipcode} ${person.town.toUpperCase()}`]
          : addressForm === 3
            ? [`${person.street} – ${person.zipcode} ${person.town}`]
            : [`${person.zipcode} ${person.town}`];
  const address = addressForm === 4 ? `${person.zipcode} ${person.town}` : `${person.street}, ${person.zipcode} ${person.town}`;

  const phonePrefix = rng.pick(["", "", "Tél. : ", en ? "Phone: " : "Portable : ", "Mobile : "]);
  const emailPrefix = rng.pick(["", "", en ? "Email: " : "E-mail : ", "Mail : "]);
  const extras = rng.sample(
    en ? ["Driving licence", "linkedin.com/in/profile-" + index] : ["Permis B", "Véhiculé(e)", "Disponible immédiatement", "linkedin.com/in/profil-" + index],
    rng.int(0, 2),
  );

  const birth = habits.chance(0.25)
    ? [
        habits.pick(
          en
            ? [`Born ${habits.int(1, 28)}/${habits.int(1, 12)}/${habits.int(1975, 2001)}`, `${habits.int(22, 55)} years old`]
            : [
                `${person.gender === "f" ? "Née" : "Né"} le ${String(habits.int(1, 28)).padStart(2, "0")}/${String(habits.int(1, 12)).padStart(2, "0")}/${habits.int(1975, 2001)}`,
                `${habits.int(22, 55)} ans`,
                "Nationalité française",
              ],
        ),
      ]
    : [];
  return { addressLines, address, phonePrefix, emailPrefix, extras: [...birth, ...extras] };
}

/** What a reader should get from the CV, and the corpus file it is read from. */
function expectedOf(person: Person, slug: string, layout: Layout, read: Pick<Expected, "header" | "address" | "workHistory" | "education">): Expected {
  const ext = generatorOf(layout) === "docx" ? "docx" : "pdf";
  return {
    name: `${person.firstName} ${person.lastName}`,
    header: read.header,
    email: person.email,
    phoneNumber: person.phone,
    address: read.address,
    postal: { zipcode: person.zipcode, town: person.town },
    commune: { zipcode: person.zipcode, inseeCode: person.inseeCode },
    workHistory: read.workHistory,
    education: read.education,
    skills: person.skills,
    languages: person.languages.map((l) => l.name),
    corpus: {
      file: `${slug}.${ext}`,
      mime: ext === "pdf" ? "application/pdf" : "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
      layout,
      generator: generatorOf(layout),
      english: person.english,
    },
  };
}

// The draws from `rng` and `habits` come in a fixed order (here, then in each helper as called):
// changing it changes every CV of the corpus.
export function cvOf(rng: Random, index: number, slug: string, layout: Layout, person: Person): Cv {
  const en = person.english;
  const headingsSource = en ? EN_HEADINGS : FR_HEADINGS;
  const headings = Object.fromEntries(Object.entries(headingsSource).map(([k, v]) => [k, rng.pick(v)])) as Headings;
  const dateStyle = rng.pick(en ? EN_DATES : FR_DATES);
  // Habits added after the first series draw from their own generator: the draws from `rng` stay.
  const habits = seeded(seedOf(`cv-corpus:habits:${index}`));
  const { jobs, expectedWork } = jobsOf(rng, habits, person, dateStyle);
  const { studies, expectedEducation } = studiesOf(rng, habits, person);
  const { skills, skillsAsList, languages } = skillsAndLanguagesOf(rng, person);
  const contact = contactOf(rng, habits, person, index);
  const noHeadline = habits.chance(0.1);
  return {
    index,
    slug,
    layout,
    english: en,
    name: nameAsPrinted(rng, person),
    headline: noHeadline ? "" : person.headline,
    email: `${contact.emailPrefix}${person.email}`,
    phone: `${contact.phonePrefix}${phoneAsPrinted(rng, person.phone)}`,
    addressLines: contact.addressLines,
    extras: contact.extras,
    headings,
    profile: person.profile,
    jobs,
    studies,
    datePlacement: rng.pick(["before", "after", "right"] as const),
    skills,
    skillsAsList,
    languages,
    interests: person.interests.join(", "),
    spacedHeadings: habits.chance(0.3),
    footer: habits.chance(0.4),
    expected: expectedOf(person, slug, layout, {
      header: noHeadline ? null : person.headline,
      address: contact.address,
      workHistory: expectedWork,
      education: expectedEducation,
    }),
  };
}
