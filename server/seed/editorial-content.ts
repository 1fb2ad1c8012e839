import type { PageElement } from "../../common/editorial";
import { defaultBrand } from "../../common/brand";
import { de } from "../../common/format/typography";
import { rich } from "./rich-source";

/**
 * The demo editorial pages (spec 1 §2–§3): blog articles, the thirteen sector articles, press
 * releases, testimonials, consultant portraits, the certification page and one page built
 * with elements. Original text written for the project; the firm, its people and its clients
 * are invented, and every figure is the firm's own. Each page's picture is an editorial
 * illustration drawn on first view (demoImageBase("photo", image), names starting «actu-»).
 */
export type DemoPage = {
  slug: string;
  title: string;
  /** Plain text, 120 to 300 characters: the summary and meta description. */
  description: string;
  /** Sanitized-HTML subset: p, h2, h3, ul, ol, li, strong, em, blockquote and internal links. */
  richText: string;
  /** Sector tag slugs (SECTOR_TAGS), plus «temoignages» for testimonials. */
  tags: string[];
  /** Publication: seed time minus this many days. */
  daysAgo: number;
  image: string;
};

/** The demo brand's name, for the pages that speak in the firm's name (press, portraits, certification). */
const BRAND = defaultBrand.name;

export const demoArticles: DemoPage[] = [
  {
    slug: "agroalimentaire-attirer-conducteurs-de-ligne",
    title: "Agroalimentaire : attirer des conducteurs de ligne quand toute la région recrute",
    description:
      "Horaires postés, froid, cadences : les conducteurs de ligne choisissent leur usine. Planning, primes, accueil, viviers voisins : les leviers concrets pour les recruter et les garder.",
    richText: rich`
      <h2>Un métier pivot, des candidats très sollicités</h2>
      <p>Le conducteur de ligne fait tourner l'usine : il règle les machines, surveille la qualité en continu, gère les changements de format et alerte dès qu'un paramètre dérive. Dans les bassins où plusieurs sites de production se côtoient, les bons profils reçoivent des propositions chaque mois. D'après nos consultants, un conducteur expérimenté compare aujourd'hui au moins deux offres avant de changer d'employeur.</p>
      <h2>Ce que regardent vraiment les candidats</h2>
      <p>Le salaire de base compte, mais il n'est jamais le seul critère. Les candidats que nous rencontrons posent d'abord trois questions :</p>
      <ul>
      <li><strong>Le planning</strong> : 2x8, 3x8 ou équipe de week-end, et surtout la visibilité à plusieurs semaines ;</li>
      <li><strong>Les primes</strong> : nuit, froid, panier, ancienneté, et la façon dont elles sont calculées ;</li>
      <li><strong>L'atelier</strong> : le chef d'équipe, l'état des machines, le nombre de départs récents.</li>
      </ul>
      <p>Une annonce qui détaille ces points reçoit des candidatures plus qualifiées. Une annonce qui se contente de « rigoureux et motivé » attire surtout des profils qui n'ont pas encore trouvé mieux.</p>
      <h2>Élargir le vivier sans baisser le niveau</h2>
      <p>Les compétences d'un conducteur de ligne existent ailleurs : dans l'imprimerie, la plasturgie ou le conditionnement pharmaceutique. Ces opérateurs maîtrisent le réglage, les cadences et les procédures d'hygiène ; il leur manque surtout la connaissance de vos produits. Quelques semaines en binôme avec un conducteur confirmé suffisent souvent à combler l'écart. Notre <a href="/fiche-metier/operateur-de-production">fiche métier opérateur de production</a> détaille les compétences qui se transfèrent le mieux.</p>
      <h2>Soigner les deux premiers mois</h2>
      <p>La plupart des départs ont lieu pendant la période d'essai. Un accueil préparé (tenue et casier prêts, présentation à l'équipe de nuit, point chaque semaine avec le responsable de production) réduit nettement ce risque. Nos consultants suivent chaque recrue pendant cette période et signalent au client ce qui coince avant que la situation ne se dégrade. Pour lancer un recrutement, <a href="/contact">contactez-nous</a>.</p>
    `,
    tags: ["agroalimentaire", "industrie"],
    daysAgo: 4,
    image: "actu-agroalimentaire-ligne",
  },
  {
    slug: "travail-de-nuit-agroalimentaire-fideliser-equipes",
    title: "Travail de nuit en agroalimentaire : cinq leviers pour fidéliser les équipes",
    description:
      "Les équipes de nuit sont les plus difficiles à stabiliser. Rythme, reconnaissance, encadrement, santé, évolution : cinq leviers simples que nos consultants voient fonctionner dans les usines.",
    richText: rich`
      <p>Dans une usine qui tourne en continu, l'équipe de nuit concentre souvent les difficultés : postes vacants, intérim en renfort permanent, encadrement réduit. Pourtant, certains sites gardent leurs équipes de nuit pendant des années. Voici ce qu'ils font différemment.</p>
      <h2>Au quotidien : rythme, reconnaissance et encadrement</h2>
      <h3>1. Un rythme choisi plutôt que subi</h3>
      <p>Les salariés de nuit acceptent les horaires décalés quand ils peuvent organiser leur vie autour. Un planning connu plusieurs semaines à l'avance, des échanges de postes possibles entre collègues et des cycles qui ne changent pas sans concertation valent souvent plus qu'une prime supplémentaire.</p>
      <h3>2. Une reconnaissance visible</h3>
      <p>L'équipe de nuit voit rarement la direction. Les sites qui fidélisent organisent des passages réguliers du responsable de production en début de poste, partagent les résultats de la semaine avec toutes les équipes et associent la nuit aux projets d'amélioration. Être informé, c'est déjà être reconnu.</p>
      <h3>3. Un encadrement présent et formé</h3>
      <p>Un chef d'équipe de nuit porte seul des décisions qu'un collègue de jour partage avec trois services. Il doit être choisi pour ses qualités de management, pas seulement pour son ancienneté, et disposer d'un interlocuteur joignable en cas de problème. Nos consultants recrutent régulièrement ce profil : c'est souvent le poste qui stabilise tout le reste.</p>
      <h2>Dans la durée : santé et perspectives</h2>
      <h3>4. La santé prise au sérieux</h3>
      <p>Le travail de nuit fait l'objet d'un suivi médical renforcé, mais l'employeur peut aller plus loin : salle de pause agréable, repas chaud ou distributeur correct, conseils sur le sommeil, attention portée aux trajets. Ces détails pèsent lourd dans la décision de rester.</p>
      <h3>5. Une perspective de sortie</h3>
      <p>Beaucoup de salariés acceptent la nuit pour une période de leur vie. Leur dire clairement comment et quand ils pourront passer en journée, ou évoluer vers un poste de conducteur de ligne ou de chef d'équipe, transforme un emploi de transition en parcours. Consultez nos <a href="/nos-offres">offres en agroalimentaire</a> pour voir comment nos clients présentent ces évolutions.</p>
    `,
    tags: ["agroalimentaire"],
    daysAgo: 57,
    image: "actu-agroalimentaire-nuit",
  },
  {
    slug: "btp-recruter-conducteur-de-travaux-huit-semaines",
    title: "BTP : recruter un conducteur de travaux en moins de huit semaines",
    description:
      "Le conducteur de travaux est l'un des profils les plus difficiles à trouver dans le bâtiment. Brief, approche directe, entretiens resserrés : la méthode pour boucler le recrutement en deux mois.",
    richText: rich`
      <p>Un chantier sans conducteur de travaux, c'est un planning qui glisse, des sous-traitants mal coordonnés et un client qui s'inquiète. Les entreprises du bâtiment le savent : ce recrutement ne peut pas attendre six mois. Voici la méthode que nos consultants BTP appliquent pour le boucler en huit semaines.</p>
      <h2>Semaine 1 : un brief qui parle chantier</h2>
      <p>Type d'ouvrages, montant moyen des opérations, nombre de chantiers menés de front, taille des équipes, part de sous-traitance, secteur géographique : ces éléments décident du profil bien plus que l'intitulé du poste. Un conducteur de travaux habitué aux logements collectifs ne s'adapte pas toujours à la réhabilitation en site occupé. Notre <a href="/fiche-metier/conducteur-de-travaux">fiche métier conducteur de travaux</a> rappelle les compétences à vérifier.</p>
      <h2>Semaines 2 à 4 : aller chercher les candidats en poste</h2>
      <p>Les conducteurs de travaux disponibles sont rares ; les meilleurs sont sur un chantier. L'annonce reste utile, mais l'essentiel du travail passe par l'approche directe : entreprises du même corps d'état, anciens chefs de chantier prêts à évoluer, ingénieurs qui veulent retrouver le terrain. Le discours doit être précis : quels chantiers, quelle autonomie, quel véhicule, quelle rémunération.</p>
      <h2>Semaines 4 à 6 : des entretiens resserrés</h2>
      <p>Un candidat en poste n'attend pas trois semaines entre deux rendez-vous. Nous conseillons deux étapes au maximum : un entretien avec le futur responsable, puis une visite de chantier avec la direction. Entre les deux, nos consultants vérifient les références auprès d'anciens responsables et de maîtres d'ouvrage lorsque c'est possible.</p>
      <h2>Semaines 6 à 8 : l'offre et le départ</h2>
      <p>La proposition écrite doit arriver vite, dans les jours qui suivent le dernier entretien. Elle précise le salaire, le véhicule, les primes et la date d'arrivée. Reste le préavis, souvent d'un à trois mois pour un cadre : c'est la raison pour laquelle un recrutement bien lancé en janvier se conclut avant la pleine saison. Pour en parler avec un consultant spécialisé, <a href="/contact">écrivez-nous</a>.</p>
    `,
    tags: ["btp"],
    daysAgo: 12,
    image: "actu-btp-conducteur-travaux",
  },
  {
    slug: "securite-chantier-evaluer-culture-prevention-chef-de-chantier",
    title: "Sécurité sur les chantiers : comment évaluer en entretien la culture de prévention d'un futur chef de chantier",
    description:
      "Un chef de chantier donne le ton de la sécurité pour toute son équipe. Mises en situation, questions sur le vécu, vérification des références : comment mesurer sa culture de prévention avant de l'embaucher.",
    richText: rich`
      <p>Tout le monde répond « la sécurité avant tout » en entretien. La vraie question est ailleurs : ce chef de chantier fera-t-il arrêter un poste de travail dangereux un vendredi à 16 heures, quand le planning est en retard ? Voici comment nos consultants BTP abordent ce point.</p>
      <h2>Faire raconter, pas réciter</h2>
      <p>Les questions générales obtiennent des réponses générales. Mieux vaut demander des faits :</p>
      <ul>
      <li>Racontez la dernière fois où vous avez arrêté une tâche pour une raison de sécurité. Qu'avez-vous dit à l'équipe ?</li>
      <li>Comment animez-vous le quart d'heure sécurité ? De quoi avez-vous parlé la semaine dernière ?</li>
      <li>Quel presque-accident vous a le plus marqué, et qu'avez-vous changé ensuite ?</li>
      </ul>
      <p>Un candidat qui a vraiment vécu ces situations donne des détails précis : le lieu, les personnes, la décision et ses conséquences.</p>
      <h2>La mise en situation</h2>
      <p>Montrez une photo de chantier comportant plusieurs anomalies (garde-corps incomplet, échafaudage sans plinthe, stockage gênant une circulation) et demandez ce que le candidat ferait en arrivant. L'ordre des priorités qu'il choisit en dit long. La <a href="/fiche-metier/chef-de-chantier">fiche métier chef de chantier</a> rappelle les responsabilités attendues sur ce point.</p>
      <h2>Le management de la prévention</h2>
      <p>La culture de prévention est aussi une compétence de manager. Comment le candidat accueille-t-il un intérimaire le premier jour ? Comment réagit-il face à un compagnon expérimenté qui refuse de porter ses protections ? Les bons chefs de chantier expliquent, montrent l'exemple et tiennent leur position sans humilier.</p>
      <h2>Les références, sur ce point précis</h2>
      <p>Lors de la prise de références, posez la question directement à l'ancien conducteur de travaux : ce chef de chantier a-t-il déjà fait face à un accident, et comment a-t-il réagi ? La réponse complète utilement l'entretien. Nos consultants intègrent systématiquement ce volet à leurs recrutements de <a href="/nos-offres">chefs de chantier</a>.</p>
    `,
    tags: ["btp", "managers"],
    daysAgo: 96,
    image: "actu-btp-prevention",
  },
  {
    slug: "negocier-salaire-cadre-preparer-offre",
    title: "Négocier le salaire d'un cadre : préparer l'offre avant le premier entretien",
    description:
      "Trop de recrutements de cadres échouent au moment de l'offre. Fourchette réaliste, éléments hors salaire, calendrier : ce qu'il faut préparer en amont pour que la négociation aboutisse.",
    richText: rich`
      <p>Le scénario est fréquent : trois entretiens réussis, un candidat enthousiaste, puis une offre qui arrive en dessous de ses attentes et un refus poli. Dans la plupart des cas, la négociation a échoué bien avant d'avoir commencé. D'après nos consultants, près d'un échec de recrutement de cadre sur trois se joue sur la rémunération.</p>
      <h2>Fixer une fourchette avant de publier</h2>
      <p>Une fourchette se construit à partir de trois repères : les salaires de vos cadres de niveau comparable, le marché pour ce métier dans votre région et le niveau d'expérience réellement nécessaire. Si l'écart entre votre budget et le marché est important, mieux vaut le savoir avant de rencontrer des candidats, pour ajuster le profil ou le budget.</p>
      <h2>Poser la question tôt, et simplement</h2>
      <p>Aborder la rémunération dès le premier échange n'a rien de déplacé. Demandez au candidat ses attentes plutôt que son salaire actuel, et annoncez votre fourchette. Un écart découvert au premier entretien se traite ; un écart découvert au troisième fait perdre trois semaines à tout le monde.</p>
      <h2>Valoriser ce qui n'est pas le salaire</h2>
      <p>Un cadre compare des offres complètes. Listez précisément :</p>
      <ul>
      <li>la part variable et ses critères, avec un exemple chiffré ;</li>
      <li>l'intéressement, la participation ou l'épargne salariale ;</li>
      <li>le télétravail, le véhicule, les jours de repos liés au forfait ;</li>
      <li>la mutuelle, la prévoyance et leur prise en charge.</li>
      </ul>
      <p>Présentées ensemble, ces lignes changent souvent la perception de l'offre.</p>
      <h2>Écrire vite et clairement</h2>
      <p>Une offre orale suivie d'une confirmation écrite dix jours plus tard laisse le temps à un autre employeur. Préparez la promesse d'embauche dès le dernier entretien, avec le salaire, les avantages et la date d'arrivée. Nos consultants accompagnent cette étape pour chaque <a href="/nos-offres">recrutement de cadre</a> que nous menons.</p>
    `,
    tags: ["cadres"],
    daysAgo: 23,
    image: "actu-cadres-salaire",
  },
  {
    slug: "cadres-en-reconversion-vivier-sous-estime",
    title: "Cadres en reconversion : un vivier sous-estimé pour vos postes à responsabilité",
    description:
      "Ingénieurs devenus acheteurs, commerciaux passés aux ressources humaines : les cadres en reconversion apportent une expérience précieuse. Comment évaluer leur projet et réussir leur intégration.",
    richText: rich`
      <p>Un cadre de 40 ans qui change de métier inquiète souvent les recruteurs : manque-t-il d'expérience, son projet est-il solide ? Pourtant, nos consultants voient chaque année des reconversions réussies qui apportent à l'entreprise un regard neuf et une grande motivation.</p>
      <h2>Des compétences qui voyagent</h2>
      <p>Gérer un budget, encadrer une équipe, négocier avec des fournisseurs, conduire un projet : ces savoir-faire ne dépendent pas du secteur. Un ancien responsable de production qui devient acheteur connaît de l'intérieur les contraintes de ses futurs fournisseurs. Une commerciale qui rejoint les ressources humaines sait convaincre un candidat hésitant. La <a href="/fiche-metier/acheteur">fiche métier acheteur</a> montre par exemple combien ce poste emprunte à l'industrie et au commerce.</p>
      <h2>Évaluer le projet, pas seulement le parcours</h2>
      <p>Une reconversion solide se reconnaît à trois signes :</p>
      <ul>
      <li>une formation suivie ou en cours, et pas seulement envisagée ;</li>
      <li>une expérience concrète du nouveau métier : stage, mission, projet transverse ;</li>
      <li>des attentes réalistes sur le niveau de poste et la rémunération de départ.</li>
      </ul>
      <p>Un bilan de compétences récent est souvent un bon indicateur. Notre <a href="/nos-prestations/bilan-de-competences">accompagnement en bilan de compétences</a> aide d'ailleurs de nombreux cadres à construire ce projet.</p>
      <h2>Adapter l'intégration</h2>
      <p>Un cadre en reconversion apprend vite, à condition d'avoir accès aux bonnes personnes. Un référent métier pendant les premiers mois, des objectifs progressifs et un point régulier avec le manager font toute la différence. En retour, ces recrues restent souvent plus longtemps que la moyenne : elles ont choisi ce métier, et votre entreprise leur a donné leur chance.</p>
      <h2>Ouvrir la porte dès l'annonce</h2>
      <p>Une annonce qui exige « dix ans d'expérience sur un poste similaire » écarte d'office ces profils. Préférez décrire les compétences attendues et mentionner que les parcours atypiques sont les bienvenus. Nos consultants peuvent vous aider à <a href="/nos-prestations/conseil-rh">revoir vos critères de recrutement</a>.</p>
    `,
    tags: ["cadres", "ressources-humaines"],
    daysAgo: 141,
    image: "actu-cadres-reconversion",
  },
  {
    slug: "recruter-charge-de-communication-portfolio-ne-suffit-pas",
    title: "Recruter un chargé de communication : le portfolio ne suffit pas",
    description:
      "Un beau portfolio ne dit pas tout d'un chargé de communication. Contexte des réalisations, travail en équipe, exercice pratique : comment évaluer les compétences qui comptent vraiment.",
    richText: rich`
      <p>Pour un poste de chargé de communication, le portfolio arrive souvent en premier : visuels soignés, campagnes, vidéos, newsletters. C'est un point de départ utile, mais il peut induire en erreur. Derrière une belle réalisation se cachent parfois une agence, un graphiste ou une équipe entière.</p>
      <h2>Remettre chaque réalisation dans son contexte</h2>
      <p>Pour chaque projet présenté, posez trois questions : quel était l'objectif, quel a été votre rôle exact, comment avez-vous mesuré le résultat ? Un bon candidat distingue ce qu'il a conçu, ce qu'il a piloté et ce qu'il a seulement coordonné. Il sait aussi dire ce qui n'a pas fonctionné.</p>
      <h2>Vérifier les compétences invisibles</h2>
      <p>Dans une PME ou une ETI, le chargé de communication passe une grande partie de son temps à recueillir des informations auprès des autres services, à faire valider des contenus et à tenir des délais. Ces compétences ne se voient pas dans un portfolio. Interrogez le candidat sur un projet où la validation a bloqué, ou sur la façon dont il obtient des informations d'un service peu disponible.</p>
      <h2>Un exercice court et réaliste</h2>
      <p>Un cas pratique de deux heures en dit plus qu'un long test à faire chez soi. Par exemple :</p>
      <ul>
      <li>rédiger une actualité pour le site à partir d'une note interne brute ;</li>
      <li>proposer un plan de diffusion pour l'ouverture d'un nouveau site ;</li>
      <li>relire et corriger une plaquette comportant des erreurs.</li>
      </ul>
      <p>Présentez cet exercice honnêtement, rémunérez-le s'il dépasse une demi-journée et faites un retour à chaque candidat.</p>
      <h2>Clarifier le poste avant tout</h2>
      <p>Beaucoup d'annonces demandent un profil capable de tout faire : graphisme, vidéo, relations presse, réseaux sociaux, événementiel. Personne n'excelle partout. Choisissez les deux ou trois missions prioritaires et recrutez sur ces points. Pour affiner votre besoin, <a href="/contact">échangez avec nos consultants</a>.</p>
    `,
    tags: ["communication"],
    daysAgo: 33,
    image: "actu-communication-portfolio",
  },
  {
    slug: "marque-employeur-ce-que-lisent-les-candidats",
    title: "Marque employeur : ce que vos candidats lisent vraiment avant de postuler",
    description:
      "Page carrière, annonce, avis en ligne, profil des managers : avant de postuler, un candidat se renseigne. Ce qu'il regarde en priorité et comment améliorer chaque point sans gros budget.",
    richText: rich`
      <p>La marque employeur évoque souvent des vidéos soignées et des campagnes coûteuses. Dans la réalité, un candidat se fait une idée de votre entreprise en une dizaine de minutes, à partir de quelques sources simples. D'après les échanges de nos consultants avec les candidats, voici ce qu'ils consultent en priorité.</p>
      <h2>Quatre sources à soigner</h2>
      <h3>L'annonce elle-même</h3>
      <p>C'est le premier contact, et souvent le plus négligé. Une annonce qui décrit les missions réelles, l'équipe, les horaires, le lieu et la rémunération inspire confiance. Une annonce générique, copiée d'un poste à l'autre, suggère une entreprise qui ne sait pas ce qu'elle cherche.</p>
      <h3>Votre site et votre page carrière</h3>
      <p>Le candidat y cherche des preuves : photos des vrais locaux, témoignages de salariés, explication des parcours d'évolution. Pas besoin de grands moyens : quelques paragraphes sincères et des photos prises sur place valent mieux qu'une banque d'images.</p>
      <h3>Les avis en ligne</h3>
      <p>Les candidats lisent les avis laissés par d'anciens salariés, surtout les plus récents. Vous ne les contrôlez pas, mais vous pouvez y répondre avec calme et précision. Une réponse argumentée à une critique rassure davantage qu'une page sans aucun avis négatif.</p>
      <h3>Les profils des managers</h3>
      <p>Pour un poste d'encadrement ou d'expertise, le candidat regarde souvent le profil professionnel de son futur responsable. Un manager qui partage les réussites de son équipe et les actualités de l'entreprise devient un relais efficace.</p>
      <h2>Par où commencer</h2>
      <ul>
      <li>Réécrire vos trois annonces les plus fréquentes avec les managers concernés ;</li>
      <li>ajouter à votre site une page sur la vie dans l'entreprise ;</li>
      <li>répondre chaque mois aux nouveaux avis ;</li>
      <li>répondre à chaque candidat, même par un message court.</li>
      </ul>
      <p>Nos consultants accompagnent ce travail dans le cadre de nos missions de <a href="/nos-prestations/conseil-rh">conseil RH</a>.</p>
    `,
    tags: ["communication", "ressources-humaines"],
    daysAgo: 188,
    image: "actu-communication-marque-employeur",
  },
  {
    slug: "commerciaux-terrain-questions-entretien",
    title: "Commerciaux terrain : les questions d'entretien qui révèlent un vrai chasseur",
    description:
      "Tous les commerciaux savent se vendre en entretien. Questions factuelles, chiffres à détailler, jeu de rôle : comment distinguer le chasseur qui ouvre des comptes du gestionnaire de portefeuille.",
    richText: rich`
      <p>Recruter un commercial terrain présente un paradoxe : le candidat est précisément doué pour convaincre. Un entretien classique mesure surtout son aisance. Pour savoir s'il saura ouvrir de nouveaux comptes, il faut aller chercher les faits.</p>
      <h2>Chasseur ou éleveur ?</h2>
      <p>Un commercial qui développe un portefeuille existant et un commercial qui conquiert de nouveaux clients n'ont pas le même métier. Le premier entretient la relation, le second accepte les refus et prospecte sans relâche. Décidez d'abord ce dont vous avez besoin : beaucoup d'échecs viennent d'un chasseur recruté pour gérer un portefeuille, ou l'inverse.</p>
      <h2>Les questions qui font parler de faits</h2>
      <ul>
      <li>Combien de nouveaux clients avez-vous signés l'an dernier, et combien venaient de votre propre prospection ?</li>
      <li>Racontez la dernière affaire que vous avez perdue. Qu'auriez-vous fait autrement ?</li>
      <li>Comment organisez-vous une semaine type entre prospection, rendez-vous et suivi ?</li>
      <li>Quel est votre taux de transformation entre premier rendez-vous et signature ?</li>
      </ul>
      <p>Un bon chasseur connaît ses chiffres. Il peut les détailler, les expliquer et reconnaître une mauvaise année.</p>
      <p>Méfiez-vous aussi des réponses toujours formulées au pluriel. « Nous avons signé », « l'équipe a doublé le chiffre » : relancez pour savoir ce que le candidat a fait lui-même, avec quels moyens et en combien de temps. Les vrais chasseurs racontent volontiers leurs premiers rendez-vous.</p>
      <h2>Le jeu de rôle, bien construit</h2>
      <p>Un court jeu de rôle reste l'outil le plus parlant, à condition de le préparer : un vrai produit, un prospect réaliste et des objections crédibles. Observez la qualité des questions posées plus que le discours : le bon commercial écoute avant de présenter.</p>
      <h2>Vérifier auprès des anciens responsables</h2>
      <p>Les références confirment souvent ce que l'entretien laisse deviner : régularité, rigueur du reporting, relation avec l'équipe. Nos consultants les recueillent pour chaque commercial présenté. Découvrez nos <a href="/nos-offres">offres commerciales</a> ou <a href="/contact">confiez-nous votre recrutement</a>.</p>
    `,
    tags: ["commercial"],
    daysAgo: 48,
    image: "actu-commercial-entretien",
  },
  {
    slug: "remuneration-variable-commerciaux-plan-lisible",
    title: "Rémunération variable des commerciaux : construire un plan lisible et motivant",
    description:
      "Un plan de rémunération variable mal conçu fait fuir les bons commerciaux. Part fixe, critères, plafonds, versements : les principes d'un système simple que chacun peut calculer lui-même.",
    richText: rich`
      <p>Le variable est au cœur de la motivation d'une équipe commerciale, et souvent au cœur de ses frustrations. Nos consultants rencontrent chaque semaine des commerciaux qui quittent leur poste parce qu'ils ne comprennent plus comment ils sont payés.</p>
      <h2>Un fixe qui permet de vivre</h2>
      <p>Un commercial qui débute sur un nouveau secteur met plusieurs mois à signer ses premières affaires. Si son fixe est trop faible, il partira avant d'avoir produit des résultats. Le bon équilibre dépend du cycle de vente : plus il est long, plus la part fixe doit être importante.</p>
      <h2>Peu de critères, tous mesurables</h2>
      <p>Deux ou trois critères suffisent : chiffre d'affaires, marge, nouveaux clients par exemple. Au-delà, chacun pèse trop peu pour orienter l'action. Chaque critère doit être calculé à partir de données que le commercial peut consulter lui-même, sans attendre un tableau envoyé par la direction.</p>
      <h2>Des règles stables et écrites</h2>
      <ul>
      <li>Les objectifs sont fixés en début de période et ne changent pas en cours de route ;</li>
      <li>le mode de calcul figure dans un document remis à chacun, avec un exemple chiffré ;</li>
      <li>les versements suivent un calendrier connu, au moins chaque trimestre ;</li>
      <li>un éventuel plafond est annoncé dès le départ.</li>
      </ul>
      <p>Testez enfin le plan avant de l'annoncer : appliquez-le aux résultats de l'année écoulée, commercial par commercial. Si les meilleurs gagnent moins qu'avant, ou si un vendeur moyen dépasse les meilleurs, les règles doivent être revues.</p>
      <h2>Le rôle du manager</h2>
      <p>Le plan ne remplace pas le management. Un responsable commercial qui fait le point chaque mois avec chaque vendeur, explique les écarts et aide à construire le plan d'action donne du sens aux chiffres. C'est aussi l'un des premiers critères que nous évaluons lorsque nous recrutons un <a href="/fiche-metier/chef-de-secteur">chef de secteur</a> ou un directeur commercial.</p>
      <p>Vous souhaitez revoir votre politique de rémunération ? Nos missions de <a href="/nos-prestations/conseil-rh">conseil RH</a> couvrent ce sujet.</p>
    `,
    tags: ["commercial", "managers"],
    daysAgo: 203,
    image: "actu-commercial-variable",
  },
  {
    slug: "comptable-unique-pme-profil-polyvalent",
    title: "Comptable unique en PME : le profil polyvalent que tout le monde cherche",
    description:
      "Saisie, paie, déclarations, relation avec l'expert-comptable et la banque : le comptable unique de PME est un profil rare. Ce qu'il faut lui proposer pour le convaincre, et comment l'évaluer.",
    richText: rich`
      <p>Dans une PME de 20 à 80 salariés, le comptable unique tient souvent toute la fonction financière : saisie, rapprochements, relances clients, préparation de la paie, déclarations, échanges avec l'expert-comptable et la banque. C'est un poste de confiance, et un profil que de nombreuses entreprises se disputent.</p>
      <h2>Un profil rare, pour de bonnes raisons</h2>
      <p>Les comptables formés en cabinet connaissent la technique mais découvrent parfois la vie d'une entreprise. Ceux qui ont grandi dans un service comptable structuré maîtrisent un périmètre mais rarement l'ensemble. Le comptable unique combine les deux : il sait tout faire et s'organise seul. D'après nos consultants, il faut en moyenne rencontrer une dizaine de candidats pour en trouver un qui coche vraiment toutes les cases.</p>
      <h2>Ce qui le fait venir</h2>
      <ul>
      <li><strong>L'autonomie</strong> : un accès direct au dirigeant et une vraie place dans les décisions ;</li>
      <li><strong>Des outils corrects</strong> : un logiciel à jour, une banque en ligne, une dématérialisation des factures ;</li>
      <li><strong>Un relais</strong> : un expert-comptable disponible pour les sujets pointus et la clôture ;</li>
      <li><strong>Une rémunération juste</strong>, qui tient compte de l'étendue réelle du poste.</li>
      </ul>
      <h2>Comment l'évaluer</h2>
      <p>Un test technique court permet de vérifier les bases : écritures de fin de mois, lecture d'une balance, rapprochement bancaire. Mais le plus important se joue sur l'organisation : comment le candidat gère-t-il une fin de mois où tombent la paie, la déclaration de TVA et une relance urgente ? Faites-lui décrire ses priorités.</p>
      <p>Interrogez-le aussi sur sa relation avec l'expert-comptable : que lui confiait-il, que gardait-il en interne, comment préparait-il la clôture ? Ses réponses montrent jusqu'où il peut aller seul et sur quels sujets il aura besoin d'appui.</p>
      <h2>Anticiper la suite</h2>
      <p>Le comptable unique devient souvent le futur responsable administratif et financier de l'entreprise qui grandit. Évoquez cette perspective dès l'entretien : c'est un argument fort. Pour lancer votre recherche, <a href="/contact">contactez nos consultants</a> ou parcourez nos <a href="/nos-offres">offres en comptabilité</a>.</p>
    `,
    tags: ["comptabilite-finance"],
    daysAgo: 71,
    image: "actu-comptabilite-pme",
  },
  {
    slug: "controleur-de-gestion-tester-esprit-analyse",
    title: "Contrôleur de gestion : comment tester l'esprit d'analyse en entretien",
    description:
      "Maîtriser un tableur ne fait pas un contrôleur de gestion. Étude de cas, questions sur des écarts réels, restitution à un opérationnel : comment vérifier la capacité d'analyse et de conviction.",
    richText: rich`
      <p>Le contrôleur de gestion n'est pas un producteur de tableaux. Son rôle est d'expliquer les chiffres, d'alerter et d'aider les opérationnels à décider. Ces qualités se vérifient mal avec un simple test de tableur ; elles se révèlent dans la façon dont le candidat raisonne.</p>
      <h2>Partir d'un cas réel</h2>
      <p>Préparez un extrait simplifié de vos données : un budget, un réalisé, quelques indicateurs d'activité. Demandez au candidat d'identifier les principaux écarts et d'en proposer des explications. Vous ne cherchez pas la bonne réponse, mais la démarche : va-t-il d'abord chercher les écarts les plus significatifs ? Formule-t-il des hypothèses qu'il propose de vérifier ?</p>
      <h2>La restitution, le vrai test</h2>
      <p>Demandez-lui ensuite de présenter ses conclusions en cinq minutes à un responsable opérationnel, joué par un manager de votre entreprise. C'est là que se distinguent les bons profils : ils vont à l'essentiel, traduisent les chiffres en décisions et acceptent d'être contredits.</p>
      <p>Observez aussi la façon dont le candidat réagit aux questions imprévues. Un manager qui demande « et alors, que dois-je faire lundi ? » attend une recommandation claire, pas une nouvelle série de tableaux. Les meilleurs profils savent conclure, quitte à préciser le degré d'incertitude de leur analyse.</p>
      <h2>Les questions sur le vécu</h2>
      <ul>
      <li>Quelle analyse avez-vous produite qui a changé une décision de la direction ?</li>
      <li>Comment avez-vous convaincu un responsable qui contestait vos chiffres ?</li>
      <li>Quel indicateur avez-vous supprimé parce qu'il ne servait à rien ?</li>
      </ul>
      <p>La troisième question est souvent la plus révélatrice : un bon contrôleur simplifie.</p>
      <h2>Adapter le profil à votre organisation</h2>
      <p>Dans un groupe, le contrôleur de gestion suit des procédures de reporting précises. Dans une PME, il construit souvent tout, du modèle budgétaire aux tableaux de bord. Précisez ce contexte dès l'annonce. Nos consultants en <a href="/nos-offres">comptabilité et finance</a> vous aident à définir le niveau d'autonomie attendu et à <a href="/contact">organiser les étapes d'évaluation</a>.</p>
    `,
    tags: ["comptabilite-finance", "cadres"],
    daysAgo: 259,
    image: "actu-finance-controle-gestion",
  },
  {
    slug: "recruter-profil-marketing-digital-expert-autodidacte",
    title: "Recruter en marketing digital : distinguer l'expert de l'autodidacte brillant",
    description:
      "Diplômés d'écoles et autodidactes se croisent dans le marketing digital. Résultats mesurés, méthode, curiosité : les critères qui permettent de recruter le bon profil, quel que soit son parcours.",
    richText: rich`
      <p>Le marketing digital est l'un des rares domaines où un autodidacte peut être plus compétent qu'un diplômé. Acquisition payante, référencement naturel, automatisation des campagnes, analyse de données : beaucoup de professionnels ont appris sur le terrain. Pour un recruteur, le diplôme n'est donc qu'un indice parmi d'autres.</p>
      <h2>Regarder les résultats, avec leur contexte</h2>
      <p>Demandez au candidat de présenter une campagne ou un projet dont il est fier : l'objectif, le budget, les choix effectués, les résultats mesurés. Un bon profil cite des chiffres précis et sait expliquer ce qu'il a testé. Méfiez-vous des présentations où tout a réussi : l'expérimentation implique des échecs.</p>
      <h2>Évaluer la méthode</h2>
      <p>Les outils changent vite ; la méthode reste. Posez une question ouverte : « Nous avons un budget de lancement pour un nouveau produit, par quoi commenceriez-vous ? » Vous verrez si le candidat commence par comprendre la cible et l'objectif, ou s'il se précipite sur un canal qu'il maîtrise.</p>
      <h2>Les points de vigilance</h2>
      <ul>
      <li>Un autodidacte peut manquer de rigueur sur la mesure ou la protection des données ;</li>
      <li>un profil très spécialisé peut avoir du mal à travailler sur plusieurs canaux ;</li>
      <li>un expert venu d'une grande structure peut être dérouté par un petit budget.</li>
      </ul>
      <p>Aucun de ces points n'est rédhibitoire, mais chacun mérite une question en entretien.</p>
      <p>Pour les profils autodidactes, demandez comment ils se tiennent à jour : communautés professionnelles, tests personnels, certifications d'outils. Un candidat qui a mené ses propres projets ou accompagné des associations montre souvent une autonomie précieuse dans une petite équipe.</p>
      <h2>Clarifier le poste</h2>
      <p>« Responsable marketing digital » recouvre des réalités très différentes selon la taille de l'entreprise. Précisez si le poste est d'abord opérationnel ou de pilotage, et quelles agences ou quels prestataires sont déjà en place. Consultez la <a href="/fiche-metier/responsable-e-commerce">fiche métier responsable e-commerce</a> pour un exemple de périmètre, ou <a href="/contact">parlez-en avec nos consultants</a>.</p>
    `,
    tags: ["digital"],
    daysAgo: 88,
    image: "actu-digital-marketing",
  },
  {
    slug: "donnees-intelligence-artificielle-nouveaux-postes-pme",
    title: "Données et intelligence artificielle : quels nouveaux postes créer dans une PME, et surtout dans quel ordre les recruter",
    description:
      "Data analyst, data engineer, chef de projet IA : les intitulés se multiplient. Pour une PME, l'ordre des recrutements compte plus que leur nombre. Une feuille de route réaliste en trois étapes.",
    richText: rich`
      <p>De nombreuses PME veulent « faire de la donnée » ou « se lancer dans l'intelligence artificielle ». Le risque est de recruter trop tôt un profil très pointu qui n'aura ni données fiables ni projet clair. D'après nos consultants, l'ordre des recrutements décide largement du succès.</p>
      <h2>Étape 1 : fiabiliser et exploiter l'existant</h2>
      <p>Le premier poste est souvent celui d'un <a href="/fiche-metier/data-analyst">data analyst</a>. Il rassemble les données éparpillées (logiciel de gestion, tableurs, outil commercial), construit des tableaux de bord et répond aux questions des services. Ce profil apporte un résultat rapide et visible. Il révèle aussi la qualité réelle de vos données, souvent moins bonne qu'on ne le pense.</p>
      <h2>Étape 2 : structurer</h2>
      <p>Lorsque les besoins se multiplient, un profil plus technique devient nécessaire pour automatiser les flux, organiser le stockage et sécuriser les accès. Selon votre taille, ce rôle peut être tenu par un ingénieur données, par un administrateur déjà en poste qui se forme, ou confié à un prestataire. C'est aussi le moment de poser les règles de gouvernance : qui peut accéder à quoi, et pourquoi.</p>
      <h2>Étape 3 : les cas d'usage avancés</h2>
      <p>Prévision des ventes, détection d'anomalies, assistants pour les équipes : ces projets n'ont de sens qu'une fois les deux premières étapes franchies. Le profil recherché n'est pas forcément un chercheur ; il s'agit souvent d'un chef de projet capable de choisir des outils existants, de cadrer un besoin métier et de mesurer le gain.</p>
      <h2>Les erreurs fréquentes</h2>
      <ul>
      <li>Recruter un expert isolé, sans interlocuteur technique ni sponsor à la direction ;</li>
      <li>confondre les métiers dans une seule annonce aux exigences impossibles ;</li>
      <li>oublier la protection des données personnelles dès la conception.</li>
      </ul>
      <p>Nos consultants en <a href="/nos-offres">informatique et digital</a> vous aident à définir le bon premier poste. Pour en discuter, <a href="/contact">contactez-nous</a>.</p>
    `,
    tags: ["digital", "informatique"],
    daysAgo: 15,
    image: "actu-digital-data",
  },
  {
    slug: "premier-poste-manager-accompagner-promotion-interne",
    title: "Premier poste de manager : comment accompagner la promotion interne",
    description:
      "Promouvoir le meilleur technicien au rang de manager est un classique qui échoue souvent. Choix du candidat, formation, accompagnement des premiers mois : les étapes pour réussir la transition.",
    richText: rich`
      <p>Promouvoir un collaborateur en interne est un signal fort pour toute l'équipe. Mais le meilleur vendeur ne fait pas toujours le meilleur responsable de vente, et le technicien le plus expérimenté n'a pas forcément envie d'encadrer. Nos consultants accompagnent régulièrement ces transitions ; voici ce qui fait la différence.</p>
      <h2>Choisir sur les bons critères</h2>
      <p>La performance dans le poste actuel ne suffit pas. Observez plutôt :</p>
      <ul>
      <li>si le collaborateur aide déjà spontanément ses collègues ;</li>
      <li>comment il réagit quand un désaccord survient dans l'équipe ;</li>
      <li>s'il exprime une véritable envie d'encadrer, et pas seulement d'évoluer.</li>
      </ul>
      <p>Un entretien dédié, mené comme pour un candidat externe, permet de poser ces questions sereinement.</p>
      <h2>Préparer le changement de posture</h2>
      <p>Le plus difficile pour un nouveau manager est d'encadrer d'anciens collègues. Annoncez la promotion officiellement, clarifiez ses nouvelles responsabilités et ce qu'il peut décider seul. Une formation aux fondamentaux (entretien individuel, délégation, gestion des conflits) dans les trois premiers mois est un investissement modeste au regard de l'enjeu.</p>
      <h2>Accompagner les premiers mois</h2>
      <p>Un point régulier avec son propre responsable, un pair expérimenté à qui poser des questions, le droit à l'erreur : le nouveau manager a besoin de soutien. Fixez-lui des objectifs sur la vie de l'équipe, pas seulement sur les résultats chiffrés.</p>
      <p>Pensez aussi à l'équipe. Les anciens collègues du nouveau manager ont besoin de savoir ce qui change pour eux : qui valide les congés, qui fixe les priorités, à qui s'adresser en cas de désaccord. Une réunion de lancement, animée avec le responsable hiérarchique, évite bien des malentendus.</p>
      <h2>Prévoir une porte de sortie honorable</h2>
      <p>Certaines promotions ne fonctionnent pas. Convenir dès le départ qu'un retour à un poste d'expert reste possible, sans perte de salaire ni de considération, libère la parole et évite de perdre un excellent technicien. Pour structurer vos parcours de management, découvrez nos missions de <a href="/nos-prestations/conseil-rh">conseil RH</a>.</p>
    `,
    tags: ["managers"],
    daysAgo: 117,
    image: "actu-managers-promotion",
  },
  {
    slug: "manager-de-proximite-industrie-signaux-periode-essai",
    title: "Manager de proximité en industrie : les signaux d'alerte pendant la période d'essai",
    description:
      "Chef d'équipe, responsable d'atelier : un manager de proximité mal intégré déstabilise toute une équipe. Les signaux à surveiller pendant la période d'essai et les actions pour redresser la situation.",
    richText: rich`
      <p>Un chef d'équipe ou un responsable d'atelier qui ne trouve pas sa place peut faire partir plusieurs opérateurs en quelques semaines. La période d'essai sert justement à vérifier que la greffe prend. Encore faut-il savoir quoi observer.</p>
      <h2>Les signaux côté équipe</h2>
      <ul>
      <li>Les opérateurs continuent de s'adresser à l'ancien responsable ou à un collègue ;</li>
      <li>les demandes d'absence ou les arrêts augmentent dans l'équipe ;</li>
      <li>les consignes sont contournées, ou appliquées sans explication ;</li>
      <li>le nouveau manager est absent des réunions de début de poste.</li>
      </ul>
      <h2>Les signaux côté manager</h2>
      <p>Un manager de proximité en difficulté passe souvent trop de temps à son bureau ou, à l'inverse, reprend lui-même les tâches de ses opérateurs au lieu de les organiser. Il peut aussi multiplier les critiques sur l'organisation en place, signe qu'il n'a pas encore trouvé ses repères.</p>
      <p>Pris isolément, ces signaux ne sont pas forcément alarmants : toute équipe teste son nouveau responsable. C'est leur accumulation, ou leur persistance au-delà du premier mois, qui doit alerter.</p>
      <h2>Faire des points réguliers et concrets</h2>
      <p>Nous conseillons un point formel à deux semaines, un mois, puis à mi-parcours de la période d'essai, avec le <a href="/fiche-metier/responsable-de-production">responsable de production</a> et, si possible, un retour des équipes. Les questions doivent porter sur des situations précises : un conflit récent, une panne gérée, un changement de planning.</p>
      <h2>Agir tôt</h2>
      <p>La plupart des difficultés se corrigent si elles sont nommées tôt : un binôme avec un manager expérimenté, une formation courte, une clarification des priorités. Lorsque nous avons recruté le manager, notre consultant participe à ces points et reste disponible pour la recrue comme pour l'entreprise. Et si la situation ne s'améliore pas, mieux vaut le reconnaître avant la fin de la période d'essai que laisser l'équipe s'épuiser. Pour en savoir plus, <a href="/contact">contactez-nous</a>.</p>
    `,
    tags: ["managers", "industrie"],
    daysAgo: 302,
    image: "actu-industrie-manager-proximite",
  },
  {
    slug: "ouverture-magasin-recruter-equipe-complete",
    title: "Ouverture de magasin : recruter une équipe complète en six semaines",
    description:
      "Ouvrir un point de vente impose de recruter toute une équipe à date fixe. Rétroplanning, sessions collectives, mises en situation, formation avant l'ouverture : la méthode pas à pas.",
    richText: rich`
      <p>Une ouverture de magasin ne se décale pas : la date est fixée, les travaux sont lancés, la communication est prête. Il faut recruter en quelques semaines un directeur, des responsables de rayon, des conseillers de vente et parfois une équipe logistique. Nos consultants en distribution mènent ce type de projet plusieurs fois par an.</p>
      <h2>Partir de la date d'ouverture</h2>
      <p>Le rétroplanning commence par le recrutement du <a href="/fiche-metier/directeur-de-magasin">directeur de magasin</a>, au moins trois mois avant l'ouverture : il participera au choix de son équipe. Les <a href="/fiche-metier/chef-de-rayon">chefs de rayon</a> suivent, puis les équipes de vente, dont le recrutement se concentre sur les six dernières semaines.</p>
      <h2>Des sessions de recrutement collectives</h2>
      <p>Pour les postes de vente, les entretiens individuels prennent trop de temps. Les sessions collectives sont plus efficaces :</p>
      <ul>
      <li>une présentation du magasin, du poste et des horaires ;</li>
      <li>une mise en situation en petit groupe, par exemple l'accueil d'un client pressé ;</li>
      <li>un entretien court avec un responsable ;</li>
      <li>une réponse donnée dans les 48 heures.</li>
      </ul>
      <p>En une journée, une session permet de rencontrer une trentaine de candidats et de retenir les meilleurs.</p>
      <h2>Recruter des attitudes, former aux produits</h2>
      <p>Le sens du service, la fiabilité et l'envie de travailler en équipe comptent davantage que l'expérience du secteur. Les connaissances produits s'apprennent pendant la formation qui précède l'ouverture. Prévoyez au moins une semaine de formation et de mise en rayon avec toute l'équipe : c'est aussi là que naît la cohésion.</p>
      <p>Associez enfin les chefs de rayon aux sessions de recrutement : ils choisissent ainsi une partie de leur équipe, ce qui renforce leur engagement dès le premier jour.</p>
      <h2>Anticiper les désistements</h2>
      <p>Entre la signature et l'ouverture, quelques recrues changent d'avis. Gardez une liste de candidats en réserve et restez en contact avec eux. Pour préparer votre prochaine ouverture, <a href="/contact">contactez nos consultants</a>.</p>
    `,
    tags: ["distribution"],
    daysAgo: 39,
    image: "actu-distribution-ouverture-magasin",
  },
  {
    slug: "chef-de-rayon-turnover-pas-une-fatalite",
    title: "Chef de rayon : pourquoi le turnover n'est pas une fatalité",
    description:
      "Amplitude horaire, pression des résultats, peu de reconnaissance : les chefs de rayon changent souvent d'enseigne. Les leviers que nos consultants voient fonctionner pour les garder plus longtemps.",
    richText: rich`
      <p>Le chef de rayon est l'un des postes clés de la distribution, et l'un de ceux qui changent le plus souvent de mains. Dans de nombreux magasins, un responsable de rayon reste moins de deux ans à son poste. Ce n'est pas une fatalité : certaines équipes de direction gardent leurs chefs de rayon bien plus longtemps.</p>
      <h2>Pourquoi ils partent</h2>
      <p>Les candidats que nous rencontrons citent toujours les mêmes raisons :</p>
      <ul>
      <li>des horaires étendus, avec des ouvertures et des fermetures enchaînées ;</li>
      <li>des objectifs fixés sans marge de manœuvre sur l'assortiment ou les prix ;</li>
      <li>une équipe en sous-effectif chronique ;</li>
      <li>l'absence de perspective claire vers un poste de chef de secteur ou de direction.</li>
      </ul>
      <h2>Ce qui les fait rester</h2>
      <p>Les magasins qui fidélisent leurs chefs de rayon leur laissent une vraie autonomie : ils participent aux décisions sur l'implantation, choisissent une partie de leur assortiment local et recrutent leurs équipiers. Ils bénéficient d'un planning équilibré, avec des week-ends garantis, et d'un échange régulier avec le directeur sur leur évolution.</p>
      <h2>Recruter en pensant à la durée</h2>
      <p>Au moment du recrutement, soyez transparent sur les horaires et l'état de l'équipe. Un candidat qui découvre ces réalités après son arrivée partira vite. Interrogez-le sur ce qui l'a fait quitter ses postes précédents : les réponses disent beaucoup de ce qu'il attend. La <a href="/fiche-metier/chef-de-rayon">fiche métier chef de rayon</a> détaille les compétences à rechercher.</p>
      <h2>Construire un parcours</h2>
      <p>Un chef de rayon à qui l'on présente un chemin possible vers <a href="/fiche-metier/chef-de-secteur">chef de secteur</a>, avec des étapes et des formations, a une raison de rester. Nos consultants accompagnent les enseignes sur ces recrutements et sur la construction des parcours. Pour en parler, <a href="/contact">écrivez-nous</a>.</p>
    `,
    tags: ["distribution"],
    daysAgo: 166,
    image: "actu-distribution-chef-de-rayon",
  },
  {
    slug: "approche-directe-mission-chasse-de-tetes-semaine-apres-semaine",
    title: "Approche directe : comment se déroule une mission de chasse de têtes, semaine après semaine",
    description:
      "Cartographie, approche, évaluation, présentation, accompagnement : une mission de chasse de têtes suit des étapes précises. Le déroulé type d'une recherche de dirigeant, semaine par semaine.",
    richText: rich`
      <p>Une mission de chasse de têtes intrigue souvent les dirigeants qui n'en ont jamais confié. Comment le cabinet trouve-t-il des candidats qui ne cherchent pas d'emploi ? Voici le déroulé type d'une recherche menée par nos consultants.</p>
      <h2>Semaines 1 et 2 : cadrage et cartographie</h2>
      <p>Tout commence par un entretien approfondi avec le dirigeant et, souvent, avec les futurs pairs du poste. Nous définissons ensemble le profil, les entreprises où il peut se trouver et celles qu'il faut exclure : clients, partenaires, concurrents avec lesquels vous avez un accord. Le chargé de recherche dresse ensuite la cartographie des cibles, souvent plusieurs dizaines de noms.</p>
      <h2>Semaines 3 à 5 : l'approche</h2>
      <p>Chaque personne identifiée est contactée de façon personnelle et confidentielle. Le nom de votre entreprise n'est dévoilé qu'aux candidats intéressés, après un premier échange. Cette phase demande du tact : un dirigeant en poste accepte de parler d'un projet, pas d'une annonce.</p>
      <h2>Semaines 5 à 7 : l'évaluation</h2>
      <p>Les candidats retenus sont rencontrés longuement. Nous étudions leurs réalisations, leur style de management et leurs motivations profondes, et nous vérifions les références. Vous recevez un rapport détaillé pour chaque finaliste, avec nos points de vigilance.</p>
      <p>Tout au long de ces semaines, vous recevez un point d'étape régulier : nombre de personnes approchées, réactions du marché, premiers profils intéressés. Ces retours permettent d'ajuster le profil ou la rémunération si la cible se révèle trop étroite.</p>
      <h2>Semaines 8 et suivantes : décision et intégration</h2>
      <p>Nous organisons les rencontres avec votre équipe de direction et accompagnons la négociation. Après l'arrivée, le consultant garde le contact avec le nouveau dirigeant et avec vous pendant plusieurs mois.</p>
      <p>Vous envisagez une recherche de ce type ? Découvrez aussi notre offre de <a href="/services/rpo">recrutement externalisé</a> pour les besoins récurrents, ou <a href="/contact">contactez-nous</a> pour une première discussion confidentielle.</p>
    `,
    tags: ["chasse-de-tetes"],
    daysAgo: 64,
    image: "actu-chasse-approche-directe",
  },
  {
    slug: "confidentialite-remplacer-dirigeant-en-poste",
    title: "Confidentialité : remplacer un dirigeant en poste sans déstabiliser l'entreprise",
    description:
      "Départ annoncé, succession, changement de cap : remplacer un dirigeant encore en poste demande une discrétion absolue. Les précautions à prendre pour protéger l'entreprise et les personnes.",
    richText: rich`
      <p>Certains recrutements ne peuvent pas être annoncés. Un directeur général qui prépare son départ, un directeur de site dont la succession est organisée, une réorganisation qui n'a pas encore été présentée aux équipes : dans ces situations, une fuite peut fragiliser l'entreprise, ses clients et les personnes concernées.</p>
      <h2>Limiter le cercle d'information</h2>
      <p>Le premier réflexe consiste à réduire le nombre de personnes au courant : le dirigeant, éventuellement le responsable des ressources humaines, et le cabinet. Les échanges passent par des adresses personnelles ou des documents protégés, et le projet reçoit un nom de code.</p>
      <h2>Une approche anonyme</h2>
      <p>Les candidats sont approchés sans que le nom de l'entreprise soit cité. Nous décrivons le secteur, la taille, les enjeux du poste, suffisamment pour susciter l'intérêt, pas assez pour identifier le client. Le nom n'est révélé qu'aux finalistes, après signature d'un engagement de confidentialité si nécessaire.</p>
      <h2>Des rencontres discrètes</h2>
      <p>Les entretiens ont lieu dans nos bureaux ou dans un lieu neutre, jamais dans les locaux de l'entreprise. Les agendas sont organisés pour que les candidats ne se croisent pas.</p>
      <p>Les références demandent elles aussi des précautions : elles ne sont prises qu'avec l'accord du candidat, auprès de personnes qu'il a lui-même désignées, pour ne pas compromettre sa propre situation. La confidentialité vaut dans les deux sens.</p>
      <h2>Préparer l'annonce</h2>
      <p>Une fois le successeur choisi, la communication doit être préparée avec soin : qui l'apprend en premier, dans quel ordre, avec quel message. Le dirigeant sortant, quand il reste en poste pendant la transition, joue souvent un rôle décisif dans la réussite de l'arrivée.</p>
      <p>Nos consultants spécialisés en chasse de têtes mènent ces missions avec la plus grande discrétion. Pour un premier échange, <a href="/contact">prenez contact avec nous</a>.</p>
    `,
    tags: ["chasse-de-tetes", "cadres"],
    daysAgo: 344,
    image: "actu-chasse-confidentialite",
  },
  {
    slug: "technicien-de-maintenance-metier-le-plus-recherche",
    title: "Technicien de maintenance : le métier le plus recherché des usines, et comment le convaincre",
    description:
      "Polyvalent, autonome, très sollicité : le technicien de maintenance industrielle choisit son employeur. Ce qu'il attend d'un poste et les arguments qui le décident, d'après nos consultants industrie.",
    richText: rich`
      <p>Dans presque tous les bassins industriels, le <a href="/fiche-metier/technicien-de-maintenance-industrielle">technicien de maintenance industrielle</a> figure en tête des profils les plus difficiles à recruter. Mécanique, électricité, automatisme, hydraulique : il intervient sur tout ce qui fait tourner une ligne. D'après nos consultants, un bon technicien de maintenance reçoit plusieurs sollicitations chaque mois.</p>
      <h2>Ce qu'il regarde en premier</h2>
      <ul>
      <li><strong>Le parc machines</strong> : un équipement récent ou un projet de modernisation attire ; un atelier vieillissant sans budget repousse ;</li>
      <li><strong>L'organisation des astreintes</strong> : fréquence, rémunération, possibilité d'intervenir à distance ;</li>
      <li><strong>La part de maintenance préventive</strong> : personne n'aime passer ses journées à éteindre des incendies ;</li>
      <li><strong>La formation</strong> : habilitations, nouvelles technologies, montée en compétence vers l'automatisme.</li>
      </ul>
      <h2>Les arguments qui font la différence</h2>
      <p>Le salaire compte, mais nos consultants constatent que la perspective d'évolution pèse autant. Un technicien à qui l'on propose de devenir référent sur une technologie, puis chef d'équipe maintenance, se projette. Une visite de l'atelier pendant le processus de recrutement est également décisive : il veut voir les machines et rencontrer ses futurs collègues.</p>
      <h2>Élargir la recherche</h2>
      <p>Les profils issus d'autres secteurs sont souvent négligés : maintenance de bâtiments, ascenseurs, matériel agricole, armée. Leurs compétences de base sont solides ; la connaissance de vos équipements s'acquiert. L'alternance est aussi une piste à long terme, à condition d'avoir un tuteur disponible.</p>
      <p>Les candidats venus d'autres secteurs ont besoin d'un accompagnement structuré : binôme avec un technicien expérimenté, formation aux équipements critiques, habilitations électriques à jour. Ce parcours rassure le candidat autant que l'entreprise, et il se prépare avant l'arrivée.</p>
      <h2>Aller vite</h2>
      <p>Un technicien de maintenance en recherche active trouve en quelques semaines. Réduisez les étapes, donnez une réponse rapide et une proposition écrite sans délai. Consultez nos <a href="/nos-offres">offres en industrie</a> ou <a href="/contact">confiez-nous votre recrutement</a>.</p>
    `,
    tags: ["industrie"],
    daysAgo: 27,
    image: "actu-industrie-maintenance",
  },
  {
    slug: "industrie-profils-sans-experience-formation-interne",
    title: "Industrie : ouvrir ses recrutements aux profils sans expérience grâce à la formation interne",
    description:
      "Face aux difficultés de recrutement, de plus en plus d'usines forment elles-mêmes leurs opérateurs et techniciens. Sélection sur la motivation, tutorat, parcours certifiant : comment s'y prendre.",
    richText: rich`
      <p>Quand les candidats expérimentés manquent, une solution fonctionne de mieux en mieux : recruter sur la motivation et les aptitudes, puis former en interne. Nos consultants accompagnent plusieurs sites industriels dans cette démarche, avec des résultats durables.</p>
      <h2>Recruter des aptitudes, pas un CV</h2>
      <p>Pour un poste d'<a href="/fiche-metier/operateur-de-production">opérateur de production</a>, l'expérience compte moins que la dextérité, le respect des consignes, la capacité à travailler en équipe et la régularité. Ces qualités s'évaluent par des mises en situation simples et une visite de l'atelier. Les candidats viennent d'horizons variés : restauration, logistique, agriculture, commerce, ou reprise d'activité après une interruption.</p>
      <h2>Un parcours de formation structuré</h2>
      <p>La formation interne réussit lorsqu'elle est organisée :</p>
      <ul>
      <li>un livret d'accueil et une progression écrite, poste par poste ;</li>
      <li>un tuteur désigné, formé et disposant de temps pour accompagner ;</li>
      <li>des évaluations régulières, partagées avec la recrue ;</li>
      <li>à terme, une certification reconnue qui valorise les compétences acquises.</li>
      </ul>
      <p>Le rôle du tuteur est décisif. Choisissez des salariés reconnus pour leur savoir-faire et leur patience, libérez-leur du temps dans le planning et valorisez cette mission, par une prime ou une reconnaissance lors de l'entretien annuel. Un tuteur débordé transmet mal.</p>
      <h2>Les dispositifs d'appui</h2>
      <p>Différents dispositifs permettent de financer tout ou partie de la formation avant ou après l'embauche : préparation opérationnelle à l'emploi, contrat de professionnalisation, actions financées par votre opérateur de compétences. Leurs conditions évoluent régulièrement ; renseignez-vous auprès de votre branche avant de lancer le projet.</p>
      <h2>Ce qu'il faut accepter</h2>
      <p>Former prend du temps : comptez plusieurs semaines avant qu'une recrue soit autonome, et quelques mois pour qu'elle soit pleinement productive. En contrepartie, ces salariés connaissent parfaitement vos procédures et restent souvent plus longtemps. Pour construire votre programme, découvrez nos missions de <a href="/nos-prestations/conseil-rh">conseil RH</a>.</p>
    `,
    tags: ["industrie", "ressources-humaines"],
    daysAgo: 221,
    image: "actu-industrie-formation-interne",
  },
  {
    slug: "developpeurs-ce-qui-fait-accepter-une-offre",
    title: "Développeurs : ce qui fait accepter une offre, et ce qui la fait refuser",
    description:
      "Stack technique, télétravail, qualité du code, processus de recrutement : les développeurs comparent les offres sur des critères précis. Ce que nos consultants entendent au moment des décisions.",
    richText: rich`
      <p>Les développeurs expérimentés reçoivent de nombreuses sollicitations. Lorsqu'ils choisissent entre deux offres, leurs critères sont souvent différents de ceux qu'imaginent les entreprises. Voici ce que nos consultants entendent au moment des décisions.</p>
      <h2>Ce qui fait accepter</h2>
      <ul>
      <li><strong>Un projet compréhensible</strong> : à quoi sert le produit, qui l'utilise, quels sont les chantiers des prochains mois ;</li>
      <li><strong>Des pratiques saines</strong> : revue de code, tests automatisés, déploiements réguliers, dette technique assumée et traitée ;</li>
      <li><strong>Une équipe rencontrée</strong> : un entretien technique mené par un futur collègue rassure plus qu'un test en ligne anonyme ;</li>
      <li><strong>Une organisation du travail claire</strong> : jours de télétravail, horaires, matériel fourni.</li>
      </ul>
      <h2>Ce qui fait refuser</h2>
      <p>Un processus trop long arrive en tête. Quatre entretiens étalés sur un mois, un test technique de plusieurs jours, une réponse qui tarde : le candidat a signé ailleurs entre-temps. Viennent ensuite les annonces qui listent quinze technologies sans hiérarchie, et les offres dont la rémunération n'est révélée qu'au dernier entretien.</p>
      <h2>Le test technique, à bien doser</h2>
      <p>Un exercice reste utile, à condition d'être court, en lien avec le poste et suivi d'un échange. Beaucoup de candidats préfèrent une séance de programmation en binôme d'une heure à un projet à réaliser chez soi. Quel que soit le format, un retour détaillé est indispensable.</p>
      <p>Pensez aussi à faire rencontrer l'équipe : un échange informel avec deux ou trois futurs collègues, sans enjeu d'évaluation, répond aux questions que le candidat n'ose pas poser au manager.</p>
      <h2>La rémunération, sans détour</h2>
      <p>Annoncez une fourchette dès l'annonce ou le premier échange. Un développeur <a href="/fiche-metier/developpeur-full-stack">full-stack</a> connaît sa valeur sur le marché ; une offre en dessous ne sera pas rattrapée par un discours sur la culture d'entreprise. Nos consultants informatique vous donnent des repères concrets : <a href="/contact">contactez-nous</a>.</p>
    `,
    tags: ["informatique"],
    daysAgo: 8,
    image: "actu-informatique-developpeurs",
  },
  {
    slug: "cybersecurite-recruter-premier-expert-eti",
    title: "Cybersécurité : recruter son premier expert quand on est une ETI",
    description:
      "Premier poste dédié à la sécurité informatique : quel profil, quel rattachement, quelles missions ? Les choix à faire avant de recruter pour que l'expert ait les moyens d'agir dès son arrivée.",
    richText: rich`
      <p>Pendant longtemps, la sécurité informatique des ETI reposait sur l'équipe d'infrastructure et sur quelques prestataires. Ce n'est plus suffisant : exigences des clients, assurances, incidents de plus en plus fréquents dans les entreprises de taille moyenne. Beaucoup décident de créer un premier poste dédié. Voici les questions à se poser avant de recruter.</p>
      <h2>Quel profil pour un premier poste ?</h2>
      <p>Le premier expert doit être polyvalent : capable d'évaluer les risques, de prioriser les chantiers, de piloter des prestataires et de sensibiliser les salariés. Un profil très spécialisé (tests d'intrusion, analyse de logs) sera vite frustré. Notre <a href="/fiche-metier/ingenieur-cybersecurite">fiche métier ingénieur cybersécurité</a> présente l'éventail des compétences possibles.</p>
      <h2>Le rattachement, une question décisive</h2>
      <p>Rattaché au responsable informatique, l'expert risque d'être juge et partie. Rattaché à la direction générale ou financière, il gagne en indépendance mais doit construire sa légitimité auprès des équipes techniques. Il n'y a pas de réponse unique ; l'important est de décider clairement et de l'annoncer dès l'annonce.</p>
      <h2>Des moyens dès l'arrivée</h2>
      <ul>
      <li>Un budget identifié pour les premiers outils et audits ;</li>
      <li>un accès direct à la direction en cas d'incident ;</li>
      <li>une feuille de route des douze premiers mois, construite avec lui ;</li>
      <li>du temps prévu pour sa propre formation.</li>
      </ul>
      <p>Identifiez aussi des premiers chantiers visibles : un inventaire des équipements et des accès, un plan de sensibilisation des salariés, un exercice de gestion de crise. Ils permettent à l'expert de s'imposer rapidement et donnent à la direction une mesure concrète des progrès.</p>
      <h2>Convaincre les candidats</h2>
      <p>Les experts en sécurité sont très sollicités. Ce qui les attire dans une ETI : construire une démarche de zéro, avoir un impact visible, échanger directement avec les dirigeants. Mettez ces éléments en avant et présentez honnêtement l'état actuel de votre sécurité. Pour définir le poste, <a href="/contact">parlez-en avec nos consultants</a> ou consultez nos <a href="/nos-offres">offres informatiques</a>.</p>
    `,
    tags: ["informatique"],
    daysAgo: 135,
    image: "actu-informatique-cybersecurite",
  },
  {
    slug: "onboarding-plan-integration-90-jours",
    title: "Onboarding : un plan d'intégration de 90 jours qui tient sur une page",
    description:
      "Avant l'arrivée, première semaine, premier mois, fin de période d'essai : un plan d'intégration simple, que chaque manager peut remplir en une demi-heure et qui réduit nettement les départs précoces.",
    richText: rich`
      <p>Un recrutement réussi peut échouer dans les premières semaines. D'après nos consultants, la majorité des départs pendant la période d'essai tiennent moins au poste qu'à l'accueil : personne pour répondre aux questions, objectifs flous, matériel absent. Un plan d'intégration simple suffit souvent à l'éviter.</p>
      <h2>Avant l'arrivée</h2>
      <ul>
      <li>Appeler la recrue une semaine avant pour confirmer l'heure, le lieu et la personne qui l'accueillera ;</li>
      <li>préparer le poste de travail, les accès, la tenue ou les équipements ;</li>
      <li>prévenir l'équipe et désigner un référent pour les questions du quotidien.</li>
      </ul>
      <h2>La première semaine</h2>
      <p>Le premier jour compte double. Prévoyez un moment avec le manager, un déjeuner avec l'équipe et une visite des lieux. Dans la semaine, la recrue doit rencontrer les services avec lesquels elle travaillera et recevoir une première tâche concrète, même modeste : se sentir utile rassure.</p>
      <h2>Le premier mois</h2>
      <p>Fixez deux ou trois objectifs simples et un point hebdomadaire de quinze minutes avec le manager. Ces points servent à lever les blocages, pas à évaluer. Encouragez la recrue à poser ses questions et à partager son regard neuf sur l'organisation : c'est une source précieuse d'amélioration.</p>
      <p>Le référent désigné avant l'arrivée joue ici un rôle clé : c'est à lui que la recrue pose les questions qu'elle n'ose pas poser au manager, sur les usages, les outils ou les personnes à connaître.</p>
      <h2>Jusqu'à la fin de la période d'essai</h2>
      <p>Un entretien à mi-parcours permet de faire le bilan des deux côtés. Un second, avant la fin de la période d'essai, confirme l'embauche et fixe les objectifs des mois suivants. Écrire ces étapes sur une page, avec des dates et des noms, suffit à les rendre réelles.</p>
      <p>Lorsque nous menons un recrutement, nos consultants suivent la recrue pendant toute sa période d'essai. Pour structurer votre démarche d'intégration, découvrez nos missions de <a href="/nos-prestations/conseil-rh">conseil RH</a>.</p>
    `,
    tags: ["ressources-humaines"],
    daysAgo: 19,
    image: "actu-rh-onboarding",
  },
  {
    slug: "entretien-structure-reduire-biais",
    title: "Entretien structuré : réduire les biais sans perdre le contact humain",
    description:
      "Mêmes questions, grille d'évaluation, notes prises pendant l'entretien : l'entretien structuré rend les décisions de recrutement plus justes et plus fiables. Comment le mettre en place simplement.",
    richText: rich`
      <p>Un entretien libre laisse une grande place à la première impression : une poignée de main, un parcours proche du nôtre, une anecdote partagée. Ces impressions sont humaines, mais elles prédisent mal la réussite dans le poste. L'entretien structuré permet de comparer les candidats sur les mêmes bases.</p>
      <h2>Le principe</h2>
      <p>Avant de rencontrer le premier candidat, on définit les compétences essentielles du poste, quatre ou cinq au maximum, et les questions qui permettent de les évaluer. Chaque candidat reçoit les mêmes questions, dans le même ordre, et ses réponses sont notées sur une grille commune.</p>
      <h2>Des questions sur des faits</h2>
      <p>Les meilleures questions portent sur des situations vécues : « Racontez une fois où vous avez dû gérer un client mécontent. Qu'avez-vous fait ? Quel a été le résultat ? » Elles produisent des réponses vérifiables, bien plus parlantes que les questions hypothétiques ou les interrogations sur les qualités et les défauts.</p>
      <h2>Une grille simple</h2>
      <ul>
      <li>Une note de 1 à 4 par compétence, avec une description de chaque niveau ;</li>
      <li>des notes prises pendant l'entretien, pas de mémoire le soir ;</li>
      <li>une évaluation individuelle de chaque recruteur avant toute discussion collective.</li>
      </ul>
      <p>Après les entretiens, réunissez les recruteurs pour confronter leurs notes, compétence par compétence. Les écarts importants sont souvent les plus instructifs : ils révèlent une question mal posée ou un critère compris différemment.</p>
      <h2>Garder la relation</h2>
      <p>Structurer ne veut pas dire réciter. Présentez-vous, expliquez le déroulé, laissez du temps aux questions du candidat et relancez ses réponses pour obtenir des précisions. Les candidats apprécient généralement cette approche, qu'ils perçoivent comme plus équitable.</p>
      <p>Nos consultants utilisent l'entretien structuré dans toutes leurs missions et forment les managers de nos clients à cette méthode. Pour en savoir plus, découvrez notre offre de <a href="/nos-prestations/conseil-rh">conseil RH</a> ou <a href="/contact">contactez-nous</a>.</p>
    `,
    tags: ["ressources-humaines"],
    daysAgo: 152,
    image: "actu-rh-entretien-structure",
  },
  {
    slug: "transparence-salaires-preparer-offres-regles-europeennes",
    title: "Transparence des salaires : comment préparer dès maintenant vos offres d'emploi et vos grilles aux nouvelles règles européennes",
    description:
      "Une directive européenne renforce la transparence des rémunérations : information des candidats, critères objectifs, suivi des écarts. Les chantiers à ouvrir dès maintenant pour être prêt.",
    richText: rich`
      <p>L'Union européenne a adopté une directive sur la transparence des rémunérations, que chaque État membre doit transposer dans son droit national. En France, les modalités précises dépendront du texte de transposition, mais les grands principes sont connus. Ils changeront concrètement la façon de recruter.</p>
      <h2>Ce qui va changer pour le recrutement</h2>
      <ul>
      <li>Les candidats devront être informés de la rémunération initiale ou de sa fourchette, dans l'annonce ou avant l'entretien ;</li>
      <li>il ne sera plus possible de demander à un candidat son historique de rémunération ;</li>
      <li>les intitulés de poste et les annonces devront rester neutres.</li>
      </ul>
      <h2>Et pour les salariés en poste</h2>
      <p>Les salariés pourront demander des informations sur les niveaux de rémunération moyens des collègues effectuant un travail de même valeur, ventilés par sexe. Les critères de fixation des salaires et de progression devront être accessibles et objectifs. Les entreprises au-delà d'une certaine taille devront publier des indicateurs d'écart et agir lorsque ceux-ci ne s'expliquent pas.</p>
      <h2>Les chantiers à ouvrir dès maintenant</h2>
      <p>Attendre le texte final serait une erreur : les travaux préparatoires prennent du temps.</p>
      <ol>
      <li><strong>Cartographier les postes</strong> et regrouper ceux qui relèvent d'un travail de même valeur ;</li>
      <li><strong>formaliser les critères</strong> de rémunération et d'augmentation, souvent implicites dans les PME ;</li>
      <li><strong>analyser les écarts</strong> actuels et préparer leur explication ou leur correction ;</li>
      <li><strong>revoir vos annonces</strong> pour y intégrer systématiquement une fourchette.</li>
      </ol>
      <p>Ces travaux concernent aussi les managers : ce sont eux qui répondront aux questions des salariés et des candidats. Une courte formation pour expliquer les critères retenus et la façon d'en parler évitera bien des tensions.</p>
      <h2>Une opportunité pour recruter</h2>
      <p>Nos consultants le constatent déjà : les annonces qui affichent une rémunération reçoivent des candidatures plus nombreuses et mieux ciblées. Anticiper la transparence, c'est aussi améliorer votre attractivité. Nos missions de <a href="/nos-prestations/conseil-rh">conseil RH</a> vous accompagnent dans ces travaux.</p>
    `,
    tags: ["ressources-humaines", "cadres"],
    daysAgo: 76,
    image: "actu-rh-transparence-salaires",
  },
  {
    slug: "periode-essai-ce-que-employeur-peut-faire",
    title: "Période d'essai : ce que l'employeur peut faire, et ce qu'il vaut mieux éviter",
    description:
      "Durée, renouvellement, rupture, délai de prévenance : la période d'essai obéit à des règles précises. Les bonnes pratiques pour l'utiliser comme un vrai temps d'évaluation, dans le respect du droit.",
    richText: rich`
      <p>La période d'essai permet à l'employeur d'évaluer les compétences du salarié, et au salarié de vérifier que le poste lui convient. Elle est souvent mal utilisée : oubliée dans le contrat, renouvelée par réflexe ou rompue dans la précipitation. Voici les principes à connaître. Ils ne remplacent pas la lecture de votre convention collective ni l'avis d'un juriste.</p>
      <h2>Ce que l'employeur peut faire</h2>
      <ul>
      <li>Prévoir une période d'essai, à condition qu'elle figure dans le contrat de travail ou la lettre d'engagement ;</li>
      <li>fixer une durée adaptée au poste, dans la limite des durées maximales prévues par la loi selon la catégorie (employés, techniciens et agents de maîtrise, cadres) et par la convention collective ;</li>
      <li>la renouveler une fois, si un accord de branche le permet et si le contrat le prévoit, avec l'accord écrit du salarié ;</li>
      <li>y mettre fin sans avoir à la motiver, en respectant un délai de prévenance qui s'allonge avec le temps de présence.</li>
      </ul>
      <h2>Ce qu'il vaut mieux éviter</h2>
      <p>Rompre une période d'essai pour un motif sans rapport avec les compétences (raison économique, état de santé, grossesse, par exemple) expose l'employeur à un contentieux. Un renouvellement imposé ou signé après l'échéance n'est pas valable. Enfin, une rupture annoncée sans échange préalable laisse souvent un mauvais souvenir qui circule ensuite dans le métier.</p>
      <h2>En faire un vrai temps d'évaluation</h2>
      <p>Les entreprises qui tirent le meilleur de la période d'essai l'organisent : objectifs écrits dès l'arrivée, points réguliers avec le manager, bilan à mi-parcours. Si des difficultés apparaissent, elles sont nommées tôt et accompagnées d'un plan d'action. La décision finale n'est alors une surprise pour personne.</p>
      <p>Lorsque nous recrutons pour vous, nos consultants suivent la recrue pendant cette période. Pour en savoir plus, <a href="/contact">contactez-nous</a>.</p>
    `,
    tags: ["ressources-humaines", "managers"],
    daysAgo: 283,
    image: "actu-rh-periode-essai",
  },
  {
    slug: "alternance-btp-accueillir-apprenti",
    title: "Alternance dans le BTP : bien préparer l'accueil d'un apprenti dans une petite équipe",
    description:
      "Un apprenti bien accueilli devient souvent un compagnon fidèle. Choix du maître d'apprentissage, premières semaines, lien avec le centre de formation : les bonnes pratiques pour les petites entreprises du bâtiment.",
    richText: rich`
      <p>Dans le bâtiment, l'apprentissage reste l'une des meilleures voies pour former les futurs compagnons et chefs d'équipe. Pour une petite entreprise, accueillir un apprenti demande pourtant de l'organisation. Voici les points que nos consultants BTP abordent avec les entreprises qui se lancent.</p>
      <h2>Choisir le bon maître d'apprentissage</h2>
      <p>Le maître d'apprentissage doit remplir des conditions d'expérience et de qualification fixées par la réglementation et, parfois, par la branche. Au-delà de ces conditions, il doit avoir envie de transmettre et du temps pour le faire. Un excellent ouvrier qui travaille toujours dans l'urgence n'est pas forcément le meilleur tuteur.</p>
      <h2>Les premières semaines</h2>
      <ul>
      <li>Remettre les équipements de protection dès le premier jour et expliquer leur usage ;</li>
      <li>présenter l'apprenti à toute l'équipe, y compris aux sous-traitants habituels ;</li>
      <li>commencer par des tâches simples, encadrées, et expliquer le pourquoi de chaque consigne ;</li>
      <li>respecter les règles particulières applicables aux apprentis mineurs, notamment pour certains travaux et horaires.</li>
      </ul>
      <h2>Le lien avec le centre de formation</h2>
      <p>Le centre de formation et l'entreprise doivent échanger régulièrement : progression, difficultés, absences. Un apprenti qui sent que son maître d'apprentissage s'intéresse à ses cours s'investit davantage des deux côtés.</p>
      <p>Faites aussi régulièrement le point avec l'apprenti lui-même, par exemple chaque mois : ce qu'il a appris, ce qui lui pose problème, ce qu'il aimerait découvrir. Un jeune qui peut s'exprimer sur son parcours s'y engage davantage et abandonne moins.</p>
      <h2>Penser à la suite</h2>
      <p>Les aides publiques à l'embauche d'apprentis évoluent régulièrement ; vérifiez les conditions en vigueur au moment de la signature. Mais le vrai bénéfice est ailleurs : un apprenti formé à vos méthodes peut devenir, quelques années plus tard, votre futur <a href="/fiche-metier/chef-de-chantier">chef de chantier</a>. Parlez-lui tôt de ces perspectives. Pour recruter en alternance, <a href="/contact">contactez nos consultants</a>.</p>
    `,
    tags: ["btp", "ressources-humaines"],
    daysAgo: 110,
    image: "actu-btp-alternance",
  },
  {
    slug: "agroalimentaire-metiers-qualite-en-tension",
    title: "Agroalimentaire : les métiers de la qualité sous tension",
    description:
      "Responsables qualité, techniciens, auditeurs internes : les métiers de la qualité agroalimentaire sont très demandés. Pourquoi ces profils se raréfient et comment les attirer dans votre entreprise.",
    richText: rich`
      <p>Exigences des clients de la grande distribution, référentiels de certification, contrôles officiels, attentes des consommateurs : la fonction qualité a pris une place centrale dans les entreprises agroalimentaires. Résultat, les profils qualité sont devenus difficiles à recruter, du technicien au responsable de service.</p>
      <h2>Des profils très sollicités</h2>
      <p>Un <a href="/fiche-metier/responsable-qualite">responsable qualité</a> expérimenté en agroalimentaire maîtrise la méthode HACCP, prépare les audits, gère les non-conformités et les réclamations, et anime la culture qualité auprès des équipes de production. D'après nos consultants, ces profils reçoivent plusieurs propositions par an et changent d'entreprise moins pour le salaire que pour les moyens qui leur sont donnés.</p>
      <h2>Ce qui attire un profil qualité</h2>
      <ul>
      <li>Une direction qui soutient la qualité, y compris lorsqu'il faut arrêter une ligne ;</li>
      <li>une équipe dimensionnée, avec des techniciens pour les contrôles quotidiens ;</li>
      <li>des outils de suivi numériques plutôt que des classeurs papier ;</li>
      <li>un périmètre clair entre qualité, hygiène, sécurité et environnement.</li>
      </ul>
      <h2>Élargir le vivier</h2>
      <p>Les techniciens qualité issus de la cosmétique, de la pharmacie ou de la restauration collective partagent beaucoup de compétences avec l'agroalimentaire. Les jeunes diplômés des filières qualité et biologie sont aussi une piste, à condition de prévoir un accompagnement par un responsable expérimenté pendant les premiers mois.</p>
      <p>Pensez aussi à la promotion interne : un technicien de laboratoire ou un chef d'équipe de production sensible aux questions d'hygiène peut évoluer vers la qualité, avec une formation adaptée. Il connaît déjà vos produits et vos équipes.</p>
      <h2>Soigner la présentation du poste</h2>
      <p>Une annonce qui précise les certifications en place, la taille de l'équipe et le rattachement hiérarchique attire des candidats plus pertinents. Nos consultants agroalimentaire et industrie vous aident à la rédiger et à mener le recrutement. <a href="/contact">Contactez-nous</a> ou consultez nos <a href="/nos-offres">offres</a>.</p>
    `,
    tags: ["agroalimentaire"],
    daysAgo: 237,
    image: "actu-agroalimentaire-qualite",
  },
  {
    slug: "preparateurs-de-commandes-pic-fin-annee",
    title: "Préparateurs de commandes : anticiper le pic de fin d'année",
    description:
      "Chaque automne, les entrepôts cherchent des préparateurs de commandes en même temps. Calendrier, conditions de travail, fidélisation des saisonniers : comment recruter avant les autres.",
    richText: rich`
      <p>Entre octobre et décembre, les volumes explosent dans les entrepôts de la distribution et du commerce en ligne. Tous les sites cherchent des <a href="/fiche-metier/preparateur-de-commandes">préparateurs de commandes</a> en même temps, dans les mêmes zones logistiques. Les entreprises qui s'y prennent tard se contentent de ce qui reste.</p>
      <h2>Commencer en été</h2>
      <p>Le recrutement du pic se prépare dès l'été : estimation des volumes avec les équipes commerciales, besoins par semaine, postes à pourvoir en préparation, réception, expédition et conduite d'engins. D'après nos consultants, les sites qui lancent leurs recrutements en septembre remplissent leurs équipes bien plus facilement que ceux qui attendent novembre.</p>
      <h2>Des conditions claires dès l'annonce</h2>
      <ul>
      <li>Les horaires et les équipes : matin, après-midi, nuit, samedi ;</li>
      <li>la durée de la mission et la possibilité de prolongation ;</li>
      <li>l'accès au site : transports en commun, covoiturage, parking ;</li>
      <li>les primes de fin d'année ou de productivité.</li>
      </ul>
      <h2>Faire revenir les meilleurs</h2>
      <p>Les saisonniers qui ont bien travaillé l'an dernier sont les recrues les plus précieuses : ils connaissent le site, les outils et les consignes. Gardez leurs coordonnées, envoyez-leur un message dès la fin de l'été et proposez-leur une prime de retour. Certains deviendront des permanents, voire des <a href="/fiche-metier/cariste">caristes</a> après une formation.</p>
      <p>Soignez aussi la fin de la mission : un message de remerciement, un bilan rapide avec chacun et une proposition claire pour la saison suivante. Les saisonniers parlent entre eux, et la réputation d'un site se construit aussi à ce moment-là.</p>
      <h2>Accueillir et former vite</h2>
      <p>Un nouveau préparateur doit être productif en quelques jours. Une demi-journée d'accueil sur la sécurité, un parrainage par un ancien et une montée en cadence progressive limitent les accidents et les abandons. Pour préparer votre prochain pic d'activité, <a href="/contact">contactez nos consultants</a>.</p>
    `,
    tags: ["distribution"],
    daysAgo: 364,
    image: "actu-distribution-preparateurs",
  },
  {
    slug: "commercial-sedentaire-ou-itinerant-definir-poste",
    title: "Commercial sédentaire ou itinérant : bien définir le poste avant de publier",
    description:
      "Prospection téléphonique ou tournée clients, vente courte ou cycle long : mal définir le poste commercial conduit à recruter le mauvais profil. Les questions à trancher avant de rédiger l'annonce.",
    richText: rich`
      <p>« Commercial H/F » : derrière cet intitulé se cachent des métiers très différents. Un technico-commercial qui visite des industriels, une commerciale sédentaire qui relance des devis, un attaché commercial qui ouvre des comptes dans la restauration n'ont ni les mêmes journées ni les mêmes compétences. Avant de publier, il faut trancher quelques questions.</p>
      <h2>Sédentaire ou itinérant ?</h2>
      <p>Le commercial sédentaire travaille depuis l'entreprise, au téléphone et par écrit. Il traite un volume important de contacts, suit les devis et fidélise une clientèle souvent plus petite. Le commercial itinérant passe l'essentiel de son temps sur la route, avec des rendez-vous plus longs et des affaires plus importantes. Les deux profils existent rarement chez la même personne.</p>
      <h2>Les autres questions à trancher</h2>
      <ul>
      <li><strong>Conquête ou fidélisation</strong> : le portefeuille existe-t-il déjà ?</li>
      <li><strong>Durée du cycle de vente</strong> : une signature en un rendez-vous ou après six mois de négociation ?</li>
      <li><strong>Niveau technique</strong> : faut-il comprendre le produit en profondeur ou savoir s'appuyer sur un expert ?</li>
      <li><strong>Secteur géographique</strong> : combien de départements, combien de nuits hors du domicile ?</li>
      </ul>
      <p>Impliquez le futur manager dans ces arbitrages. C'est lui qui fixera les objectifs et accompagnera la recrue : si sa vision du poste diffère de celle de la direction, mieux vaut le découvrir avant de recevoir les premiers candidats.</p>
      <h2>Écrire une annonce qui trie</h2>
      <p>Une fois ces points tranchés, l'annonce peut être précise : une journée type, la clientèle visée, les outils, le véhicule, la rémunération fixe et variable. Plus elle est concrète, plus les candidats s'auto-sélectionnent. Les profils qui ne correspondent pas s'abstiennent, les autres se reconnaissent.</p>
      <p>Nos consultants recrutent tous les profils commerciaux, du <a href="/fiche-metier/conseiller-de-vente">conseiller de vente</a> au directeur commercial. Parcourez nos <a href="/nos-offres">offres</a> ou <a href="/contact">confiez-nous votre recrutement</a>.</p>
    `,
    tags: ["commercial"],
    daysAgo: 412,
    image: "actu-commercial-terrain",
  },
  {
    slug: "communication-interne-entreprises-multisites",
    title: "Communication interne dans les entreprises multisites : pourquoi ce poste mérite un vrai recrutement et pas un simple renfort",
    description:
      "Sites éloignés, équipes postées, salariés sans messagerie : la communication interne est un métier à part entière. Missions, profil et rattachement d'un poste souvent confié par défaut.",
    richText: rich`
      <p>Dans beaucoup d'entreprises qui comptent plusieurs sites, la communication interne est confiée à quelqu'un « qui aime écrire » en plus de son poste. Le journal interne paraît irrégulièrement, les informations importantes arrivent par la rumeur, et les équipes de terrain se sentent oubliées. C'est pourtant un métier à part entière.</p>
      <h2>Des salariés difficiles à atteindre</h2>
      <p>Dans une entreprise multisite, une grande partie des salariés n'a pas d'adresse électronique professionnelle ni d'ordinateur : opérateurs, chauffeurs, vendeurs, techniciens itinérants. Les atteindre demande des canaux adaptés : affichage dynamique, application mobile, réunions d'équipe préparées, relais dans chaque site.</p>
      <h2>Les missions du poste</h2>
      <ul>
      <li>Construire un plan de communication interne aligné sur la stratégie ;</li>
      <li>accompagner les managers dans les annonces importantes : réorganisation, projets, résultats ;</li>
      <li>animer un réseau de correspondants sur chaque site ;</li>
      <li>mesurer ce qui est lu, compris et retenu.</li>
      </ul>
      <h2>Le bon profil</h2>
      <p>Le chargé de communication interne doit écrire simplement, aimer le terrain et savoir travailler avec les managers de proximité autant qu'avec la direction. Une expérience en entreprise industrielle ou de réseau est un atout. Son rattachement compte : proche de la direction générale ou des ressources humaines, il accède aux informations à temps.</p>
      <p>En entretien, demandez au candidat comment il ferait passer une information importante à l'équipe de nuit d'un site éloigné, ou comment il préparerait un manager de proximité à annoncer un changement d'organisation. Ses réponses montreront s'il pense d'abord au terrain ou au support.</p>
      <h2>Un investissement rentable</h2>
      <p>Une bonne communication interne réduit les incompréhensions, facilite les changements et renforce le sentiment d'appartenance, ce qui aide aussi à fidéliser et à recruter. Nos consultants en communication vous accompagnent pour définir le poste et trouver le bon profil : <a href="/contact">contactez-nous</a>.</p>
    `,
    tags: ["communication", "managers"],
    daysAgo: 498,
    image: "actu-communication-interne",
  },
  {
    slug: "rediger-annonce-visible-recherche-en-ligne",
    title: "Rédiger une annonce qui apparaît dans les bons résultats de recherche",
    description:
      "Intitulé, lieu, mots du métier, structure : une annonce bien rédigée apparaît devant les bons candidats sur les moteurs de recherche et les sites d'emploi. Les règles simples à appliquer.",
    richText: rich`
      <p>Une annonce n'est utile que si elle est vue par les bons candidats. Or la plupart des recherches d'emploi commencent dans un moteur de recherche ou sur un agrégateur d'offres. Quelques règles de rédaction suffisent à améliorer nettement la visibilité de vos annonces.</p>
      <h2>Un intitulé et un lieu que les candidats tapent</h2>
      <p>Les candidats cherchent « comptable », « technicien de maintenance » ou « chef de chantier », pas « ninja de la finance » ni « talent technique polyvalent ». Utilisez l'intitulé courant du métier, éventuellement complété par une précision : « Technicien de maintenance industrielle en équipe de jour ». Nos <a href="/catalogue-fiches-metier">fiches métiers</a> donnent les intitulés les plus utilisés.</p>
            <p>La ville, voire le quartier ou la zone d'activité, doit apparaître clairement. Une annonce localisée seulement par région sort mal dans les recherches de proximité, qui sont les plus fréquentes.</p>
      <h2>Les mots du métier, naturellement</h2>
      <p>Les outils, les certifications, les types de contrats et les conditions de travail font partie des termes recherchés. Intégrez-les dans des phrases lisibles, sans accumulation artificielle : les moteurs savent reconnaître une liste de mots-clés, et les candidats aussi.</p>
      <p>Pensez aussi aux synonymes : un même métier porte parfois plusieurs noms selon les régions ou les secteurs. Citez-les une fois dans le texte pour toucher tous les candidats concernés.</p>
      <h2>Une structure claire</h2>
      <ul>
      <li>Quelques lignes sur l'entreprise et son actualité ;</li>
      <li>les missions, en verbes d'action ;</li>
      <li>le profil, en distinguant l'indispensable du souhaitable ;</li>
      <li>les conditions : contrat, horaires, rémunération, avantages.</li>
      </ul>
      <p>Terminez par la marche à suivre : comment postuler, qui contacter, quelles seront les étapes et dans quels délais. Ces informations rassurent le candidat et augmentent le nombre de candidatures complètes.</p>
      <h2>Mettre à jour plutôt que republier</h2>
      <p>Publier dix fois la même annonce brouille les résultats et donne une impression de turnover. Mieux vaut actualiser une annonce existante. Toutes les offres de nos clients sont rédigées par nos consultants : découvrez-les sur la page <a href="/nos-offres">Nos offres</a>.</p>
    `,
    tags: ["digital", "communication"],
    daysAgo: 327,
    image: "actu-digital-annonce",
  },
  {
    slug: "recruter-directeur-administratif-financier-erreurs",
    title: "Recruter un directeur administratif et financier : les trois erreurs qui allongent la recherche",
    description:
      "Profil idéal introuvable, périmètre flou, processus interminable : trois erreurs fréquentes rallongent de plusieurs mois la recherche d'un directeur administratif et financier. Comment les éviter.",
    richText: rich`
      <p>Le directeur administratif et financier est un pilier de l'équipe de direction. Sa recherche prend du temps, mais certaines erreurs la rallongent inutilement. D'après nos consultants en chasse de têtes, trois d'entre elles reviennent dans la majorité des missions difficiles.</p>
      <h2>Erreur n° 1 : chercher un mouton à cinq pattes</h2>
      <p>Expert en consolidation, spécialiste des financements, fin connaisseur du secteur, bilingue, habitué aux fonds d'investissement et prêt à gérer la paie : ce profil existe rarement. Hiérarchisez les besoins des trois prochaines années. Une entreprise qui prépare une levée de fonds n'a pas les mêmes priorités qu'une PME familiale qui structure son contrôle de gestion.</p>
      <h2>Erreur n° 2 : laisser le périmètre dans le flou</h2>
      <p>Le DAF supervise-t-il l'informatique, les ressources humaines, les achats, le juridique ? Les candidats posent ces questions dès le premier échange. Un périmètre mal défini inquiète les meilleurs, qui craignent des conflits avec d'autres directeurs ou un poste qui évoluera sans eux.</p>
      <h2>Erreur n° 3 : un processus interminable</h2>
      <p>Les candidats de ce niveau sont en poste et approchés par plusieurs cabinets. Un processus qui enchaîne cinq entretiens sur deux mois, sans retour entre les étapes, fait perdre les meilleurs. Nous recommandons trois rencontres au maximum : le dirigeant, un administrateur ou associé, puis une rencontre avec l'équipe.</p>
      <p>Prévoyez aussi de présenter au candidat les chiffres clés de l'entreprise avant la dernière étape, sous engagement de confidentialité si nécessaire. Un directeur financier ne s'engage pas sans avoir vu les comptes, et sa lecture en dit long sur son niveau.</p>
      <h2>Ce qui accélère</h2>
      <ul>
      <li>Un brief partagé et validé par tous les décideurs ;</li>
      <li>une fourchette de rémunération arrêtée dès le départ ;</li>
      <li>des créneaux d'entretien réservés à l'avance dans les agendas.</li>
      </ul>
      <p>Pour une première discussion confidentielle, <a href="/contact">contactez nos consultants</a>.</p>
    `,
    tags: ["comptabilite-finance", "chasse-de-tetes"],
    daysAgo: 561,
    image: "actu-finance-daf",
  },
];

