import { and, desc, eq, isNotNull } from "drizzle-orm";
import type { Db } from "../db/client";
import { candidates, landRegistries } from "../db/schema";
import { searchTexts, type EducationItem, type WorkHistoryItem } from "../../common/candidates";
import { LAST_NAMES, SECTORS, seededRandom } from "./demo-offers";

// Demo candidates for the CVthèque, and the benchmark's 100 000: invented people whose CV text
// is built from the demo offers' sectors (jobs, missions, skills), placed in real communes.
// A seeded PRNG keeps reruns identical. No CV file: the drawer says so («pas de CV enregistré»).

export const DEMO_CANDIDATE_COUNT = 120;

/**
 * Names as common as in France: with some 150 surnames, the commonest is carried by one
 * candidate in 150 (Martin: 1 in 250 in France), so a search by name finds a few hundred people
 * out of 100 000, not thousands. First names agree with the job titles' gender.
 */
const SURNAMES = [
  ...LAST_NAMES, "Martin", "Bernard", "Thomas", "Petit", "Robert", "Richard", "Durand", "Dubois", "Moreau", "Laurent", "Michel",
  "Lefèvre", "Leroy", "Roux", "David", "Bertrand", "Fournier", "Bonnet", "Dupont", "Rousseau", "Vincent", "Muller", "André",
  "Mercier", "Blanc", "François", "Legrand", "Garcia", "Robin", "Clément", "Nicolas", "Henry", "Gautier", "Masson", "Duval",
  "Denis", "Dufour", "Meunier", "Brun", "Giraud", "Lucas", "Gaillard", "Martinez", "Gérard", "Roy", "Colin", "Roger", "Lemoine",
  "Dumas", "Philippe", "Bourgeois", "Pierre", "Benoît", "Rey", "Payet", "Rolland", "Leclercq", "Guillaume", "Lecomte", "Lopez",
  "Dupuy", "Guillot", "Berger", "Dupuis", "Louis", "Boucher", "Adam", "Poirier", "Aubry", "Guyot", "Carré", "Charles", "Renault",
  "Ménard", "Maillard", "Bertin", "Bailly", "Hervé", "Schneider", "Fernandez", "Le Gall", "Léger", "Millet", "Perrot", "Daniel",
  "Le Roux", "Cousin", "Germain", "Breton", "Besson", "Rémy", "Le Goff", "Pelletier", "Lévêque", "Perrier", "Leblanc", "Barré",
  "Lebrun", "Boulanger", "Jacob", "Monnier", "Michaud", "Rodriguez", "Guichard", "Étienne", "Grondin", "Chauvin", "Da Silva",
  "Bouchet", "Lemaître", "Bénard", "Maréchal", "Humbert", "Reynaud", "Antoine", "Hoarau", "Cordier", "Pichon", "Lejeune",
  "Gilbert", "Lamy", "Delaunay", "Pasquier", "Carlier", "Laporte", "Haddad", "Nguyen", "Diallo", "Traoré", "Kaya", "Mendes",
  "Ferreira", "Belkacem", "Mansouri", "Cohen", "Bouzid", "Tran", "Camara", "Yilmaz", "Santos", "Lebon", "Bailleul",
]; // prettier-ignore
const WOMEN_FIRST_NAMES = [
  "Camille", "Sarah", "Inès", "Léa", "Chloé", "Émilie", "Manon", "Nadia", "Marie", "Sophie", "Laura", "Julie", "Pauline", "Claire",
  "Anaïs", "Marine", "Céline", "Aurélie", "Élodie", "Audrey", "Charlotte", "Lucie", "Emma", "Jade", "Alice", "Lina", "Amira",
  "Fatou", "Sofia", "Océane", "Mélanie", "Nathalie", "Isabelle", "Valérie", "Sandrine", "Virginie", "Hélène", "Karine", "Agathe",
  "Margaux",
]; // prettier-ignore
const MEN_FIRST_NAMES = [
  "Julien", "Thomas", "Nicolas", "Mathieu", "Karim", "Antoine", "Hugo", "Romain", "Pierre", "Lucas", "Maxime", "Alexandre",
  "Kevin", "Guillaume", "Quentin", "Florian", "Sébastien", "Benjamin", "Vincent", "Adrien", "Arthur", "Louis", "Jules", "Gabriel",
  "Raphaël", "Yanis", "Mehdi", "Moussa", "Enzo", "Damien", "Jérôme", "Stéphane", "Christophe", "Olivier", "Philippe", "Franck",
  "David", "Cédric", "Bastien", "Théo",
]; // prettier-ignore

