// From an invented person to what a CV shows (the text of every line, in the writing habits this
// CV follows) and to what a reader should get from it (the expected reading).
import { TOWNS, type Job, type MonthYear, type Person, type Study } from "./people";
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

export type ExpectedWork = { title: string; companyName: string; place: string; startDate: MonthYear | null; endDate: MonthYear | null; summary: string };
export type ExpectedEducation = { degree: string; field: string; schoolName: string; startYear: number | null; endYear: number | null };
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

/** One job or degree as printed: its date text, its heading lines (the first stands out) and its bullets. */
export type Entry = {
  date: string;
  head: string[];
  bullets: string[];
  /** The parts apart, for the layouts that label them (Europass). */
  parts: { title: string; organisation: string; place: string; dates: string };
  /** The bullets written as one paragraph of sentences. */
  prose?: boolean;
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

type DateStyle = { months: boolean; range(start: Required<MonthYear>, end: Required<MonthYear> | null): string };

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

const departmentOf = (town: string) => TOWNS.find(([, t]) => t === town)?.[0].slice(0, 2) ?? "";

export function cvOf(rng: Random, index: number, slug: string, layout: Layout, person: Person): Cv {
  const en = person.english;
  const headingsSource = en ? EN_HEADINGS : FR_HEADINGS;
  const headings = Object.fromEntries(Object.entries(headingsSource).map(([k, v]) => [k, rng.pick(v)])) as Headings;
  const dateStyle = rng.pick(en ? EN_DATES : FR_DATES);

  // Jobs: one arrangement of title, company and place for the whole CV, as people do.
  const arrangement = rng.pick(["title-company", "company-title", "title/company", "company/title", "chez"] as const);
  const placeStyle = rng.pick(["comma", "paren", "dept", "date-line", "none"] as const);
  const separator = rng.pick([" – ", " - ", " — ", ", ", " | "]);
  const upperCompany = rng.chance(0.25);
  // Habits added after the first series draw from their own generator: the draws above stay.
  const habits = seeded(seedOf(`cv-corpus:habits:${index}`));
  const contractStyle = habits.pick(["none", "none", "none", "title", "date"] as const);
  const contracts = en ? ["Permanent", "Fixed-term", "Internship", "Temp"] : ["CDI", "CDD", "Intérim", "Alternance", "Stage", "CDD 6 mois"];
  const prose = habits.chance(0.2);
  const expectedWork: ExpectedWork[] = [];
  const jobs: Entry[] = person.jobs.map((job: Job) => {
    const company = upperCompany ? job.company.toUpperCase() : job.company;
    const dept = departmentOf(job.place);
    const placeText =
      placeStyle === "none"
        ? ""
        : placeStyle === "paren"
          ? ` (${job.place})`
          : placeStyle === "dept"
            ? `, ${job.place} (${dept})`
            : placeStyle === "comma"
              ? `, ${job.place}`
              : "";
    const contract = contractStyle !== "none" && habits.chance(0.6) ? habits.pick(contracts) : "";
    const title = contract && contractStyle === "title" ? `${job.title} (${contract})` : job.title;
    const dates = dateStyle.range(job.start, job.end);
    let date = contract && contractStyle === "date" ? `${contract} · ${dates}` : dates;
    if (placeStyle === "date-line") date += rng.pick([" | ", " · ", ", "]) + job.place;
    const sep = arrangement === "title-company" && separator === ", " && placeStyle === "comma" ? " – " : separator;
    const head =
      arrangement === "title-company"
        ? [`${title}${sep}${company}${placeText}`]
        : arrangement === "company-title"
          ? [`${company}${placeText} | ${title}`]
          : arrangement === "title/company"
            ? [title, `${company}${placeText}`]
            : arrangement === "company/title"
              ? [`${company}${placeText}`, title]
              : [`${title} ${en ? "at" : "chez"} ${company}${placeText}`];
    expectedWork.push({
      title: job.title,
      companyName: job.company,
      place: placeStyle === "none" ? "" : job.place,
      startDate: dateStyle.months ? { ...job.start } : { year: job.start.year },
      endDate: job.end ? (dateStyle.months ? { ...job.end } : { year: job.end.year }) : null,
      summary: job.bullets.join("\n"),
    });
    return { date, head, bullets: job.bullets, prose, parts: { title, organisation: company, place: placeStyle === "none" ? "" : job.place, dates } };
  });

  // Degrees.
  const eduStyle = rng.pick(["line-dash", "paren", "year-first", "two-lines", "two-lines", "no-year"] as const);
  const fieldSep = rng.pick([" ", " – ", en ? " in " : " en ", ", "]);
  const ranges = rng.chance(0.5);
  const expectedEducation: ExpectedEducation[] = [];
  const studies: Entry[] = person.studies.map((study: Study) => {
    const degreeText = study.field ? `${study.degree}${fieldSep}${study.field}` : study.degree;
    // A lycée is named with its town («Lycée Jean Moulin, Lyon»); a university already says it.
    const schoolTown = /^Lycée /.test(study.school) && rng.chance(0.7) ? `, ${study.schoolTown}` : "";
    const showRange = ranges && study.endYear - study.startYear > 1;
    const years = showRange ? rng.pick([`${study.startYear}-${study.endYear}`, `${study.startYear} – ${study.endYear}`]) : `${study.endYear}`;
    let date = "";
    let head: string[];
    switch (eduStyle) {
      case "line-dash":
        head = [`${degreeText} — ${study.school}${schoolTown} — ${years}`];
        break;
      case "paren":
        head = [`${degreeText}, ${study.school}${schoolTown} (${years})`];
        break;
      case "year-first":
        head = [`${years} : ${degreeText} – ${study.school}${schoolTown}`];
        break;
      case "two-lines":
        date = years;
        head = [degreeText, `${study.school}${schoolTown}`];
        break;
      default:
        head = [`${degreeText} — ${study.school}${schoolTown}`];
    }
    const withYears = eduStyle !== "no-year";
    expectedEducation.push({
      degree: study.degree,
      field: study.field,
      schoolName: study.school,
      startYear: withYears && showRange ? study.startYear : null,
      endYear: withYears ? study.endYear : null,
    });
    const honours = habits.chance(0.2)
      ? [
          habits.pick(
            en ? ["With honours", "Final project: " + study.field] : ["Mention bien", "Mention assez bien", "Obtenu en alternance", "Major de promotion"],
          ),
        ]
      : [];
    return {
      date,
      head,
      bullets: honours,
      parts: { title: degreeText, organisation: `${study.school}${schoolTown}`, place: "", dates: withYears ? years : "" },
    };
  });

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
  const noHeadline = habits.chance(0.1);
  const ext = generatorOf(layout) === "docx" ? "docx" : "pdf";
  const file = `${slug}.${ext}`;
  return {
    index,
    slug,
    layout,
    english: en,
    name: nameAsPrinted(rng, person),
    headline: noHeadline ? "" : person.headline,
    email: `${emailPrefix}${person.email}`,
    phone: `${phonePrefix}${phoneAsPrinted(rng, person.phone)}`,
    addressLines,
    extras: [...birth, ...extras],
    headings,
    profile: person.profile,
    jobs,
    studies,
    datePlacement: rng.pick(["before", "after", "right"] as const),
    skills,
    skillsAsList: skillsStyle === "list" || skillsStyle === "groups",
    languages,
    interests: person.interests.join(", "),
    spacedHeadings: habits.chance(0.3),
    footer: habits.chance(0.4),
    expected: {
      name: `${person.firstName} ${person.lastName}`,
      header: noHeadline ? null : person.headline,
      email: person.email,
      phoneNumber: person.phone,
      address,
      postal: { zipcode: person.zipcode, town: person.town },
      commune: { zipcode: person.zipcode, inseeCode: person.inseeCode },
      workHistory: expectedWork,
      education: expectedEducation,
      skills: person.skills,
      languages: person.languages.map((l) => l.name),
      corpus: {
        file,
        mime: ext === "pdf" ? "application/pdf" : "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
        layout,
        generator: generatorOf(layout),
        english: en,
      },
    },
  };
}