/** The thirteen sector articles, in SECTOR_TAGS order: slug = the tag's articleSlug. */
export const demoSectorArticles: DemoPage[] = [
  {
    slug: "cabinet-recrutement-agroalimentaire",
    title: "Cabinet de recrutement agroalimentaire : des équipes pour vos lignes, vos laboratoires et vos sites",
    description:
      "Conducteurs de ligne, techniciens de maintenance, responsables qualité, directeurs de site : nos consultants recrutent tous les profils de l'industrie agroalimentaire, partout en France.",
    richText: rich`
      <p>L'industrie agroalimentaire combine les contraintes de l'industrie et celles du vivant : cadences élevées, hygiène irréprochable, saisonnalité, traçabilité, exigences des distributeurs. Recruter dans ce secteur demande de connaître ces réalités. Nos consultants travaillent avec des entreprises de toutes tailles : laiteries, boulangeries industrielles, ateliers de découpe, conserveries, fabricants de plats cuisinés, producteurs de boissons.</p>
      <h2>Les profils que nous recrutons</h2>
      <ul>
      <li><strong>Production</strong> : conducteurs de ligne, chefs d'équipe, responsables d'atelier, <a href="/fiche-metier/responsable-de-production">responsables de production</a> ;</li>
      <li><strong>Maintenance</strong> : <a href="/fiche-metier/technicien-de-maintenance-industrielle">techniciens de maintenance</a>, automaticiens, responsables travaux neufs ;</li>
      <li><strong>Qualité et sécurité des aliments</strong> : techniciens de laboratoire, <a href="/fiche-metier/responsable-qualite">responsables qualité</a>, animateurs hygiène ;</li>
      <li><strong>Supply chain</strong> : planificateurs, responsables logistique, approvisionneurs ;</li>
      <li><strong>Fonctions de direction</strong> : directeurs de site, directeurs industriels, directeurs commerciaux.</li>
      </ul>
      <h2>Notre méthode</h2>
      <p>Chaque recrutement commence par une visite de votre site. Nos consultants découvrent vos lignes, vos contraintes d'hygiène, l'organisation des équipes et l'ambiance de l'atelier. Ce contact direct nous permet de décrire le poste avec précision aux candidats et d'évaluer leur adaptation réelle à votre environnement : froid, bruit, horaires postés, port de tenues spécifiques.</p>
      <p>Nous combinons ensuite notre vivier de candidats, la diffusion ciblée de vos annonces et l'approche directe de profils en poste dans des secteurs proches : pharmacie, cosmétique, plasturgie, conditionnement. Chaque candidat présenté a été rencontré, ses références vérifiées, et ses motivations pour votre entreprise testées.</p>
      <p>Nous vérifions aussi les points qui font souvent échouer une intégration : acceptation des horaires postés, distance entre le domicile et le site, contraintes liées aux tenues et au froid. Mieux vaut les aborder franchement en entretien que les découvrir pendant la période d'essai.</p>
      <h2>Les tensions du secteur</h2>
      <p>Les métiers de la maintenance et de la qualité sont parmi les plus difficiles à pourvoir. Les postes en horaires de nuit ou dans des zones rurales demandent aussi des arguments solides. D'après nos consultants, les entreprises qui réussissent le mieux sont celles qui acceptent d'ouvrir leurs critères à des profils en reconversion et qui investissent dans l'intégration. Nous vous aidons à construire ces parcours, et nos missions de <a href="/nos-prestations/conseil-rh">conseil RH</a> peuvent vous accompagner sur l'organisation du travail posté ou la fidélisation.</p>
      <h2>Des recrutements adaptés à la saisonnalité</h2>
      <p>Beaucoup d'entreprises agroalimentaires connaissent des pics d'activité : récoltes, fêtes de fin d'année, saison estivale pour les boissons et les glaces. Nos consultants anticipent ces périodes avec vous : estimation des besoins, recrutement des chefs d'équipe avant les opérateurs, constitution d'un vivier de saisonniers fiables que l'on peut solliciter d'une année sur l'autre. Nous vous aidons aussi à repérer, parmi les saisonniers, ceux qui pourraient rejoindre vos équipes permanentes. Pour les postes d'encadrement, nous privilégions au contraire des recrutements menés hors saison, lorsque les candidats ont le temps d'échanger et de visiter votre site.</p>
      <h2>Un suivi jusqu'à la fin de la période d'essai</h2>
      <p>Un recrutement n'est réussi que si la recrue reste. Nos consultants gardent le contact avec elle et avec vous pendant toute la période d'essai, pour repérer et traiter les difficultés tôt. Pour lancer un recrutement ou échanger sur un besoin, <a href="/contact">contactez-nous</a> ou trouvez l'<a href="/nos-agences">agence la plus proche</a> de votre site.</p>
    `,
    tags: ["agroalimentaire"],
    daysAgo: 402,
    image: "actu-agroalimentaire-cabinet",
  },
  {
    slug: "cabinet-recrutement-btp",
    title: "Cabinet de recrutement BTP : chefs de chantier, conducteurs de travaux et bureaux d'études",
    description:
      "Gros œuvre, second œuvre, travaux publics : nos consultants BTP, souvent issus du terrain, recrutent chefs de chantier, conducteurs de travaux, métreurs et ingénieurs pour les entreprises du secteur.",
    richText: rich`
      <p>Le bâtiment et les travaux publics manquent durablement de profils qualifiés. Les chantiers se multiplient, les départs en retraite s'accélèrent et les jeunes diplômés sont sollicités dès leur sortie d'école. Dans ce contexte, recruter un encadrant de chantier ou un technicien de bureau d'études demande du réseau, de la réactivité et une vraie connaissance du métier.</p>
      <h2>Des consultants qui parlent chantier</h2>
      <p>Plusieurs de nos consultants BTP ont eux-mêmes travaillé sur des chantiers ou en bureau d'études. Ils savent lire un planning, comprennent la différence entre gros œuvre et corps d'état secondaires, et posent aux candidats les questions techniques qui comptent. Cette expérience rassure les candidats autant que nos clients.</p>
      <h2>Les postes que nous recrutons</h2>
      <ul>
      <li><strong>Encadrement de chantier</strong> : chefs d'équipe, <a href="/fiche-metier/chef-de-chantier">chefs de chantier</a>, <a href="/fiche-metier/conducteur-de-travaux">conducteurs de travaux</a>, directeurs de travaux ;</li>
      <li><strong>Études</strong> : <a href="/fiche-metier/metreur-economiste-de-la-construction">métreurs économistes</a>, <a href="/fiche-metier/ingenieur-etudes-de-prix">ingénieurs études de prix</a>, dessinateurs-projeteurs, <a href="/fiche-metier/geometre-topographe">géomètres</a> ;</li>
      <li><strong>Métiers qualifiés</strong> : <a href="/fiche-metier/electricien-du-batiment">électriciens</a>, <a href="/fiche-metier/plombier-chauffagiste">plombiers chauffagistes</a>, <a href="/fiche-metier/grutier">grutiers</a>, coffreurs bancheurs ;</li>
      <li><strong>Fonctions support et direction</strong> : responsables QHSE, directeurs d'agence, responsables d'exploitation.</li>
      </ul>
      <h2>Notre méthode</h2>
      <p>Nous commençons par un brief détaillé : type d'ouvrages, taille des opérations, secteur géographique, composition des équipes, véhicule et rémunération. Nous recherchons ensuite les candidats dans notre vivier et, surtout, par approche directe : les meilleurs encadrants sont sur un chantier et ne lisent pas les annonces. Chaque profil présenté a été rencontré en entretien ; ses références sont vérifiées auprès d'anciens responsables.</p>
      <p>Nous accordons une attention particulière à la culture de prévention. Un chef de chantier donne le ton de la sécurité pour toute son équipe : nous l'évaluons par des questions sur des situations vécues et des mises en situation.</p>
      <h2>Alternance et jeunes diplômés</h2>
      <p>Pour préparer l'avenir, nous aidons aussi les entreprises à recruter des alternants et des jeunes diplômés, et à organiser leur intégration auprès d'un tuteur. C'est souvent la meilleure façon de former les futurs encadrants à vos méthodes.</p>
      <h2>Des conseils sur la rémunération</h2>
      <p>Dans le BTP, la rémunération d'un encadrant ne se limite pas au salaire : véhicule, primes de chantier, indemnités de déplacement, intéressement. Nos consultants vous donnent des repères sur les pratiques de votre région et vous aident à construire une offre lisible, qui soutient la comparaison avec celles des entreprises concurrentes. C'est souvent ce qui décide un candidat en poste à franchir le pas.</p>
      <h2>Travaillons ensemble</h2>
      <p>Découvrez les <a href="/nos-offres">offres BTP</a> de nos clients ou <a href="/contact">contactez nos consultants</a> pour lancer un recrutement. Nos <a href="/nos-agences">agences</a> couvrent les principales métropoles et leurs départements voisins.</p>
    `,
    tags: ["btp"],
    daysAgo: 417,
    image: "actu-btp-cabinet",
  },
  {
    slug: "cabinet-recrutement-cadres",
    title: "Cabinet de recrutement de cadres : des profils évalués sur leurs réalisations",
    description:
      "Directeurs, responsables de service, experts : nos consultants recrutent des cadres pour les PME et les ETI, avec une évaluation centrée sur les réalisations, le management et l'adhésion à votre projet.",
    richText: rich`
      <p>Recruter un cadre engage l'entreprise pour plusieurs années. Une erreur coûte cher : projets retardés, équipe déstabilisée, nouveau recrutement à lancer. Nos consultants accompagnent les PME et les ETI dans ces recrutements stratégiques, avec une méthode qui met les réalisations des candidats au centre de l'évaluation.</p>
      <h2>Les fonctions que nous recrutons</h2>
      <ul>
      <li><strong>Direction générale et de business unit</strong> : directeurs généraux, directeurs de site, directeurs d'agence ;</li>
      <li><strong>Fonctions financières</strong> : directeurs administratifs et financiers, responsables comptables, contrôleurs de gestion ;</li>
      <li><strong>Fonctions commerciales et marketing</strong> : directeurs commerciaux, responsables grands comptes, responsables marketing ;</li>
      <li><strong>Fonctions industrielles et techniques</strong> : directeurs industriels, <a href="/fiche-metier/responsable-de-production">responsables de production</a>, <a href="/fiche-metier/ingenieur-methodes">ingénieurs méthodes</a> ;</li>
      <li><strong>Ressources humaines et systèmes d'information</strong> : responsables RH, DSI, <a href="/fiche-metier/chef-de-projet-informatique">chefs de projet</a>.</li>
      </ul>
      <h2>Une évaluation centrée sur les réalisations</h2>
      <p>Un cadre se juge sur ce qu'il a accompli, pas sur ce qu'il dit savoir faire. Nos entretiens portent sur des situations précises : un projet mené, une équipe redressée, une décision difficile, un échec et ce qu'il en a retiré. Nous évaluons aussi le style de management, la capacité à travailler avec une direction générale et la compatibilité avec votre culture d'entreprise.</p>
      <p>Les références sont vérifiées auprès d'anciens supérieurs et, lorsque c'est possible, d'anciens collaborateurs. Vous recevez pour chaque finaliste un rapport écrit qui détaille ses points forts et nos points de vigilance.</p>
      <h2>Annonce ou approche directe</h2>
      <p>Selon le poste, nous combinons la diffusion d'annonces ciblées et l'approche directe de cadres en poste. Pour les fonctions de direction ou les recherches confidentielles, notre équipe de chasse de têtes prend le relais. Dans tous les cas, nous vous conseillons sur la rémunération du marché et préparons avec vous une offre compétitive.</p>
      <h2>Un calendrier maîtrisé</h2>
      <p>Un cadre en poste a souvent un préavis de plusieurs mois. Pour que le recrutement aboutisse dans vos délais, nous construisons avec vous un calendrier réaliste dès le brief : dates de présentation des candidats, créneaux d'entretien réservés, délai de décision. Vous savez à chaque étape où en est la recherche, combien de candidats ont été approchés et comment le marché réagit à votre projet.</p>
      <h2>Un accompagnement au-delà de l'embauche</h2>
      <p>Nos consultants suivent chaque cadre recruté pendant sa période d'essai et restent disponibles pour vous comme pour lui. Pour les cadres qui réfléchissent à leur évolution, nous proposons aussi un <a href="/nos-prestations/bilan-de-competences">bilan de compétences</a>. Pour lancer une recherche, <a href="/contact">contactez-nous</a>.</p>
    `,
    tags: ["cadres"],
    daysAgo: 431,
    image: "actu-cadres-cabinet",
  },
  {
    slug: "cabinet-recrutement-communication",
    title: "Cabinet de recrutement communication : chargés de communication, rédacteurs et responsables",
    description:
      "Communication interne et externe, relations presse, contenus, événementiel : nos consultants recrutent les profils de la communication pour les entreprises, les collectivités et les agences.",
    richText: rich`
      <p>La communication a profondément changé en quelques années : multiplication des canaux, production de contenus en continu, attentes fortes des salariés en matière d'information interne, exigence de transparence. Les entreprises cherchent des profils polyvalents, capables d'écrire, de piloter des prestataires et de mesurer leurs actions. Nos consultants les aident à définir et à pourvoir ces postes.</p>
      <h2>Les profils que nous recrutons</h2>
      <ul>
      <li><strong>Communication d'entreprise</strong> : chargés de communication, responsables et directeurs de la communication ;</li>
      <li><strong>Communication interne</strong> : chargés de communication interne, responsables de la communication RH et marque employeur ;</li>
      <li><strong>Contenus</strong> : rédacteurs, responsables éditoriaux, gestionnaires de communauté ;</li>
      <li><strong>Relations presse et publiques</strong> : attachés de presse, responsables des relations institutionnelles ;</li>
      <li><strong>Événementiel</strong> : chefs de projet événementiel, responsables salons et congrès.</li>
      </ul>
      <h2>Évaluer au-delà du portfolio</h2>
      <p>Un beau portfolio ne dit pas tout. Nos consultants remettent chaque réalisation dans son contexte : objectif, rôle exact du candidat, moyens disponibles, résultats mesurés. Ils évaluent aussi les compétences moins visibles mais décisives : capacité à recueillir l'information auprès des services, à faire valider des contenus, à tenir les délais, à conseiller la direction.</p>
      <p>Lorsque c'est pertinent, nous proposons un exercice court et réaliste, construit avec vous : rédaction d'une actualité à partir d'une note interne, plan de diffusion pour un événement, relecture d'un document.</p>
      <h2>Définir le bon poste</h2>
      <p>Beaucoup d'annonces en communication demandent tout à la fois : graphisme, vidéo, réseaux sociaux, relations presse, événementiel. Nous vous aidons à identifier les deux ou trois missions prioritaires, à choisir le bon niveau d'expérience et à positionner la rémunération. Un poste clair attire de meilleurs candidats et facilite l'intégration.</p>
      <h2>Entreprises, collectivités et agences</h2>
      <p>Nous recrutons pour des entreprises de toutes tailles, mais aussi pour des agences de communication et des structures publiques ou associatives. Chaque environnement a ses codes : rythme des validations, relation avec les élus ou les clients, part de production et de conseil. Nos consultants en tiennent compte pour présenter des candidats qui s'adapteront rapidement, et pour évaluer la capacité de chacun à changer d'univers lorsqu'il vient d'un autre environnement.</p>
      <h2>Marque employeur</h2>
      <p>Nos consultants accompagnent aussi les entreprises qui veulent améliorer leur image auprès des candidats : annonces, page carrière, témoignages de salariés. Ces sujets relèvent de nos missions de <a href="/nos-prestations/conseil-rh">conseil RH</a>. Pour recruter un profil communication, <a href="/contact">contactez-nous</a> ou consultez nos <a href="/nos-offres">offres</a>.</p>
    `,
    tags: ["communication"],
    daysAgo: 446,
    image: "actu-communication-cabinet",
  },
  {
    slug: "cabinet-recrutement-commercial",
    title: "Cabinet de recrutement commercial : des vendeurs qui tiennent leurs objectifs",
    description:
      "Commerciaux terrain et sédentaires, technico-commerciaux, responsables grands comptes, directeurs commerciaux : nos consultants recrutent et évaluent les profils commerciaux sur des faits.",
    richText: rich`
      <p>Un commercial performant fait grandir l'entreprise ; un commercial mal choisi coûte des mois de chiffre d'affaires et parfois des clients. Le recrutement commercial présente en plus une difficulté particulière : les candidats savent se vendre. Nos consultants ont développé une méthode d'évaluation centrée sur les faits et les résultats.</p>
      <h2>Les profils que nous recrutons</h2>
      <ul>
      <li><strong>Vente terrain</strong> : attachés commerciaux, commerciaux itinérants, technico-commerciaux ;</li>
      <li><strong>Vente sédentaire</strong> : commerciaux sédentaires, chargés d'affaires, assistants commerciaux ;</li>
      <li><strong>Grands comptes</strong> : responsables grands comptes, key account managers ;</li>
      <li><strong>Encadrement</strong> : responsables des ventes, <a href="/fiche-metier/chef-de-secteur">chefs de secteur</a>, directeurs commerciaux ;</li>
      <li><strong>Achats</strong> : <a href="/fiche-metier/acheteur">acheteurs</a>, <a href="/fiche-metier/category-manager">category managers</a>.</li>
      </ul>
      <h2>Définir le bon profil</h2>
      <p>Chasseur ou gestionnaire de portefeuille, vente courte ou cycle long, produit simple ou solution technique : nous commençons par clarifier ces points avec vous. Ils déterminent le profil bien plus que le secteur d'activité. Nous vous conseillons aussi sur la rémunération fixe et variable, un critère décisif pour les candidats.</p>
      <p>Nous vérifions enfin la cohérence entre le profil recherché et votre organisation commerciale : outils de gestion de la relation client, soutien du marketing, répartition des comptes. Un excellent vendeur peut échouer faute de moyens adaptés, et nous préférons vous le signaler avant le recrutement.</p>
      <h2>Une évaluation fondée sur les faits</h2>
      <p>En entretien, nos consultants demandent des chiffres précis : nouveaux clients signés, taux de transformation, évolution du portefeuille. Ils font raconter des affaires gagnées et perdues. Un jeu de rôle construit avec vous, sur votre produit et vos objections habituelles, complète l'évaluation. Enfin, les références sont vérifiées auprès d'anciens responsables.</p>
      <p>Ce travail permet de vous présenter une sélection resserrée de candidats, avec pour chacun ses points forts et nos points de vigilance.</p>
      <h2>L'intégration, clé de la performance</h2>
      <p>Un commercial met plusieurs mois à atteindre son plein rendement. Nous vous aidons à préparer son arrivée : transmission du portefeuille, accompagnement lors des premiers rendez-vous, objectifs progressifs et point régulier avec son responsable. Pendant la période d'essai, nos consultants restent en contact avec la recrue et avec vous pour repérer tôt ce qui freine ses débuts : produit mal maîtrisé, secteur trop étendu, outils de suivi mal compris.</p>
      <h2>Recrutements multiples et lancements</h2>
      <p>Vous créez une équipe commerciale, ouvrez un nouveau territoire ou lancez une gamme ? Nous organisons des campagnes de recrutement de plusieurs commerciaux en parallèle, avec des sessions d'évaluation collectives. Pour les besoins récurrents, notre offre de <a href="/services/rpo">recrutement externalisé</a> peut prendre en charge tout ou partie du processus.</p>
      <p>Consultez nos <a href="/nos-offres">offres commerciales</a> ou <a href="/contact">confiez-nous votre recrutement</a>.</p>
    `,
    tags: ["commercial"],
    daysAgo: 459,
    image: "actu-commercial-cabinet",
  },
  {
    slug: "cabinet-recrutement-comptabilite-finance",
    title: "Cabinet de recrutement comptabilité et finance : du comptable au directeur financier",
    description:
      "Comptables, contrôleurs de gestion, trésoriers, responsables comptables, directeurs financiers : nos consultants recrutent les profils de la finance d'entreprise et des cabinets d'expertise.",
    richText: rich`
      <p>Les fonctions comptables et financières sont le socle de toute entreprise. Elles sont aussi en pleine transformation : dématérialisation des factures, automatisation des tâches répétitives, attentes croissantes en matière de pilotage. Les entreprises cherchent des profils à la fois techniques et capables de conseiller. Nos consultants connaissent ces métiers et leurs évolutions.</p>
      <h2>Les postes que nous recrutons</h2>
      <ul>
      <li><strong>Comptabilité</strong> : aides-comptables, comptables fournisseurs et clients, comptables généraux, comptables uniques de PME ;</li>
      <li><strong>Encadrement comptable</strong> : chefs comptables, responsables comptables, responsables de la consolidation ;</li>
      <li><strong>Contrôle et pilotage</strong> : contrôleurs de gestion, contrôleurs financiers, responsables du contrôle de gestion ;</li>
      <li><strong>Trésorerie et crédit</strong> : trésoriers, credit managers, gestionnaires de recouvrement ;</li>
      <li><strong>Direction</strong> : responsables administratifs et financiers, directeurs financiers.</li>
      </ul>
      <p>Nous recrutons aussi pour les cabinets d'expertise comptable : collaborateurs, chefs de mission, responsables paie.</p>
      <h2>Vérifier la technique et le reste</h2>
      <p>Nos consultants vérifient systématiquement les compétences techniques : écritures de clôture, lecture d'une balance, maîtrise des outils. Pour les postes de contrôle et de direction, une étude de cas permet d'évaluer la capacité d'analyse et, surtout, la façon de présenter les chiffres à un opérationnel. Car un bon financier est aussi un bon communicant.</p>
      <p>Nous évaluons également l'organisation et la rigueur, indispensables dans des métiers rythmés par les échéances, ainsi que la capacité à travailler avec un expert-comptable, un commissaire aux comptes ou une direction de groupe.</p>
      <h2>Des profils rares</h2>
      <p>Le comptable unique de PME, capable de tout gérer, et le contrôleur de gestion opérationnel sont parmi les profils les plus recherchés. D'après nos consultants, les entreprises qui les attirent mettent en avant l'autonomie, la qualité des outils et une perspective d'évolution vers la direction financière. Nous vous conseillons sur ces arguments et sur la rémunération du marché.</p>
      <h2>Des outils qui évoluent</h2>
      <p>La dématérialisation des factures, la généralisation progressive de la facturation électronique entre entreprises et l'automatisation des rapprochements transforment les métiers comptables. Les candidats qui maîtrisent ces outils sont recherchés, et les entreprises qui les ont déjà déployés les attirent plus facilement. Nos consultants évaluent l'aisance des candidats avec les logiciels et leur capacité à accompagner un changement d'outil. Nous vous conseillons aussi sur les compétences à privilégier pour préparer ces évolutions : analyse, contrôle et dialogue avec les opérationnels, plutôt que la seule saisie.</p>
      <h2>Confidentialité</h2>
      <p>Les recrutements financiers, en particulier les remplacements, demandent souvent de la discrétion. Nos consultants en tiennent compte à chaque étape. Pour lancer une recherche, <a href="/contact">contactez-nous</a> ou parcourez nos <a href="/nos-offres">offres en comptabilité et finance</a>.</p>
    `,
    tags: ["comptabilite-finance"],
    daysAgo: 473,
    image: "actu-finance-cabinet",
  },
  {
    slug: "cabinet-recrutement-digital",
    title: "Cabinet de recrutement digital : marketing, produit et expérience utilisateur",
    description:
      "Responsables marketing digital, product owners, designers UX UI, responsables e-commerce, data analysts : nos consultants recrutent les profils du numérique pour les PME, ETI et grands groupes.",
    richText: rich`
      <p>Le numérique touche désormais toutes les fonctions de l'entreprise : acquisition de clients, vente en ligne, conception de produits, exploitation des données. Les métiers évoluent vite, les intitulés se multiplient et les candidats qualifiés sont très sollicités. Nos consultants vous aident à définir le bon poste et à convaincre les bons profils.</p>
      <h2>Les métiers que nous recrutons</h2>
      <ul>
      <li><strong>Marketing digital</strong> : responsables acquisition, spécialistes du référencement, chargés de marketing automation ;</li>
      <li><strong>Commerce en ligne</strong> : <a href="/fiche-metier/responsable-e-commerce">responsables e-commerce</a>, chefs de projet marketplace, responsables de la relation client en ligne ;</li>
      <li><strong>Produit</strong> : <a href="/fiche-metier/product-owner">product owners</a>, product managers, directeurs produit ;</li>
      <li><strong>Design</strong> : <a href="/fiche-metier/ux-ui-designer">designers UX UI</a>, chercheurs en expérience utilisateur ;</li>
      <li><strong>Données</strong> : <a href="/fiche-metier/data-analyst">data analysts</a>, responsables de la donnée.</li>
      </ul>
      <h2>Évaluer des compétences qui changent vite</h2>
      <p>Dans le digital, le diplôme dit peu de chose : beaucoup d'excellents professionnels ont appris sur le terrain. Nos consultants s'intéressent aux résultats obtenus, à la méthode et à la curiosité. Chaque candidat présente un projet dont il est fier : objectif, choix effectués, indicateurs suivis, ce qui a fonctionné et ce qui a échoué. Pour les profils produit et design, nous examinons aussi la façon dont le candidat travaille avec les équipes techniques et les utilisateurs.</p>
      <h2>Définir le poste avec précision</h2>
      <p>« Responsable digital » peut désigner un pilote stratégique comme un profil très opérationnel. Nous vous aidons à clarifier le périmètre, les moyens disponibles (budget, prestataires, outils) et le rattachement. Un poste bien défini attire de meilleurs candidats et évite les déceptions de part et d'autre.</p>
      <h2>Travailler avec les autres équipes</h2>
      <p>Dans le digital, la réussite dépend beaucoup de la collaboration : un product owner travaille chaque jour avec les développeurs et les métiers, un responsable acquisition avec les équipes commerciales, un designer avec les utilisateurs. Nos consultants évaluent cette capacité à travailler en transverse, à argumenter un choix et à accepter la contradiction. Ils s'intéressent aussi à la façon dont le candidat mesure son travail : quels indicateurs suit-il, comment décide-t-il d'arrêter une action qui ne fonctionne pas ? Ces questions distinguent les profils qui pilotent par les résultats de ceux qui suivent les tendances.</p>
      <h2>Convaincre des candidats sollicités</h2>
      <p>Les profils digitaux comparent les projets, l'autonomie, l'organisation du travail et la rémunération. Nos consultants vous donnent des repères sur le marché et vous aident à présenter votre projet de manière convaincante. Nous recommandons un processus court : deux à trois étapes, avec des retours rapides.</p>
      <p>Consultez nos <a href="/nos-offres">offres digitales</a> ou <a href="/contact">contactez nos consultants</a> pour lancer votre recrutement.</p>
    `,
    tags: ["digital"],
    daysAgo: 488,
    image: "actu-digital-cabinet",
  },
  {
    slug: "cabinet-recrutement-managers",
    title: "Cabinet de recrutement de managers : des encadrants qui font grandir leurs équipes",
    description:
      "Chefs d'équipe, responsables de service, managers de proximité et directeurs : nos consultants évaluent le style de management, la capacité à fédérer et à décider avant de vous présenter un candidat.",
    richText: rich`
      <p>Un manager influence directement l'engagement, la performance et la fidélité de son équipe. Un mauvais choix se paie en départs, en conflits et en résultats dégradés. Recruter un encadrant demande donc une évaluation spécifique, qui va bien au-delà des compétences techniques.</p>
      <h2>Tous les niveaux d'encadrement</h2>
      <ul>
      <li><strong>Management de proximité</strong> : chefs d'équipe, responsables d'atelier, <a href="/fiche-metier/chef-de-rayon">chefs de rayon</a>, chefs de chantier ;</li>
      <li><strong>Management intermédiaire</strong> : responsables de service, <a href="/fiche-metier/responsable-logistique">responsables logistique</a>, responsables de production ;</li>
      <li><strong>Direction</strong> : directeurs de site, <a href="/fiche-metier/directeur-de-magasin">directeurs de magasin</a>, directeurs régionaux.</li>
      </ul>
      <h2>Évaluer le style de management</h2>
      <p>Nos consultants s'intéressent à la façon dont le candidat a réellement encadré : comment il a accueilli une nouvelle recrue, géré un conflit, recadré un collaborateur, conduit un changement d'organisation. Ces situations vécues, racontées en détail, révèlent le style de management bien mieux que des questions générales.</p>
      <p>Nous vérifions aussi l'adéquation avec votre contexte : un manager qui a réussi dans une grande structure très organisée ne s'adapte pas toujours à une PME où il faut tout construire, et inversement. Les références sont recueillies auprès d'anciens responsables et, lorsque c'est possible, d'anciens collaborateurs.</p>
      <p>Pour les postes de management de proximité, nous accordons une attention particulière à la présence sur le terrain, à la capacité à organiser le travail d'une équipe et à faire respecter les règles de sécurité. Pour les postes de direction, nous évaluons davantage la vision, la conduite du changement et la capacité à faire grandir d'autres managers.</p>
      <h2>Promotion interne ou recrutement externe</h2>
      <p>Faut-il promouvoir un collaborateur ou recruter à l'extérieur ? Nous pouvons évaluer vos candidats internes avec la même méthode que les candidats externes, ce qui rend la décision plus objective et plus facile à expliquer. Nos missions de <a href="/nos-prestations/conseil-rh">conseil RH</a> accompagnent aussi les nouveaux managers dans leur prise de poste.</p>
      <h2>Manager en période de changement</h2>
      <p>Certains postes demandent un profil particulier : reprendre une équipe en difficulté, accompagner une réorganisation, succéder à un manager très apprécié. Nous évaluons alors la capacité du candidat à écouter avant d'agir, à poser un diagnostic et à expliquer ses décisions. Les candidats qui ont déjà vécu ces situations savent raconter ce qu'ils ont fait pendant les premières semaines, et ce qu'ils feraient différemment aujourd'hui.</p>
      <h2>Une intégration suivie</h2>
      <p>Les premiers mois d'un manager sont décisifs, pour lui comme pour son équipe. Nos consultants organisent des points réguliers pendant la période d'essai et vous alertent dès qu'une difficulté apparaît. Pour recruter un manager, <a href="/contact">contactez-nous</a>.</p>
    `,
    tags: ["managers"],
    daysAgo: 503,
    image: "actu-managers-cabinet",
  },
  {
    slug: "cabinet-recrutement-distribution",
    title: "Cabinet de recrutement distribution : magasins, entrepôts et sièges",
    description:
      "Directeurs de magasin, chefs de rayon, conseillers de vente, responsables logistique, acheteurs : nos consultants recrutent pour la grande distribution, les enseignes spécialisées et la logistique.",
    richText: rich`
      <p>La distribution vit au rythme de ses clients : horaires étendus, saisonnalité, ouvertures de magasins, pics d'activité logistique. Les enseignes doivent recruter vite et souvent, sans transiger sur la qualité du service. Nos consultants accompagnent la grande distribution, les enseignes spécialisées et les acteurs de la logistique sur tous leurs métiers.</p>
      <h2>Les postes que nous recrutons</h2>
      <ul>
      <li><strong>Magasins</strong> : <a href="/fiche-metier/directeur-de-magasin">directeurs de magasin</a>, <a href="/fiche-metier/chef-de-rayon">chefs de rayon</a>, <a href="/fiche-metier/conseiller-de-vente">conseillers de vente</a>, <a href="/fiche-metier/employe-commercial-en-libre-service">employés commerciaux</a> ;</li>
      <li><strong>Réseau</strong> : <a href="/fiche-metier/chef-de-secteur">chefs de secteur</a>, directeurs régionaux, animateurs de réseau ;</li>
      <li><strong>Logistique</strong> : <a href="/fiche-metier/responsable-logistique">responsables logistique</a>, chefs d'équipe, <a href="/fiche-metier/preparateur-de-commandes">préparateurs de commandes</a>, <a href="/fiche-metier/cariste">caristes</a> ;</li>
      <li><strong>Sièges</strong> : <a href="/fiche-metier/acheteur">acheteurs</a>, <a href="/fiche-metier/category-manager">category managers</a>, <a href="/fiche-metier/responsable-e-commerce">responsables e-commerce</a>.</li>
      </ul>
      <p>Nos consultants connaissent les spécificités de chaque format : hypermarchés, supermarchés de proximité, enseignes spécialisées, magasins en franchise, entrepôts automatisés ou non. Ils adaptent le profil recherché à votre organisation et à votre clientèle.</p>
      <h2>Des recrutements en volume</h2>
      <p>Pour une ouverture de magasin ou un pic d'activité, nous organisons des sessions de recrutement collectives : présentation du poste, mises en situation en petit groupe et entretiens courts, le même jour. Cette méthode permet de rencontrer de nombreux candidats en peu de temps et de constituer une équipe complète en quelques semaines, en privilégiant le sens du service et la fiabilité.</p>
      <h2>Des encadrants qui restent</h2>
      <p>Pour les postes d'encadrement, nous évaluons le management, la gestion d'un compte d'exploitation et la capacité à animer une équipe sur des horaires étendus. Nous sommes aussi transparents avec les candidats sur les réalités du poste : c'est la meilleure garantie d'un recrutement durable. D'après nos consultants, c'est sur ce point que se joue la fidélité des chefs de rayon et des directeurs de magasin.</p>
      <h2>Des candidats bien informés</h2>
      <p>Horaires étendus, travail le samedi, pics d'activité : les métiers de la distribution ont leurs contraintes. Nous les présentons clairement aux candidats dès le premier échange, avec les atouts du poste : perspectives d'évolution, formation, stabilité de l'équipe. Un candidat qui s'engage en connaissance de cause reste plus longtemps. Nous portons aussi une attention particulière aux candidats qui changent de secteur, venus par exemple de la restauration ou de l'hôtellerie, dont le sens du service est souvent un atout.</p>
      <h2>Un partenaire dans la durée</h2>
      <p>Pour les enseignes qui recrutent en continu, notre offre de <a href="/services/rpo">recrutement externalisé</a> prend en charge tout ou partie du processus, avec des consultants dédiés. Consultez nos <a href="/nos-offres">offres en distribution</a> ou <a href="/contact">contactez-nous</a>.</p>
    `,
    tags: ["distribution"],
    daysAgo: 517,
    image: "actu-distribution-cabinet",
  },
  {
    slug: "cabinet-chasse-de-tetes",
    title: "Cabinet de chasse de têtes : l'approche directe des dirigeants et des experts",
    description:
      "Dirigeants, membres de comités de direction, experts rares : nos consultants en chasse de têtes identifient et approchent en toute confidentialité les talents qui ne sont pas en recherche active.",
    richText: rich`
      <p>Les meilleurs candidats pour un poste de direction ou d'expertise rare sont presque toujours en poste. Ils ne consultent pas les annonces, mais ils écoutent un projet présenté avec sérieux. La chasse de têtes consiste à les identifier, à les approcher de manière personnelle et confidentielle, puis à les convaincre.</p>
      <h2>Les postes concernés</h2>
      <ul>
      <li>Directeurs généraux, directeurs de filiale et de business unit ;</li>
      <li>membres du comité de direction : finance, industrie, commerce, ressources humaines, systèmes d'information ;</li>
      <li>directeurs de site et directeurs régionaux ;</li>
      <li>experts rares : ingénieurs spécialisés, <a href="/fiche-metier/architecte-cloud">architectes</a>, responsables de la sécurité informatique.</li>
      </ul>
      <h2>Notre méthode</h2>
      <p><strong>Cadrage.</strong> Un entretien approfondi avec le dirigeant et les futurs pairs permet de définir le profil, les enjeux du poste, la rémunération et les entreprises à exclure de la recherche.</p>
      <p><strong>Cartographie.</strong> Notre équipe de recherche identifie les entreprises cibles et les personnes qui y occupent des fonctions comparables. Cette cartographie vous est présentée : elle donne aussi une lecture précieuse du marché.</p>
      <p><strong>Approche.</strong> Chaque personne est contactée individuellement. Le nom de votre entreprise n'est dévoilé qu'aux candidats intéressés, après un premier échange.</p>
      <p><strong>Évaluation.</strong> Les candidats retenus sont rencontrés longuement. Nous étudions leurs réalisations, leur style de management et leurs motivations, et nous vérifions leurs références. Vous recevez un rapport détaillé pour chaque finaliste.</p>
      <p><strong>Décision et intégration.</strong> Nous organisons les rencontres, accompagnons la négociation et suivons l'intégration pendant plusieurs mois.</p>
      <h2>Confidentialité</h2>
      <p>Remplacement d'un dirigeant en poste, création d'une activité, réorganisation non annoncée : beaucoup de nos missions sont confidentielles. Le cercle d'information est réduit, les candidats sont approchés sans que le nom du client soit cité et les rencontres ont lieu hors de vos locaux.</p>
      <p>Les références des finalistes sont recueillies avec leur accord, auprès de personnes qu'ils désignent, pour ne jamais compromettre leur situation actuelle.</p>
      <h2>Une lecture du marché</h2>
      <p>Au-delà du recrutement, une mission de chasse de têtes vous apporte une lecture précise du marché : niveaux de rémunération pratiqués, organisation des entreprises comparables, réactions des candidats à votre projet. Ces informations sont précieuses pour positionner le poste et, parfois, pour faire évoluer le profil recherché en cours de mission. Nous vous les restituons à chaque point d'étape. Enfin, nous nous engageons à ne jamais approcher les collaborateurs de nos clients.</p>
      <h2>Parlons de votre projet</h2>
      <p>Chaque mission est menée par un consultant senior, appuyé par une chargée de recherche. Pour une première discussion confidentielle, <a href="/contact">contactez-nous</a>.</p>
    `,
    tags: ["chasse-de-tetes"],
    daysAgo: 532,
    image: "actu-chasse-cabinet",
  },
  {
    slug: "cabinet-recrutement-industrie",
    title: "Cabinet de recrutement industrie : maintenance, production, qualité et méthodes",
    description:
      "Techniciens de maintenance, automaticiens, régleurs, responsables qualité, ingénieurs méthodes, directeurs de site : nos consultants industrie recrutent les profils techniques et d'encadrement des usines.",
    richText: rich`
      <p>L'industrie française recrute, mais peine à trouver les profils techniques dont elle a besoin. Maintenance, automatisme, usinage, soudage, qualité : ces métiers sont en tension dans presque tous les bassins. Nos consultants industrie, dont plusieurs ont travaillé en usine ou en bureau d'études, connaissent ces métiers et les arguments qui décident les candidats.</p>
      <h2>Les métiers que nous recrutons</h2>
      <ul>
      <li><strong>Maintenance</strong> : <a href="/fiche-metier/technicien-de-maintenance-industrielle">techniciens de maintenance</a>, <a href="/fiche-metier/electrotechnicien">électrotechniciens</a>, <a href="/fiche-metier/automaticien">automaticiens</a>, responsables maintenance ;</li>
      <li><strong>Production</strong> : <a href="/fiche-metier/operateur-de-production">opérateurs</a>, <a href="/fiche-metier/regleur-sur-machines-a-commande-numerique">régleurs</a>, chefs d'équipe, <a href="/fiche-metier/responsable-de-production">responsables de production</a> ;</li>
      <li><strong>Métiers de la transformation</strong> : <a href="/fiche-metier/soudeur">soudeurs</a>, <a href="/fiche-metier/chaudronnier">chaudronniers</a>, usineurs ;</li>
      <li><strong>Qualité, sécurité, environnement</strong> : <a href="/fiche-metier/responsable-qualite">responsables qualité</a>, <a href="/fiche-metier/technicien-qhse">techniciens QHSE</a> ;</li>
      <li><strong>Ingénierie et direction</strong> : <a href="/fiche-metier/ingenieur-methodes">ingénieurs méthodes</a>, directeurs industriels, directeurs de site.</li>
      </ul>
      <h2>Notre méthode</h2>
      <p>Nous commençons par visiter votre site : parc machines, organisation des équipes, horaires, ambiance d'atelier. Ces éléments sont décisifs pour présenter le poste aux candidats et évaluer leur adaptation. Nous recherchons ensuite dans notre vivier, par annonces ciblées et par approche directe de profils en poste, y compris dans des secteurs voisins dont les compétences se transfèrent.</p>
      <p>L'évaluation technique est menée avec soin : questions précises sur les équipements maîtrisés, cas de dépannage, lecture de schémas. Pour les postes d'encadrement, nous évaluons aussi le management d'équipes postées et la conduite du changement.</p>
      <p>Pour les recrutements de plusieurs opérateurs ou techniciens, nous organisons des sessions collectives sur votre site, avec visite de l'atelier et entretiens le même jour.</p>
      <h2>Ouvrir le vivier</h2>
      <p>Face aux tensions, nous aidons nos clients à élargir leurs critères : profils en reconversion, candidats issus d'autres industries, alternants. Ces recrutements réussissent lorsqu'ils s'accompagnent d'un parcours d'intégration structuré, que nous pouvons construire avec vous dans le cadre de nos missions de <a href="/nos-prestations/conseil-rh">conseil RH</a>.</p>
      <h2>Des conseils pour attirer les candidats</h2>
      <p>Dans un marché tendu, la façon de présenter le poste fait la différence. Nos consultants vous aident à mettre en avant ce qui compte pour les candidats industriels : organisation des horaires et des astreintes, modernité des équipements, formation, perspectives d'évolution. Nous vous recommandons aussi d'organiser une visite de l'atelier pendant le processus : les techniciens veulent voir les machines et rencontrer l'équipe. Enfin, nous vous conseillons sur la rémunération du marché et sur la rapidité du processus, car un bon technicien en recherche active trouve un poste en quelques semaines.</p>
      <h2>Lancer un recrutement</h2>
      <p>Consultez nos <a href="/nos-offres">offres en industrie</a>, parcourez le <a href="/catalogue-fiches-metier">catalogue des fiches métiers</a> ou <a href="/contact">contactez nos consultants</a>.</p>
    `,
    tags: ["industrie"],
    daysAgo: 546,
    image: "actu-industrie-cabinet",
  },
  {
    slug: "cabinet-recrutement-informatique",
    title: "Cabinet de recrutement informatique : développeurs, infrastructure et cybersécurité",
    description:
      "Développeurs, administrateurs systèmes, ingénieurs DevOps, experts cybersécurité, chefs de projet : nos consultants informatique évaluent eux-mêmes les bases techniques de chaque candidat.",
    richText: rich`
      <p>Les profils informatiques figurent parmi les plus recherchés du marché. Les candidats expérimentés reçoivent des sollicitations chaque semaine et choisissent leurs projets. Pour les attirer, il faut parler leur langage, présenter un projet crédible et mener un processus rapide. Nos consultants informatique le font au quotidien.</p>
      <h2>Les métiers que nous recrutons</h2>
      <ul>
      <li><strong>Développement</strong> : <a href="/fiche-metier/developpeur-full-stack">développeurs full-stack</a>, <a href="/fiche-metier/developpeur-mobile">développeurs mobiles</a>, responsables techniques ;</li>
      <li><strong>Infrastructure</strong> : <a href="/fiche-metier/administrateur-systemes-et-reseaux">administrateurs systèmes et réseaux</a>, <a href="/fiche-metier/ingenieur-devops">ingénieurs DevOps</a>, <a href="/fiche-metier/architecte-cloud">architectes cloud</a> ;</li>
      <li><strong>Sécurité</strong> : <a href="/fiche-metier/ingenieur-cybersecurite">ingénieurs cybersécurité</a>, responsables de la sécurité des systèmes d'information ;</li>
      <li><strong>Pilotage</strong> : <a href="/fiche-metier/chef-de-projet-informatique">chefs de projet</a>, <a href="/fiche-metier/product-owner">product owners</a>, DSI ;</li>
      <li><strong>Support</strong> : <a href="/fiche-metier/technicien-support-informatique">techniciens support</a>, responsables du support.</li>
      </ul>
      <p>Nous intervenons pour des éditeurs de logiciels, des entreprises de services numériques, des directions informatiques de PME et d'ETI, ainsi que pour des entreprises industrielles qui structurent leur informatique. Chaque contexte appelle un discours différent auprès des candidats.</p>
      <h2>Une évaluation technique réelle</h2>
      <p>Nos consultants évaluent eux-mêmes les bases techniques de chaque candidat avant de vous le présenter : architecture des projets menés, pratiques de développement, choix techniques et leurs raisons. Lorsque c'est utile, nous organisons avec vos équipes un exercice court ou une séance de travail en binôme, toujours suivie d'un retour au candidat.</p>
      <p>Nous évaluons aussi ce qui fait la réussite dans une équipe : communication avec les métiers, capacité à expliquer un choix, autonomie, goût de la transmission.</p>
      <p>Pour les postes d'encadrement technique, nous évaluons aussi la capacité à recruter, à faire grandir une équipe et à dialoguer avec la direction.</p>
      <h2>Des conseils sur le marché</h2>
      <p>Les salaires informatiques varient fortement selon les technologies, l'expérience et la région. Nos consultants vous donnent des repères précis et vous aident à construire une offre compétitive : rémunération, télétravail, matériel, formation. Ils vous conseillent aussi sur la présentation de votre projet, souvent l'argument décisif.</p>
      <h2>Présenter votre projet</h2>
      <p>Les candidats informatiques choisissent d'abord un projet : ce que fait le produit, qui l'utilise, quels chantiers arrivent, quelles technologies sont en place et pourquoi. Nous vous aidons à construire ce discours, avec honnêteté sur la dette technique et les difficultés. Un candidat qui découvre la réalité après son arrivée repart vite ; un candidat qui s'engage en connaissance de cause reste et s'investit.</p>
      <h2>Un processus court</h2>
      <p>Nous recommandons deux ou trois étapes au maximum, avec une réponse rapide après chacune. C'est la condition pour ne pas perdre les meilleurs candidats. Consultez nos <a href="/nos-offres">offres informatiques</a> ou <a href="/contact">contactez-nous</a>.</p>
    `,
    tags: ["informatique"],
    daysAgo: 575,
    image: "actu-informatique-cabinet",
  },
  {
    slug: "cabinet-recrutement-ressources-humaines",
    title: "Cabinet de recrutement ressources humaines : RRH, chargés de recrutement et paie",
    description:
      "Responsables RH, chargés de recrutement, gestionnaires de paie, responsables formation, DRH : nos consultants recrutent les professionnels des ressources humaines pour les PME, ETI et groupes.",
    richText: rich`
      <p>Recruter un professionnel des ressources humaines a quelque chose de particulier : c'est confier à quelqu'un la gestion de vos équipes, de vos recrutements et de votre climat social. Les attentes sont élevées, et les profils expérimentés recherchés. Nos consultants connaissent ces métiers de l'intérieur, puisque le recrutement est aussi le leur.</p>
      <h2>Les postes que nous recrutons</h2>
      <ul>
      <li><strong>Généralistes</strong> : assistants RH, chargés RH, responsables RH, DRH ;</li>
      <li><strong>Recrutement</strong> : chargés de recrutement, responsables du recrutement, responsables marque employeur ;</li>
      <li><strong>Paie et administration</strong> : gestionnaires de paie, responsables paie, responsables de l'administration du personnel ;</li>
      <li><strong>Développement RH</strong> : responsables formation, responsables du développement des compétences, chargés de la gestion des carrières ;</li>
      <li><strong>Relations sociales</strong> : responsables des relations sociales, juristes en droit social.</li>
      </ul>
      <h2>Un profil adapté à votre organisation</h2>
      <p>Le premier responsable RH d'une PME en croissance et le responsable RH d'un site appartenant à un groupe n'exercent pas le même métier. Le premier construit tout : processus, outils, politique de rémunération. Le second applique et adapte les politiques du groupe, en lien étroit avec le directeur de site. Nos consultants vous aident à définir le bon profil et le bon niveau d'expérience.</p>
      <p>Nous recrutons aussi des profils spécialisés pour renforcer une équipe existante : un gestionnaire de paie pour internaliser la paie, un chargé de recrutement pour une période de forte croissance, un responsable formation pour structurer le développement des compétences.</p>
      <h2>Une évaluation exigeante</h2>
      <p>Nous évaluons la maîtrise technique (droit du travail, paie, outils), mais aussi la posture : capacité à conseiller la direction, à accompagner les managers, à dialoguer avec les représentants du personnel, à gérer des situations sensibles avec discrétion. Les situations vécues, racontées en entretien, sont au cœur de cette évaluation.</p>
      <h2>Des métiers en évolution</h2>
      <p>Les ressources humaines se transforment : outils numériques de gestion, attentes des salariés en matière de qualité de vie au travail, transparence des rémunérations, difficultés de recrutement dans de nombreux métiers. Les entreprises recherchent des professionnels capables d'accompagner ces évolutions, et pas seulement d'administrer. Nos consultants évaluent la connaissance des évolutions réglementaires, l'aisance avec les outils et la capacité à conduire un projet, comme le déploiement d'un logiciel ou la refonte des entretiens annuels.</p>
      <h2>Au-delà du recrutement</h2>
      <p>Vous n'avez pas encore besoin d'un responsable RH à temps plein ? Nos missions de <a href="/nos-prestations/conseil-rh">conseil RH</a> peuvent vous accompagner sur des sujets précis, et notre offre de <a href="/services/rpo">recrutement externalisé</a> peut prendre en charge vos recrutements récurrents. Pour les professionnels RH qui souhaitent faire le point sur leur carrière, nous proposons également un <a href="/nos-prestations/bilan-de-competences">bilan de compétences</a>.</p>
      <p>Pour lancer un recrutement, <a href="/contact">contactez-nous</a>.</p>
    `,
    tags: ["ressources-humaines"],
    daysAgo: 589,
    image: "actu-rh-cabinet",
  },
];

