// The CVthèque's judged searches (bench/search-candidates.ts prints nDCG@10 for each).
//
// How judgements are derived: never from the search's own scoring. Each search is written as a
// recruiter types it (accents missing, plurals, feminine forms), and comes with rules that read
// the generated candidates' fields (server/seed/demo-candidates.ts), folded (no accents, lower
// case), and grade each candidate:
// - a job («Profil»): 2 when the header (the line under the name) is of the job's family, 1 when
//   only a past job's title is, 0 otherwise;
// - a skill or tool («Experience»): 2 when one of the candidate's job titles names it, or when
//   the skills list has it and a job's summary names it (used at work); 1 when only the skills
//   list has it; a summary naming it without the skills list (a colleague's trade) is 0;
// - a degree («Formation»): 2 when a degree is the one asked (level and subject), 1 when only the
//   subject matches (another degree of the same field);
// - a company («A travaillé chez»): 2 when a job was at that company, under its name as written;
// - a place: a candidate outside the place (its commune, department, or the radius around the
//   commune's centre, great-circle distance on earthdistance's sphere) is 0 whatever the rest;
// - several criteria: the lowest grade of them (a candidate is as relevant as its weakest match).
// The families are regular expressions over the folded text, written once per search, from the
// job's names in French (masculine and feminine): they are the recruiter's intent, not the index.

export type Grade = 0 | 1 | 2;

/** What the rules read of a generated candidate, folded. */
export type JudgedCandidate = {
  id: number;
  header: string;
  /** Job titles, the most recent first. */
  titles: string[];
  /** Titles and summaries of the jobs, one text. */
  jobs: string;
  companies: string[];
  /** Degrees with their subject («bts comptabilite et gestion comptabilite»). */
  degrees: string[];
  skills: string[];
  latitude: number | null;
  longitude: number | null;
  landRegistryId: number | null;
  departmentCode: string | null;
};

/** A place of a judged search, by its level and INSEE code (ids differ between databases). */
export type PlaceRef = { level: 2 | 3; code: string };
export type ResolvedPlace = { id: number; level: number; code: string; latitude: number | null; longitude: number | null };

export type JudgedSearch = {
  /** The search as the recruiter typed it. */
  label: string;
  criteria: { profile?: string; skills?: string; education?: string; company?: string };
  place?: PlaceRef & { km?: number };
  /** The grade of one candidate for the text criteria (the place is judged apart). */
  grade: (candidate: JudgedCandidate) => Grade;
};

export const fold = (text: string) =>
  text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[’]/g, "'")
    .replace(/œ/g, "oe")
    .toLowerCase();

const job =
  (family: RegExp) =>
  (c: JudgedCandidate): Grade =>
    family.test(c.header) ? 2 : c.titles.some((title) => family.test(title)) ? 1 : 0;
const tool =
  (name: RegExp) =>
  (c: JudgedCandidate): Grade => {
    const listed = c.skills.some((skill) => name.test(skill));
    return c.titles.some((title) => name.test(title)) || (listed && name.test(c.jobs)) ? 2 : listed ? 1 : 0;
  };
const degree =
  (asked: RegExp, subject: RegExp) =>
  (c: JudgedCandidate): Grade =>
    c.degrees.some((d) => asked.test(d)) ? 2 : c.degrees.some((d) => subject.test(d)) ? 1 : 0;
const company =
  (name: RegExp) =>
  (c: JudgedCandidate): Grade =>
    c.companies.some((companyName) => name.test(companyName)) ? 2 : 0;
const all =
  (...grades: ((c: JudgedCandidate) => Grade)[]) =>
  (c: JudgedCandidate): Grade =>
    Math.min(...grades.map((grade) => grade(c))) as Grade;

const LYON: PlaceRef = { level: 3, code: "69123" };
const PARIS: PlaceRef = { level: 3, code: "75056" };
const BORDEAUX: PlaceRef = { level: 3, code: "33063" };
const MARSEILLE: PlaceRef = { level: 3, code: "13055" };
const NANTES: PlaceRef = { level: 3, code: "44109" };
const TOULOUSE: PlaceRef = { level: 3, code: "31555" };
const LILLE: PlaceRef = { level: 3, code: "59350" };
const GIRONDE: PlaceRef = { level: 2, code: "33" };
const RHONE: PlaceRef = { level: 2, code: "69" };

// Families: masculine and feminine forms of the job's name, as CVs write them.
const COMPTABLE = /\bcomptable\b/;
const INFIRMIER = /\binfirmi(er|ere)\b/;
const AIDE_SOIGNANT = /\baide-soignante?\b/;
const CARISTE = /\bcariste\b/;
const CHEF_DE_CHANTIER = /\bchef de chantier\b/;
const DEVELOPPEUR = /\bdeveloppeu(r|se)\b/;