/** Some 4,000 employers: a real pool names thousands, each one in a few dozen CVs. */
const COMPANY_NAMES = [...new Set([
  "Berthier", "Valmont", "Morin", "Lacroix", "Fontaine", "Delmas", "Rivière", "Carpentier", "Marchal", "Boyer", "Chevalier", "Lambert",
  "Moulin", "Girard", "Roche", "Perret", "Vasseur", "Collet", "Bouvier", "Hamon", "Sanchez", "Texier", "Leclerc", "Brunet",
  "Arnaud", "Dumont", "Mallet", "Picard", "Royer", "Schmitt", "Tessier", "Vallet", "Aubert", "Baron", "Charpentier", "Deschamps",
  "Fleury", "Gauthier", "Hubert", "Jacquet", "Klein", "Langlois", "Meyer", "Noël", "Olivier", "Poulain", "Renard", "Simon",
  "Thibault", "Weber", "Blanchard", "Collin", "Drouet", "Faure", "Gillet", "Huet", "Joly", "Leroux", "Marty", "Prévost",
  ...SURNAMES,
])]; // prettier-ignore
const COMPANY_KINDS = [
  "Transports",
  "Bâtiment",
  "Industries",
  "Conseil",
  "Logistique",
  "Distribution",
  "Clinique",
  "Hôtel",
  "Informatique",
  "Assurances",
  "Ingénierie",
  "Services",
  "Restauration",
  "Immobilier",
  "Automobiles",
  "Agroalimentaire",
  "Énergie",
  "Santé",
  "Finance",
  "Communication",
  "Emballages",
  "Mécanique",
];
const SCHOOLS = [
  "Lycée Ampère",
  "IUT Lyon 1",
  "Université de Bordeaux",
  "AFPA",
  "CNAM",
  "IFSI de Nantes",
  "KEDGE Business School",
  "Lycée Jean Moulin",
  "INSA Toulouse",
  "GRETA",
];
const LANGUAGES = ["Anglais courant", "Anglais professionnel", "Espagnol intermédiaire", "Allemand notions", "Italien courant"];

/**
 * What each sector adds to a CV (keyed by the demo offers' sector labels): degrees as written
 * («BTS Comptabilité et gestion»: the degree and its field), the tools and certificates its
 * people list, the kinds of employer, and a few large employers of the sector that hundreds of
 * CVs name (accents included: «Société Générale» must be found by «societe generale»).
 */
