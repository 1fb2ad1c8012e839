import { demoImageBase } from "../modules/media/demo-images";
import { slugify } from "../../common/format/slug";
import type { Db } from "../db/client";
import { partners, teamMembers } from "../db/schema";
import { FOUNDER } from "../../common/brand";
import { plainTextToHtml } from "../../common/format/rich-text";

export type TeamMemberSeed = { firstname: string; lastname: string; position: string; description: string; positionOrder: number };
export type PartnerSeed = { label: string; slug: string; url: string; position: number; description: string };

/**
 * The demo team (spec 1 §3, Team member): invented people, original text. Every description
 * is longer than the 170 characters the page shows before «Voir plus», so the toggle is
 * always exercised. Staff edit these rows in the «Équipe» manager.
 */
export function teamMemberSeeds(brandName: string): TeamMemberSeed[] {
  return [
    {
      ...FOUNDER,
      position: "Présidente et cofondatrice",
      positionOrder: 10,
      description: `Après quinze ans dans le recrutement de cadres industriels, Hélène a fondé ${brandName} avec une conviction : un bon recrutement se joue autant sur la personnalité que sur le CV. Elle pilote aujourd'hui le développement du réseau d'agences et reste en première ligne sur les recrutements de dirigeants.`,
    },
    {
      firstname: "Bastien",
      lastname: "Leclerc-Ory",
      position: "Directeur des opérations",
      positionOrder: 20,
      description:
        "Bastien coordonne les méthodes de travail des agences : brief de poste, délais de présentation, suivi d'intégration. Ancien responsable RH dans la grande distribution, il connaît les attentes des deux côtés du bureau et veille à ce que chaque client reçoive ses premiers candidats dans les délais annoncés.",
    },
    {
      firstname: "Nadia",
      lastname: "Benkirane",
      position: "Directrice d'agence Lyon",
      positionOrder: 30,
      description:
        "Nadia dirige l'agence lyonnaise et son équipe de six consultants. Spécialiste des fonctions commerciales et supply chain, elle accompagne aussi bien les PME familiales de la vallée du Rhône que les ETI en forte croissance. Son credo : un brief précis vaut mieux que dix annonces publiées à la hâte.",
    },
    {
      firstname: "Thomas",
      lastname: "Guérin",
      position: "Consultant recrutement BTP",
      positionOrder: 40,
      description:
        "Ancien conducteur de travaux, Thomas parle le langage des chantiers. Il recrute chefs de chantier, conducteurs de travaux, métreurs et ingénieurs études de prix pour des entreprises de gros œuvre, de second œuvre et de travaux publics. Il passe chaque semaine plusieurs heures sur le terrain pour rencontrer les équipes.",
    },
    {
      firstname: "Camille",
      lastname: "Roussel",
      position: "Consultante recrutement numérique et informatique",
      positionOrder: 50,
      description:
        "Camille recrute développeurs, administrateurs systèmes, chefs de projet et experts cybersécurité. Elle évalue elle-même les bases techniques de chaque candidat avant de le présenter et conseille ses clients sur les salaires du marché, un point décisif sur des métiers où les bons profils reçoivent plusieurs offres par semaine.",
    },
    {
      firstname: "Yanis",
      lastname: "Ferrand",
      position: "Consultant recrutement industrie",
      positionOrder: 60,
      description:
        "Yanis accompagne les sites de production sur leurs postes de techniciens de maintenance, responsables qualité, automaticiens et managers d'atelier. Passé par un bureau d'études, il sait repérer les compétences transférables d'un secteur à l'autre, ce qui ouvre souvent des viviers que les annonces classiques ne touchent pas.",
    },
    {
      firstname: "Léa",
      lastname: "Dumontet",
      position: "Consultante recrutement commerce et distribution",
      positionOrder: 70,
      description:
        "Léa recrute directeurs de magasin, chefs de rayon, responsables de secteur et commerciaux terrain. Elle organise régulièrement des sessions de recrutement collectives pour les ouvertures de points de vente, avec mises en situation et entretiens le même jour, afin de constituer une équipe complète en quelques semaines.",
    },
    {
      firstname: "Sophie",
      lastname: "Kervella",
      position: "Chargée de recherche et d'approche directe",
      positionOrder: 80,
      description:
        "Sophie identifie les talents qui ne sont pas en recherche active. Cartographie des entreprises concurrentes, réseaux professionnels, recommandations : elle prépare le terrain pour les consultants et réalise les premiers échanges avec les candidats, toujours dans le respect de la confidentialité demandée par le client.",
    },
    {
      firstname: "Mathis",
      lastname: "Aubertin",
      position: "Responsable expérience candidat",
      positionOrder: 90,
      description:
        "Mathis veille à ce qu'aucun candidat ne reste sans réponse. Il suit les délais de retour, recueille l'avis des personnes accompagnées après chaque processus et fait évoluer nos pratiques : préparation aux entretiens, retours argumentés en cas de refus, informations claires sur la conservation des données.",
    },
    {
      firstname: "Inès",
      lastname: "Delaunay",
      position: "Consultante RH et bilans de compétences",
      positionOrder: 100,
      description:
        "Psychologue du travail de formation, Inès conduit les bilans de compétences et les missions de conseil RH : entretiens annuels, référentiels de compétences, accompagnement des managers. Elle aide les salariés comme les entreprises à mettre des mots précis sur les talents et sur les besoins de demain.",
    },
  ];
}

