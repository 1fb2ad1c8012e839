import { demoImageBase } from "../modules/media/demo-images";
import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "../db/client";
import { agencies, agencyDepartments, landRegistries, placeReviews } from "../db/schema";
import { demoAgencies, type DemoAgency } from "./demo-agencies";
import { atPlace, de } from "../../common/format/typography";
import { plainTextToHtml } from "../../common/format/rich-text";

/**
 * Demo content of the 13 agencies (spec 1 §2, Agency page): original French text about
 * each local job market. Streets are fictional; phone numbers are in the blocks ARCEP
 * reserves for fiction (01 99 00, 02 61 91, 03 53 73, 04 65 71, 05 36 49). Staff edit the
 * rows afterwards in the «Agences» manager.
 */
type AgencyText = {
  street: string;
  zipcode: string;
  /**
   * The office's own point, in its postal district (the streets are fictional, the points
   * plausible): maps and structured data show the office, not the town hall.
   */
  office: { latitude: number; longitude: number };
  phone: string;
  /** INSEE codes of the intervention departments, the agency's own first. */
  departments: string[];
  description: string;
  content: string[];
};

const texts: Record<string, AgencyText> = {
  paris: {
    street: "48 rue des Ateliers-Lumière",
    zipcode: "75008",
    office: { latitude: 48.87382, longitude: 2.31051 },
    phone: "01 99 00 12 10",
    departments: ["75", "92", "93", "94"],
    description:
      "Au cœur du quartier d'affaires, notre agence parisienne recrute cadres, experts et fonctions support pour les sièges sociaux, start-up et PME d'Île-de-France.",
    content: [
      "Le marché parisien est le plus dense de France, et aussi le plus disputé : un développeur, un contrôleur de gestion ou un responsable paie reçoit plusieurs sollicitations par semaine. Nos consultants connaissent les niveaux de salaire pratiqués de La Défense à Saint-Denis et savent présenter votre poste à des candidats qui ne cherchent pas activement.",
      "Nous accompagnons les sièges sociaux dans leurs recrutements de cadres et de dirigeants, les scale-up dans leurs phases d'hypercroissance et les PME de la petite couronne qui veulent structurer leurs équipes commerciales, financières ou RH.",
      "Chaque mission commence par une rencontre dans vos locaux : comprendre votre culture d'entreprise est la meilleure garantie d'un recrutement qui dure.",
    ],
  },
  lyon: {
    street: "14 rue des Canuts-Tisserands",
    zipcode: "69002",
    office: { latitude: 45.75402, longitude: 4.82705 },
    phone: "04 65 71 20 14",
    departments: ["69", "01", "38", "42"],
    description:
      "Entre Part-Dieu et Vallée de la chimie, notre agence lyonnaise recrute pour l'industrie, la santé, le numérique et le BTP de toute la région.",
    content: [
      "Lyon concentre des industriels de la chimie et de la pharmacie, un pôle numérique en plein essor et des entreprises du bâtiment portées par les grands chantiers de la métropole. Cette diversité crée des tensions fortes sur les techniciens de maintenance, les chefs de chantier et les ingénieurs qualité.",
      "Notre équipe lyonnaise travaille avec les ETI familiales de l'Ain et de la Loire comme avec les sites industriels du sud de l'agglomération. Nous connaissons les bassins d'emploi de Villeurbanne à Vienne et savons convaincre un candidat de traverser le Rhône pour un projet qui lui ressemble.",
    ],
  },
  marseille: {
    street: "7 quai des Voiliers-Anciens",
    zipcode: "13002",
    office: { latitude: 43.30463, longitude: 5.36628 },
    phone: "04 65 71 20 13",
    departments: ["13", "83", "84"],
    description:
      "Face au port, notre agence marseillaise recrute pour la logistique portuaire, l'aéronautique, l'énergie et le commerce de la métropole Aix-Marseille-Provence.",
    content: [
      "Premier port de France, Marseille vit au rythme de la logistique, du transport maritime et des industries de l'étang de Berre. L'aéronautique de Marignane et les entreprises de l'énergie recherchent en permanence des techniciens, des acheteurs et des ingénieurs prêts à s'installer au soleil.",
      "Nos consultants couvrent aussi le Var et le Vaucluse : de Toulon à Avignon, nous aidons les PME de la distribution et du BTP à recruter des profils opérationnels, souvent en quelques semaines, grâce à un vivier entretenu au quotidien.",
      "Un besoin urgent pour la saison ou un poste de direction à pourvoir en toute discrétion ? Nous adaptons la méthode à votre calendrier.",
    ],
  },
  lille: {
    street: "22 rue des Filatures-du-Nord",
    zipcode: "59000",
    office: { latitude: 50.63518, longitude: 3.06983 },
    phone: "03 53 73 20 59",
    departments: ["59", "62"],
    description:
      "Au carrefour de Paris, Londres et Bruxelles, notre agence lilloise recrute pour la distribution, la logistique, le textile technique et les services.",
    content: [
      "La métropole lilloise abrite les sièges de grandes enseignes de la distribution et un tissu dense d'entrepôts le long des axes vers la Belgique. Les chefs de rayon, responsables d'exploitation logistique et acheteurs y sont très demandés, tout comme les commerciaux bilingues.",
      "Nous intervenons dans le Nord et le Pas-de-Calais, du bassin minier au littoral, auprès d'industriels qui se réinventent et d'entreprises de services en pleine croissance. Notre connaissance du terrain nous permet de proposer des candidats mobiles et rapidement opérationnels.",
    ],
  },
  bordeaux: {
    street: "31 cours des Chais-Anciens",
    zipcode: "33000",
    office: { latitude: 44.84405, longitude: -0.57497 },
    phone: "05 36 49 20 33",
    departments: ["33", "24", "40", "17"],
    description: "Des vignobles à l'aéronautique, notre agence bordelaise recrute pour les filières qui font la force de la Nouvelle-Aquitaine.",
    content: [
      "Bordeaux attire chaque année de nombreux cadres venus d'Île-de-France, mais les entreprises locales peinent toujours à trouver des profils techniques : ingénieurs en aéronautique et défense, techniciens de maintenance, conducteurs de travaux ou responsables export pour la filière vin.",
      "Notre équipe accompagne les PME de Gironde, de Dordogne, des Landes et de Charente-Maritime, des maisons de négoce aux sous-traitants industriels. Nous savons mettre en avant la qualité de vie de la région sans rien cacher des réalités du poste.",
    ],
  },
  nantes: {
    street: "9 allée des Chantiers-Navals",
    zipcode: "44000",
    office: { latitude: 47.20983, longitude: -1.56602 },
    phone: "02 61 91 20 44",
    departments: ["44", "85", "49"],
    description: "Notre agence nantaise recrute pour la construction navale, l'agroalimentaire, le numérique et le BTP du Grand Ouest.",
    content: [
      "Le bassin nantais conjugue industrie navale à Saint-Nazaire, agroalimentaire en Vendée et dans le Maine-et-Loire, et un écosystème numérique parmi les plus dynamiques de France. Le taux de chômage y est bas : recruter un soudeur qualifié ou un développeur confirmé demande une vraie stratégie d'approche.",
      "Nos consultants vont chercher les candidats là où ils sont, y compris en poste, et valorisent vos atouts : projets, formation, perspectives. Nous travaillons aussi bien pour les ETI industrielles que pour les PME familiales du vignoble et du littoral.",
    ],
  },
  toulouse: {
    street: "16 rue des Briquetiers",
    zipcode: "31000",
    office: { latitude: 43.61098, longitude: 1.43402 },
    phone: "05 36 49 20 31",
    departments: ["31", "81", "82", "32"],
    description:
      "Capitale de l'aéronautique et du spatial, Toulouse a son agence dédiée aux ingénieurs, techniciens et fonctions support de l'industrie et du numérique.",
    content: [
      "Autour des grands donneurs d'ordre de l'aéronautique gravitent des centaines de sous-traitants, bureaux d'études et sociétés de services qui recrutent en continu ingénieurs systèmes, techniciens qualité, ajusteurs-monteurs et chefs de projet.",
      "Notre agence toulousaine connaît ces métiers et leurs certifications. Elle intervient aussi dans le Tarn, le Tarn-et-Garonne et le Gers, où l'agroalimentaire et le BTP cherchent des encadrants de proximité.",
      "Nous vous aidons à vous démarquer face aux grands groupes : un discours clair sur le poste, une réponse rapide aux candidats et un processus court.",
    ],
  },
  rennes: {
    street: "5 rue des Halles-Bretonnes",
    zipcode: "35000",
    office: { latitude: 48.10402, longitude: -1.67251 },
    phone: "02 61 91 20 35",
    departments: ["35", "22", "56"],
    description: "Notre agence rennaise recrute pour le numérique, la cybersécurité, l'agroalimentaire et l'automobile en Bretagne.",
    content: [
      "Rennes s'est imposée comme un pôle majeur de la cybersécurité et des télécoms, tandis que l'agroalimentaire breton reste l'un des premiers employeurs de la région. Les profils d'ingénieurs sécurité, de responsables de production et de techniciens de maintenance y sont rares et très sollicités.",
      "Nous accompagnons les entreprises d'Ille-et-Vilaine, des Côtes-d'Armor et du Morbihan avec une approche directe ciblée et un vivier construit au fil des années, pour des recrutements en CDI comme pour des missions de transition.",
    ],
  },
  strasbourg: {
    street: "12 quai des Bateliers-Rhénans",
    zipcode: "67000",
    office: { latitude: 48.58003, longitude: 7.75301 },
    phone: "03 53 73 20 67",
    departments: ["67", "68"],
    description: "Au cœur de l'Europe, notre agence strasbourgeoise recrute des profils bilingues pour l'industrie, la santé, la banque et les services.",
    content: [
      "La proximité de l'Allemagne et de la Suisse façonne le marché alsacien : de nombreux techniciens et ingénieurs travaillent de l'autre côté du Rhin, et les entreprises locales doivent proposer des projets attractifs pour les retenir.",
      "Notre équipe recrute des commerciaux germanophones, des responsables de production, des techniciens biomédicaux et des fonctions financières pour les entreprises du Bas-Rhin et du Haut-Rhin. Nous évaluons systématiquement le niveau de langue lorsqu'il est requis.",
    ],
  },
  montpellier: {
    street: "27 rue des Garrigues-Hautes",
    zipcode: "34000",
    office: { latitude: 43.60803, longitude: 3.89002 },
    phone: "04 65 71 20 34",
    departments: ["34", "30", "11"],
    description: "Notre agence montpelliéraine recrute pour la santé, le numérique, le BTP et la distribution en Occitanie méditerranéenne.",
    content: [
      "Montpellier est l'une des métropoles qui gagnent le plus d'habitants en France. Cette croissance soutient le bâtiment, le commerce et les services, et un pôle santé et biotechnologies reconnu. Les entreprises y cherchent des conducteurs de travaux, des responsables de magasin et des chefs de projet informatique.",
      "Nous intervenons aussi dans le Gard et l'Aude, où les PME ont besoin d'un partenaire capable de trouver des encadrants fiables, prêts à s'engager sur la durée.",
    ],
  },
  nice: {
    street: "3 avenue des Orangers-Bleus",
    zipcode: "06000",
    office: { latitude: 43.70398, longitude: 7.26204 },
    phone: "04 65 71 20 06",
    departments: ["06", "83"],
    description: "De Sophia Antipolis à Monaco, notre agence niçoise recrute ingénieurs, commerciaux et cadres de l'hôtellerie et des services.",
    content: [
      "La Côte d'Azur associe une technopole de rang international, un secteur touristique de premier plan et des entreprises de services haut de gamme. Les ingénieurs logiciels, les directeurs d'établissement et les commerciaux multilingues y sont particulièrement recherchés.",
      "Le coût du logement rend certains recrutements délicats : nos consultants en parlent franchement avec les candidats dès le premier échange et vous conseillent sur un package réaliste. Nous couvrons les Alpes-Maritimes et l'est du Var.",
    ],
  },
  rouen: {
    street: "19 rue des Drapiers-Normands",
    zipcode: "76000",
    office: { latitude: 49.44903, longitude: 1.09402 },
    phone: "02 61 91 20 76",
    departments: ["76", "27"],
    description: "Notre agence rouennaise recrute pour la chimie, la logistique portuaire, l'automobile et le BTP de la vallée de la Seine.",
    content: [
      "L'axe Seine, du Havre à Rouen, concentre raffineries, sites chimiques, plateformes logistiques et sous-traitants automobiles. Les opérateurs de production, techniciens HSE et responsables de maintenance y sont au cœur des besoins.",
      "Notre équipe accompagne les industriels de Seine-Maritime et de l'Eure, souvent soumis à des contraintes de sécurité fortes, en vérifiant habilitations et expériences avant toute présentation de candidat.",
    ],
  },
  grenoble: {
    street: "11 rue des Glaciers-Bleus",
    zipcode: "38000",
    office: { latitude: 45.19152, longitude: 5.71453 },
    phone: "04 65 71 20 38",
    departments: ["38", "73", "26"],
    description:
      "Au pied des Alpes, notre agence grenobloise recrute ingénieurs, chercheurs et techniciens pour la microélectronique, l'énergie et l'industrie.",
    content: [
      "Grenoble est l'un des premiers pôles de recherche et d'innovation d'Europe : microélectronique, énergies renouvelables, instrumentation. Les entreprises y recrutent des profils très qualifiés, souvent docteurs ou ingénieurs, et la concurrence entre employeurs est vive.",
      "Nos consultants parlent le langage des équipes techniques et savent évaluer une expertise pointue. Nous intervenons aussi en Savoie et dans la Drôme, où l'industrie de montagne et l'agroalimentaire cherchent des encadrants de terrain.",
    ],
  },
};

