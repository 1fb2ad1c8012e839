// The relevance set of the offers search (issue 47): searches as job seekers type them, each with
// a rule on the offers' fields saying which offers answer it (grade 2: what was asked; grade 1:
// close enough to be welcome; 0: not relevant). Rules, not ids: regenerated demo data keeps them
// true. Read by bench/search-relevance.ts. Write a new search the way a visitor would type it,
// and its rule from what the visitor wants, never from what the engine returns.

export type JudgedOffer = {
  name: string;
  industry: string | null;
  tags: string[];
  city: string | null;
  departmentCode: string | null;
  regionCode: string | null;
  zipCode: string | null;
  latitude: number | null;
  longitude: number | null;
};

export const QUERY_KINDS = [
  "métier",
  "féminin",
  "secteur",
  "synonyme",
  "faute de frappe",
  "abréviation",
  "lieu",
  "lieu sans tiret",
  "arrondissement",
  "rayon",
  "combiné",
] as const;
export type QueryKind = (typeof QUERY_KINDS)[number];

export type Judgement = { kind: QueryKind; query?: string; location?: string; distance?: number; grade: (offer: JudgedOffer) => number };

/** Folded: lower case, no accents, single spaces; rules compare folded text. */
export const folded = (text: string | null | undefined) =>
  (text ?? "")
    .toLowerCase()
    .replace(/œ/g, "oe")
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^a-z0-9]+/g, " ")
    .trim();

type Rule = (offer: JudgedOffer) => boolean;

/** The title (without «H/F» and what follows it) holds one of the patterns (folded text). */
const title =
  (...patterns: RegExp[]): Rule =>
  (o) =>
    patterns.some((pattern) => pattern.test(folded(o.name.replace(/\s[HF]\/[HF]\b.*$/, ""))));
const sector =
  (start: string): Rule =>
  (o) =>
    folded(o.industry).startsWith(folded(start));
const city =
  (...names: string[]): Rule =>
  (o) =>
    names.map(folded).includes(folded(o.city));
const department =
  (...codes: string[]): Rule =>
  (o) =>
    codes.includes(o.departmentCode ?? "");
const region =
  (code: string): Rule =>
  (o) =>
    o.regionCode === code;
const zip =
  (code: string): Rule =>
  (o) =>
    o.zipCode === code;
const all =
  (...rules: Rule[]): Rule =>
  (o) =>
    rules.every((rule) => rule(o));

/** Great-circle distance in km. */
function km(a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }) {
  const rad = Math.PI / 180;
  const dLat = (b.latitude - a.latitude) * rad;
  const dLon = (b.longitude - a.longitude) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}
/** Town halls' coordinates (public data), the centre a visitor means. */
const CENTRES = {
  Nantes: { latitude: 47.2184, longitude: -1.5536 },
  Lyon: { latitude: 45.764, longitude: 4.8357 },
  Bordeaux: { latitude: 44.8378, longitude: -0.5792 },
  Toulouse: { latitude: 43.6047, longitude: 1.4442 },
  Lille: { latitude: 50.6292, longitude: 3.0573 },
  Rennes: { latitude: 48.1173, longitude: -1.6778 },
  Paris: { latitude: 48.8566, longitude: 2.3522 },
  Strasbourg: { latitude: 48.5734, longitude: 7.7521 },
  "Saint-Herblain": { latitude: 47.2122, longitude: -1.6497 },
  Grenoble: { latitude: 45.1885, longitude: 5.7245 },
};
// Offers are placed at their address; a few hundred metres of slack around the radius.
const within =
  (centre: keyof typeof CENTRES, radius: number): Rule =>
  (o) =>
    o.latitude != null && o.longitude != null && km(CENTRES[centre], { latitude: o.latitude, longitude: o.longitude }) <= radius + 1;

/** Grade of the first rule that holds: graded([2, a], [1, b]). */
const graded =
  (...levels: [number, Rule][]) =>
  (o: JudgedOffer) =>
    levels.find(([, rule]) => rule(o))?.[0] ?? 0;
const only = (rule: Rule) => graded([2, rule]);

const RESTAURANT_JOBS = title(/serveu|cuisin|commis|chef de rang|plong|barman|maitre d hotel|responsable de salle|second de cuisine|chef de cuisine/);
const HOTEL_JOBS = title(/receptionniste|gouvernant|veilleur de nuit|valet|femme de chambre|night audit|barman|hotel/);

