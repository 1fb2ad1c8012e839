import type { Db } from "../db/client";
import { servicePages } from "../db/schema";
import { plainTextToHtml } from "../../common/format/rich-text";

type DemoServicePage = typeof servicePages.$inferInsert;

/**
 * Demo generic service pages (/nos-prestations/{slug}), original text written for the
 * project. The wording names no brand so a renamed firm (BRAND_NAME) keeps coherent pages.
 * Slugs avoid conseil-rh and bilan-de-competences, which have their own routes.
 */
export const demoServicePages: DemoServicePage[] = [
  {
    slug: "recrutement-cdi-cdd",
    title: "Recrutement en CDI et CDD",
    header: "Des collaborateurs qui s'installent durablement dans vos équipes, recrutés par des consultants qui connaissent votre métier.",
    paragraphs: [
      "Un poste vacant coûte cher : heures supplémentaires, projets repoussés, équipes fatiguées. Nos consultants prennent votre brief dans les 48 heures, sur site ou en visio, pour comprendre le poste tel qu'il se vit vraiment : l'équipe, le manager, les contraintes du terrain et ce qui fera la différence dans six mois.",
      "Nous combinons notre vivier de candidats qualifiés, la diffusion ciblée de votre annonce et l'approche directe des profils en poste. Chaque candidat présenté a été rencontré en entretien, ses références ont été vérifiées et sa motivation pour votre entreprise a été testée.",
      "Vous recevez une short-list argumentée de trois à cinq profils, avec pour chacun nos points de vigilance. Nous organisons les entretiens, accompagnons la négociation salariale et suivons la nouvelle recrue pendant toute sa période d'essai.",
      "CDI, CDD de remplacement ou de surcroît d'activité : la méthode reste la même, seul le calendrier s'adapte à votre urgence.",
    ],
    learnMoreHref: "#contact",
    seoTitle: "Recrutement CDI et CDD : cabinet de recrutement",
    seoDescription:
      "Brief sous 48 h, short-list argumentée de 3 à 5 candidats, suivi pendant la période d'essai : confiez vos recrutements en CDI et CDD à nos consultants.",
    position: 1,
  },
  {
    slug: "chasse-de-tetes-cadres-dirigeants",
    title: "Chasse de têtes cadres et dirigeants",
    header: "Les meilleurs candidats ne répondent pas aux annonces : nous allons les chercher, avec discrétion.",
    paragraphs: [
      "Directeur d'usine, responsable financier, directrice commerciale, DSI : ces profils sont en poste, sollicités et exigeants. Les convaincre demande une approche personnalisée, une connaissance fine de votre secteur et une parfaite confidentialité, vis-à-vis du marché comme de vos équipes.",
      "Nous cartographions les entreprises où se trouvent les talents recherchés, identifions les profils pertinents et les approchons directement avec un discours construit sur votre projet. Vos enjeux stratégiques restent confidentiels jusqu'au moment où le candidat s'engage dans le processus.",
      "Chaque finaliste est évalué sur ses réalisations, son style de management et son adhésion à votre culture d'entreprise. Vous rencontrez des personnes motivées par votre projet, pas seulement par une offre.",
    ],
    learnMoreHref: "#contact",
    seoTitle: "Chasse de têtes cadres et dirigeants en approche directe",
    seoDescription:
      "Approche directe et confidentielle des cadres et dirigeants en poste : cartographie du marché, évaluation approfondie et accompagnement jusqu'à l'intégration.",
    position: 2,
  },
  {
    slug: "management-de-transition",
    title: "Management de transition",
    header: "Intérim management : un manager expérimenté, opérationnel en quelques jours, pour piloter une période critique.",
    paragraphs: [
      "Départ imprévu d'un directeur, réorganisation, lancement d'un nouveau site, redressement d'une activité : certaines situations n'attendent pas les trois mois d'un recrutement classique. Le manager de transition prend ses fonctions rapidement et s'engage sur des objectifs précis, pour une durée définie à l'avance.",
      "Nous vous présentons sous une semaine des managers de transition dont nous connaissons les missions passées et les résultats. Vous choisissez celui dont le parcours correspond à votre situation, puis nous suivons la mission avec vous, point d'étape après point d'étape.",
      "À la fin de la mission, le manager transmet les dossiers à votre équipe ou à la personne recrutée pour lui succéder : la continuité est préparée dès le premier jour.",
    ],
    learnMoreHref: "#contact",
    seoTitle: "Management de transition : un manager opérationnel rapidement",
    seoDescription:
      "Direction de site, finance, production, RH : des managers de transition présentés sous une semaine pour piloter vos périodes critiques, avec des objectifs définis.",
    position: 3,
  },
  {
    slug: "marque-employeur",
    title: "Marque employeur",
    header: "Donnez aux candidats de bonnes raisons de vous choisir, avant même votre première offre.",
    paragraphs: [
      "Dans les métiers en tension, ce sont souvent les candidats qui choisissent leur employeur. Une marque employeur claire et sincère réduit vos délais de recrutement, améliore la qualité des candidatures reçues et aide vos équipes à rester.",
      "Nous commençons par écouter vos salariés et les candidats que vous avez rencontrés, pour identifier ce qui vous distingue vraiment : ambiance, perspectives d'évolution, projets, conditions de travail. Ces éléments deviennent des messages simples, réutilisables dans vos annonces, sur votre site carrière et sur les réseaux sociaux.",
      "Nous vous aidons ensuite à les faire vivre : rédaction d'annonces qui donnent envie, portraits de collaborateurs, préparation des managers aux entretiens et participation à des événements de recrutement ciblés.",
    ],
    learnMoreHref: "/services/evenementiel",
    seoTitle: "Marque employeur : attirez et fidélisez vos talents",
    seoDescription:
      "Écoute de vos équipes, messages employeur sincères, annonces attractives et événements de recrutement : construisez une marque employeur qui attire les bons candidats.",
    position: 4,
  },
];

export async function seedServicePages(db: Db): Promise<void> {
  // A page created by staff before this step ran keeps its content.
  // Paragraphs are written as plain text here and stored as HTML blocks, like the editor's.
  await db
    .insert(servicePages)
    .values(demoServicePages.map((page) => ({ ...page, paragraphs: page.paragraphs?.map(plainTextToHtml) })))
    .onConflictDoNothing({ target: servicePages.slug });
}
