// Words that tell a job title from a company, a degree from a school, a language from a skill.
// Matched on folded words (accents and case off; feminine forms end like the masculine ones
// here, as f_job_words does for the search: «directrice» and «directeur» both start «direct»).
import { words } from "./lines";

/** Starts of words that make a job title («assistant», «comptable», «chef», «infirmière»…). */
const JOB_STEMS = [
  "assistant", "comptab", "secretair", "directeu", "directric", "director", "responsable", "chef", "charge$", "chargee$", "conseill", "commercial$", "commerciale$", "commerciaux$", "vendeu", "caissi",
  "technici", "ingenieu", "developpeu", "infirmi", "aide", "agent", "operateu", "operatric", "ouvri", "manag", "gestionnair", "consultant",
  "analyst", "chauffeu", "conducteu", "magasini", "cariste", "preparateu", "preparatric", "employe", "stagiair", "apprenti", "alternan", "juriste",
  "avocat", "auditeu", "auditric", "controleu", "coordinateu", "coordinatric", "formateu", "formatric", "enseignant", "professeu", "educateu", "educatric", "animateu", "animatric", "serveu",
  "cuisini", "commis", "boulanger", "patissi", "electrici", "plombi", "macon", "menuisi", "soudeu", "mecanici", "logistici",
  "acheteu", "approvisionneu", "attache", "associe", "gerant", "fondat", "president", "dirigeant", "administrateu", "administratric", "architect",
  "designer", "graphist", "redacteu", "redactric", "journalist", "webmaster",  "scrum", "devops", "hote", "receptionnist",
  "standardist", "auxiliair", "pharmaci", "medecin", "kinesitherapeut", "sage femme", "psycholog", "puericult", "ambulanci",
  "brancardi", "veterinair", "livreu", "coursi", "manutentionnair", "gardien", "concierge", "jardini", "paysagist", "peintre",
  "carreleu", "couvreu", "charpenti", "grutier", "terrassi", "geometre", "dessinateu", "dessinatric", "projeteu", "metreu", "economist", "notair",
  "clerc", "tresori", "recruteu", "teleconseill", "telecommercia", "teleoperat", "equipi", "polyvalent", "accountant",
  "engineer", "developer", "analyst", "director", "technician", "nurse", "intern", "trainee", "officer", "specialist",
  "coordinator", "supervisor", "lead", "head", "ceo", "cto", "cfo", "coo", "daf", "drh", "dsi", "pdg", "vp", "sales", "clerk",
  "cashier", "teacher", "driver", "accueil", "vacataire", "interimaire", "benevole", "volontaire", "opticien", "esthetici",
  "coiffeu", "fleurist", "boucher", "charcuti", "poissonni", "barman", "barista", "sommeli", "plongeu", "maitre", "maitresse",
  "surveillant", "moniteu", "entraineu", "coach", "correspondant", "delegue", "inspecteu", "expert", "officier", "adjoint",
  "collaborat", "business", "account", "key", "community", "content", "marketing", "trader", "actuair", "statisticien",
  "data", "scientist", "chercheu", "doctorant", "postdoc", "laborantin", "biologist", "chimist", "physicien", "urbaniste",
  "paie", "rh", "assistante", "agente", "soignant", "asv", "ash", "atsem", "aesh", "avs", "mandataire", "negociateu", "negociatric", "courti",
  "agent", "facteu", "guichetier", "hotesse", "steward", "pilote", "conductric", "regisseu", "technicienne", "opératrice",
]; // prettier-ignore