/** Review texts; {city}, {de city} and {à city} become the agency's town, with the right preposition. */
const reviewPool: { text: string; rating: number }[] = [
  {
    rating: 5,
    text: "Recrutement de notre responsable d'atelier bouclé en cinq semaines. Le consultant avait visité l'usine et cela se sentait dans la qualité des candidats présentés.",
  },
  {
    rating: 5,
    text: "Très bon accompagnement de l'agence {de city} : des points réguliers, des comptes rendus d'entretien précis et une vraie honnêteté sur le marché.",
  },
  { rating: 4, text: "Trois candidats sérieux présentés en quinze jours pour un poste de comptable. Un peu d'attente au démarrage, mais le résultat est là." },
  { rating: 5, text: "En tant que candidate, j'ai été rappelée le lendemain de mon dépôt de CV. Conseils utiles pour l'entretien, et j'ai obtenu le poste !" },
  { rating: 4, text: "Équipe réactive et à l'écoute. Ils ont compris rapidement nos contraintes d'horaires et n'ont présenté que des profils compatibles." },
  {
    rating: 3,
    text: "Bon contact avec la consultante, mais la recherche a pris plus de temps que prévu sur un profil très rare. Le candidat retenu donne satisfaction.",
  },
  { rating: 5, text: "Deuxième recrutement confié à l'agence {de city} et toujours le même sérieux. Ils connaissent parfaitement les entreprises du secteur." },
  {
    rating: 5,
    text: "J'ai apprécié la transparence sur le salaire et le poste dès le premier appel. Aucun mauvais suspense, un processus clair du début à la fin.",
  },
  { rating: 4, text: "Recherche d'un chef de chantier menée avec méthode. Les tests techniques proposés nous ont fait gagner un temps précieux." },
  {
    rating: 5,
    text: "Suivi remarquable pendant la période d'essai : la consultante a appelé notre nouvelle recrue et nous-mêmes à un mois puis à trois mois.",
  },
  {
    rating: 3,
    text: "Prestation correcte. Quelques profils ne correspondaient pas tout à fait au brief au début, corrigé ensuite après un point téléphonique.",
  },
  {
    rating: 5,
    text: "Candidat en reconversion, j'ai été accompagné avec bienveillance. On m'a aidé à valoriser mon expérience et à viser les bonnes entreprises {à city}.",
  },
  { rating: 4, text: "Un cabinet qui connaît bien le bassin d'emploi {de city}. Les honoraires sont clairs et annoncés dès le départ." },
  { rating: 5, text: "Nous cherchions un directeur commercial en toute confidentialité : discrétion totale et un excellent candidat recruté." },
  { rating: 4, text: "Processus rapide et professionnel. J'aurais aimé un peu plus de retours entre les entretiens, mais l'expérience reste très positive." },
];