type SectorCv = { degrees: [degree: string, field: string][]; tools: string[]; employers: string[]; kinds: string[] };
const SECTOR_CV: Record<string, SectorCv> = {
  "BTP / Construction": {
    degrees: [["BTS Bâtiment", "Bâtiment"], ["DUT Génie civil", "Génie civil"], ["CAP Maçon", "Maçonnerie"], ["Licence professionnelle Conduite de travaux", "Conduite de travaux"], ["Titre professionnel Chef de chantier", "Gros œuvre"]],
    tools: ["AutoCAD", "MS Project", "CACES R482", "Habilitation électrique B1V", "Excel"],
    employers: ["Bouygues Bâtiment Sud-Est", "Eiffage Génie Civil", "Vinci Construction France", "Spie Batignolles"],
    kinds: ["Bâtiment", "Constructions", "Travaux publics", "Rénovation"],
  },
  "Industrie & Production": {
    degrees: [["BTS Maintenance des systèmes", "Maintenance industrielle"], ["DUT Génie mécanique et productique", "Génie mécanique"], ["Bac professionnel Pilote de ligne de production", "Production"], ["Licence professionnelle Qualité", "Qualité"]],
    tools: ["GMAO", "SAP", "Lean manufacturing", "Habilitation électrique BR", "Commande numérique Fanuc"],
    employers: ["Michelin", "Saint-Gobain", "Schneider Electric", "Danone"],
    kinds: ["Industries", "Mécanique", "Plasturgie", "Emballages"],
  },
  "Informatique & Numérique": {
    degrees: [["BTS Services informatiques aux organisations", "Informatique"], ["DUT Informatique", "Informatique"], ["Master Informatique", "Informatique"], ["Titre professionnel Développeur web", "Développement web"]],
    tools: ["React", "TypeScript", "Node.js", "Docker", "SQL", "Python", "Linux"],
    employers: ["Capgemini", "Sopra Steria", "Atos", "Orange Business"],
    kinds: ["Informatique", "Numérique", "Conseil", "Logiciels"],
  },
  "Commerce & Distribution": {
    degrees: [["BTS Management commercial opérationnel", "Commerce"], ["BTS Négociation et digitalisation de la relation client", "Vente"], ["Bac professionnel Commerce", "Commerce"], ["Master Marketing", "Marketing"]],
    tools: ["Excel", "Salesforce", "Merchandising", "Encaissement", "Gestion des stocks"],
    employers: ["Décathlon", "Leroy Merlin", "Carrefour", "Fnac Darty"],
    kinds: ["Distribution", "Magasins", "Négoce", "Commerce"],
  },
  "Transport & Logistique": {
    degrees: [["Titre professionnel Conducteur du transport routier", "Transport routier"], ["BTS Gestion des transports et logistique associée", "Logistique"], ["Licence professionnelle Logistique", "Logistique"], ["Titre professionnel Cariste d'entrepôt", "Logistique"]],
    tools: ["CACES R489 catégorie 3", "CACES R489 catégorie 5", "FIMO", "Permis CE", "WMS Reflex", "Excel"],
    employers: ["Géodis", "La Poste", "Kuehne + Nagel", "Dachser"],
    kinds: ["Transports", "Logistique", "Messagerie", "Entrepôts"],
  },
  "Banque, Finance & Assurance": {
    degrees: [["BTS Comptabilité et gestion", "Comptabilité"], ["DCG", "Comptabilité et gestion"], ["Master Finance", "Finance"], ["Licence Banque Assurance", "Banque"], ["DUT Gestion des entreprises et des administrations", "Gestion"]],
    tools: ["Sage", "Cegid", "SAP", "Excel", "Power BI"],
    employers: ["Société Générale", "Crédit Agricole Centre-Est", "BNP Paribas", "Caisse d'Épargne", "AXA France"],
    kinds: ["Cabinet", "Finance", "Assurances", "Expertise comptable"],
  },
  "Santé & Médico-social": {
    degrees: [["Diplôme d'État d'infirmier", "Soins infirmiers"], ["Diplôme d'État d'aide-soignant", "Soins"], ["Diplôme d'État d'accompagnant éducatif et social", "Accompagnement"], ["Diplôme d'État d'éducateur spécialisé", "Éducation spécialisée"], ["BTS Services et prestations des secteurs sanitaire et social", "Sanitaire et social"]],
    tools: ["Soins palliatifs", "Gestes d'urgence AFGSU", "Dossier patient informatisé", "Pansements complexes", "Accompagnement Alzheimer"],
    employers: ["CHU de Bordeaux", "Hospices civils de Lyon", "Korian", "Assistance publique – Hôpitaux de Paris"],
    kinds: ["Clinique", "Hôpital", "EHPAD", "Centre de santé"],
  },
  "Ressources humaines": {
    degrees: [["Master Ressources humaines", "Ressources humaines"], ["Licence professionnelle Gestion de la paie", "Paie"], ["BTS Support à l'action managériale", "Gestion administrative"], ["Titre professionnel Gestionnaire de paie", "Paie"]],
    tools: ["Silae", "ADP", "Sage Paie", "Entretiens de recrutement", "LinkedIn Recruiter"],
    employers: ["Adecco", "Randstad", "Manpower", "Crit Intérim"],
    kinds: ["Conseil", "Services", "Intérim", "Recrutement"],
  },
  "Hôtellerie-Restauration": {
    degrees: [["CAP Cuisine", "Cuisine"], ["Bac professionnel Cuisine", "Cuisine"], ["BTS Management en hôtellerie-restauration", "Hôtellerie-restauration"], ["CAP Commercialisation et services en hôtel-café-restaurant", "Service en salle"]],
    tools: ["HACCP", "Opera PMS", "Gestion des commandes", "Service en salle", "Anglais"],
    employers: ["Accor", "Paul Bocuse Brasseries", "Sodexo", "Elior"],
    kinds: ["Hôtel", "Restaurant", "Brasserie", "Restauration"],
  },
  "Ingénierie & Bureau d'études": {
    degrees: [["Diplôme d'ingénieur Génie civil", "Génie civil"], ["Diplôme d'ingénieur Mécanique", "Mécanique"], ["BTS Conception de produits industriels", "Conception"], ["Master Mécanique", "Mécanique"]],
    tools: ["CATIA", "SolidWorks", "Revit", "Ansys", "AutoCAD"],
    employers: ["Egis", "Artelia", "Safran", "Alten"],
    kinds: ["Ingénierie", "Bureau d'études", "Conseil", "Études"],
  },
}; // prettier-ignore