/** Press releases (/presse/{slug}): openings, certification, studies, partnerships, nominations. */
export const demoPressReleases: DemoPage[] = [
  {
    slug: "ouverture-agence-grenoble",
    title: `${BRAND} ouvre une agence à Grenoble`,
    description: `${BRAND} ouvre à Grenoble sa treizième agence, dédiée aux recrutements de l'industrie, de l'informatique et de l'ingénierie dans le sillon alpin. Une équipe de quatre consultants s'y installe.`,
    richText: rich`
      <p><strong>${BRAND} poursuit le développement de son réseau et ouvre une agence à Grenoble, au cœur d'un bassin d'emploi marqué par l'industrie de pointe, l'ingénierie et le numérique.</strong></p>
      <p>Installée dans le centre-ville, à proximité de la gare, l'agence accueille une équipe de quatre consultants spécialisés. Elle accompagnera les entreprises du sillon alpin, de la PME industrielle au grand site de recherche, dans leurs recrutements de techniciens, d'ingénieurs, de cadres et de profils informatiques.</p>
      <h2>Un bassin aux besoins spécifiques</h2>
      <p>Les entreprises de la région recherchent des profils techniques pointus, souvent rares : automaticiens, ingénieurs méthodes, développeurs, experts en cybersécurité. Ces candidats sont très sollicités et attendent un discours précis sur les projets qu'on leur propose. L'équipe grenobloise s'appuiera sur l'expertise des consultants industrie et informatique du réseau pour y répondre.</p>
      <blockquote><p>« Nos clients lyonnais nous sollicitaient de plus en plus pour leurs sites alpins. Ouvrir une agence à Grenoble, c'est être au plus près des entreprises et des candidats, avec des consultants qui vivent et travaillent ici. »</p><p>Nadia Benkirane, directrice de l'agence de Lyon</p></blockquote>
      <h2>Des rencontres avec les entreprises</h2>
      <p>Dans les semaines qui suivent l'ouverture, l'équipe organise des petits-déjeuners avec les dirigeants et responsables RH de la région sur les tensions de recrutement dans l'industrie. Les coordonnées de l'agence sont disponibles sur la page <a href="/nos-agences">Nos agences</a>.</p>
    `,
    tags: ["industrie", "informatique"],
    daysAgo: 45,
    image: "actu-presse-grenoble",
  },
  {
    slug: "ouverture-agence-rouen",
    title: `${BRAND} s'implante à Rouen pour accompagner l'industrie normande`,
    description: `Chimie, énergie, logistique portuaire, agroalimentaire : ${BRAND} ouvre une agence à Rouen pour répondre aux besoins de recrutement des entreprises de la vallée de la Seine.`,
    richText: rich`
      <p><strong>${BRAND} inaugure son agence de Rouen, la douzième du réseau et la première en Normandie. Elle est dédiée aux entreprises industrielles et logistiques de la vallée de la Seine.</strong></p>
      <p>La région rouennaise concentre des activités variées : chimie, énergie, agroalimentaire, logistique portuaire et fluviale. Ces secteurs partagent une même difficulté, celle de recruter des techniciens et des encadrants qualifiés dans un marché où les candidats expérimentés sont peu nombreux.</p>
      <h2>Une équipe spécialisée</h2>
      <p>L'agence réunit trois consultants, dont deux issus de l'industrie. Ils recrutent des techniciens de maintenance, des responsables de production, des profils qualité, sécurité et environnement, ainsi que des responsables logistiques et des cadres. L'équipe s'appuie sur les méthodes communes au réseau : brief sur site, approche directe des candidats en poste, entretiens structurés et suivi pendant la période d'essai.</p>
      <h2>Un engagement local</h2>
      <p>L'agence travaillera avec les établissements de formation de la région pour faire connaître les métiers industriels aux jeunes et aux personnes en reconversion. Elle participera également aux forums de l'emploi organisés dans l'agglomération.</p>
      <p>Retrouvez l'adresse et les horaires de l'agence sur la page <a href="/nos-agences">Nos agences</a>, et les postes à pourvoir sur <a href="/nos-offres">Nos offres</a>.</p>
    `,
    tags: ["industrie"],
    daysAgo: 160,
    image: "actu-presse-rouen",
  },
  {
    slug: "ouverture-agence-montpellier",
    title: `Nouvelle agence à Montpellier : ${BRAND} renforce sa présence en Occitanie`,
    description: `Après Toulouse, ${BRAND} ouvre une agence à Montpellier. Elle accompagnera les entreprises du numérique, de la santé, du commerce et du BTP, dans une métropole à forte croissance démographique.`,
    richText: rich`
      <p><strong>${BRAND} ouvre à Montpellier sa onzième agence : le réseau compte désormais une agence dans chacune des deux grandes métropoles d'Occitanie.</strong></p>
      <p>La croissance démographique de la métropole montpelliéraine s'accompagne d'un fort besoin de recrutement dans plusieurs secteurs : bâtiment et travaux publics, commerce et distribution, numérique, services aux entreprises. Les entreprises de la région nous sollicitaient déjà depuis l'agence de Toulouse ; une présence locale permet désormais de les accompagner au quotidien.</p>
      <h2>Trois consultants pour commencer</h2>
      <p>L'équipe démarre avec trois consultants spécialisés dans le BTP, la distribution et les fonctions commerciales. Elle sera renforcée dans les prochains mois par un consultant informatique. Tous appliquent les méthodes du réseau : brief approfondi, évaluation centrée sur les réalisations des candidats, présentation d'une sélection resserrée et suivi jusqu'à la fin de la période d'essai.</p>
      <h2>Des ouvertures de magasins déjà engagées</h2>
      <p>Dès son ouverture, l'agence accompagne plusieurs enseignes dans le recrutement des équipes de nouveaux points de vente de l'agglomération, avec des sessions de recrutement collectives.</p>
      <p>Les coordonnées de l'agence figurent sur la page <a href="/nos-agences">Nos agences</a>. Les candidats peuvent consulter les postes à pourvoir sur <a href="/nos-offres">Nos offres</a>.</p>
    `,
    tags: ["distribution", "btp"],
    daysAgo: 290,
    image: "actu-presse-montpellier",
  },
  {
    slug: "ouverture-agence-strasbourg",
    title: `${BRAND} ouvre une agence à Strasbourg, tournée vers l'industrie et les profils bilingues`,
    description: `${BRAND} s'installe à Strasbourg pour accompagner les entreprises alsaciennes, notamment dans l'industrie, la logistique et les fonctions commerciales, avec une attention particulière aux profils bilingues.`,
    richText: rich`
      <p><strong>${BRAND} ouvre une agence à Strasbourg, sa première implantation dans le Grand Est.</strong></p>
      <p>Le tissu économique alsacien se distingue par une forte présence industrielle, de nombreuses entreprises tournées vers l'international et un marché de l'emploi ouvert sur les pays voisins. Les recrutements y demandent souvent des compétences linguistiques, en particulier l'allemand, en plus des compétences techniques ou commerciales.</p>
      <h2>Une agence pour l'industrie et le commerce</h2>
      <p>L'équipe strasbourgeoise recrute des profils techniques pour les sites de production, des responsables logistiques, des commerciaux et des cadres, dont beaucoup sont amenés à travailler avec des clients ou des maisons mères à l'étranger. Les consultants vérifient systématiquement le niveau de langue des candidats lorsque le poste l'exige.</p>
      <h2>Le réseau s'étend</h2>
      <p>Cette ouverture porte le réseau à dix agences. Elle s'inscrit dans un plan de développement qui vise à couvrir les principales métropoles françaises, avec des équipes locales qui connaissent leur bassin d'emploi.</p>
      <p>Retrouvez toutes les agences sur la page <a href="/nos-agences">Nos agences</a>.</p>
    `,
    tags: ["industrie", "commercial"],
    daysAgo: 610,
    image: "actu-presse-strasbourg",
  },
  {
    slug: "certification-qualiopi-bilans-de-competences",
    title: `${BRAND} obtient la certification Qualiopi pour ses bilans de compétences et ses formations`,
    description: `La certification qualité Qualiopi a été délivrée à ${BRAND} pour ses bilans de compétences et ses actions de formation. Elle atteste de la qualité du processus mis en œuvre et ouvre l'accès aux financements mutualisés.`,
    richText: rich`
      <p><strong>${BRAND} a obtenu la certification qualité Qualiopi au titre des bilans de compétences et des actions de formation, à l'issue d'un audit mené par un organisme certificateur accrédité.</strong></p>
      <p>Cette certification, exigée des prestataires qui souhaitent accéder aux financements publics ou mutualisés de la formation professionnelle, repose sur un référentiel national qualité. L'audit a porté sur l'ensemble du processus : information des bénéficiaires, analyse de leurs besoins, adaptation de l'accompagnement, qualification des consultants, suivi de la satisfaction et traitement des réclamations.</p>
      <h2>Ce que cela change pour les bénéficiaires</h2>
      <p>Les salariés et les demandeurs d'emploi qui souhaitent réaliser un <a href="/nos-prestations/bilan-de-competences">bilan de compétences</a> avec nos consultants peuvent le faire financer par les dispositifs prévus à cet effet, notamment leur compte personnel de formation. Les entreprises peuvent également mobiliser leurs financements habituels pour les formations que nous proposons à leurs managers.</p>
      <blockquote><p>« Cette certification reconnaît un travail de fond mené par toute l'équipe pour formaliser nos pratiques. Elle nous engage aussi à progresser en continu, avec des audits réguliers. »</p><p>Hélène Marchetti, présidente</p></blockquote>
      <p>Retrouvez toutes nos annonces sur la page <a href="/presse">Presse</a>.</p>
    `,
    tags: ["ressources-humaines"],
    daysAgo: 380,
    image: "actu-presse-qualiopi",
  },
  {
    slug: "barometre-recrutement-industrie",
    title: `Baromètre ${BRAND} : les métiers de l'industrie les plus difficiles à pourvoir`,
    description: `${BRAND} publie son baromètre annuel des recrutements industriels, établi à partir des missions menées par ses consultants. Maintenance et automatisme restent en tête des métiers les plus tendus.`,
    richText: rich`
      <p><strong>${BRAND} publie la nouvelle édition de son baromètre des recrutements dans l'industrie. Il repose sur l'ensemble des missions industrielles menées par les consultants du réseau au cours des douze derniers mois.</strong></p>
      <h2>Les métiers les plus tendus</h2>
      <p>Pour la troisième année consécutive, les métiers de la maintenance arrivent en tête. D'après nos missions, il faut en moyenne sept semaines pour recruter un <a href="/fiche-metier/technicien-de-maintenance-industrielle">technicien de maintenance</a>, contre cinq pour un profil de production. Suivent les <a href="/fiche-metier/automaticien">automaticiens</a>, les <a href="/fiche-metier/regleur-sur-machines-a-commande-numerique">régleurs sur machines à commande numérique</a> et les profils qualité.</p>
      <h2>Les attentes des candidats</h2>
      <p>Les consultants ont interrogé les candidats rencontrés sur leurs critères de choix. Trois éléments ressortent, à égalité avec le salaire : l'organisation des horaires et des astreintes, la qualité du parc machines et la perspective d'évolution. Près de 40 % des candidats ayant refusé une offre citent les horaires comme raison principale.</p>
      <h2>Ce qui fonctionne</h2>
      <ul>
      <li>Les entreprises qui publient une fourchette de salaire reçoivent davantage de candidatures qualifiées ;</li>
      <li>un processus en deux étapes au maximum réduit nettement les désistements ;</li>
      <li>l'ouverture aux profils issus d'autres secteurs élargit le vivier de près d'un tiers.</li>
      </ul>
      <p>Ces chiffres sont ceux de nos propres missions et ne prétendent pas décrire l'ensemble du marché. Le baromètre complet est disponible sur demande auprès de nos agences : <a href="/contact">contactez-nous</a>.</p>
    `,
    tags: ["industrie"],
    daysAgo: 92,
    image: "actu-barometre-industrie",
  },
  {
    slug: "etude-attentes-candidats-cadres",
    title: `Étude ${BRAND} : ce que les cadres attendent de leur prochain employeur`,
    description: `À partir d'un questionnaire proposé aux cadres rencontrés par ses consultants, ${BRAND} publie une étude sur leurs attentes : sens du poste, management, organisation du travail et transparence salariale.`,
    richText: rich`
      <p><strong>${BRAND} publie une étude sur les attentes des cadres en recherche ou en veille active. Elle s'appuie sur un questionnaire proposé aux cadres rencontrés par les consultants du réseau au cours du dernier semestre.</strong></p>
      <h2>Le management avant tout</h2>
      <p>Interrogés sur ce qui les ferait quitter leur poste, les cadres citent en premier la relation avec leur responsable, devant la rémunération. À l'inverse, la qualité du futur manager, perçue pendant le processus de recrutement, est un critère décisif d'acceptation pour plus de la moitié des répondants.</p>
      <h2>L'organisation du travail</h2>
      <p>Le télétravail partiel est devenu une attente partagée, mais les cadres interrogés se montrent pragmatiques : ils privilégient la souplesse et la confiance plutôt qu'un nombre de jours fixé. Le temps de trajet reste un critère important, en particulier dans les grandes métropoles.</p>
      <h2>La transparence salariale attendue</h2>
      <p>Une large majorité des répondants souhaite connaître la fourchette de rémunération dès l'annonce ou le premier échange. Beaucoup déclarent ne plus répondre aux annonces qui n'en indiquent aucune.</p>
      <blockquote><p>« Les cadres choisissent un projet et une équipe autant qu'un poste. Les entreprises qui l'ont compris présentent leur futur manager dès le premier entretien et affichent leurs conditions sans détour. »</p><p>Bastien Leclerc-Ory, directeur des opérations</p></blockquote>
      <p>Les résultats détaillés sont disponibles auprès de nos agences. Pour en parler avec un consultant, <a href="/contact">contactez-nous</a>.</p>
    `,
    tags: ["cadres"],
    daysAgo: 230,
    image: "actu-etude-cadres",
  },
  {
    slug: "partenariat-ecoles-de-production",
    title: `${BRAND} s'associe à des écoles de production pour faire découvrir l'industrie`,
    description: `${BRAND} noue un partenariat avec un réseau régional d'écoles de production : présentation des métiers, préparation aux entretiens et mise en relation des jeunes diplômés avec les entreprises clientes.`,
    richText: rich`
      <p><strong>${BRAND} annonce un partenariat avec un réseau régional d'écoles de production, qui forment des jeunes aux métiers industriels par la pratique, en conditions réelles de commandes.</strong></p>
      <p>Les écoles de production accueillent des jeunes qui apprennent un métier technique en fabriquant des pièces ou des produits pour de vrais clients. Leurs élèves acquièrent des savoir-faire concrets et recherchés : usinage, chaudronnerie, maintenance, électricité.</p>
      <h2>Trois engagements</h2>
      <ul>
      <li><strong>Présenter les métiers</strong> : les consultants interviennent dans les écoles pour décrire les métiers industriels, les parcours possibles et les attentes des employeurs ;</li>
      <li><strong>préparer les jeunes</strong> : des ateliers de préparation aux entretiens et de rédaction de CV sont organisés chaque trimestre ;</li>
      <li><strong>mettre en relation</strong> : les jeunes diplômés sont présentés aux entreprises clientes qui recrutent des profils débutants, avec un suivi pendant leur période d'essai.</li>
      </ul>
      <h2>Une réponse aux tensions de l'industrie</h2>
      <p>Les difficultés de recrutement dans l'industrie imposent d'agir en amont. En faisant se rencontrer des jeunes formés par la pratique et des entreprises prêtes à les accompagner, ce partenariat contribue à renouveler les compétences des ateliers.</p>
      <p>Les entreprises intéressées par ces profils peuvent <a href="/contact">contacter nos agences</a>.</p>
    `,
    tags: ["industrie"],
    daysAgo: 175,
    image: "actu-partenariat-ecoles-production",
  },
  {
    slug: "partenariat-entreprises-batiment-nantes",
    title: `${BRAND} et un groupement d'entreprises du bâtiment nantais s'associent pour l'emploi`,
    description: `L'agence ${BRAND} de Nantes signe une convention avec un groupement d'entreprises du bâtiment de l'agglomération pour faciliter le recrutement d'encadrants de chantier et l'accueil d'alternants.`,
    richText: rich`
      <p><strong>L'agence de Nantes signe une convention de partenariat avec un groupement d'entreprises du bâtiment de l'agglomération nantaise, qui réunit une quarantaine de PME du gros œuvre et du second œuvre.</strong></p>
      <p>Ces entreprises partagent une même difficulté : recruter des <a href="/fiche-metier/chef-de-chantier">chefs de chantier</a> et des <a href="/fiche-metier/conducteur-de-travaux">conducteurs de travaux</a> expérimentés, et accueillir dans de bonnes conditions les alternants qui deviendront leurs futurs encadrants.</p>
      <h2>Le contenu du partenariat</h2>
      <ul>
      <li>Des conditions adaptées pour les recrutements d'encadrants menés par l'agence pour les membres du groupement ;</li>
      <li>des ateliers collectifs sur l'entretien de recrutement, l'intégration et la fidélisation ;</li>
      <li>une journée annuelle de rencontre entre les entreprises et les candidats, ouverte aux personnes en reconversion ;</li>
      <li>un accompagnement des entreprises qui accueillent leur premier alternant.</li>
      </ul>
      <h2>Des métiers à faire connaître</h2>
      <p>Le partenariat comprend aussi des actions pour faire découvrir les métiers de l'encadrement de chantier, encore mal connus du grand public. Les consultants BTP de l'agence, dont plusieurs ont travaillé sur des chantiers, interviendront lors de forums et de rencontres organisés par le groupement.</p>
      <p>Les offres des entreprises du bâtiment sont à retrouver sur <a href="/nos-offres">Nos offres</a>.</p>
    `,
    tags: ["btp"],
    daysAgo: 520,
    image: "actu-partenariat-btp-nantes",
  },
  {
    slug: "nomination-directrice-agence-lyon",
    title: "Nadia Benkirane est nommée directrice de l'agence de Lyon",
    description:
      "Nadia Benkirane prend la direction de l'agence lyonnaise, la plus importante du réseau. Spécialiste des fonctions commerciales et de la supply chain, elle encadre une équipe de six consultants.",
    richText: rich`
      <p><strong>Nadia Benkirane est nommée directrice de l'agence de Lyon. Elle succède à Hélène Marchetti, présidente et cofondatrice, qui se consacre désormais au développement du réseau.</strong></p>
      <p>Entrée dans le réseau comme consultante, Nadia Benkirane s'est spécialisée dans le recrutement des fonctions commerciales et logistiques. Elle a accompagné de nombreuses PME familiales de la vallée du Rhône comme des ETI en forte croissance, et mené plusieurs campagnes de recrutement pour des ouvertures de sites.</p>
      <h2>Ses priorités</h2>
      <p>À la tête d'une équipe de six consultants, elle souhaite renforcer la spécialisation sectorielle de l'agence, en particulier dans l'industrie et la logistique, et développer les missions de recrutement externalisé pour les entreprises qui recrutent en continu.</p>
      <blockquote><p>« Un brief précis vaut mieux que dix annonces publiées à la hâte. Mon objectif est que chaque client reparte du premier rendez-vous avec une vision claire de son recrutement. »</p><p>Nadia Benkirane</p></blockquote>
      <p>L'agence de Lyon est joignable via la page <a href="/nos-agences">Nos agences</a>.</p>
    `,
    tags: ["commercial"],
    daysAgo: 640,
    image: "actu-presse-nomination-lyon",
  },
  {
    slug: "nomination-directeur-des-operations",
    title: "Bastien Leclerc-Ory rejoint le réseau comme directeur des opérations",
    description:
      "Ancien responsable RH dans la grande distribution, Bastien Leclerc-Ory devient directeur des opérations. Il coordonne les méthodes de travail des agences et les engagements de délai pris envers les clients.",
    richText: rich`
      <p><strong>Bastien Leclerc-Ory est nommé directeur des opérations. Il est chargé d'harmoniser les méthodes de travail des agences et de garantir le respect des engagements pris envers les clients et les candidats.</strong></p>
      <p>Bastien Leclerc-Ory a exercé pendant plus de dix ans des fonctions de responsable des ressources humaines dans la grande distribution, où il a piloté de nombreux recrutements pour des ouvertures de magasins et des plateformes logistiques. Il connaît ainsi les attentes des entreprises clientes de l'intérieur.</p>
      <h2>Ses missions</h2>
      <ul>
      <li>Formaliser les étapes communes à toutes les agences : brief de poste, présentation des candidats, suivi d'intégration ;</li>
      <li>suivre les délais de présentation et la satisfaction des clients ;</li>
      <li>accompagner l'ouverture des nouvelles agences ;</li>
      <li>améliorer l'expérience des candidats, notamment la rapidité des réponses.</li>
      </ul>
      <blockquote><p>« Nos clients doivent retrouver la même exigence dans chaque agence, qu'ils recrutent un préparateur de commandes ou un directeur de site. »</p><p>Bastien Leclerc-Ory</p></blockquote>
      <p>Pour toute demande, <a href="/contact">contactez-nous</a>.</p>
    `,
    tags: ["distribution"],
    daysAgo: 690,
    image: "actu-presse-nomination-operations",
  },
  {
    slug: "lancement-offre-recrutement-externalise",
    title: `${BRAND} lance son offre de recrutement externalisé`,
    description: `Pour les entreprises qui recrutent toute l'année sans service dédié, ${BRAND} lance une offre de recrutement externalisé : des consultants dédiés prennent en charge tout ou partie du processus.`,
    richText: rich`
      <p><strong>${BRAND} lance une offre de recrutement externalisé, destinée aux entreprises qui recrutent régulièrement sans disposer d'une équipe de recrutement à la hauteur de leurs besoins.</strong></p>
      <p>Ouvertures de sites, croissance rapide, forte rotation sur certains métiers : de nombreuses entreprises doivent mener plusieurs dizaines de recrutements par an. Leurs équipes RH, souvent réduites, ne peuvent pas tout absorber, et le recours ponctuel à des cabinets différents manque de cohérence.</p>
      <h2>Le principe</h2>
      <p>Un ou plusieurs consultants sont dédiés à l'entreprise cliente. Ils apprennent ses métiers, sa culture et ses processus, et prennent en charge tout ou partie du recrutement : rédaction et diffusion des annonces, tri des candidatures, entretiens, organisation des rencontres avec les managers, suivi des recrues. Des indicateurs partagés permettent de suivre les délais, la qualité des recrutements et l'expérience des candidats.</p>
      <h2>Une offre modulable</h2>
      <p>L'engagement peut porter sur une période définie, par exemple une ouverture de site, ou sur la durée. Il peut concerner une famille de métiers ou l'ensemble des recrutements. Le détail de l'offre est présenté sur la page <a href="/services/rpo">recrutement externalisé</a>.</p>
      <p>Pour étudier votre besoin, <a href="/contact">contactez-nous</a>.</p>
    `,
    tags: ["ressources-humaines"],
    daysAgo: 268,
    image: "actu-presse-rpo",
  },
  {
    slug: "engagement-reponse-a-chaque-candidat",
    title: `${BRAND} s'engage à répondre à chaque candidat sous quinze jours`,
    description: `Plus aucune candidature sans réponse : ${BRAND} s'engage à répondre à chaque candidat sous quinze jours, avec un retour personnalisé pour toute personne rencontrée en entretien.`,
    richText: rich`
      <p><strong>${BRAND} prend un engagement simple et mesurable : chaque candidat recevra une réponse dans les quinze jours qui suivent sa candidature. Toute personne rencontrée en entretien recevra un retour personnalisé.</strong></p>
      <p>L'absence de réponse est l'une des premières sources de frustration des candidats. Elle nuit aussi à l'image des entreprises qui recrutent. Le réseau a donc revu ses outils et ses méthodes pour que chaque candidature soit traitée dans les délais.</p>
      <h2>Ce qui change</h2>
      <ul>
      <li>Un accusé de réception immédiat, qui indique le délai de réponse ;</li>
      <li>une réponse sous quinze jours, positive ou négative ;</li>
      <li>après un entretien, un retour oral ou écrit expliquant la décision ;</li>
      <li>pour les candidats non retenus, la possibilité d'être recontactés pour d'autres postes, avec leur accord.</li>
      </ul>
      <h2>Un engagement suivi</h2>
      <p>Le respect de ces délais est mesuré chaque mois dans toutes les agences et fait partie des indicateurs suivis par la direction des opérations. Les résultats seront publiés chaque année.</p>
      <p>Les candidats peuvent consulter les postes à pourvoir sur la page <a href="/nos-offres">Nos offres</a>.</p>
    `,
    tags: [],
    daysAgo: 21,
    image: "actu-presse-engagement-candidats",
  },
];