export const JUDGEMENTS: Judgement[] = [
  // Titles, as typed
  { kind: "métier", query: "comptable", grade: graded([2, title(/comptable/)], [1, title(/controle(ur)? de gestion/)]) },
  { kind: "métier", query: "serveur", grade: graded([2, title(/serveu/)], [1, title(/chef de rang|barman|responsable de salle/)]) },
  { kind: "métier", query: "infirmier", grade: graded([2, title(/infirmi/)], [1, title(/aide soignant|cadre de sante/)]) },
  { kind: "métier", query: "développeur", grade: graded([2, title(/developpeu/)], [1, title(/devops|data|administrateur systemes/)]) },
  { kind: "métier", query: "cariste", grade: graded([2, title(/cariste/)], [1, title(/preparateur de commandes|magasinier/)]) },
  { kind: "métier", query: "chef de chantier", grade: graded([2, title(/chef(fe)? de chantier/)], [1, title(/conducteur de travaux/)]) },
  {
    kind: "métier",
    query: "technicien maintenance",
    grade: graded([2, title(/technicien(ne)? de maintenance/)], [1, all(title(/technicien/), sector("Industrie"))]),
  },
  { kind: "métier", query: "gestionnaire de paie", grade: graded([2, title(/paie/)], [1, title(/comptable|assistant rh/)]) },
  { kind: "métier", query: "chauffeur", grade: only(title(/chauffeur/)) },
  { kind: "métier", query: "electricien", grade: graded([2, title(/electricien/)], [1, title(/plombier|chauffagiste/)]) },
  { kind: "métier", query: "commis de cuisine", grade: graded([2, title(/commis/)], [1, title(/cuisin|plong/)]) },
  { kind: "métier", query: "data analyst", grade: graded([2, title(/data analyst/)], [1, title(/data/)]) },
  { kind: "métier", query: "réceptionniste", grade: graded([2, title(/receptionniste/)], [1, title(/veilleur de nuit|gouvernant/)]) },

  // Feminine forms, and the masculine finding a feminine title
  { kind: "féminin", query: "serveuse", grade: graded([2, title(/serveu/)], [1, title(/chef de rang|barman|responsable de salle/)]) },
  { kind: "féminin", query: "infirmière", grade: graded([2, title(/infirmi/)], [1, title(/aide soignant|cadre de sante/)]) },
  { kind: "féminin", query: "cheffe de chantier", grade: graded([2, title(/chef(fe)? de chantier/)], [1, title(/conducteur de travaux/)]) },
  { kind: "féminin", query: "cheffe de projet", grade: only(title(/chef(fe)? de projet/)) },
  { kind: "féminin", query: "vendeuse", grade: graded([2, title(/vendeu/)], [1, sector("Commerce")]) },
  { kind: "féminin", query: "aide-soignante", grade: graded([2, title(/aide soignant/)], [1, title(/auxiliaire de vie|infirmi/)]) },
  { kind: "féminin", query: "conductrice de travaux", grade: graded([2, title(/conduct(eur|rice) de travaux/)], [1, title(/chef(fe)? de chantier/)]) },
  { kind: "féminin", query: "technicienne qualité", grade: graded([2, title(/technicien(ne)? qualite/)], [1, title(/technicien/)]) },
  { kind: "féminin", query: "cuisinière", grade: graded([2, title(/cuisini/)], [1, title(/commis de cuisine|chef de cuisine|second de cuisine/)]) },
  { kind: "féminin", query: "chargée de recrutement", grade: graded([2, title(/charge(e)? de recrutement/)], [1, sector("Ressources humaines")]) },
  { kind: "féminin", query: "opératrice de production", grade: graded([2, title(/operat(eur|rice) de production/)], [1, title(/conduct(eur|rice) de ligne/)]) },
  { kind: "féminin", query: "éducatrice spécialisée", grade: only(title(/educat(eur|rice) specialise/)) },
  { kind: "féminin", query: "chef de projet", grade: only(title(/chef(fe)? de projet/)) },
  { kind: "féminin", query: "vendeur", grade: graded([2, title(/vendeu/)], [1, sector("Commerce")]) },
  { kind: "féminin", query: "aide soignant", grade: graded([2, title(/aide soignant/)], [1, title(/auxiliaire de vie|infirmi/)]) },

  // Sectors
  {
    kind: "secteur",
    query: "restauration",
    grade: graded([2, all(sector("Hôtellerie-Restauration"), RESTAURANT_JOBS)], [1, sector("Hôtellerie-Restauration")]),
  },
  { kind: "secteur", query: "hôtellerie", grade: graded([2, all(sector("Hôtellerie-Restauration"), HOTEL_JOBS)], [1, sector("Hôtellerie-Restauration")]) },
  { kind: "secteur", query: "informatique", grade: only(sector("Informatique")) },
  { kind: "secteur", query: "logistique", grade: only(sector("Transport & Logistique")) },
  { kind: "secteur", query: "santé", grade: only(sector("Santé")) },
  { kind: "secteur", query: "BTP", grade: only(sector("BTP")) },
  { kind: "secteur", query: "ressources humaines", grade: only(sector("Ressources humaines")) },
  { kind: "secteur", query: "industrie", grade: only(sector("Industrie")) },
  { kind: "secteur", query: "banque", grade: only(sector("Banque")) },
  { kind: "secteur", query: "commerce", grade: only(sector("Commerce")) },

  // Synonyms
  {
    kind: "synonyme",
    query: "restaurant",
    grade: graded([2, all(sector("Hôtellerie-Restauration"), RESTAURANT_JOBS)], [1, sector("Hôtellerie-Restauration")]),
  },
  { kind: "synonyme", query: "hotel", grade: graded([2, HOTEL_JOBS], [1, sector("Hôtellerie-Restauration")]) },
  { kind: "synonyme", query: "CHR", grade: only(sector("Hôtellerie-Restauration")) },
  { kind: "synonyme", query: "numérique", grade: only(sector("Informatique")) },
  { kind: "synonyme", query: "dev ops", grade: graded([2, title(/devops/)], [1, title(/administrateur systemes/)]) },
  { kind: "synonyme", query: "bâtiment", grade: only(sector("BTP")) },
  { kind: "synonyme", query: "entrepôt", grade: graded([2, title(/cariste|preparateur|magasinier|entrepot/)], [1, sector("Transport & Logistique")]) },
  { kind: "synonyme", query: "soins", grade: only(sector("Santé")) },
  { kind: "synonyme", query: "cuisine", grade: graded([2, title(/cuisin|commis|plong/)], [1, sector("Hôtellerie-Restauration")]) },
  { kind: "synonyme", query: "compta", grade: graded([2, title(/comptab/)], [1, title(/controle(ur)? de gestion/)]) },
  { kind: "synonyme", query: "supply chain", grade: only(sector("Transport & Logistique")) },
  { kind: "synonyme", query: "recrutement", grade: graded([2, title(/recrutement|recruteu/)], [1, sector("Ressources humaines")]) },

  // Typos (words of five letters or more)
  { kind: "faute de frappe", query: "comptble", grade: graded([2, title(/comptable/)], [1, title(/controle(ur)? de gestion/)]) },
  { kind: "faute de frappe", query: "devloppeur", grade: graded([2, title(/developpeu/)], [1, title(/devops|data/)]) },
  { kind: "faute de frappe", query: "infimier", grade: graded([2, title(/infirmi/)], [1, title(/aide soignant|cadre de sante/)]) },
  { kind: "faute de frappe", query: "receptioniste", grade: graded([2, title(/receptionniste/)], [1, title(/veilleur de nuit|gouvernant/)]) },
  { kind: "faute de frappe", query: "magazinier", grade: graded([2, title(/magasinier/)], [1, title(/cariste|preparateur de commandes/)]) },
  { kind: "faute de frappe", query: "plonbier", grade: graded([2, title(/plombier/)], [1, title(/electricien/)]) },
  { kind: "faute de frappe", query: "electricein", grade: graded([2, title(/electricien/)], [1, title(/plombier/)]) },
  {
    kind: "faute de frappe",
    query: "hotelerie",
    grade: graded([2, all(sector("Hôtellerie-Restauration"), HOTEL_JOBS)], [1, sector("Hôtellerie-Restauration")]),
  },
  { kind: "faute de frappe", query: "logistque", grade: only(sector("Transport & Logistique")) },
  { kind: "faute de frappe", query: "chaufeur", grade: only(title(/chauffeur/)) },
  { kind: "faute de frappe", query: "techncien qualité", grade: graded([2, title(/technicien(ne)? qualite/)], [1, title(/technicien/)]) },

  // Abbreviations
  { kind: "abréviation", query: "IT", grade: only(sector("Informatique")) },
  { kind: "abréviation", query: "RH", grade: only(sector("Ressources humaines")) },
  { kind: "abréviation", query: "DRH", grade: graded([2, title(/ressources humaines|\brh\b|sirh/)], [1, sector("Ressources humaines")]) },
  { kind: "abréviation", query: "IDE", grade: graded([2, title(/infirmi/)], [1, sector("Santé")]) },
  { kind: "abréviation", query: "CVC", grade: graded([2, title(/cvc/)], [1, title(/plombier chauffagiste/)]) },
  { kind: "abréviation", location: "PACA", grade: only(region("93")) },
  { kind: "abréviation", location: "IDF", grade: only(region("11")) },
  { kind: "abréviation", location: "AURA", grade: only(region("84")) },
  { kind: "abréviation", location: "HDF", grade: only(region("32")) },
  { kind: "abréviation", query: "chauffeur PL", grade: graded([2, title(/chauffeur poids lourd/)], [1, title(/chauffeur/)]) },

  // Places as written on the map
  { kind: "lieu", location: "Lyon", grade: only(city("Lyon")) },
  { kind: "lieu", location: "69", grade: only(department("69")) },
  { kind: "lieu", location: "Gironde", grade: only(department("33")) },
  { kind: "lieu", location: "Nantes", grade: only(city("Nantes")) },
  { kind: "lieu", location: "Bretagne", grade: only(region("53")) },
  { kind: "lieu", location: "Hauts-de-France", grade: only(region("32")) },
  { kind: "lieu", location: "Grand Est", grade: only(region("44")) },
  { kind: "lieu", location: "Occitanie", grade: only(region("76")) },
  { kind: "lieu", location: "33700", grade: only(zip("33700")) },
  { kind: "lieu", location: "Loire-Atlantique", grade: only(department("44")) },
  { kind: "lieu", location: "Île-de-France", grade: only(region("11")) },

  // Places typed without hyphens, accents or with «St»
  { kind: "lieu sans tiret", location: "saint herblain", grade: only(city("Saint-Herblain")) },
  { kind: "lieu sans tiret", location: "Aix en Provence", grade: only(city("Aix-en-Provence")) },
  { kind: "lieu sans tiret", location: "St Herblain", grade: only(city("Saint-Herblain")) },
  { kind: "lieu sans tiret", location: "boulogne billancourt", grade: only(city("Boulogne-Billancourt")) },
  { kind: "lieu sans tiret", location: "marcq en baroeul", grade: only(city("Marcq-en-Barœul")) },
  { kind: "lieu sans tiret", location: "cesson sevigne", grade: only(city("Cesson-Sévigné")) },
  { kind: "lieu sans tiret", location: "echirolles", grade: only(city("Échirolles")) },
  { kind: "lieu sans tiret", location: "bouches du rhone", grade: only(department("13")) },
  { kind: "lieu sans tiret", location: "hauts de france", grade: only(region("32")) },
  { kind: "lieu sans tiret", location: "ile de france", grade: only(region("11")) },
  { kind: "lieu sans tiret", location: "provence alpes cote d azur", grade: only(region("93")) },

  // Arrondissements
  { kind: "arrondissement", location: "Paris 15", grade: only(zip("75015")) },
  { kind: "arrondissement", location: "75015", grade: only(zip("75015")) },
  { kind: "arrondissement", location: "Lyon 3e", grade: only(zip("69003")) },
  { kind: "arrondissement", location: "Lyon 9ème", grade: only(zip("69009")) },
  { kind: "arrondissement", location: "Marseille 8e", grade: only(zip("13008")) },
  { kind: "arrondissement", location: "paris 12e", grade: only(zip("75012")) },
  { kind: "arrondissement", location: "69007", grade: only(zip("69007")) },
  { kind: "arrondissement", location: "Marseille 10", grade: only(zip("13010")) },
  { kind: "arrondissement", location: "Paris 9eme", grade: only(zip("75009")) },

  // Radius around a commune
  { kind: "rayon", location: "Nantes", distance: 20, grade: only(within("Nantes", 20)) },
  { kind: "rayon", location: "Lyon", distance: 20, grade: only(within("Lyon", 20)) },
  { kind: "rayon", location: "Bordeaux", distance: 20, grade: only(within("Bordeaux", 20)) },
  { kind: "rayon", location: "Toulouse", distance: 10, grade: only(within("Toulouse", 10)) },
  { kind: "rayon", location: "Lille", distance: 20, grade: only(within("Lille", 20)) },
  { kind: "rayon", location: "Rennes", distance: 20, grade: only(within("Rennes", 20)) },
  { kind: "rayon", location: "Paris", distance: 20, grade: only(within("Paris", 20)) },
  { kind: "rayon", location: "Strasbourg", distance: 20, grade: only(within("Strasbourg", 20)) },
  { kind: "rayon", location: "Grenoble", distance: 10, grade: only(within("Grenoble", 10)) },

  // Combinations, in the query and/or the location as the search bar sends them
  { kind: "combiné", query: "comptable", location: "Gironde", grade: only(all(title(/comptable/), department("33"))) },
  {
    kind: "combiné",
    query: "serveur nantes",
    grade: graded([2, all(title(/serveu/), city("Nantes"))], [1, all(sector("Hôtellerie-Restauration"), department("44"))]),
  },
  {
    kind: "combiné",
    query: "infirmier",
    location: "Bretagne",
    grade: graded([2, all(title(/infirmi/), region("53"))], [1, all(sector("Santé"), region("53"))]),
  },
  { kind: "combiné", query: "restauration", location: "PACA", grade: only(all(sector("Hôtellerie-Restauration"), region("93"))) },
  {
    kind: "combiné",
    query: "développeur",
    location: "Nantes",
    grade: graded([2, all(title(/developpeu/), city("Nantes"))], [1, all(sector("Informatique"), city("Nantes"))]),
  },
  { kind: "combiné", query: "informatique", location: "Loire-Atlantique", grade: only(all(sector("Informatique"), department("44"))) },
  {
    kind: "combiné",
    query: "aide soignante",
    location: "saint herblain",
    distance: 20,
    grade: graded([2, all(title(/aide soignant/), within("Saint-Herblain", 20))], [1, all(sector("Santé"), within("Saint-Herblain", 20))]),
  },
  {
    kind: "combiné",
    query: "logistique toulouse",
    grade: graded([2, all(sector("Transport & Logistique"), city("Toulouse"))], [1, all(sector("Transport & Logistique"), department("31"))]),
  },
  {
    kind: "combiné",
    query: "serveur",
    location: "Rhône",
    grade: graded([2, all(title(/serveu/), department("69"))], [1, all(sector("Hôtellerie-Restauration"), department("69"))]),
  },
  { kind: "combiné", query: "BTP", location: "AURA", grade: only(all(sector("BTP"), region("84"))) },
  {
    kind: "combiné",
    query: "cariste",
    location: "Normandie",
    grade: graded([2, all(title(/cariste/), region("28"))], [1, all(sector("Transport & Logistique"), region("28"))]),
  },
  {
    kind: "combiné",
    query: "commercial Bordeaux",
    grade: graded([2, all(title(/commercial/), city("Bordeaux"))], [1, all(title(/commercial/), department("33"))]),
  },
  { kind: "combiné", query: "chef de rang", location: "Bordeaux", grade: only(all(title(/chef de rang/), city("Bordeaux"))) },
  {
    kind: "combiné",
    query: "infirmière",
    location: "Villeurbanne",
    grade: graded([2, all(title(/infirmi/), city("Villeurbanne"))], [1, all(sector("Santé"), city("Villeurbanne"))]),
  },
  {
    kind: "combiné",
    query: "data",
    location: "Lyon",
    distance: 20,
    grade: graded([2, all(title(/data/), within("Lyon", 20))], [1, all(sector("Informatique"), within("Lyon", 20))]),
  },
  { kind: "combiné", query: "plombier paris", grade: graded([2, all(title(/plombier/), city("Paris"))], [1, all(title(/plombier/), region("11"))]) },
  {
    kind: "combiné",
    query: "aide soignante",
    location: "75",
    grade: graded([2, all(title(/aide soignant/), department("75"))], [1, all(sector("Santé"), department("75"))]),
  },
];