/**
 * Real CVs name other trades than the candidate's own: the people they worked with or for, the
 * post they aim at. Such words are in the history or the CV's text, never in the header: the
 * search must rank «comptable» in the header above «en lien avec le comptable» in a summary.
 */
const COLLEAGUES = ["En lien avec le", "Travail en binôme avec le", "Rattaché au", "Interlocuteur privilégié du", "Remplacement ponctuel du"];
const AIMS = ["Objectif : évoluer vers un poste de", "Projet professionnel :", "Ouvert à un poste de"];

/** Where the header says more than the role: one CV in four. */
const SENIORITY = [" junior", " confirmé", " senior", " expérimenté"];

type Commune = { id: number; label: string; zipcode: string | null; latitude: number | null; longitude: number | null };

const pick = <T>(random: () => number, list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
/**
 * A job title in the feminine as French CVs write it: the noun (first word) and the adjectives
 * agree, the rest stays («Conductrice de travaux», «Serveuse», «Infirmière coordinatrice»).
 */
const NOUN_FEMININE: [RegExp, string][] = [
  [/(?<=\p{L})teur(?!\p{L})/gu, "trice"],
  [/ieur(?!\p{L})/gu, "ieure"],
  [/eur(?!\p{L})/gu, "euse"],
  [/ier(?!\p{L})/gu, "ière"],
  [/ien(?!\p{L})/gu, "ienne"],
  [/(Assistant|soignant|Gouvernant|Consultant|Chargé)(?!\p{L})/gu, "$1e"],
];
const ADJECTIVE_FEMININE = /(?<!\p{L})(spécialisé|confirmé|expérimenté|général|médical|commercial|coordinateur)(?!\p{L})/gu;
function feminine(title: string, isWoman: boolean) {
  if (!isWoman) return title;
  const [noun = "", ...rest] = title.split(" ");
  const agreed = NOUN_FEMININE.reduce((text, [pattern, by]) => text.replace(pattern, by), noun);
  return [
    agreed,
    ...rest.map((word) => word.replace(ADJECTIVE_FEMININE, (adjective) => (adjective === "coordinateur" ? "coordinatrice" : `${adjective}e`))),
  ].join(" ");
}
const cvOf = (sector: { label: string }) => SECTOR_CV[sector.label] ?? SECTOR_CV["Commerce & Distribution"]!;

/** One invented candidate: the row as the CV reading would leave it. */
function candidate(index: number, random: () => number, communes: Commune[], now: Date): typeof candidates.$inferInsert {
  const sector = pick(random, SECTORS);
  const cv = cvOf(sector);
  const [role] = pick(random, sector.jobs);
  const isWoman = random() < 0.5;
  const first = pick(random, isWoman ? WOMEN_FIRST_NAMES : MEN_FIRST_NAMES);
  const last = pick(random, SURNAMES);
  // Some CVs write the surname in capitals («Anne-Sophie DUVAL»); a few have no header read.
  const name = random() < 0.1 ? `${first} ${last.toUpperCase()}` : `${first} ${last}`;
  const headerRoll = random();
  const header = headerRoll < 0.05 ? null : feminine(role, isWoman) + (headerRoll > 0.75 ? feminine(pick(random, SENIORITY), isWoman) : "");
  const commune = pick(random, communes);
  const startYear = 2024 - Math.floor(random() * 18);
  const tools = cv.tools.filter(() => random() < 0.45);
  const workHistory: WorkHistoryItem[] = Array.from({ length: 1 + Math.floor(random() * 3) }, (_, job) => {
    // One past job in five was in another trade: a career change, the old trade only in the history.
    const jobSector = job > 0 && random() < 0.2 ? pick(random, SECTORS) : sector;
    const jobCv = cvOf(jobSector);
    const [title] = job === 0 ? [role] : pick(random, jobSector.jobs);
    const from = startYear - job * 3;
    const employer =
      random() < 0.25 ? pick(random, jobCv.employers) : `${pick(random, random() < 0.5 ? jobCv.kinds : COMPANY_KINDS)} ${pick(random, COMPANY_NAMES)}`;
    const tool = jobSector === sector && tools.length > 0 && random() < 0.6 ? ` sous ${pick(random, tools)}` : "";
    return {
      title: feminine(title, isWoman),
      companyName: employer,
      place: commune.label,
      startDate: { year: from, month: 1 + Math.floor(random() * 12) },
      endDate: job === 0 ? null : { year: from + 2, month: 1 + Math.floor(random() * 12) },
      summary:
        [
          pick(random, jobSector.missions) + tool,
          pick(random, jobSector.missions),
          ...(random() < 0.35 ? [`${pick(random, COLLEAGUES)} ${pick(random, pick(random, SECTORS).jobs)[0].toLowerCase()}`] : []),
        ].join(". ") + ".",
    };
  });
  const [degree, field] = pick(random, cv.degrees);
  const education: EducationItem[] = [{ degree, field, schoolName: pick(random, SCHOOLS), startYear: startYear - 4, endYear: startYear - 2 }];
  const skills = [...sector.skills.filter(() => random() < 0.5), ...tools];
  const languages = [pick(random, LANGUAGES)];
  const email = `${first}.${last}.${index}@example.org`
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/\s+/g, "-")
    .toLowerCase();
  const resumeText = [
    name,
    header ?? "",
    `${commune.zipcode ?? ""} ${commune.label}`,
    "Expérience professionnelle",
    ...workHistory.flatMap((w) => [
      `${w.title} — ${w.companyName}`,
      `${w.startDate!.month}/${w.startDate!.year} - ${w.endDate ? `${w.endDate.month}/${w.endDate.year}` : "Aujourd'hui"}`,
      w.summary,
    ]),
    ...(random() < 0.15 ? [`${pick(random, AIMS)} ${pick(random, pick(random, SECTORS).jobs)[0].toLowerCase()}`] : []),
    "Formation",
    ...education.map((e) => `${e.startYear} - ${e.endYear} : ${e.degree} — ${e.schoolName}`),
    "Compétences",
    skills.join(", "),
    ...languages,
  ].join("\n");
  const validatedAt = new Date(now.getTime() - Math.floor(random() * 500) * 86_400_000);
  return {
    email,
    name,
    header,
    phoneNumber: `06${String(10_000_000 + Math.floor(random() * 89_999_999))}`,
    zipcode: commune.zipcode,
    landRegistryId: commune.id,
    latitude: commune.latitude,
    longitude: commune.longitude,
    resumeStatus: "EXTRACTED",
    resumeText,
    workHistory,
    education,
    skills,
    languages,
    ...searchTexts(workHistory, education),
    validatedAt,
    lastContactAt: validatedAt,
  };
}

/** The most populated placed communes: where the firm's candidates live. */
async function placedCommunes(db: Db, count: number): Promise<Commune[]> {
  return db
    .select({
      id: landRegistries.id,
      label: landRegistries.label,
      zipcode: landRegistries.zipcode,
      latitude: landRegistries.latitude,
      longitude: landRegistries.longitude,
    })
    .from(landRegistries)
    .where(and(eq(landRegistries.level, 3), isNotNull(landRegistries.latitude)))
    .orderBy(desc(landRegistries.population))
    .limit(count);
}

/** `count` candidates, inserted in batches; deterministic for a given geography. */
export async function insertGeneratedCandidates(db: Db, count: number, now = new Date()): Promise<void> {
  const communes = await placedCommunes(db, 2000);
  const random = seededRandom(20261125);
  const BATCH = 500;
  for (let start = 0; start < count; start += BATCH) {
    const rows = Array.from({ length: Math.min(BATCH, count - start) }, (_, i) => candidate(start + i, random, communes, now));
    await db.insert(candidates).values(rows).onConflictDoNothing({ target: candidates.email });
  }
}

export const seedDemoCandidates = (db: Db) => insertGeneratedCandidates(db, DEMO_CANDIDATE_COUNT);