/** Whole words that make a company or an institution («SARL», «Hôpital», «Mairie», «&»…). */
const COMPANY_WORDS = new Set([
  "sas", "sasu", "sarl", "sa", "eurl", "snc", "sci", "scop", "scp", "selarl", "gie", "groupe", "group", "holding", "inc", "ltd",
  "llc", "gmbh", "plc", "corp", "corporation", "company", "cie", "&", "hopital", "hopitaux", "chu", "chru", "ch", "clinique",
  "ehpad", "mairie", "ville", "commune", "prefecture", "ministere", "region", "departement", "lycee", "college", "universite",
  "ecole", "institut", "iut", "cabinet", "etude", "banque", "credit", "caisse", "assurance", "assurances", "mutuelle", "societe",
  "agence", "association", "fondation", "centre", "hotel", "restaurant", "boulangerie", "garage", "laboratoire", "laboratoires",
  "pharmacie", "transports", "transport", "logistique", "industrie", "industries", "entreprise", "ets", "etablissements",
  "services", "consulting", "solutions", "technologies", "systems", "bank", "cooperative", "compagnie", "atelier", "ateliers",
  "magasin", "supermarche", "hypermarche", "boutique", "studio", "startup", "sncf", "ratp", "edf", "engie", "orange", "poste",
  "carrefour", "auchan", "leclerc", "intermarche", "decathlon", "ikea", "fnac", "darty", "amazon", "google", "capgemini",
  "sopra", "accenture", "deloitte", "kpmg", "ey", "pwc", "mazars", "fiducial", "adecco", "manpower", "randstad", "cgi", "atos",
  "thales", "airbus", "safran", "renault", "peugeot", "stellantis", "michelin", "total", "totalenergies", "bnp", "paribas",
  "lcl", "axa", "allianz", "maif", "macif", "apec", "francetravail", "pole", "urssaf", "cpam", "caf", "msa", "sdis", "aphp",
  "hcl", "collectivite", "communaute", "agglomeration", "metropole", "conseil", "tribunal", "cour", "gendarmerie", "police",
  "armee", "residence", "foyer", "creche", "cfa", "afpa", "greta", "cnam", "rectorat", "academie", "fondation", "office",
  "usine", "site", "entrepot", "plateforme", "chantier", "bureau", "bureaux", "agences", "france", "international", "europe",
  "sante", "medical", "distribution", "immobilier", "btp", "construction", "batiment", "travaux", "nettoyage", "proprete",
  "securite", "energie", "environnement", "informatique", "digital", "numerique", "media", "medias", "communication",
  "conseils", "partners", "partenaires", "associes", "freres", "fils", "et", "co",
]); // prettier-ignore

/** Words that are no company on their own, though COMPANY_WORDS holds them («et», «France» alone). */
const WEAK_COMPANY_WORDS = new Set([
  "et",
  "france",
  "international",
  "europe",
  "site",
  "chantier",
  "bureau",
  "co",
  "fils",
  "conseil",
  "informatique",
  "communication",
  "digital",
]);

const SCHOOL =
  /\b(?:lycee|universite|univ|iut|ecole|institut|faculte|fac|campus|cfa|afpa|greta|cnam|ifsi|academie|sciences po|business school|insa|conservatoire|college|centre de formation|organisme de formation|esc|essec|hec|edhec|escp|ens|polytechnique|isep|epitech|epita|ifap|icam|enseignement|formation continue|school|university|college|institute|inseec|kedge|neoma|skema|em lyon|grenoble em|cesi|ipag|isc|ieseg|iae|ifag|ifpass|irfss|ifas|aftral|promotrans|openclassrooms|cned|greta)\b/;

/** Heads of degrees, as written at the start of a degree line (folded): «Master 2», «BTS», «Licence pro». */
const DEGREE_HEAD =
  /^(?:mastere specialise|mastere|master(?: of (?:science|arts|business administration))?(?: professionnel(?:le)?| pro| recherche)?(?: ?[12]| ?ii?\b)?|m[12]|licence(?: professionnelle| pro| generale)?(?: ?[123])?|l[123]|bachelor(?: of (?:science|arts))?|btsa|bts|dut|but|deust|deug|dea|dess|doctorat|phd|mba|cap(?:a)?|bep(?:c)?|brevet(?: des colleges| professionnel| de technicien(?: superieur)?)?|baccalaureat(?: professionnel| technologique| general| pro)?|bac(?: ?\+ ?\d)?(?: professionnel| pro| technologique| general)?|diplome(?: d etat| d ingenieur| universitaire| superieur| national)?|titre professionnel|titre rncp|mention complementaire|certificat(?: de qualification professionnelle| d aptitude)?|cqp|dcg|dscg|dec|capes|agregation|classe preparatoire|prepa|cycle ingenieur|diplome d ingenieur|du|dnb|bsc|msc|hnd|caces)\b/;

