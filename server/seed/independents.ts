import { demoImageBase } from "../modules/media/demo-images";
import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "../db/client";
import { independentDepartments, independents, landRegistries, placeReviews } from "../db/schema";
import { plainTextToHtml } from "../../common/format/rich-text";

/**
 * Demo independent recruiters (spec 1 §2, Independent recruiter page): fictional people,
 * fictional streets in real towns, phone numbers in the 01 99 00 block ARCEP reserves for
 * fiction, Google Business links on the reserved .example domain. Staff edit them afterwards
 * in the «Recruteurs indépendants» manager.
 */
export type DemoIndependent = {
  name: string;
  slug: string;
  /** INSEE code of the main department. */
  main: string;
  /** INSEE codes of the other intervention departments. */
  areas: string[];
  positionOrder: number;
  phone: string;
  address: string;
  /** Who they are, their sectors, how they work. */
  descriptions: [string, string, string];
  extraContent?: string;
  reviews: { author: string; daysAgo: number; rating: number; text: string }[];
};

export const demoIndependents: DemoIndependent[] = [
  {
    name: "Claire Vasseur",
    slug: "claire-vasseur",
    main: "33",
    areas: ["24", "40", "17"],
    positionOrder: 10,
    phone: "01 99 00 31 10",
    address: "8 allée des Vendangeurs, 33000 Bordeaux",
    descriptions: [
      "Après douze ans dans les ressources humaines d'un négociant en vins puis d'un groupe logistique, Claire a choisi de recruter à son compte, avec l'appui du réseau. Elle connaît de l'intérieur la pression d'un poste vacant en pleine saison et sait ce qu'un dirigeant de PME attend vraiment d'un recruteur : des candidats solides, vite, et pas de jargon.",
      "Claire recrute principalement pour la filière vitivinicole, l'agroalimentaire et la logistique : maîtres de chai, responsables d'exploitation, acheteurs, assistants export, chefs d'équipe de quai. Elle accompagne aussi les cabinets comptables et les PME de services de Gironde, de Dordogne, des Landes et de Charente-Maritime sur leurs fonctions administratives et financières.",
      "Chaque mission démarre par une demi-journée sur place : visite du site, rencontre avec le futur manager, point sur la rémunération réaliste. Claire présente ensuite trois à cinq candidats évalués en entretien approfondi, avec un compte rendu écrit pour chacun, et reste en contact avec la personne recrutée jusqu'à la fin de sa période d'essai.",
    ],
    extraContent: "Disponible pour un premier échange téléphonique gratuit du lundi au vendredi, y compris pendant les vendanges.",
    reviews: [
      {
        author: "Bertrand L.",
        daysAgo: 21,
        rating: 5,
        text: "Claire a trouvé notre nouveau maître de chai en un mois, en pleine préparation des vendanges. Elle avait pris le temps de visiter le chai et de rencontrer l'équipe, cela a fait toute la différence.",
      },
      {
        author: "Hélène M.",
        daysAgo: 96,
        rating: 5,
        text: "Accompagnement très humain. Claire m'a préparée à l'entretien et m'a donné un retour honnête après chaque étape. Je suis aujourd'hui responsable logistique dans une entreprise où je me sens bien.",
      },
      {
        author: "Olivier R.",
        daysAgo: 175,
        rating: 4,
        text: "Deux comptables recrutés pour notre cabinet de Libourne. Process clair et honoraires annoncés dès le départ ; un des deux postes a pris un peu plus de temps, mais le résultat est bon.",
      },
      {
        author: "Sabrina T.",
        daysAgo: 260,
        rating: 5,
        text: "Réactive, directe et de bon conseil sur le niveau de salaire à proposer. Nous referons appel à elle sans hésiter.",
      },
    ],
  },
  {
    name: "Mathieu Roussel",
    slug: "mathieu-roussel",
    main: "69",
    areas: ["01", "38", "42"],
    positionOrder: 20,
    phone: "01 99 00 31 20",
    address: "23 rue des Tisserands-Réunis, 69003 Lyon",
    descriptions: [
      "Ingénieur de formation, Mathieu a dirigé pendant dix ans un service maintenance dans l'industrie plasturgique avant de se consacrer au recrutement. Il parle le même langage que les responsables de production et repère en un entretien un technicien qui a vraiment dépanné une ligne à trois heures du matin.",
      "Sa spécialité : les métiers techniques de l'industrie et de l'énergie. Techniciens de maintenance, automaticiens, responsables qualité, méthodes et HSE, chefs d'atelier. Il travaille avec des ETI familiales de l'Ain et de la Loire, des sous-traitants automobiles de l'Isère et des sites de la vallée de la chimie au sud de Lyon.",
      "Mathieu privilégie l'approche directe : la plupart des candidats qu'il présente sont en poste et ne répondent pas aux annonces. Il vérifie les habilitations, fait passer un échange technique structuré et organise lui-même les visites de site, pour que le candidat sache exactement où il met les pieds.",
    ],
    reviews: [
      {
        author: "Stéphane G.",
        daysAgo: 34,
        rating: 5,
        text: "Enfin un recruteur qui comprend ce qu'est un automaticien ! Trois profils présentés, tous pertinents, et un recrutement finalisé en six semaines.",
      },
      {
        author: "Aline P.",
        daysAgo: 120,
        rating: 4,
        text: "Bonne connaissance du bassin industriel de l'Ain. Les entretiens techniques menés par Mathieu nous ont fait gagner beaucoup de temps.",
      },
      {
        author: "Karim D.",
        daysAgo: 208,
        rating: 5,
        text: "J'étais en poste et pas vraiment en recherche. Mathieu m'a présenté un projet clair, sans survendre. J'ai changé d'entreprise et je ne le regrette pas.",
      },
    ],
  },
  {
    name: "Nadia Amrani",
    slug: "nadia-amrani",
    main: "44",
    areas: ["85", "49", "17"],
    positionOrder: 20,
    phone: "01 99 00 31 30",
    address: "5 quai des Cartographes, 44200 Nantes",
    descriptions: [
      "Nadia a commencé sa carrière comme développeuse, puis a piloté le recrutement d'une entreprise de services numériques nantaise en pleine croissance. Elle a rejoint le réseau pour accompagner les entreprises qui n'ont pas d'équipe RH dédiée mais doivent convaincre des profils tech très courtisés.",
      "Elle recrute développeurs, administrateurs systèmes et réseaux, chefs de projet, product owners et techniciens support pour les éditeurs de logiciels, les PME industrielles qui numérisent leurs process et les collectivités du Grand Ouest, de la Loire-Atlantique à la Vendée, au Maine-et-Loire et à la Charente-Maritime.",
      "Nadia aide d'abord à écrire une offre honnête : stack technique, télétravail, salaire. Elle évalue ensuite chaque candidat sur un cas pratique adapté au poste, en accord avec l'entreprise, et s'engage sur un délai de réponse de 48 heures à chaque étape, pour les candidats comme pour les clients.",
    ],
    extraContent:
      "Nadia intervient aussi pour des missions courtes de conseil : structuration d'un processus de recrutement technique, grille d'entretien, marque employeur sur les réseaux professionnels.",
    reviews: [
      {
        author: "Julie F.",
        daysAgo: 15,
        rating: 5,
        text: "Nadia a recruté nos deux premiers développeurs. Sa connaissance du marché nantais et des attentes des candidats nous a évité plusieurs erreurs.",
      },
      {
        author: "Thomas B.",
        daysAgo: 88,
        rating: 5,
        text: "Cas pratique pertinent, retours rapides, aucune mauvaise surprise sur le poste. Une expérience candidat comme on aimerait en vivre plus souvent.",
      },
      {
        author: "Marc-Antoine V.",
        daysAgo: 150,
        rating: 4,
        text: "Très bonne recruteuse pour les profils techniques. Le délai a été un peu plus long pour le poste de chef de projet, le marché est tendu, mais la personne recrutée est excellente.",
      },
      {
        author: "Émilie C.",
        daysAgo: 231,
        rating: 5,
        text: "Nadia nous a aidés à revoir entièrement notre offre d'emploi : deux fois plus de candidatures qualifiées dès la semaine suivante.",
      },
      { author: "Yann K.", daysAgo: 312, rating: 4, text: "Sérieuse et disponible. Elle connaît bien les contraintes d'une collectivité et des concours." },
    ],
  },
  {
    name: "Julien Lefort",
    slug: "julien-lefort",
    main: "59",
    areas: ["62", "80", "02"],
    positionOrder: 30,
    phone: "01 99 00 31 40",
    address: "41 rue des Corons-Fleuris, 59000 Lille",
    descriptions: [
      "Fils et petit-fils d'artisans maçons, Julien a été conducteur de travaux pendant huit ans dans le gros œuvre avant de devenir recruteur. Sur un chantier comme en entretien, il sait distinguer celui qui a réellement encadré une équipe de celui qui l'a simplement côtoyée.",
      "Il se consacre au BTP et aux travaux publics : conducteurs de travaux, chefs de chantier, chefs d'équipe, métreurs, projeteurs, techniciens de bureau d'études. Ses clients sont des entreprises générales, des PME de second œuvre et des entreprises de réseaux du Nord, du Pas-de-Calais, de la Somme et de l'Aisne.",
      "Julien rencontre les candidats là où ils travaillent, souvent en fin de journée, et vérifie les références auprès d'anciens responsables. Il propose ensuite une courte liste de profils disponibles rapidement et suit chaque intégration pendant les trois premiers mois, un appel par mois au salarié comme au client.",
    ],
    reviews: [
      {
        author: "Patrick W.",
        daysAgo: 42,
        rating: 5,
        text: "Julien connaît le métier, ça se sent tout de suite. Notre conducteur de travaux est arrivé trois semaines après notre premier appel.",
      },
      {
        author: "Sandra H.",
        daysAgo: 133,
        rating: 4,
        text: "Bon suivi et des candidats sérieux. Un profil ne correspondait pas tout à fait au début, Julien a rapidement corrigé le tir.",
      },
      {
        author: "Ludovic A.",
        daysAgo: 245,
        rating: 5,
        text: "Il m'a rappelé le jour même et m'a accompagné jusqu'à la signature. Je suis chef de chantier dans une entreprise familiale d'Arras depuis six mois.",
      },
    ],
  },
  {
    name: "Sandrine Morel",
    slug: "sandrine-morel",
    main: "13",
    areas: ["83", "84", "30"],
    positionOrder: 40,
    phone: "01 99 00 31 50",
    address: "17 boulevard des Calanques-Bleues, 13008 Marseille",
    descriptions: [
      "Ancienne directrice de magasin dans la grande distribution, Sandrine a ouvert et dirigé trois points de vente avant de se tourner vers le recrutement. Elle sait ce que représente un rayon sans responsable un samedi de décembre et recrute avec ce sens de l'urgence.",
      "Elle accompagne les enseignes de la distribution, du commerce spécialisé et de l'hôtellerie-restauration : directeurs et adjoints de magasin, chefs de rayon, responsables de boutique, managers de restaurant, commerciaux terrain. Elle intervient dans les Bouches-du-Rhône, le Var, le Vaucluse et le Gard, y compris pour des ouvertures de sites.",
      "Sandrine construit avec vous un profil réaliste, organise des sessions de recrutement collectives lorsque plusieurs postes sont à pourvoir et met les candidats en situation sur le terrain. Elle s'engage sur un point d'avancement chaque semaine et présente uniquement des personnes qu'elle a rencontrées en face à face.",
    ],
    reviews: [
      {
        author: "Fabrice N.",
        daysAgo: 27,
        rating: 5,
        text: "Ouverture de notre magasin d'Avignon : Sandrine a recruté l'encadrement complet en cinq semaines. Organisation impeccable des journées de recrutement.",
      },
      {
        author: "Laetitia S.",
        daysAgo: 110,
        rating: 4,
        text: "Très à l'écoute et très réactive. Elle connaît parfaitement les métiers du commerce, on gagne un temps fou.",
      },
      {
        author: "Rachid O.",
        daysAgo: 199,
        rating: 5,
        text: "Candidat, j'ai apprécié sa franchise sur les horaires et la rémunération. Je suis aujourd'hui adjoint de direction à Toulon.",
      },
      {
        author: "Coralie E.",
        daysAgo: 290,
        rating: 3,
        text: "Bon contact, mais le premier candidat présenté ne correspondait pas à notre clientèle. Le deuxième, lui, est parfait.",
      },
    ],
  },
];

