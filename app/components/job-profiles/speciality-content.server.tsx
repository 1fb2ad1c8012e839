import { SPECIALITY_SLUGS } from "~common/landing-routes";
import type { JobProfileType } from "~common/job-profiles";

// The marketing copy of the four speciality pages (spec 1 §2: static text). The .server
// suffix keeps it out of the browser bundle: the loader sends only the page's own copy, so a
// visitor never downloads the text of the three other sectors.

export type SpecialitySlug = (typeof SPECIALITY_SLUGS)[number];

export type SpecialitySection = { title: string; text: string; points: string[] };

export type SpecialityContent = {
  type: JobProfileType;
  /** Short sector name, used in headings ("nos fiches métier {label}"). */
  label: string;
  eyebrow: string;
  h1: string;
  intro: string;
  seoTitle: string;
  seoDescription: string;
  /** In this order: the sector's hiring challenges, how we recruit there, typical profiles. */
  sections: [SpecialitySection, SpecialitySection, SpecialitySection];
};

const contents: Record<SpecialitySlug, SpecialityContent> = {
  "specialiste-recrutement-btp": {
    type: "BTP",
    label: "BTP",
    eyebrow: "Recrutement BTP",
    h1: "Cabinet de recrutement spécialisé BTP",
    intro:
      "Conducteurs de travaux, chefs de chantier, chargés d'affaires : nous recrutons les femmes et les hommes qui livrent vos chantiers dans les délais, en gros œuvre, second œuvre, travaux publics et génie climatique.",
    seoTitle: "Cabinet de recrutement BTP : conducteurs de travaux, chefs de chantier",
    seoDescription:
      "Recrutement BTP en CDI, CDD ou freelance : conducteurs de travaux, chefs de chantier, chargés d'affaires, économistes. Des consultants qui connaissent le terrain et ses métiers.",
    sections: [
      {
        title: "Recruter dans le BTP : un marché où les bons profils ne postulent pas",
        text: "Les carnets de commandes se remplissent plus vite que les équipes. Les départs en retraite vident l'encadrement de chantier, les jeunes diplômés sont courtisés dès leur alternance et les meilleurs conducteurs de travaux sont déjà en poste, trop occupés pour lire une annonce.",
        points: [
          "Des postes d'encadrement qui restent ouverts des mois faute de candidatures",
          "Une concurrence directe entre entreprises générales, majors et PME locales",
          "Des candidats qui comparent salaire, véhicule, paniers et proximité du domicile",
          "Un mauvais recrutement qui se paie en retards, en pénalités et en sécurité",
        ],
      },
      {
        title: "Notre méthode : l'approche directe et l'évaluation technique",
        text: "Nos consultants parlent le langage du chantier. Ils vont chercher les candidats là où ils sont, vérifient ce qu'ils savent réellement faire et vous présentent une short-list argumentée, pas une pile de CV.",
        points: [
          "Un brief sur place : vos chantiers, vos équipes, vos contraintes de planning",
          "Une chasse ciblée auprès des profils en poste dans votre bassin d'emploi",
          "Des entretiens techniques : lecture de plans, métrés, budget, prévention des risques",
          "Une prise de références systématique auprès d'anciens responsables",
          "Un suivi de l'intégration jusqu'à la fin de la période d'essai",
        ],
      },
      {
        title: "Les profils BTP que nous recrutons",
        text: "Du compagnon expérimenté au directeur de travaux, nous intervenons sur toute la chaîne : études, exécution, encadrement et fonctions support des entreprises du bâtiment et des travaux publics.",
        points: [
          "Conducteurs et directeurs de travaux",
          "Chefs de chantier et chefs d'équipe",
          "Chargés d'affaires et ingénieurs études de prix",
          "Économistes de la construction et métreurs",
          "Techniciens bureau d'études et dessinateurs-projeteurs",
          "Responsables QSE et coordinateurs sécurité",
        ],
      },
    ],
  },
  "specialiste-recrutement-distribution": {
    type: "DISTRIBUTION",
    label: "distribution",
    eyebrow: "Recrutement distribution",
    h1: "Cabinet de recrutement spécialisé distribution",
    intro:
      "Directeurs de magasin, managers de rayon, responsables logistiques : nous recrutons les profils qui font tourner vos points de vente et vos entrepôts, en grande distribution, retail spécialisé et commerce de gros.",
    seoTitle: "Cabinet de recrutement distribution et retail : managers, directeurs de magasin",
    seoDescription:
      "Recrutement en distribution et retail : directeurs de magasin, managers de rayon, chefs de secteur, responsables logistiques. Des candidats évalués sur le terrain, pas seulement sur CV.",
    sections: [
      {
        title: "Recruter dans la distribution : aller vite sans se tromper",
        text: "Une ouverture de magasin, un manager qui part avant les fêtes, un entrepôt qui change d'échelle : dans la distribution, le poste doit être pourvu vite. Mais un manager mal choisi coûte cher en chiffre d'affaires, en démissions et en ambiance d'équipe.",
        points: [
          "Un turnover élevé qui fragilise les équipes en magasin",
          "Des horaires décalés et des week-ends qui éloignent une partie des candidats",
          "Des pics d'activité saisonniers qui ne laissent pas le temps de recruter",
          "Des managers de proximité rares, capables d'animer et de tenir un compte d'exploitation",
        ],
      },
      {
        title: "Notre méthode : évaluer le sens du client et le leadership",
        text: "Un CV ne dit pas si un candidat sait motiver une équipe un samedi de rush. Nos consultants mettent les candidats en situation et mesurent ce qui fait la réussite d'un manager de la distribution.",
        points: [
          "Une analyse du poste avec vous : format du magasin, équipe, objectifs commerciaux",
          "Un sourcing au-delà des annonces : concurrents, enseignes voisines, viviers régionaux",
          "Des mises en situation de management et de gestion des indicateurs",
          "Une lecture attentive des motivations : horaires, mobilité, perspectives d'évolution",
          "Un point régulier avec la recrue et son responsable pendant les premiers mois",
        ],
      },
      {
        title: "Les profils de la distribution que nous recrutons",
        text: "Des fonctions de terrain aux postes de direction régionale, nous accompagnons les enseignes, les réseaux de franchisés et les grossistes dans leurs recrutements en magasin comme au siège.",
        points: [
          "Directeurs et directeurs adjoints de magasin",
          "Managers de rayon et chefs de secteur",
          "Responsables et chefs d'équipe logistique",
          "Acheteurs et chefs de produit",
          "Commerciaux terrain et attachés commerciaux",
          "Responsables e-commerce et merchandisers",
        ],
      },
    ],
  },
  "specialiste-recrutement-numerique-informatique": {
    type: "INFO",
    label: "numérique et informatique",
    eyebrow: "Recrutement numérique et informatique",
    h1: "Cabinet de recrutement spécialisé numérique et informatique",
    intro:
      "Développeurs, chefs de projet, administrateurs systèmes, experts data : nous recrutons les talents du numérique qui font avancer vos projets, pour les éditeurs, les ESN, les DSI et les entreprises en transformation.",
    seoTitle: "Cabinet de recrutement informatique et numérique : développeurs, chefs de projet",
    seoDescription:
      "Recrutement informatique et numérique : développeurs, DevOps, chefs de projet, data, cybersécurité. Des candidats évalués sur leurs compétences techniques et leur travail en équipe.",
    sections: [
      {
        title: "Recruter dans le numérique : convaincre des candidats très sollicités",
        text: "Les profils techniques reçoivent des messages de recruteurs chaque semaine. Ils choisissent leur employeur sur le projet, la stack, l'équipe et le télétravail autant que sur le salaire. Une offre générique ne les fait plus bouger.",
        points: [
          "Des compétences pointues sur des technologies qui évoluent sans cesse",
          "Une concurrence forte des grands groupes et des start-up qui lèvent des fonds",
          "Des attentes claires sur le télétravail, la formation et la qualité du code",
          "Des processus de recrutement trop longs qui font perdre les meilleurs candidats",
        ],
      },
      {
        title: "Notre méthode : comprendre la technique pour bien la recruter",
        text: "Nos consultants savent faire la différence entre un framework et un langage, entre un profil run et un profil build. Ils présentent votre projet avec précision et ne vous soumettent que des candidats évalués.",
        points: [
          "Un brief technique : architecture, outils, méthodes de travail, organisation de l'équipe",
          "Une approche directe sur les réseaux professionnels, les communautés et notre vivier",
          "Des tests techniques adaptés au niveau du poste, relus avec vos équipes si vous le souhaitez",
          "Une évaluation des savoir-être : autonomie, curiosité, communication",
          "Un processus court et rythmé pour ne pas perdre les candidats en route",
        ],
      },
      {
        title: "Les profils numériques et informatiques que nous recrutons",
        text: "Du développeur junior au directeur des systèmes d'information, nous recrutons en CDI, en CDD et en freelance sur l'ensemble des métiers du numérique.",
        points: [
          "Développeurs front-end, back-end et full stack",
          "Ingénieurs DevOps et administrateurs systèmes et réseaux",
          "Chefs de projet, product owners et scrum masters",
          "Data analysts, data engineers et data scientists",
          "Experts en cybersécurité",
          "Techniciens support et responsables informatiques",
        ],
      },
    ],
  },
  "specialiste-recrutement-industrie": {
    type: "INDUSTRY",
    label: "industrie",
    eyebrow: "Recrutement industrie",
    h1: "Cabinet de recrutement spécialisé industrie",
    intro:
      "Responsables de production, techniciens de maintenance, ingénieurs méthodes, qualiticiens : nous recrutons les profils qui font tourner vos lignes et améliorent votre performance industrielle.",
    seoTitle: "Cabinet de recrutement industrie : production, maintenance, qualité",
    seoDescription:
      "Recrutement industriel : responsables de production, techniciens de maintenance, ingénieurs méthodes, qualité et HSE. Des consultants qui connaissent vos ateliers et vos contraintes.",
    sections: [
      {
        title: "Recruter dans l'industrie : des compétences techniques rares",
        text: "Les sites industriels peinent à remplacer les techniciens expérimentés qui partent à la retraite. Les candidats qualifiés sont peu nombreux, souvent attachés à leur territoire, et une ligne à l'arrêt faute de maintenance coûte chaque heure.",
        points: [
          "Des métiers techniques en tension : maintenance, automatisme, usinage",
          "Des sites parfois éloignés des grandes villes, qui attirent moins de candidats",
          "Un travail en équipes postées qui demande des candidats informés et motivés",
          "Des exigences fortes en sécurité, en qualité et en amélioration continue",
        ],
      },
      {
        title: "Notre méthode : recruter au plus près de vos ateliers",
        text: "Nos consultants visitent vos sites pour comprendre vos process, vos équipements et votre organisation. Ils recherchent des candidats qui ont les bons gestes techniques et la bonne culture de la sécurité.",
        points: [
          "Une visite de site et un brief avec le responsable opérationnel",
          "Une recherche ciblée dans votre bassin industriel et auprès des candidats mobiles",
          "Des entretiens techniques sur les équipements, les méthodes et les normes de votre secteur",
          "Une attention particulière à la sécurité et au respect des procédures",
          "Un suivi de l'intégration avec la recrue et son manager",
        ],
      },
      {
        title: "Les profils industriels que nous recrutons",
        text: "De l'opérateur qualifié au directeur d'usine, nous accompagnons les industriels de l'agroalimentaire, de la mécanique, de la plasturgie, de la chimie et de l'énergie.",
        points: [
          "Responsables et chefs d'équipe de production",
          "Techniciens et responsables de maintenance",
          "Ingénieurs méthodes et industrialisation",
          "Techniciens et responsables qualité",
          "Automaticiens et électrotechniciens",
          "Responsables HSE et directeurs de site",
        ],
      },
    ],
  },
};

/** The copy of a speciality page from its URL; the default INFO page answers anything else. */
export function specialityFromPathname(pathname: string): { slug: SpecialitySlug; content: SpecialityContent } {
  const segment = pathname.replace(/^\/+|\/+$/g, "").toLowerCase();
  const slug = (SPECIALITY_SLUGS as readonly string[]).includes(segment) ? (segment as SpecialitySlug) : "specialiste-recrutement-numerique-informatique";
  return { slug, content: contents[slug] };
}
