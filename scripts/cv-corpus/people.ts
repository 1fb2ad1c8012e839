// Invented people: names, contact details, careers. Each CV draws from its own seeded generator,
// so adding CVs at the end leaves the others as they are.
import { inseeCodeOf } from "./geography";
import { HELD_OUT_COMMUNES, HELD_OUT_PROFESSIONS } from "./held-out-vocabulary";
import { PROFESSIONS, type Profession } from "./professions";
import { seeded, seedOf, type Random } from "./random";

export type MonthYear = { year: number; month?: number };
export type Gender = "f" | "m";

export type Job = { title: string; company: string; place: string; start: Required<MonthYear>; end: Required<MonthYear> | null; bullets: string[] };
export type Study = { degree: string; field: string; school: string; schoolTown: string; startYear: number; endYear: number };
export type Language = { name: string; level: string };

export type Person = {
  gender: Gender;
  firstName: string;
  /** With its particle, as the person writes it: «de La Tour», «Le Goff», «N'Diaye». */
  lastName: string;
  profession: Profession;
  english: boolean;
  headline: string;
  email: string;
  /** The number as the bench expects it: 10 digits for France, «+32…» abroad. */
  phone: string;
  street: string;
  zipcode: string;
  town: string;
  inseeCode: string;
  jobs: Job[];
  studies: Study[];
  skills: string[];
  skillGroups: [string, string[]][] | null;
  languages: Language[];
  interests: string[];
  profile: string;
};

const WOMEN = [
  "Marie-Claire",
  "Anne-Sophie",
  "Éloïse",
  "Chloé",
  "Léa",
  "Manon",
  "Inès",
  "Camille",
  "Fatoumata",
  "Aïcha",
  "Maëlle",
  "Noémie",
  "Hélène",
  "Zoé",
  "Océane",
  "Salomé",
  "Françoise",
  "Agnès",
  "Yasmine",
  "Clémence",
  "Béatrice",
  "Gaëlle",
  "Sandrine",
  "Laëtitia",
  "Nadège",
  "Mélanie",
  "Soizic",
  "Thi Lan",
];
const MEN = [
  "Jean-Baptiste",
  "Lucas",
  "Théo",
  "Mathéo",
  "Karim",
  "Mehdi",
  "François",
  "Jérôme",
  "Benoît",
  "Loïc",
  "Hugo",
  "Nicolas",
  "Stéphane",
  "Yannick",
  "Thibault",
  "Cédric",
  "Grégoire",
  "Noël",
  "Anthony",
  "Moussa",
  "Quentin",
  "Rémi",
  "Jean-Michel",
  "Pierre-Yves",
  "Gaël",
  "Youssef",
  "Xavier",
  "Dylan",
];
const SURNAMES = [
  "de La Tour",
  "Le Goff",
  "N'Diaye",
  "Duval",
  "Martin-Roussel",
  "Lefèvre",
  "Benali",
  "Nguyen",
  "Da Silva",
  "Le Bihan",
  "Mercier",
  "Gauthier",
  "d'Aubigné",
  "Petitjean",
  "Kowalski",
  "Bouchard",
  "Rousseau",
  "Faure",
  "Saint-Martin",
  "Haddad",
  "Girard",
  "Morel",
  "Pereira",
  "Lemaître",
  "Chevalier",
  "Van den Berghe",
  "Diallo",
  "Traoré",
  "Meunier",
  "Lacroix",
  "Texier",
  "Évrard",
  "Deschamps",
  "Brunet",
  "Boyer",
  "Charpentier",
  "du Plessis",
  "Lambert",
  "Colin",
  "Vidal",
  "Ferrand",
  "Mallet",
  "Barbier",
  "Renaud",
  "Le Floc'h",
  "Oliveira",
  "Ben Youssef",
  "Caron",
  "Delacroix-Vidal",
  "Perrin",
  "Guérin",
  "Roche",
  "Marchand",
  "Hoarau",
  "Payet",
  "Jacquet",
  "Lebrun",
  "Poulain",
  "Sanchez",
  "Besson",
];
/** The people the issue names come first, then pairs drawn by each CV's generator. */
const FIXED: [Gender, string, string][] = [
  ["f", "Marie-Claire", "de La Tour"],
  ["m", "Jean-Baptiste", "Le Goff"],
  ["f", "Éloïse", "N'Diaye"],
  ["f", "Anne-Sophie", "Duval"],
  ["m", "Lucas", "Martin-Roussel"],
];