/**
 * The demo partners (spec 1 §3, Partner): invented schools, job boards and federations on
 * .example domains, each with a drawn emblem for a logo.
 */
export const partnerSeeds: PartnerSeed[] = [
  {
    label: "École Supérieure des Métiers du Bâtiment",
    slug: "esmb",
    url: "https://www.esmb.example",
    position: 10,
    description: "École d'ingénieurs et de conducteurs de travaux : forums de recrutement et stages de fin d'études.",
  },
  {
    label: "Talentia Jobs",
    slug: "talentia-jobs",
    url: "https://www.talentia-jobs.example",
    position: 20,
    description: "Site d'emploi généraliste où nous diffusons nos offres en CDI et CDD.",
  },
  {
    label: "Fédération Régionale du Commerce Indépendant",
    slug: "frci",
    url: "https://www.frci.example",
    position: 30,
    description: "Fédération de commerçants avec qui nous animons des ateliers sur la fidélisation des équipes.",
  },
  {
    label: "Institut Numérique de l'Ouest",
    slug: "institut-numerique-ouest",
    url: "https://www.ino.example",
    position: 40,
    description: "Formations développeur et cybersécurité : nous rencontrons chaque promotion avant la sortie.",
  },
  {
    label: "TechCarrières",
    slug: "techcarrieres",
    url: "https://www.techcarrieres.example",
    position: 50,
    description: "Plateforme d'emploi spécialisée dans les métiers de l'informatique.",
  },
  {
    label: "Union des Industriels de la Vallée",
    slug: "union-industriels-vallee",
    url: "https://www.uiv.example",
    position: 60,
    description: "Groupement d'entreprises industrielles : veille sur les métiers en tension et journées portes ouvertes.",
  },
  {
    label: "Campus Commerce & Management",
    slug: "campus-commerce-management",
    url: "https://www.campus-cm.example",
    position: 70,
    description: "École de commerce en alternance : nous accompagnons ses étudiants vers leur premier poste.",
  },
  {
    label: "Réseau Cadres & Dirigeants",
    slug: "reseau-cadres-dirigeants",
    url: "https://www.reseau-cadres.example",
    position: 80,
    description: "Cercle de dirigeants où nous intervenons sur la marque employeur et l'approche directe.",
  },
  {
    label: "Chantiers d'Avenir",
    slug: "chantiers-avenir",
    url: "https://www.chantiers-avenir.example",
    position: 90,
    description: "Association qui forme et insère des jeunes dans les métiers du bâtiment.",
  },
  {
    label: "Lycée Technique Jules Verrier",
    slug: "lycee-jules-verrier",
    url: "https://www.lycee-verrier.example",
    position: 100,
    description: "BTS maintenance et électrotechnique : interventions sur la recherche d'emploi auprès des étudiants.",
  },
  {
    label: "Emploi Local Plus",
    slug: "emploi-local-plus",
    url: "https://www.emploi-local-plus.example",
    position: 110,
    description: "Site d'annonces de proximité pour les postes en magasin, en logistique et en atelier.",
  },
  {
    label: "Collectif RH Responsable",
    slug: "collectif-rh-responsable",
    url: "https://www.rh-responsable.example",
    position: 120,
    description: "Collectif de professionnels RH engagés pour des recrutements sans discrimination.",
  },
];

export async function seedTeamAndPartners(db: Db, brandName: string): Promise<void> {
  // Written as plain text here, stored as the editor's HTML like staff-written descriptions.
  // Pictures are drawn on first view (demo-images.ts): portraits, and an emblem for each partner.
  await db.insert(teamMembers).values(
    teamMemberSeeds(brandName).map((member) => ({
      ...member,
      description: plainTextToHtml(member.description),
      picture: demoImageBase("portrait", slugify(`${member.firstname} ${member.lastname}`)),
    })),
  );
  await db
    .insert(partners)
    .values(partnerSeeds.map((partner) => ({ ...partner, description: plainTextToHtml(partner.description), image: demoImageBase("logo", partner.slug) })));
}