const FIRST_NAMES = [
  "Sophie",
  "Karim",
  "Élodie",
  "Thomas",
  "Nadia",
  "Julien",
  "Camille",
  "Mehdi",
  "Aurélie",
  "Lucas",
  "Inès",
  "Pierre",
  "Laura",
  "Yannick",
  "Manon",
  "Samir",
  "Claire",
  "Hugo",
];
const INITIALS = "BDGLMPRTV";
const DAY = 24 * 60 * 60 * 1000;

/** The point of a demo agency's office; null for a town the demo has no agency in. */
export const demoAgencyOffice = (slug: string) => texts[slug]?.office ?? null;

/** OpenStreetMap embed centred on the agency, with a marker (no API key, no cookie). */
export function osmEmbedUrl(latitude: number, longitude: number): string {
  const bbox = [longitude - 0.012, latitude - 0.007, longitude + 0.012, latitude + 0.007].map((n) => n.toFixed(4)).join(",");
  return `https://www.openstreetmap.org/export/embed.html?bbox=${encodeURIComponent(bbox)}&layer=mapnik&marker=${encodeURIComponent(`${latitude},${longitude}`)}`;
}

/** 3 to 6 reviews per agency, spread over the last year, chosen deterministically from the pool. */
function demoReviews(agency: DemoAgency, index: number, now: number) {
  const howMany = 3 + (index % 4);
  return Array.from({ length: howMany }, (_, k) => {
    const pick = reviewPool[(index * 5 + k * 4) % reviewPool.length];
    const name = FIRST_NAMES[(index * 3 + k * 7) % FIRST_NAMES.length];
    return {
      placeId: `demo-place-${agency.slug}`,
      author: `${name} ${INITIALS[(index + k * 2) % INITIALS.length]}.`,
      time: new Date(now - (12 + ((index * 37 + k * 61) % 340)) * DAY),
      rating: pick.rating,
      text: pick.text.replaceAll("{de city}", de(agency.city)).replaceAll("{à city}", atPlace(agency.city)).replaceAll("{city}", agency.city),
    };
  });
}