/** Testimonials: blog pages tagged «temoignages» and one sector (decision 0025). */
export const demoTestimonials: DemoPage[] = [
  {
    slug: "temoignage-entreprise-gros-oeuvre-conducteurs-de-travaux",
    title: "Entreprise de gros œuvre : deux conducteurs de travaux recrutés avant la saison",
    description:
      "Une entreprise de gros œuvre de la région nantaise devait recruter deux conducteurs de travaux avant le démarrage de plusieurs chantiers. Son dirigeant raconte comment le recrutement s'est déroulé.",
    richText: rich`
      <blockquote><p>« Nous avions publié nos annonces pendant quatre mois sans résultat. En sept semaines, nous avons rencontré cinq candidats sérieux et embauché deux conducteurs de travaux qui sont toujours avec nous. »</p><p>Olivier M., dirigeant d'une entreprise de gros œuvre de 60 salariés</p></blockquote>
      <h2>Le contexte</h2>
      <p>L'entreprise, spécialisée dans le logement collectif et les bâtiments tertiaires, venait de remporter plusieurs marchés. Elle devait renforcer son encadrement avant le démarrage des chantiers au printemps. Ses annonces n'attiraient que des profils trop juniors ou éloignés de son activité.</p>
      <h2>La démarche</h2>
      <p>Thomas, notre consultant BTP, a passé une demi-journée dans l'entreprise : visite de deux chantiers, échange avec le dirigeant et le directeur de travaux. Il a ensuite approché directement des <a href="/fiche-metier/conducteur-de-travaux">conducteurs de travaux</a> en poste dans des entreprises comparables, ainsi que des chefs de chantier expérimentés prêts à évoluer.</p>
      <p>Cinq candidats ont été présentés, avec pour chacun un rapport détaillé. Les entretiens se sont déroulés en deux étapes, dont une visite de chantier.</p>
      <h2>Le résultat</h2>
      <p>Deux conducteurs de travaux ont été recrutés : un profil confirmé venu d'une entreprise concurrente et un ancien chef de chantier, accompagné dans sa prise de poste. Un an plus tard, tous deux sont toujours en poste.</p>
      <blockquote><p>« Ce qui a fait la différence, c'est que le consultant connaissait le métier. Les candidats l'ont senti, et nous aussi. »</p></blockquote>
      <p>Vous avez un projet de recrutement dans le BTP ? <a href="/contact">Contactez-nous</a>.</p>
    `,
    tags: ["temoignages", "btp"],
    daysAgo: 52,
    image: "actu-temoignage-btp-gros-oeuvre",
  },
  {
    slug: "temoignage-technicienne-maintenance-reconversion",
    title: "Technicienne de maintenance : le parcours d'Émilie, des bâtiments tertiaires à l'industrie",
    description:
      "Après plusieurs années dans la maintenance de bâtiments, Émilie voulait rejoindre l'industrie. Elle raconte son recrutement comme technicienne de maintenance dans une usine de conditionnement.",
    richText: rich`
      <blockquote><p>« Je pensais que mon parcours ne correspondait à aucune annonce. Le consultant a su expliquer à l'entreprise ce que je savais déjà faire et ce que j'apprendrais vite. »</p><p>Émilie R., technicienne de maintenance industrielle</p></blockquote>
      <h2>Le contexte</h2>
      <p>Émilie a travaillé six ans dans la maintenance de bâtiments tertiaires : électricité, chauffage, ventilation. Elle souhaitait rejoindre l'industrie, attirée par la variété des équipements et les perspectives d'évolution vers l'automatisme. Ses candidatures spontanées restaient sans réponse : les annonces exigeaient toutes une expérience en production.</p>
      <h2>La démarche</h2>
      <p>Yanis, notre consultant industrie, a rencontré Émilie et identifié ses compétences transférables : habilitations électriques, diagnostic de pannes, rigueur dans le suivi des interventions. Il l'a présentée à une usine de conditionnement qui cherchait un <a href="/fiche-metier/technicien-de-maintenance-industrielle">technicien de maintenance</a> et acceptait de former un profil motivé.</p>
      <p>L'entreprise a organisé une visite de l'atelier et un entretien technique. Un parcours d'intégration de trois mois a été construit, avec un binôme expérimenté et une formation en pneumatique.</p>
      <h2>Le résultat</h2>
      <p>Émilie a été confirmée à l'issue de sa période d'essai. Elle suit aujourd'hui une formation en automatisme financée par son employeur.</p>
      <blockquote><p>« On m'a fait confiance, et j'ai eu envie de la mériter. »</p></blockquote>
      <p>Découvrez nos <a href="/nos-offres">offres en industrie</a>.</p>
    `,
    tags: ["temoignages", "industrie"],
    daysAgo: 128,
    image: "actu-temoignage-industrie-maintenance",
  },
  {
    slug: "temoignage-editeur-logiciel-ingenieur-devops",
    title: "Éditeur de logiciels : un ingénieur DevOps recruté en cinq semaines",
    description:
      "Un éditeur de logiciels de 35 salariés cherchait depuis des mois son premier ingénieur DevOps. Sa directrice technique explique ce qui a permis de conclure rapidement.",
    richText: rich`
      <blockquote><p>« Les candidats présentés avaient tous été évalués techniquement. Nous avons pu consacrer nos entretiens à l'essentiel : le projet et l'équipe. »</p><p>Claire D., directrice technique d'un éditeur de logiciels</p></blockquote>
      <h2>Le contexte</h2>
      <p>L'entreprise développe un logiciel de gestion utilisé par plusieurs centaines de clients. Sa croissance imposait d'automatiser les déploiements et de fiabiliser l'infrastructure. Après plusieurs mois de recherche infructueuse, la directrice technique manquait de temps pour trier les candidatures et mener les entretiens.</p>
      <h2>La démarche</h2>
      <p>Camille, notre consultante informatique, a commencé par un échange avec l'équipe technique pour comprendre l'infrastructure existante et les chantiers prioritaires. Ensemble, elles ont revu l'annonce pour mettre en avant le projet et afficher une fourchette de rémunération réaliste.</p>
      <p>Camille a ensuite approché des <a href="/fiche-metier/ingenieur-devops">ingénieurs DevOps</a> en poste et évalué leurs bases techniques avant toute présentation. Trois candidats ont été retenus. Le processus a compté deux étapes : un échange technique avec un développeur de l'équipe, puis une rencontre avec la direction.</p>
      <h2>Le résultat</h2>
      <p>Le candidat retenu a accepté l'offre cinq semaines après le lancement de la mission. Six mois plus tard, les déploiements sont automatisés et l'équipe a gagné un temps précieux.</p>
      <p>Vous recrutez des profils informatiques ? <a href="/contact">Parlons-en</a>.</p>
    `,
    tags: ["temoignages", "informatique"],
    daysAgo: 199,
    image: "actu-temoignage-informatique-devops",
  },
  {
    slug: "temoignage-commerciale-terrain-retour-emploi",
    title: "Commerciale terrain : le retour à l'emploi de Sarah après deux ans de pause",
    description:
      "Après une interruption de carrière de deux ans, Sarah souhaitait reprendre un poste de commerciale terrain. Elle raconte comment elle a retrouvé un emploi dans la distribution de matériel professionnel.",
    richText: rich`
      <blockquote><p>« J'avais peur que l'on ne voie que le trou dans mon CV. Le consultant m'a demandé mes chiffres, mes clients, mes méthodes, et il a su les présenter à l'entreprise. »</p><p>Sarah B., commerciale terrain</p></blockquote>
      <h2>Le contexte</h2>
      <p>Sarah a été commerciale itinérante pendant huit ans, avec des résultats solides. Après deux ans consacrés à sa famille, elle souhaitait reprendre un poste similaire, mais ses candidatures n'aboutissaient pas : l'interruption de carrière inquiétait les recruteurs.</p>
      <h2>La démarche</h2>
      <p>En entretien, notre consultante lui a demandé de détailler ses résultats passés : nouveaux clients signés, évolution de son portefeuille, organisation de ses tournées. Elle a aussi mené un jeu de rôle sur un produit technique. Convaincue par le profil, elle l'a présentée à un distributeur de matériel professionnel qui cherchait une commerciale pour ouvrir un nouveau secteur.</p>
      <p>Le rapport transmis à l'entreprise expliquait l'interruption de carrière et mettait en avant les réalisations de Sarah. L'entreprise a proposé une période de reprise progressive, avec un accompagnement par le responsable des ventes.</p>
      <h2>Le résultat</h2>
      <p>Sarah a signé ses premiers clients dès son deuxième mois. Elle a dépassé ses objectifs à la fin de sa première année.</p>
      <p>Consultez nos <a href="/nos-offres">offres commerciales</a>.</p>
    `,
    tags: ["temoignages", "commercial"],
    daysAgo: 247,
    image: "actu-temoignage-commercial-terrain",
  },
  {
    slug: "temoignage-enseigne-ouverture-magasin",
    title: "Ouverture de magasin : une équipe de dix-huit personnes prête pour le premier jour",
    description:
      "Pour l'ouverture d'un magasin de bricolage, une enseigne devait recruter dix-huit personnes en six semaines. Le directeur du magasin raconte comment les sessions collectives ont permis d'y parvenir.",
    richText: rich`
      <blockquote><p>« Le jour de l'ouverture, toute l'équipe était là, formée et soudée. Pour une ouverture, c'est tout ce qui compte. »</p><p>Karim T., directeur de magasin</p></blockquote>
      <h2>Le contexte</h2>
      <p>Une enseigne de bricolage ouvrait un nouveau magasin en périphérie d'une grande ville. Le <a href="/fiche-metier/directeur-de-magasin">directeur de magasin</a>, recruté trois mois plus tôt, devait constituer une équipe de dix-huit personnes : chefs de rayon, conseillers de vente, hôtes de caisse et équipe de réception.</p>
      <h2>La démarche</h2>
      <p>Léa, notre consultante en distribution, a construit avec lui un rétroplanning à partir de la date d'ouverture. Les chefs de rayon ont été recrutés en premier, par annonces et approche directe. Pour les autres postes, quatre sessions de recrutement collectives ont été organisées : présentation du magasin, mise en situation en petit groupe et entretien court avec un responsable.</p>
      <p>Plus de cent candidats ont été reçus. Les candidats retenus ont reçu une réponse sous 48 heures, et une liste de réserve a été constituée.</p>
      <h2>Le résultat</h2>
      <p>Les dix-huit postes étaient pourvus trois semaines avant l'ouverture. Deux désistements ont été compensés grâce à la liste de réserve. L'équipe a suivi une semaine de formation et de mise en rayon avant d'accueillir ses premiers clients.</p>
      <p>Vous préparez une ouverture ? <a href="/contact">Contactez nos consultants</a>.</p>
    `,
    tags: ["temoignages", "distribution"],
    daysAgo: 318,
    image: "actu-temoignage-distribution-magasin",
  },
  {
    slug: "temoignage-fromagerie-responsable-qualite",
    title: "Fromagerie industrielle : un responsable qualité recruté avant un audit de certification",
    description:
      "Une fromagerie industrielle de 120 salariés devait remplacer son responsable qualité avant un audit de certification. Sa directrice générale revient sur ce recrutement délicat.",
    richText: rich`
      <blockquote><p>« Nous cherchions quelqu'un de rigoureux, mais aussi capable de convaincre les équipes de production. Le consultant a parfaitement compris cette double exigence. »</p><p>Isabelle F., directrice générale d'une fromagerie industrielle</p></blockquote>
      <h2>Le contexte</h2>
      <p>Le responsable qualité de l'entreprise partait à la retraite quelques mois avant un audit de certification important. Il fallait un successeur capable de reprendre le dossier rapidement, de gérer les relations avec les clients de la grande distribution et d'animer la culture qualité dans les ateliers.</p>
      <h2>La démarche</h2>
      <p>Après une visite complète du site, notre consultant a défini avec la direction le profil recherché et les priorités des six premiers mois. Il a approché des <a href="/fiche-metier/responsable-qualite">responsables qualité</a> de l'agroalimentaire, mais aussi de la cosmétique et de la pharmacie. Trois finalistes ont été présentés, chacun avec un rapport détaillé et des références vérifiées.</p>
      <p>Le candidat retenu venait d'une entreprise de plats cuisinés. L'entreprise a organisé un tuilage de six semaines avec le responsable sortant.</p>
      <h2>Le résultat</h2>
      <p>L'audit s'est déroulé avec succès quelques mois après l'arrivée du nouveau responsable. Les équipes de production saluent sa présence régulière dans les ateliers.</p>
      <p>Pour vos recrutements en agroalimentaire, <a href="/contact">contactez-nous</a>.</p>
    `,
    tags: ["temoignages", "agroalimentaire"],
    daysAgo: 376,
    image: "actu-temoignage-agroalimentaire-qualite",
  },
  {
    slug: "temoignage-comptable-devenu-responsable-administratif-financier",
    title: "De comptable unique à responsable administratif et financier : le parcours de Mathieu",
    description:
      "Comptable unique dans une PME pendant sept ans, Mathieu voulait évoluer vers un poste de responsable administratif et financier. Il raconte le recrutement qui lui a permis de changer de dimension.",
    richText: rich`
      <blockquote><p>« Je n'aurais jamais répondu à cette annonce seul : je pensais ne pas avoir le niveau. Le consultant m'a montré que mon expérience valait plus que mon intitulé de poste. »</p><p>Mathieu L., responsable administratif et financier</p></blockquote>
      <h2>Le contexte</h2>
      <p>Mathieu était comptable unique dans une PME de négoce. Au fil des années, il avait pris en charge la trésorerie, les relations bancaires, la préparation des budgets et une partie des ressources humaines. Son intitulé de poste, lui, n'avait pas changé.</p>
      <h2>La démarche</h2>
      <p>Notre consultant en comptabilité et finance a rencontré Mathieu pour un autre poste. En l'écoutant détailler ses missions réelles, il a identifié un profil prêt pour un poste de responsable administratif et financier. Il l'a présenté à une PME industrielle en croissance qui cherchait à structurer sa fonction financière.</p>
      <p>L'évaluation comprenait une étude de cas : analyser un budget et présenter ses conclusions au dirigeant. Mathieu s'est distingué par la clarté de sa restitution.</p>
      <h2>Le résultat</h2>
      <p>Mathieu a pris ses fonctions avec une équipe de deux comptables. Il a mis en place un tableau de bord mensuel devenu l'outil de pilotage de la direction.</p>
      <p>Découvrez nos <a href="/nos-offres">offres en comptabilité et finance</a>.</p>
    `,
    tags: ["temoignages", "comptabilite-finance"],
    daysAgo: 455,
    image: "actu-temoignage-finance-raf",
  },
  {
    slug: "temoignage-bilan-de-competences-reconversion-rh",
    title: "Bilan de compétences : le parcours d'Aurélie, de la vente au recrutement",
    description:
      "Après douze ans dans la vente, Aurélie s'interrogeait sur la suite de sa carrière. Un bilan de compétences l'a conduite vers les ressources humaines. Elle est aujourd'hui chargée de recrutement.",
    richText: rich`
      <blockquote><p>« Je savais ce que je ne voulais plus faire, pas ce que je voulais faire. Le bilan m'a aidée à relier ce que j'aimais dans mon métier à un nouveau projet réaliste. »</p><p>Aurélie G., chargée de recrutement</p></blockquote>
      <h2>Le contexte</h2>
      <p>Responsable de magasin pendant douze ans, Aurélie aimait recruter et former ses équipes, beaucoup moins la pression des résultats et les horaires. Elle envisageait une reconversion sans savoir dans quelle direction.</p>
      <h2>La démarche</h2>
      <p>Aurélie a réalisé un <a href="/nos-prestations/bilan-de-competences">bilan de compétences</a> avec l'une de nos consultantes, financé par son compte personnel de formation. Les entretiens ont permis d'identifier ses points forts : sens du contact, capacité à évaluer les personnes, organisation. Des enquêtes métier auprès de professionnels des ressources humaines ont confirmé l'intérêt pour le recrutement.</p>
      <p>Le bilan s'est conclu par un plan d'action : une formation courte en ressources humaines, puis la recherche d'un poste de chargée de recrutement dans la distribution, où son expérience du terrain serait un atout.</p>
      <h2>Le résultat</h2>
      <p>Huit mois après la fin de son bilan, Aurélie a rejoint le service RH d'une enseigne régionale comme chargée de recrutement. Elle recrute aujourd'hui les équipes de magasins qu'elle a si bien connues.</p>
      <p>Pour en savoir plus sur le bilan de compétences, <a href="/contact">contactez-nous</a>.</p>
    `,
    tags: ["temoignages", "ressources-humaines"],
    daysAgo: 534,
    image: "actu-temoignage-rh-bilan",
  },
  {
    slug: "temoignage-groupe-industriel-directeur-de-site",
    title: "Groupe industriel : la succession confidentielle d'un directeur de site",
    description:
      "Un groupe industriel familial devait préparer la succession du directeur de l'un de ses sites sans alerter les équipes. Son président raconte la mission de chasse de têtes qui a permis d'y parvenir.",
    richText: rich`
      <blockquote><p>« Pendant trois mois, personne dans l'usine n'a su que nous cherchions un successeur. Le jour de l'annonce, tout était prêt. »</p><p>François V., président d'un groupe industriel familial</p></blockquote>
      <h2>Le contexte</h2>
      <p>Le directeur de l'un des sites du groupe avait annoncé en confidence son départ prochain. Le président souhaitait organiser sa succession sans inquiéter les 200 salariés du site ni les clients, dans un contexte de négociation commerciale importante.</p>
      <h2>La démarche</h2>
      <p>La mission a été menée par un consultant senior de notre équipe de chasse de têtes, appuyé par une chargée de recherche. Le cercle d'information a été limité au président et au directeur sortant. Les candidats ont été approchés sans que le nom du groupe soit cité, et les entretiens se sont tenus dans nos bureaux.</p>
      <p>Une cartographie d'une cinquantaine de directeurs de site et de responsables de production a permis de retenir quatre finalistes, évalués sur leurs réalisations et leur style de management.</p>
      <h2>Le résultat</h2>
      <p>Le nouveau directeur a été choisi au bout de dix semaines. L'annonce a été préparée avec le directeur sortant, qui a assuré un tuilage d'un mois. La transition s'est faite sans heurt.</p>
      <p>Pour une première discussion confidentielle, <a href="/contact">contactez-nous</a>.</p>
    `,
    tags: ["temoignages", "chasse-de-tetes"],
    daysAgo: 598,
    image: "actu-temoignage-chasse-directeur-site",
  },
];

