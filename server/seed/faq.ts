import type { Db } from "../db/client";
import { faqItems } from "../db/schema";
import { plainTextToHtml } from "../../common/format/rich-text";

export type FaqSeedItem = { question: string; answer: string };

/**
 * The demo FAQ (spec 1 §2): employers' questions first, then candidates'. Original text;
 * figures come from spec 1 §9 and the retention rule from the README's decision 9. Staff
 * edit these rows afterwards in the «Questions fréquentes» manager.
 */
export function faqSeedItems(brandName: string): FaqSeedItem[] {
  return [
    {
      question: "Combien coûte un recrutement confié à votre cabinet ?",
      answer: `En recrutement classique, nos honoraires représentent généralement 15 à 25 % de la rémunération brute annuelle du poste, selon sa rareté et son niveau. Ils sont fixés par écrit avant le lancement de la mission et vous ne réglez le solde qu'une fois votre futur collaborateur recruté. Pour des besoins récurrents ou en volume, ${brandName} propose aussi des formules d'externalisation (RPO) au forfait.`,
    },
    {
      question: "Sous quel délai nous présentez-vous des candidats ?",
      answer:
        "Nous revenons vers vous en moins de 48 h après votre demande pour cadrer le besoin. Les premiers candidats qualifiés vous sont ensuite présentés en 10 à 15 jours en moyenne : nous activons notre vivier et l'approche directe dès la validation du brief, sans attendre les réponses aux annonces.",
    },
    {
      question: "Que se passe-t-il si la personne recrutée quitte le poste pendant sa période d'essai ?",
      answer:
        "Chaque recrutement est couvert par une garantie de remplacement : si le collaborateur quitte l'entreprise ou si vous mettez fin à sa période d'essai, nous relançons la recherche sans honoraires supplémentaires. Nous restons aussi en contact avec lui et avec vous pendant ses premiers mois pour repérer tôt un éventuel décalage.",
    },
    {
      question: "Pouvez-vous mener une recherche en toute discrétion, par exemple pour remplacer un salarié en poste ?",
      answer:
        "Oui. Pour une recherche confidentielle, nous ne citons jamais le nom de votre entreprise : l'annonce, si elle est publiée, reste anonyme et nous privilégions l'approche directe. Les candidats ne découvrent votre identité qu'au moment de vous rencontrer, après avoir eux-mêmes accepté de poursuivre. Un accord de confidentialité peut être signé dès le premier rendez-vous.",
    },
    {
      question: "Sur quels métiers et quels secteurs intervenez-vous ?",
      answer:
        "Nos consultants sont spécialisés par filière : BTP, commerce et distribution, industrie, numérique et informatique, mais aussi fonctions support (finance, RH, commercial). Nous recrutons du technicien au cadre dirigeant, pour des PME, des ETI et des grands groupes, partout en France grâce à notre réseau d'agences.",
    },
    {
      question: "Quels types de contrats pouvez-vous pourvoir ?",
      answer:
        "Principalement des CDI, mais aussi des CDD, des missions freelance et des stages. Nous vous conseillons sur le contrat le mieux adapté à votre besoin et au marché : sur certains métiers en tension, proposer le bon statut fait toute la différence.",
    },
    {
      question: "Comment évaluez-vous les candidats avant de nous les présenter ?",
      answer:
        "Chaque candidat passe un entretien approfondi avec un consultant spécialiste de son métier, complété selon le poste par des tests de compétences ou de personnalité et par des prises de références. Vous recevez pour chaque profil retenu une synthèse écrite : parcours, motivations, prétentions salariales, points forts et points de vigilance.",
    },
    {
      question: "Pouvez-vous prendre en charge tout ou partie de notre fonction recrutement ?",
      answer:
        "C'est le principe de l'externalisation du recrutement (RPO) : nous intervenons comme votre propre équipe de recrutement, de la chasse de talents à la présélection, sur un poste, un projet d'ouverture de site ou l'ensemble de vos embauches de l'année. Nous travaillons directement dans vos outils (ATS, CRM, ERP) pour que vous gardiez la main sur vos données.",
    },
    {
      question: "Vos services sont-ils payants pour les candidats ?",
      answer:
        "Non, jamais. Nos services sont entièrement gratuits pour les candidats, comme le prévoit la loi : ce sont les entreprises qui nous confient leurs recrutements qui nous rémunèrent. Méfiez-vous de toute personne qui vous demanderait de l'argent en échange d'un emploi.",
    },
    {
      question: "Comment postuler à l'une de vos offres d'emploi ?",
      answer:
        "Ouvrez l'offre qui vous intéresse depuis la rubrique « Nos offres d'emploi », puis cliquez sur « Postuler » et joignez votre CV. Le consultant en charge du poste étudie personnellement votre candidature et vous contacte si votre profil correspond, en général sous quelques jours.",
    },
    {
      question: "Puis-je vous envoyer une candidature spontanée ?",
      answer:
        "Bien sûr. Utilisez le bouton « Déposer votre CV » : votre profil rejoint notre vivier et nos consultants le consultent à chaque nouvelle mission dans votre métier et votre région. Beaucoup de nos postes sont pourvus avant même d'être publiés.",
    },
    {
      question: "Comment être prévenu des nouvelles offres qui me correspondent ?",
      answer:
        "Créez une alerte emploi depuis la page des offres en indiquant le métier, la ville ou le type de contrat recherchés. Vous recevez les nouvelles annonces par e-mail dès leur publication, et chaque envoi contient un lien pour vous désabonner en un clic.",
    },
    {
      question: "Mon employeur actuel risque-t-il d'apprendre que je cherche un poste ?",
      answer:
        "Non. Votre candidature reste confidentielle : nous ne transmettons jamais votre CV à une entreprise sans votre accord préalable, poste par poste. Si vous nous le signalez, nous veillons aussi à ne pas vous proposer d'offres chez votre employeur actuel ou chez ses proches partenaires.",
    },
    {
      question: "Combien de temps conservez-vous mon CV et mes informations ?",
      answer:
        "Nous conservons votre CV et les informations liées à votre candidature pendant 2 ans après notre dernier échange. Passé ce délai, elles sont supprimées automatiquement. Chaque nouveau contact (candidature, mise à jour de votre CV, entretien) fait repartir ce délai.",
    },
    {
      question: "Comment consulter, corriger ou faire supprimer mes données personnelles ?",
      answer: `Il suffit de nous le demander : par le lien présent dans chaque e-mail que nous vous envoyons, ou par le formulaire de la page Contact. ${brandName} vous répond dans un délai d'un mois au plus. La page « Données personnelles » détaille les informations conservées, leurs finalités et l'ensemble de vos droits.`,
    },
  ];
}

/** Positions leave gaps of 10 so staff can slot a question between two without renumbering. */
export async function seedFaq(db: Db, brandName: string): Promise<void> {
  // Written as plain text here, stored as the editor's HTML like staff-written answers.
  await db
    .insert(faqItems)
    .values(faqSeedItems(brandName).map((item, index) => ({ ...item, answer: plainTextToHtml(item.answer), position: (index + 1) * 10 })));
}