/** Postal codes and towns as La Poste writes them; the INSEE code is looked up, not typed. */
export const COMMUNES: readonly [string, string][] = [
  ["69003", "Lyon"],
  ["13090", "Aix-en-Provence"],
  ["97400", "Saint-Denis"],
  ["93200", "Saint-Denis"],
  ["75011", "Paris"],
  ["13008", "Marseille"],
  ["31500", "Toulouse"],
  ["44000", "Nantes"],
  ["35000", "Rennes"],
  ["33000", "Bordeaux"],
  ["59000", "Lille"],
  ["69100", "Villeurbanne"],
  ["34000", "Montpellier"],
  ["67000", "Strasbourg"],
  ["38000", "Grenoble"],
  ["42000", "Saint-Étienne"],
  ["72000", "Le Mans"],
  ["63000", "Clermont-Ferrand"],
  ["29200", "Brest"],
  ["29000", "Quimper"],
  ["74000", "Annecy"],
  ["33700", "Mérignac"],
  ["69200", "Vénissieux"],
  ["92100", "Boulogne-Billancourt"],
  ["95000", "Cergy"],
  ["91000", "Évry-Courcouronnes"],
  ["94240", "L'Haÿ-les-Roses"],
  ["35400", "Saint-Malo"],
  ["13400", "Aubagne"],
  ["01000", "Bourg-en-Bresse"],
  ["20000", "Ajaccio"],
  ["97110", "Pointe-à-Pitre"],
  ["59650", "Villeneuve-d'Ascq"],
  ["73000", "Chambéry"],
  ["21000", "Dijon"],
  ["57000", "Metz"],
  ["37000", "Tours"],
  ["87000", "Limoges"],
  ["17000", "La Rochelle"],
  ["64100", "Bayonne"],
  ["30000", "Nîmes"],
  ["83000", "Toulon"],
  ["06000", "Nice"],
  ["76600", "Le Havre"],
  ["14000", "Caen"],
  ["51100", "Reims"],
  ["80000", "Amiens"],
  ["45000", "Orléans"],
  ["86000", "Poitiers"],
  ["66000", "Perpignan"],
];

const STREETS = [
  "rue Victor Hugo",
  "avenue Jean Jaurès",
  "rue de la République",
  "chemin des Vignes",
  "boulevard Gambetta",
  "rue Pasteur",
  "place du Marché",
  "allée des Tilleuls",
  "rue du Docteur Roux",
  "impasse des Lilas",
  "avenue du Général de Gaulle",
  "rue Saint-Exupéry",
  "quai de la Fosse",
  "rue des Écoles",
  "cours Lafayette",
  "rue Paul Bert",
  "route de Lyon",
  "rue de l'Église",
  "rue Émile Zola",
  "avenue Foch",
];
const STREET_PREFIXES = ["", "", "", "Appt 12, ", "Résidence Les Tilleuls, bât. B, ", "Chez M. et Mme Roux, ", "Bât. C, "];

const INTERESTS = [
  "Course à pied (semi-marathon)",
  "Photographie",
  "Bénévolat aux Restos du Cœur",
  "Football en club",
  "Lecture",
  "Randonnée en montagne",
  "Cuisine du monde",
  "Théâtre amateur",
  "Voyages (Vietnam, Pérou)",
  "Guitare",
  "Jardinage",
  "Natation",
  "Échecs",
  "Couture",
];
const LANGUAGE_LEVELS = ["courant (C1)", "notions", "intermédiaire (B1)", "bilingue", "lu, écrit, parlé", "B2", "scolaire", "professionnel"];
const ENGLISH_LEVELS = ["fluent", "basic", "intermediate (B1)", "native", "professional working proficiency", "C1"];

const ascii = (s: string) =>
  s
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^a-z]+/g, "");

const DOMAINS = ["gmail.com", "orange.fr", "free.fr", "laposte.net", "outlook.fr", "yahoo.fr", "hotmail.com", "sfr.fr", "icloud.com", "wanadoo.fr"];

function emailOf(rng: Random, first: string, last: string): string {
  const f = ascii(first);
  const l = ascii(last);
  const local = rng.pick([`${f}.${l}`, `${f[0]}${l}`, `${f}_${l}${rng.int(10, 99)}`, `${l}.${f}`, `${f}.${l}${rng.int(1, 9)}`, `${f}-${l}`]);
  return `${local}@${rng.pick(DOMAINS)}`;
}

/**
 * Numbers from the ranges ARCEP keeps for fiction (06 39 98…, 01 99 00…, 04 65 71…), so no real
 * subscriber is written; a few Belgian and Swiss mobiles.
 */
function phoneOf(rng: Random, index: number): string {
  if (index % 11 === 7) return `+32${rng.pick(["470", "475", "486", "497"])}${String(rng.int(100000, 999999))}`;
  if (index % 13 === 9) return `+41${rng.pick(["76", "78", "79"])}${String(rng.int(1000000, 9999999))}`;
  const block = rng.pick(["063998", "063998", "063998", "019900", "026191", "035301", "046571", "053649"]);
  return `${block}${String(rng.int(0, 9999)).padStart(4, "0")}`;
}