/** Languages by name, French and English. */
const LANGUAGES = new Set([
  "francais", "anglais", "espagnol", "allemand", "italien", "portugais", "arabe", "chinois", "mandarin", "cantonais", "japonais",
  "russe", "neerlandais", "flamand", "polonais", "roumain", "turc", "grec", "hebreu", "hindi", "ourdou", "bengali", "coreen",
  "vietnamien", "thai", "suedois", "norvegien", "danois", "finnois", "hongrois", "tcheque", "slovaque", "bulgare", "croate",
  "serbe", "ukrainien", "albanais", "armenien", "persan", "farsi", "kurde", "berbere", "kabyle", "tamoul", "wolof", "lingala",
  "swahili", "malgache", "creole", "breton", "basque", "catalan", "corse", "occitan", "alsacien", "latin", "lsf", "indonesien",
  "malais", "tagalog", "english", "french", "spanish", "german", "italian", "portuguese", "arabic", "chinese", "japanese",
  "russian", "dutch", "polish", "romanian", "turkish", "greek", "korean", "vietnamese", "swedish", "hindi", "hebrew",
  "bambara", "peul", "soninke", "tamazight", "amharique", "somali", "lituanien", "letton", "estonien", "slovene", "macedonien",
  "georgien", "azeri", "ouzbek", "kazakh", "pachto", "dari", "tigrinya", "haoussa", "yoruba", "igbo", "zoulou", "afrikaans",
]); // prettier-ignore

const firstWords = (text: string, n: number) => words(text).split(" ").slice(0, n);

/** How much a text sounds like a job title: its words' stems. */
export function jobScore(text: string): number {
  const list = words(text).split(" ").filter(Boolean);
  let score = 0;
  list.forEach((word, i) => {
    // A stem ending in «$» is a whole word («chargé», not «chargement»).
    const job = JOB_STEMS.some((stem) => (stem.endsWith("$") ? word === stem.slice(0, -1) : word.startsWith(stem) && (stem.length >= 4 || word === stem)));
    if (job) score += i === 0 ? 3 : 1;
  });
  return Math.min(score, 6);
}

/** How much a text sounds like a company or an institution. */
export function companyScore(text: string): number {
  const list = words(text).split(" ").filter(Boolean);
  let score = 0;
  for (const word of list) if (COMPANY_WORDS.has(word) && !WEAK_COMPANY_WORDS.has(word)) score += 2;
  if (/&/.test(text)) score += 2;
  // Acronyms and brand-like words: «KPMG», «SNCF», «BNP Paribas».
  if (/\b\p{Lu}{2,}\b/u.test(text) && !/\b(?:H\/F|F\/H)\b/.test(text)) score += 1;
  return Math.min(score, 6);
}

export const isSchool = (text: string) => SCHOOL.test(words(text));

/** The degree's head at the start of a text, as written (length in the original), or 0. */
export function degreeHeadLength(text: string): number {
  const folded = words(text);
  const match = DEGREE_HEAD.exec(folded);
  if (!match) return 0;
  // The folded head has as many words as the original's start: count them there.
  const count = match[0].split(" ").length;
  const original = /[\p{L}\p{N}+&]+/gu;
  let end = 0;
  for (let i = 0, m = original.exec(text); m && i < count; m = original.exec(text), i++) end = m.index + m[0].length;
  // «Bac +2»: the «+» and digit are their own words in the fold.
  return end;
}

export const isLanguage = (word: string) => LANGUAGES.has(words(word));

/** Words after a language that are its level, not part of its name. */
const LEVEL_WORD =
  /^(?:courant|courante|bilingue|natif|native|maternelle|langue|intermediaire|notions?|scolaire|debutant|professionnel|professionnelle|lu|ecrit|parle|avance|avancee|bon|bonne|tres|niveau|fluent|basic|intermediate|advanced|good|c1|c2|b1|b2|a1|a2|toeic|toefl|ielts|operationnel|technique|des|affaires)$/;

/** The language a text opens with («Anglais : courant» → «Anglais», «Créole réunionnais»), as written, or null. */
export function languageOf(text: string): string | null {
  const match = /^[\p{L}]+(?:[-’'][\p{L}]+)?/u.exec(text.trim());
  if (!match) return null;
  let word = match[0];
  if (LANGUAGES.has(words(word))) {
    // A qualifier in lower case belongs to the name («Créole réunionnais», «Arabe dialectal»).
    const next = /^\s+(\p{Ll}[\p{L}]+)/u.exec(text.trim().slice(word.length));
    if (next && !LEVEL_WORD.test(words(next[1]!))) word += ` ${next[1]}`;
    return word.charAt(0).toUpperCase() + word.slice(1);
  }
  if (firstWords(text, 2).join(" ") === "langue des" && /signes/i.test(text)) return "Langue des signes";
  return null;
}