/** Portraits of two of the firm's consultants (the team page's Thomas Guérin and Camille Roussel). */
export const demoPortraits: DemoPage[] = [
  {
    slug: "portrait-thomas-guerin-consultant-btp",
    title: "Portrait : Thomas Guérin, du chantier au recrutement BTP",
    description: `Ancien conducteur de travaux, Thomas Guérin recrute aujourd'hui les encadrants de chantier et les techniciens d'études pour les clients ${de(BRAND)}. Rencontre avec un consultant qui parle le langage du terrain.`,
    richText: rich`
      <p>Il a gardé ses chaussures de sécurité dans le coffre de sa voiture. « Je passe encore plusieurs heures par semaine sur des chantiers, explique Thomas Guérin. C'est là que je comprends vraiment ce que cherchent mes clients. »</p>
      <h2>Quinze ans de chantiers</h2>
      <p>Diplômé d'une formation en génie civil, Thomas a commencé comme assistant conducteur de travaux dans une entreprise de gros œuvre, avant de piloter pendant plusieurs années des opérations de logements collectifs et de bâtiments publics. Il a connu les plannings serrés, les aléas météo, la coordination des sous-traitants et, surtout, l'importance d'une bonne équipe d'encadrement.</p>
      <p>« Sur un chantier, tout repose sur le chef de chantier et le conducteur de travaux. J'ai vu des opérations se redresser grâce à un bon recrutement, et d'autres s'enliser à cause d'un mauvais. »</p>
      <h2>Le choix du recrutement</h2>
      <p>C'est cette conviction qui l'a conduit à rejoindre ${BRAND} comme consultant spécialisé dans le BTP. Il recrute aujourd'hui des <a href="/fiche-metier/chef-de-chantier">chefs de chantier</a>, des <a href="/fiche-metier/conducteur-de-travaux">conducteurs de travaux</a>, des <a href="/fiche-metier/metreur-economiste-de-la-construction">métreurs</a> et des ingénieurs études de prix pour des entreprises de toutes tailles.</p>
      <p>Son expérience change la nature des échanges. Avec les candidats, il parle techniques constructives, organisation de chantier et prévention des risques. Avec les dirigeants, il challenge le brief : « Quand un client me demande un conducteur de travaux capable de tout faire, je lui demande sur quels chantiers il l'enverra lundi matin. »</p>
      <h2>Sa méthode</h2>
      <ul>
      <li>Un brief sur place, avec une visite de chantier chaque fois que c'est possible ;</li>
      <li>une approche directe des candidats en poste, toujours présentée avec des informations concrètes ;</li>
      <li>des entretiens fondés sur des situations vécues, notamment en matière de sécurité ;</li>
      <li>des références vérifiées auprès d'anciens responsables.</li>
      </ul>
      <h2>Ce qui le motive</h2>
      <p>« Ma plus grande satisfaction, c'est de croiser un ancien chef de chantier que j'ai aidé à devenir conducteur de travaux, et qui me dit qu'il ne regrette rien. » Pour échanger avec Thomas sur un projet de recrutement, <a href="/contact">contactez-nous</a>.</p>
    `,
    tags: ["btp"],
    daysAgo: 84,
    image: "actu-portrait-thomas-btp",
  },
  {
    slug: "portrait-camille-roussel-consultante-informatique",
    title: "Portrait : Camille Roussel, consultante en recrutement informatique",
    description: `Développeuse de formation, Camille Roussel recrute des profils informatiques pour les clients ${de(BRAND)}. Elle évalue elle-même les bases techniques de chaque candidat avant de le présenter.`,
    richText: rich`
      <p>Camille Roussel a écrit ses premières lignes de code bien avant de recruter des développeurs. Cette expérience est devenue son meilleur atout. « Les candidats savent très vite si leur interlocuteur comprend ce qu'ils font. Quand c'est le cas, la conversation change complètement. »</p>
      <h2>De la technique au recrutement</h2>
      <p>Après une formation d'ingénieure, Camille a travaillé plusieurs années comme développeuse, puis comme cheffe de projet dans une entreprise de services numériques. Elle a participé à de nombreux recrutements dans ses équipes, et s'est aperçue qu'elle aimait cette partie de son travail plus que toute autre.</p>
      <p>Elle rejoint ${BRAND} pour en faire son métier. Elle recrute aujourd'hui des <a href="/fiche-metier/developpeur-full-stack">développeurs</a>, des <a href="/fiche-metier/administrateur-systemes-et-reseaux">administrateurs systèmes et réseaux</a>, des <a href="/fiche-metier/chef-de-projet-informatique">chefs de projet</a> et des <a href="/fiche-metier/ingenieur-cybersecurite">experts en cybersécurité</a>.</p>
      <h2>Une évaluation technique systématique</h2>
      <p>Chaque candidat que Camille présente a passé un échange technique avec elle : projets réalisés, choix d'architecture, pratiques de test et de déploiement. « Je ne remplace pas l'entretien technique de l'équipe, mais je m'assure que personne ne perd son temps. » Elle accorde autant d'importance à la communication : savoir expliquer un choix technique à un interlocuteur non spécialiste est, selon elle, ce qui distingue les meilleurs.</p>
      <h2>Conseiller les entreprises</h2>
      <p>Une grande partie de son travail consiste à conseiller ses clients sur le marché : rémunérations, attentes en matière de télétravail, durée des processus. « Les bons profils reçoivent plusieurs propositions par semaine. Une entreprise qui met un mois à répondre a déjà perdu. » Elle aide aussi ses clients à présenter leur projet technique de façon attractive, avec honnêteté sur la dette technique et les défis à venir.</p>
      <h2>Ce qui la motive</h2>
      <p>« Voir une petite équipe trouver le développeur qui va la faire grandir, c'est très concret. » Pour échanger avec Camille, <a href="/contact">contactez-nous</a> ou consultez nos <a href="/nos-offres">offres informatiques</a>.</p>
    `,
    tags: ["informatique"],
    daysAgo: 214,
    image: "actu-portrait-camille-informatique",
  },
];