/**
 * CV_CORPUS_VOCABULARY=held-out draws trades and towns from lists the reader was never tuned on
 * (held-out-vocabulary.ts), to measure it on words it has not seen; the default draws stay as
 * they were, so the committed corpus does not change.
 */
const HELD_OUT = process.env.CV_CORPUS_VOCABULARY === "held-out";
export const TOWNS = HELD_OUT ? HELD_OUT_COMMUNES : COMMUNES;
const TRADES = HELD_OUT ? HELD_OUT_PROFESSIONS : PROFESSIONS;

/** An employer named after its town («CHU de Rennes», «Mairie de Vénissieux») is in that town. */
const placeOf = (company: string, drawn: string) => TOWNS.find(([, town]) => new RegExp(`(^|[ '])${town}($|[ ,])`).test(company))?.[1] ?? drawn;

/** The rank of a diploma, so that the degrees of a life come in a believable order (a BTS after the bac). */
const LEVELS: [RegExp, number][] = [
  [/^(Master|Diplôme d'ingénieur)/, 6],
  [/^Diplôme universitaire/, 5],
  [/^(Licence|Bachelor|BUT|Diplôme de comptabilité|Diplôme d'État d'(infirmier|éducateur))/, 4],
  [/^(BTS|DUT)/, 3],
  [/^(Diplôme d'État|Certificat|Titre professionnel|CACES)/, 2],
  [/^(Bac|Baccalauréat)/, 1],
];
const levelOf = (degree: string) => LEVELS.find(([pattern]) => pattern.test(degree))?.[1] ?? 0;

/**
 * The career, from the most recent job backwards; the first may still go on. Answers the jobs and
 * the titles of the trade, in the person's gender or in English.
 */
function careerOf(rng: Random, index: number, profession: Profession, english: boolean, g: number): { jobs: Job[]; titles: readonly string[] } {
  const jobCount = rng.int(2, 4);
  const jobs: Job[] = [];
  let cursor = { year: 2026, month: rng.int(1, 10) };
  const current = rng.chance(0.6);
  const titles = english ? profession.english!.titles : profession.titles.map((t) => t[g]);
  // Each job its own tasks: the pool is dealt out, not drawn again for every job.
  const bulletPool = rng.shuffle(english ? profession.english!.bullets : profession.bullets);
  const companies = rng.shuffle(profession.companies);
  for (let j = 0; j < jobCount; j++) {
    const end = j === 0 && current ? null : { year: cursor.year, month: cursor.month };
    const months = rng.int(10, 50);
    const startIndex = cursor.year * 12 + cursor.month - 1 - months;
    const start = { year: Math.floor(startIndex / 12), month: (startIndex % 12) + 1 };
    const title = titles[Math.max(0, titles.length - 1 - j - rng.int(0, 1))];
    jobs.push({
      title,
      company: companies[j % companies.length],
      place: placeOf(companies[j % companies.length], TOWNS[rng.int(0, TOWNS.length - 1)][1]),
      start,
      end,
      bullets: bulletPool.splice(0, Math.max(1, Math.min(rng.int(1, 3), bulletPool.length - (jobCount - j - 1)))),
    });
    const gap = rng.int(0, 5);
    const next = startIndex - gap;
    cursor = { year: Math.floor(next / 12), month: (next % 12) + 1 };
  }
  // Habits added later draw from their own generator, so the draws above stay as they were.
  const more = seeded(seedOf(`cv-corpus:career:${index}`));
  // A long career (two pages): older jobs, most without bullets.
  if (more.chance(0.2)) {
    for (let j = jobCount; j < jobCount + more.int(2, 3); j++) {
      const end = { ...cursor };
      const startIndex = cursor.year * 12 + cursor.month - 1 - more.int(6, 30);
      const start = { year: Math.floor(startIndex / 12), month: (startIndex % 12) + 1 };
      jobs.push({
        title: titles[0],
        company: companies[j % companies.length],
        place: placeOf(companies[j % companies.length], TOWNS[more.int(0, TOWNS.length - 1)][1]),
        start,
        end,
        bullets: bulletPool.splice(0, more.int(0, 1)),
      });
      const next = startIndex - more.int(0, 3);
      cursor = { year: Math.floor(next / 12), month: (next % 12) + 1 };
    }
  }
  // A promotion: the two most recent jobs at the same employer.
  if (jobs.length > 2 && more.chance(0.15)) jobs[1].company = jobs[0].company;
  return { jobs, titles };
}

/** Degrees before the first job, the highest first. */
function degreesOf(rng: Random, profession: Profession, jobs: Job[]): Study[] {
  const studyCount = Math.min(profession.degrees.length, rng.int(1, 3));
  const degrees = rng
    .sample(profession.degrees, studyCount)
    .sort((a, b) => levelOf(b.degree) - levelOf(a.degree) || profession.degrees.indexOf(a) - profession.degrees.indexOf(b));
  let year = jobs[jobs.length - 1].start.year - rng.int(0, 1);
  return degrees.map((d) => {
    const study = {
      degree: d.degree,
      field: d.field,
      school: rng.pick(d.schools),
      schoolTown: TOWNS[rng.int(0, TOWNS.length - 1)][1],
      startYear: year - d.years,
      endYear: year,
    };
    year -= d.years;
    return study;
  });
}

function languagesOf(rng: Random, english: boolean): Language[] {
  return english
    ? [
        { name: "French", level: rng.pick(["native", "mother tongue"]) },
        { name: "English", level: rng.pick(ENGLISH_LEVELS) },
        ...(rng.chance(0.5) ? [{ name: rng.pick(["Spanish", "German", "Italian"]), level: rng.pick(ENGLISH_LEVELS) }] : []),
      ]
    : [
        ...(rng.chance(0.4) ? [{ name: "Français", level: "langue maternelle" }] : []),
        { name: "Anglais", level: rng.pick(LANGUAGE_LEVELS) },
        ...rng.sample(["Espagnol", "Allemand", "Italien", "Arabe", "Portugais", "Breton", "Wolof", "Créole réunionnais"], rng.int(0, 2)).map((name) => ({
          name,
          level: rng.pick(LANGUAGE_LEVELS),
        })),
      ];
}

// The draws from `rng` come in a fixed order (here, then in each helper as called): changing it
// changes every CV of the corpus.
export function personOf(rng: Random, index: number): Person {
  const fixed = FIXED[index];
  const gender: Gender = fixed?.[0] ?? (rng.chance(0.5) ? "f" : "m");
  // Names by index, past the fixed people's: no two CVs of the corpus share a name.
  const firstNames = (gender === "f" ? WOMEN : MEN).filter((n) => !FIXED.some((f) => f[1] === n));
  const surnames = SURNAMES.filter((n) => !FIXED.some((f) => f[2] === n));
  const firstName = fixed?.[1] ?? firstNames[(index * 11 + rng.int(0, 1)) % firstNames.length];
  const lastName = fixed?.[2] ?? surnames[(index * 17) % surnames.length];
  const profession = TRADES[(index * 5 + Math.floor(index / TRADES.length)) % TRADES.length];
  const english = Boolean(profession.english) && index % 3 !== 0;
  const g = gender === "f" ? 1 : 0;

  const [zipcode, town] = TOWNS[(index * 7 + 3) % TOWNS.length];
  const street = `${rng.pick(STREET_PREFIXES)}${rng.int(1, 148)}${rng.pick(["", "", "", " bis", " ter"])} ${rng.pick(STREETS)}`;

  const { jobs, titles } = careerOf(rng, index, profession, english, g);
  const studies = degreesOf(rng, profession, jobs);
  const skillPool = english ? profession.english!.skills : profession.skills;
  const skillGroups =
    !english && profession.skillGroups && rng.chance(0.5) ? Object.entries(profession.skillGroups).map(([k, v]) => [k, [...v]] as [string, string[]]) : null;
  const skills = skillGroups ? skillGroups.flatMap(([, items]) => items) : rng.sample(skillPool, rng.int(4, 7));

  const languages = languagesOf(rng, english);

  const headline = english ? rng.pick(profession.english!.headlines) : rng.pick(profession.headlines)[g];
  const years = 2026 - jobs[jobs.length - 1].start.year;
  const profile = english
    ? `${years} years of experience as ${titles[titles.length - 1].toLowerCase()}, looking for a new position in a team that values rigour and kindness.`
    : `${years} ans d'expérience, ${
        rng.pick([
          ["rigoureux et organisé", "rigoureuse et organisée"],
          ["autonome et curieux", "autonome et curieuse"],
          ["disponible et fiable", "disponible et fiable"],
        ])[g]
      }, je recherche un poste ${rng.pick(["en CDI", "à temps plein", "dans la région"])}.`;

  return {
    gender,
    firstName,
    lastName,
    profession,
    english,
    headline,
    email: emailOf(rng, firstName, lastName),
    phone: phoneOf(rng, index),
    street,
    zipcode,
    town,
    inseeCode: inseeCodeOf(zipcode, town),
    jobs,
    studies,
    skills,
    skillGroups,
    languages,
    interests: rng.sample(INTERESTS, rng.int(2, 4)),
    profile,
  };
}