export const JUDGED_SEARCHES: JudgedSearch[] = [
  // Jobs.
  { label: "comptable", criteria: { profile: "comptable" }, grade: job(COMPTABLE) },
  { label: "comptables", criteria: { profile: "comptables" }, grade: job(COMPTABLE) },
  { label: "infirmiere", criteria: { profile: "infirmiere" }, grade: job(INFIRMIER) },
  { label: "aide soignante", criteria: { profile: "aide soignante" }, grade: job(AIDE_SOIGNANT) },
  { label: "developpeur react", criteria: { profile: "developpeur react" }, grade: job(/\bdeveloppeu(r|se) react\b/) },
  { label: "chauffeur poids lourd", criteria: { profile: "chauffeur poids lourd" }, grade: job(/\bchauffeu(r|se) poids lourd\b/) },
  { label: "cariste", criteria: { profile: "cariste" }, grade: job(CARISTE) },
  { label: "chef de chantier", criteria: { profile: "chef de chantier" }, grade: job(CHEF_DE_CHANTIER) },
  { label: "conductrice de travaux", criteria: { profile: "conductrice de travaux" }, grade: job(/\bconduct(eur|rice) de travaux\b/) },
  { label: "gestionnaire de paie", criteria: { profile: "gestionnaire de paie" }, grade: job(/\bgestionnaire de paie\b/) },
  { label: "chargée de recrutement", criteria: { profile: "chargée de recrutement" }, grade: job(/\bchargee? de recrutement\b/) },
  { label: "serveuse", criteria: { profile: "serveuse" }, grade: job(/\bserveu(r|se)\b/) },
  { label: "commis de cuisine", criteria: { profile: "commis de cuisine" }, grade: job(/\bcommis de cuisine\b/) },
  { label: "technicien de maintenance", criteria: { profile: "technicien de maintenance" }, grade: job(/\btechnicienn?e? de maintenance\b/) },
  { label: "data analyst", criteria: { profile: "data analyst" }, grade: job(/\bdata analyst\b/) },
  { label: "auxiliaire de vie", criteria: { profile: "auxiliaire de vie" }, grade: job(/\bauxiliaire de vie\b/) },
  { label: "electricien", criteria: { profile: "electricien" }, grade: job(/\belectricienn?e?\b/) },
  { label: "controleur de gestion", criteria: { profile: "controleur de gestion" }, grade: job(/\bcontrol(eur|euse) de gestion\b/) },
  { label: "educatrice specialisee", criteria: { profile: "educatrice specialisee" }, grade: job(/\beducat(eur|rice) specialisee?\b/) },
  { label: "preparateurs de commandes", criteria: { profile: "preparateurs de commandes" }, grade: job(/\bprepara(teur|trice) de commandes\b/) },
  // Skills and tools («Experience»).
  { label: "Sage", criteria: { skills: "Sage" }, grade: tool(/\bsage\b/) },
  { label: "caces", criteria: { skills: "caces" }, grade: tool(/\bcaces\b/) },
  { label: "HACCP", criteria: { skills: "HACCP" }, grade: tool(/\bhaccp\b/) },
  { label: "solidworks", criteria: { skills: "solidworks" }, grade: tool(/\bsolidworks\b/) },
  { label: "soins palliatifs", criteria: { skills: "soins palliatifs" }, grade: tool(/\bsoins palliatifs\b/) },
  // Degrees («Formation»).
  { label: "BTS comptabilite", criteria: { education: "BTS comptabilite" }, grade: degree(/\bbts comptabilite\b/, /\bcomptabilite\b/) },
  { label: "master finance", criteria: { education: "master finance" }, grade: degree(/\bmaster finance\b/, /\bfinance\b/) },
  { label: "diplome d'etat infirmier", criteria: { education: "diplome d'etat infirmier" }, grade: degree(/\bdiplome d'etat d'infirmier\b/, /\binfirmier\b/) },
  { label: "CAP cuisine", criteria: { education: "CAP cuisine" }, grade: degree(/\bcap cuisine\b/, /\bcuisine\b/) },
  { label: "licence logistique", criteria: { education: "licence logistique" }, grade: degree(/\blicence .*logistique\b/, /\blogistique\b/) },
  // Companies («A travaillé chez»).
  { label: "societe generale", criteria: { company: "societe generale" }, grade: company(/\bsociete generale\b/) },
  { label: "credit agricole", criteria: { company: "credit agricole" }, grade: company(/\bcredit agricole\b/) },
  { label: "geodis", criteria: { company: "geodis" }, grade: company(/\bgeodis\b/) },
  { label: "Transports Berthier", criteria: { company: "Transports Berthier" }, grade: company(/\btransports berthier\b/) },
  { label: "la poste", criteria: { company: "la poste" }, grade: company(/\bla poste\b/) },
  // Places and combinations.
  { label: "comptable, Lyon 20 km", criteria: { profile: "comptable" }, place: { ...LYON, km: 20 }, grade: job(COMPTABLE) },
  { label: "infirmier, Bordeaux 30 km", criteria: { profile: "infirmier" }, place: { ...BORDEAUX, km: 30 }, grade: job(INFIRMIER) },
  { label: "cariste, Gironde", criteria: { profile: "cariste" }, place: GIRONDE, grade: job(CARISTE) },
  {
    label: "developpeur + React, Paris 10 km",
    criteria: { profile: "developpeur", skills: "React" },
    place: { ...PARIS, km: 10 },
    grade: all(job(DEVELOPPEUR), tool(/\breact\b/)),
  },
  {
    label: "chef de chantier + BTS, Nantes 50 km",
    criteria: { profile: "chef de chantier", education: "BTS" },
    place: { ...NANTES, km: 50 },
    grade: all(job(CHEF_DE_CHANTIER), degree(/\bbts\b/, /\bbts\b/)),
  },
  { label: "la poste, Marseille 30 km", criteria: { company: "la poste" }, place: { ...MARSEILLE, km: 30 }, grade: company(/\bla poste\b/) },
  {
    label: "aide-soignant + diplome d'etat, Rhône",
    criteria: { profile: "aide-soignant", education: "diplome d'etat" },
    place: RHONE,
    grade: all(job(AIDE_SOIGNANT), degree(/\bdiplome d'etat\b/, /\bdiplome d'etat\b/)),
  },
  {
    label: "commis de cuisine, Toulouse 40 km",
    criteria: { profile: "commis de cuisine" },
    place: { ...TOULOUSE, km: 40 },
    grade: job(/\bcommis de cuisine\b/),
  },
  // Few relevant candidates: the order of past jobs (1) against mere mentions (0) shows.
  { label: "serveuse, Lille 10 km", criteria: { profile: "serveuse" }, place: { ...LILLE, km: 10 }, grade: job(/\bserveu(r|se)\b/) },
  { label: "data analyst, Toulouse 15 km", criteria: { profile: "data analyst" }, place: { ...TOULOUSE, km: 15 }, grade: job(/\bdata analyst\b/) },
  {
    label: "gestionnaire de paie, Nantes 20 km",
    criteria: { profile: "gestionnaire de paie" },
    place: { ...NANTES, km: 20 },
    grade: job(/\bgestionnaire de paie\b/),
  },
  {
    label: "infirmier coordinateur, Lyon 30 km",
    criteria: { profile: "infirmier coordinateur" },
    place: { ...LYON, km: 30 },
    grade: job(/\binfirmi(er|ere) coordinat(eur|rice)\b/),
  },
  { label: "responsable, Marseille 5 km", criteria: { profile: "responsable" }, place: { ...MARSEILLE, km: 5 }, grade: job(/\bresponsable\b/) },
  // Broad words: every job of the family is relevant.
  { label: "assistante", criteria: { profile: "assistante" }, grade: job(/\bassistante?\b/) },
  { label: "ingenieur", criteria: { profile: "ingenieur" }, grade: job(/\bingenieure?\b/) },
  { label: "chef", criteria: { profile: "chef" }, grade: job(/\bchef(fe)?\b/) },
  // Two text criteria.
  { label: "comptable + SAP", criteria: { profile: "comptable", skills: "SAP" }, grade: all(job(COMPTABLE), tool(/\bsap\b/)) },
  {
    label: "conseiller clientele + societe generale",
    criteria: { profile: "conseiller clientele", company: "societe generale" },
    grade: all(job(/\bconseill(er|ere) clientele\b/), company(/\bsociete generale\b/)),
  },
];