/** The quality certification page (Qualiopi, for the skills assessments and trainings). */
export const demoCertification: DemoPage = {
  slug: "certification-qualiopi",
  title: "Certification qualité Qualiopi : nos bilans de compétences et nos formations",
  description: `${BRAND} est certifié Qualiopi pour ses bilans de compétences et ses actions de formation. Ce que garantit la certification, ce qu'elle permet de financer et nos engagements envers chaque bénéficiaire.`,
  richText: rich`
    <p>La certification qualité Qualiopi atteste de la qualité du processus mis en œuvre par les prestataires d'actions concourant au développement des compétences. ${BRAND} en est titulaire pour deux catégories d'actions : les <strong>bilans de compétences</strong> et les <strong>actions de formation</strong>.</p>
    <h2>Qu'est-ce que la certification Qualiopi ?</h2>
    <p>Qualiopi est la marque de la certification qualité nationale des organismes qui réalisent des formations, des bilans de compétences, des actions de validation des acquis de l'expérience ou des formations par apprentissage. Elle est délivrée par un organisme certificateur accrédité, à l'issue d'un audit, sur la base d'un référentiel national qualité.</p>
    <p>Ce référentiel s'articule autour de sept critères :</p>
    <ol>
    <li>l'information du public sur les prestations, les délais d'accès et les résultats obtenus ;</li>
    <li>l'identification précise des objectifs et leur adaptation aux bénéficiaires ;</li>
    <li>l'adaptation de l'accompagnement, du suivi et de l'évaluation aux publics ;</li>
    <li>l'adéquation des moyens pédagogiques, techniques et d'encadrement ;</li>
    <li>la qualification et le développement des compétences des personnes qui interviennent ;</li>
    <li>l'inscription dans l'environnement professionnel ;</li>
    <li>le recueil et la prise en compte des appréciations et des réclamations.</li>
    </ol>
    <h2>Pourquoi c'est important pour vous</h2>
    <p>La certification est exigée des prestataires qui souhaitent bénéficier de fonds publics ou mutualisés. Concrètement, elle permet aux salariés et aux demandeurs d'emploi de financer un <a href="/nos-prestations/bilan-de-competences">bilan de compétences</a> avec leur compte personnel de formation, et aux entreprises de mobiliser leurs financements habituels pour les formations de leurs managers.</p>
    <p>Elle garantit aussi une démarche structurée : chaque étape de l'accompagnement est définie, documentée et évaluée.</p>
    <h2>Nos engagements</h2>
    <ul>
    <li><strong>Avant</strong> : un entretien préalable gratuit pour analyser la demande, présenter la démarche et vérifier qu'elle répond au besoin ;</li>
    <li><strong>pendant</strong> : un consultant unique, des entretiens individuels, des outils adaptés à chaque personne et un calendrier construit ensemble ;</li>
    <li><strong>après</strong> : une synthèse écrite remise au seul bénéficiaire, un entretien de suivi quelques mois plus tard et un questionnaire de satisfaction ;</li>
    <li><strong>toujours</strong> : la confidentialité des échanges, et un référent pour les personnes en situation de handicap afin d'adapter les modalités.</li>
    </ul>
    <h2>Une démarche d'amélioration continue</h2>
    <p>La certification est délivrée pour trois ans, avec un audit de surveillance intermédiaire. Entre deux audits, nous analysons les appréciations des bénéficiaires, les réclamations et les résultats de nos accompagnements pour faire évoluer nos pratiques. Nos missions de <a href="/nos-prestations/conseil-rh">conseil RH</a> et nos formations de managers s'inscrivent dans la même démarche.</p>
    <p><em>La certification qualité a été délivrée au titre des catégories d'actions suivantes : actions de formation, bilans de compétences.</em></p>
    <p>Pour toute question sur nos accompagnements ou pour formuler une réclamation, <a href="/contact">contactez-nous</a>.</p>
  `,
  tags: ["ressources-humaines"],
  daysAgo: 379,
  image: "actu-certification-qualiopi",
};