export async function seedAgencies(db: Db, brandName: string, now = Date.now()): Promise<void> {
  const departmentCodes = [...new Set(Object.values(texts).flatMap((t) => t.departments))];
  const departments = await db
    .select({ id: landRegistries.id, code: landRegistries.code })
    .from(landRegistries)
    .where(and(eq(landRegistries.level, 2), inArray(landRegistries.code, departmentCodes)));
  const departmentId = new Map(departments.map((d) => [d.code, d.id]));
  const towns = await db
    .select({ id: landRegistries.id, code: landRegistries.code })
    .from(landRegistries)
    .where(
      and(
        eq(landRegistries.level, 3),
        inArray(
          landRegistries.code,
          demoAgencies.map((a) => a.inseeCode),
        ),
      ),
    );
  const townId = new Map(towns.map((t) => [t.code, t.id]));

  for (const [index, agency] of demoAgencies.entries()) {
    const text = texts[agency.slug];
    if (!text) throw new Error(`No demo text for the agency ${agency.slug}`);
    const reviews = demoReviews(agency, index, now);
    const average = reviews.reduce((sum, r) => sum + r.rating, 0) / reviews.length;
    const [row] = await db
      .insert(agencies)
      .values({
        title: `${brandName} ${agency.city}`,
        slug: agency.slug,
        address: `${text.street}, ${text.zipcode} ${agency.city}`,
        phone: text.phone,
        email: `${agency.slug}@alto-recrutement.example`,
        map: osmEmbedUrl(text.office.latitude, text.office.longitude),
        latitude: text.office.latitude,
        longitude: text.office.longitude,
        placeId: `demo-place-${agency.slug}`,
        googleRating: Math.round(average * 10) / 10,
        googleReviewsCount: reviews.length,
        description: text.description,
        contentPhoto: demoImageBase("photo", agency.slug),
        content: plainTextToHtml(text.content.join("\n\n")),
        landRegistryId: townId.get(agency.inseeCode) ?? null,
        isActive: true,
      })
      .returning({ id: agencies.id });
    // Without the communes (a test seeding departments only), departments still link.
    const links = text.departments.flatMap((code) => (departmentId.has(code) ? [{ agencyId: row.id, landRegistryId: departmentId.get(code)! }] : []));
    if (links.length > 0) await db.insert(agencyDepartments).values(links);
    await db.insert(placeReviews).values(reviews);
  }
}