const DAY = 24 * 60 * 60 * 1000;

export async function seedIndependents(db: Db, now = Date.now()): Promise<void> {
  const codes = [...new Set(demoIndependents.flatMap((i) => [i.main, ...i.areas]))];
  const departments = await db
    .select({ id: landRegistries.id, code: landRegistries.code })
    .from(landRegistries)
    .where(and(eq(landRegistries.level, 2), inArray(landRegistries.code, codes)));
  const departmentId = new Map(departments.map((d) => [d.code, d.id]));

  for (const demo of demoIndependents) {
    const placeId = `demo-place-independant-${demo.slug}`;
    const average = demo.reviews.reduce((sum, r) => sum + r.rating, 0) / demo.reviews.length;
    const [row] = await db
      .insert(independents)
      .values({
        name: demo.name,
        slug: demo.slug,
        pictureUrl: demoImageBase("portrait", demo.slug),
        primaryLongDescription: plainTextToHtml(demo.descriptions[0]),
        secondaryLongDescription: plainTextToHtml(demo.descriptions[1]),
        tertiaryLongDescription: plainTextToHtml(demo.descriptions[2]),
        mainDepartmentId: departmentId.get(demo.main) ?? null,
        gmbUrl: `https://business.google.example/${demo.slug}`,
        placeId,
        googleRating: Math.round(average * 10) / 10,
        googleReviewsCount: demo.reviews.length,
        positionOrder: demo.positionOrder,
        phone: demo.phone,
        address: demo.address,
        extraContent: demo.extraContent ? plainTextToHtml(demo.extraContent) : null,
      })
      .returning({ id: independents.id });
    const links = demo.areas.flatMap((code) => (departmentId.has(code) ? [{ independentId: row.id, landRegistryId: departmentId.get(code)! }] : []));
    if (links.length > 0) await db.insert(independentDepartments).values(links);
    await db
      .insert(placeReviews)
      .values(demo.reviews.map((r) => ({ placeId, author: r.author, time: new Date(now - r.daysAgo * DAY), rating: r.rating, text: r.text })));
  }
}
