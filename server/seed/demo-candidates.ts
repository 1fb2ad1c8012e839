import { and, desc, eq, isNotNull } from "drizzle-orm";
import type { Db } from "../db/client";
import { candidates, landRegistries } from "../db/schema";
import type { EducationItem, WorkHistoryItem } from "../../common/candidates";
import { searchTexts } from "../modules/candidates/resume-reading";
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
const DEGREES = ["BTS", "DUT", "Licence professionnelle", "Master", "Titre professionnel", "Baccalauréat professionnel", "CAP", "Diplôme d'État", "BUT"];
const LANGUAGES = ["Anglais courant", "Anglais professionnel", "Espagnol intermédiaire", "Allemand notions", "Italien courant"];

type Commune = { id: number; label: string; zipcode: string | null; latitude: number | null; longitude: number | null };

const pick = <T>(random: () => number, list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
const feminine = (title: string, isWoman: boolean) => (isWoman ? title.replace(/eur\b/, "rice").replace(/ier\b/, "ière").replace(/ien\b/, "ienne") : title);

/** One invented candidate: the row as the CV reading would leave it. */
function candidate(index: number, random: () => number, communes: Commune[], now: Date): typeof candidates.$inferInsert {
  const sector = pick(random, SECTORS);
  const [role] = pick(random, sector.jobs);
  const isWoman = random() < 0.5;
  const first = pick(random, isWoman ? WOMEN_FIRST_NAMES : MEN_FIRST_NAMES);
  const last = pick(random, SURNAMES);
  const header = feminine(role, isWoman);
  const commune = pick(random, communes);
  const startYear = 2024 - Math.floor(random() * 18);
  const workHistory: WorkHistoryItem[] = Array.from({ length: 1 + Math.floor(random() * 3) }, (_, job) => {
    const [title] = job === 0 ? [role] : pick(random, sector.jobs);
    const from = startYear - job * 3;
    return {
      title: feminine(title, isWoman),
      companyName: `${pick(random, COMPANY_KINDS)} ${pick(random, COMPANY_NAMES)}`,
      startDate: { year: from, month: 1 + Math.floor(random() * 12) },
      endDate: job === 0 ? null : { year: from + 2, month: 1 + Math.floor(random() * 12) },
      summary: [pick(random, sector.missions), pick(random, sector.missions)].join(". ") + ".",
    };
  });
  const education: EducationItem[] = [
    {
      degree: `${pick(random, DEGREES)} ${sector.label.split(/[ /&,]/)[0]}`,
      schoolName: pick(random, SCHOOLS),
      startYear: startYear - 4,
      endYear: startYear - 2,
    },
  ];
  const email = `${first}.${last}.${index}@example.org`
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase();
  const resumeText = [
    `${first} ${last}`,
    header,
    `${commune.zipcode ?? ""} ${commune.label}`,
    "Expérience professionnelle",
    ...workHistory.flatMap((w) => [
      `${w.title} — ${w.companyName}`,
      `${w.startDate!.month}/${w.startDate!.year} - ${w.endDate ? `${w.endDate.month}/${w.endDate.year}` : "Aujourd'hui"}`,
      w.summary,
    ]),
    "Formation",
    ...education.map((e) => `${e.startYear} - ${e.endYear} : ${e.degree} — ${e.schoolName}`),
    "Compétences",
    sector.skills.filter(() => random() < 0.6).join(", "),
    pick(random, LANGUAGES),
  ].join("\n");
  const validatedAt = new Date(now.getTime() - Math.floor(random() * 500) * 86_400_000);
  return {
    email,
    name: `${first} ${last}`,
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