/** A landing page built with the page builder's elements: every element type at least once. */
export const demoElementsPage: { slug: string; title: string; description: string; daysAgo: number; image: string; elements: PageElement } = {
  slug: "recruter-en-alternance",
  title: `Recruter en alternance avec ${BRAND}`,
  description:
    "Apprentissage, contrat de professionnalisation : nos consultants vous aident à définir le poste, trouver l'alternant motivé et préparer son accueil avec son tuteur, pour former vos futurs collaborateurs.",
  daysAgo: 66,
  image: "actu-alternance-recruter",
  elements: {
    id: "root",
    type: "box",
    attributes: {},
    style: { flexDirection: "column" },
    children: [
      {
        id: "e1",
        type: "header",
        attributes: {
          title: `Recruter en alternance avec ${BRAND}`,
          description: "Formez vos futurs collaborateurs à vos méthodes : nous trouvons l'alternant motivé et vous aidons à réussir son intégration.",
        },
        style: { padding: 40 },
        children: [],
      },
      {
        id: "e2",
        type: "richText",
        attributes: {
          html: rich`
            <h2>Pourquoi l'alternance ?</h2>
            <p>L'alternance permet de former un jeune ou une personne en reconversion à vos métiers, vos outils et votre culture, pendant qu'il prépare un diplôme ou une certification. C'est souvent la meilleure façon de préparer les compétences dont vous aurez besoin demain, en particulier dans les métiers en tension : <a href="/fiche-metier/technicien-de-maintenance-industrielle">maintenance</a>, <a href="/fiche-metier/chef-de-chantier">encadrement de chantier</a>, <a href="/fiche-metier/developpeur-full-stack">développement</a> ou <a href="/fiche-metier/conseiller-de-vente">vente</a>.</p>
          `,
        },
        style: { padding: 20 },
        children: [],
      },
      {
        id: "e3",
        type: "box",
        attributes: {},
        style: { flexDirection: "row", justifyContent: "space-between", padding: 20, margin: 10 },
        children: [
          {
            id: "e4",
            type: "text",
            attributes: {
              text: "1. Définir le poste : nous analysons avec vous les missions, le diplôme visé, le rythme de l'alternance et le tuteur le mieux placé pour accompagner la recrue.",
            },
            style: { padding: 16 },
            children: [],
          },
          {
            id: "e5",
            type: "text",
            attributes: {
              text: "2. Trouver le bon candidat : diffusion ciblée, lien avec les centres de formation et entretiens centrés sur la motivation et les aptitudes plutôt que sur l'expérience.",
            },
            style: { padding: 16 },
            children: [],
          },
          {
            id: "e6",
            type: "richText",
            attributes: {
              html: rich`
                <p><strong>3. Réussir l'accueil</strong> : préparation du tuteur, plan d'intégration des premières semaines et <em>point de suivi</em> avec l'alternant et l'entreprise pendant la première année.</p>
              `,
            },
            style: { padding: 16 },
            children: [],
          },
        ],
      },
      { id: "e7", type: "counters", attributes: {}, style: { margin: 20 }, children: [] },
      {
        id: "e8",
        type: "box",
        attributes: {},
        style: { flexDirection: "column", justifyContent: "center", padding: 30 },
        children: [
          {
            id: "e9",
            type: "text",
            attributes: {
              text: "Les aides publiques à l'embauche d'alternants évoluent régulièrement : nos consultants vous indiquent les conditions en vigueur au moment de la signature.",
            },
            style: { padding: 10 },
            children: [],
          },
          { id: "e10", type: "button", attributes: { label: "Parlez-nous de votre projet", href: "/contact" }, style: { margin: 10 }, children: [] },
        ],
      },
      { id: "e11", type: "contact", attributes: {}, style: { padding: 20 }, children: [] },
    ],
  },
};