/** earthdistance's sphere (earth() = 6 378 168 m), great-circle distance: the search's own measure. */
const EARTH_RADIUS_M = 6_378_168;
export function distanceMetres(a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }) {
  const rad = Math.PI / 180;
  const dLat = (b.latitude - a.latitude) * rad;
  const dLon = (b.longitude - a.longitude) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Whether a candidate lives in the place: its commune, its department, or within km of the commune's centre. */
export function inPlace(c: JudgedCandidate, place: ResolvedPlace, km: number | undefined): boolean {
  if (km && place.latitude != null && place.longitude != null) {
    if (c.latitude == null || c.longitude == null) return false;
    return distanceMetres({ latitude: place.latitude, longitude: place.longitude }, { latitude: c.latitude, longitude: c.longitude }) <= km * 1000;
  }
  return place.level === 2 ? c.departmentCode === place.code : c.landRegistryId === place.id;
}

/** Discounted cumulative gain of the first k grades: (2^g − 1) / log2(rank + 1). */
const dcg = (grades: number[], k: number) => grades.slice(0, k).reduce((sum, g, i) => sum + (2 ** g - 1) / Math.log2(i + 2), 0);

/** nDCG@k of a ranking against every candidate's grade; null when no candidate is relevant. */
export function ndcgAt(k: number, ranked: Grade[], allGrades: Grade[]): number | null {
  const ideal = dcg(
    [...allGrades].sort((a, b) => b - a),
    k,
  );
  return ideal === 0 ? null : dcg(ranked, k) / ideal;
}
