import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "../db/client";
import { cityPages, landRegistries } from "../db/schema";

type DemoCityPage = Omit<typeof cityPages.$inferInsert, "landRegistryId"> & {
  slug: string;
  /** The department the page is attached to (INSEE code), linked when geography is loaded. */
  departmentCode: string;
};

const HEAD_HUNTERS = "cabinet-de-recrutement-chasseurs-de-tetes--";

/**
 * One published page for each landing route (common/landing-routes.ts). Original text
 * written for the project, naming no brand so a renamed firm (BRAND_NAME) stays coherent.
 * Body paragraphs are separated by blank lines; towns are real, with their main postcode.
 */
export const demoCityPages: DemoCityPage[] = [
  {
    slug: `${HEAD_HUNTERS}paris`,
    departmentCode: "75",
    isAgencyPageRef: true,
    name: "Cabinet de recrutement et chasseurs de têtes à Paris",
    body: [
      "À Paris, les meilleurs profils reçoivent plusieurs sollicitations par semaine. Pour qu'un directeur financier, une responsable RSE ou un ingénieur cloud prenne le temps d'écouter votre projet, il faut un discours précis, porté par un consultant qui connaît votre métier et le marché francilien.",
      "Nos chasseurs de têtes parisiens travaillent en approche directe : cartographie des entreprises concurrentes, identification des talents en poste, premiers échanges confidentiels. Vous rencontrez uniquement des candidats évalués en entretien, dont la motivation et les prétentions salariales ont été vérifiées.",
      "Du siège social du 8e arrondissement aux sites logistiques de Seine-Saint-Denis, nous recrutons cadres, managers et experts pour les PME, ETI et grands groupes d'Île-de-France, avec une short-list présentée en trois semaines en moyenne.",
    ].join("\n\n"),
    cityData: [
      {
        zipcode: "75008",
        label: "Paris 8e",
        content:
          "Quartier des sièges sociaux, des fonds d'investissement et des cabinets de conseil : nous y chassons directeurs financiers, juristes d'affaires et responsables du contrôle de gestion, dans la plus stricte confidentialité.",
      },
      {
        zipcode: "92400",
        label: "Courbevoie",
        content:
          "Autour de La Défense, les directions achats, IT et conformité des grands groupes recherchent des profils bilingues et rompus aux organisations matricielles. Nous les identifions chez les concurrents comme chez les intégrateurs.",
      },
      {
        zipcode: "92100",
        label: "Boulogne-Billancourt",
        content:
          "Médias, audiovisuel, éditeurs de logiciels : Boulogne concentre des entreprises qui recrutent des chefs de projet digital, des développeurs confirmés et des responsables marketing capables de piloter la croissance.",
      },
      {
        zipcode: "93200",
        label: "Saint-Denis",
        content:
          "Les grands chantiers et les plateformes logistiques de Plaine Commune font appel à nous pour des conducteurs de travaux, des responsables d'exploitation et des managers d'équipes de terrain.",
      },
      {
        zipcode: "78000",
        label: "Versailles",
        content:
          "Dans les Yvelines, industriels de l'automobile, de l'aéronautique et de la défense recherchent ingénieurs, acheteurs et responsables qualité. Nous ciblons les candidats attachés à l'ouest parisien pour des recrutements durables.",
      },
    ],
    seoTitle: "Cabinet de recrutement et chasseur de têtes à Paris",
    seoDescription:
      "Chasseurs de têtes à Paris et en Île-de-France : approche directe des cadres et experts en poste, short-list évaluée en trois semaines, confidentialité garantie.",
  },
  {
    slug: `${HEAD_HUNTERS}nord`,
    departmentCode: "59",
    isAgencyPageRef: true,
    name: "Cabinet de recrutement et chasseurs de têtes dans le Nord",
    body: [
      "La métropole lilloise est l'un des premiers bassins d'emploi tertiaire de France : sièges de la grande distribution, vente à distance, banques et assurances, sans oublier une industrie agroalimentaire et métallurgique très présente jusqu'au littoral.",
      "Nos consultants du Nord connaissent ces entreprises et les parcours de leurs collaborateurs. Ils approchent directement les candidats en poste, y compris de l'autre côté de la frontière belge, et vous présentent des profils qui ont déjà choisi de construire leur carrière dans la région.",
      "Directeurs de magasin, responsables supply chain, contrôleurs de gestion, techniciens de maintenance : nous menons chaque mission avec un point d'avancement hebdomadaire et un suivi pendant toute la période d'essai.",
    ].join("\n\n"),
    cityData: [
      {
        zipcode: "59000",
        label: "Lille",
        content:
          "Euralille et le centre concentrent cabinets d'audit, banques et directions régionales. Nous y recrutons des profils finance, juridique et commerce B2B, souvent bilingues anglais.",
      },
      {
        zipcode: "59100",
        label: "Roubaix",
        content:
          "Berceau du e-commerce français, Roubaix recrute des responsables acquisition, des data analysts et des chefs de produit web : des profils rares que nous allons chercher en approche directe.",
      },
      {
        zipcode: "59650",
        label: "Villeneuve-d'Ascq",
        content:
          "Sièges d'enseignes nationales et pôle universitaire : nous accompagnons les directions des achats, du marketing et des ressources humaines dans leurs recrutements de cadres.",
      },
      {
        zipcode: "59140",
        label: "Dunkerque",
        content:
          "Sidérurgie, énergie et activité portuaire recherchent ingénieurs process, responsables HSE et techniciens de maintenance industrielle, que nous sélectionnons sur leurs compétences techniques et leur culture sécurité.",
      },
      {
        zipcode: "59300",
        label: "Valenciennes",
        content:
          "Le Valenciennois, pôle ferroviaire et automobile, recrute des méthodistes, des responsables de production et des acheteurs industriels : nous connaissons les sous-traitants où ils se forment.",
      },
    ],
    seoTitle: "Cabinet de recrutement et chasseur de têtes dans le Nord",
    seoDescription:
      "Recrutement de cadres et techniciens à Lille, Roubaix, Dunkerque et Valenciennes : des consultants qui connaissent le tissu économique du Nord et approchent les candidats en poste.",
  },
  {
    slug: `${HEAD_HUNTERS}ouest`,
    departmentCode: "35",
    isAgencyPageRef: false,
    name: "Cabinet de recrutement et chasseurs de têtes dans l'Ouest",
    body: [
      "Bretagne et Pays de la Loire affichent l'un des taux de chômage les plus bas de France. Pour les employeurs, cela signifie des candidats déjà en poste, attachés à leur qualité de vie et peu enclins à répondre aux annonces.",
      "Nos chasseurs de têtes de l'Ouest vont à leur rencontre avec un projet concret : le poste, l'équipe, les perspectives d'évolution et l'ancrage local de votre entreprise. Cette approche personnalisée fait la différence auprès des ingénieurs, des managers industriels et des experts du numérique.",
      "Agroalimentaire, construction navale, cybersécurité, santé animale : nous recrutons pour les filières qui font la force de la façade atlantique, de la PME familiale au groupe international.",
    ].join("\n\n"),
    cityData: [
      {
        zipcode: "35000",
        label: "Rennes",
        content:
          "Pôle d'excellence en cybersécurité et en télécommunications, Rennes recrute des ingénieurs réseaux, des architectes sécurité et des chefs de projet : nous les identifions chez les opérateurs, éditeurs et intégrateurs.",
      },
      {
        zipcode: "44000",
        label: "Nantes",
        content:
          "Numérique, aéronautique et industrie navale tirent l'emploi nantais. Nous recrutons développeurs, ingénieurs méthodes et responsables commerciaux pour des entreprises en forte croissance.",
      },
      {
        zipcode: "49000",
        label: "Angers",
        content:
          "Végétal, électronique et agroalimentaire : les employeurs angevins nous confient leurs recrutements de responsables qualité, de techniciens de production et de cadres commerciaux.",
      },
      {
        zipcode: "29200",
        label: "Brest",
        content:
          "Défense, énergies marines et recherche océanographique recherchent ingénieurs et techniciens spécialisés. Nous savons convaincre les candidats de rejoindre la pointe bretonne, et de s'y installer.",
      },
    ],
    seoTitle: "Cabinet de recrutement et chasseur de têtes dans l'Ouest",
    seoDescription:
      "Chasseurs de têtes à Rennes, Nantes, Angers et Brest : approche directe des ingénieurs, managers et experts du numérique en Bretagne et Pays de la Loire.",
  },
  {
    slug: `${HEAD_HUNTERS}sud-ouest`,
    departmentCode: "33",
    isAgencyPageRef: false,
    name: "Cabinet de recrutement et chasseurs de têtes dans le Sud-Ouest",
    body: [
      "Entre l'aéronautique toulousaine, la filière vin bordelaise et les industries du Béarn, le Sud-Ouest offre des carrières variées et attire chaque année des cadres venus de toute la France. La concurrence entre employeurs pour les profils techniques y reste pourtant très vive.",
      "Nos consultants recrutent en approche directe les ingénieurs, responsables de production, acheteurs et commerciaux dont vous avez besoin. Ils évaluent chaque candidat sur ses réalisations, ses compétences techniques et son projet de vie, pour des recrutements qui durent.",
      "Nous intervenons pour les grands donneurs d'ordre comme pour leurs sous-traitants, avec une connaissance fine des grilles de rémunération locales.",
    ].join("\n\n"),
    cityData: [
      {
        zipcode: "33000",
        label: "Bordeaux",
        content:
          "Négoce de vin, aéronautique et défense, santé : Bordeaux recrute des responsables export, des ingénieurs systèmes et des directeurs administratifs et financiers que nous approchons en toute discrétion.",
      },
      {
        zipcode: "31000",
        label: "Toulouse",
        content:
          "Capitale européenne de l'aéronautique et du spatial, Toulouse recherche ingénieurs logiciel embarqué, experts qualité et chefs de programme. Nous connaissons les exigences des donneurs d'ordre comme des sous-traitants.",
      },
      {
        zipcode: "64000",
        label: "Pau",
        content:
          "Énergie, géosciences et aéronautique font de Pau un bassin d'ingénieurs et de techniciens hautement qualifiés : nous les recrutons pour des postes à fortes responsabilités.",
      },
      {
        zipcode: "64100",
        label: "Bayonne",
        content:
          "Sur la côte basque, industrie, tourisme et distribution recrutent des managers et des commerciaux bilingues espagnol, attachés au territoire et à sa qualité de vie.",
      },
    ],
    seoTitle: "Cabinet de recrutement et chasseur de têtes dans le Sud-Ouest",
    seoDescription:
      "Recrutement de cadres, ingénieurs et commerciaux à Bordeaux, Toulouse, Pau et Bayonne : approche directe et connaissance des rémunérations du Sud-Ouest.",
  },
  {
    slug: `${HEAD_HUNTERS}sud-est`,
    departmentCode: "69",
    isAgencyPageRef: false,
    name: "Cabinet de recrutement et chasseurs de têtes dans le Sud-Est",
    body: [
      "Chimie et santé à Lyon, microélectronique à Grenoble, technologies et tourisme sur la Côte d'Azur : le Sud-Est réunit des bassins d'emploi très différents, chacun avec ses métiers en tension et ses codes.",
      "Nos chasseurs de têtes connaissent ces marchés de l'intérieur. Ils identifient les talents en poste chez vos concurrents, présentent votre projet avec les bons arguments et vérifient la compatibilité de chaque candidat avec votre organisation avant de vous le présenter.",
      "Cadres dirigeants, ingénieurs, responsables commerciaux, experts en cybersécurité : nous menons chaque mission avec méthode, de la définition du poste à l'intégration de la nouvelle recrue.",
    ].join("\n\n"),
    cityData: [
      {
        zipcode: "69003",
        label: "Lyon",
        content:
          "Autour de la Part-Dieu, sièges régionaux, laboratoires pharmaceutiques et sociétés de services recrutent directeurs de sites, responsables affaires réglementaires et chefs de projet : des profils que nous chassons dans toute la région.",
      },
      {
        zipcode: "38000",
        label: "Grenoble",
        content:
          "Microélectronique, énergie et recherche : Grenoble recherche des ingénieurs de très haut niveau. Nous savons évaluer leurs compétences techniques avec l'appui d'experts du domaine.",
      },
      {
        zipcode: "06000",
        label: "Nice",
        content:
          "Technologies de Sophia Antipolis, tourisme haut de gamme et santé : les entreprises azuréennes nous confient des recrutements de managers et de développeurs, souvent internationaux.",
      },
      {
        zipcode: "34000",
        label: "Montpellier",
        content:
          "Santé, numérique et agronomie portent l'emploi montpelliérain. Nous recrutons chefs de produit, développeurs et attachés de recherche clinique pour des structures en croissance.",
      },
      {
        zipcode: "83000",
        label: "Toulon",
        content:
          "Marine nationale, industrie navale et défense recherchent ingénieurs, techniciens et acheteurs habilitables, que nous sélectionnons avec la rigueur qu'exigent ces environnements.",
      },
    ],
    seoTitle: "Cabinet de recrutement et chasseur de têtes dans le Sud-Est",
    seoDescription:
      "Chasseurs de têtes à Lyon, Grenoble, Nice, Montpellier et Toulon : cadres, ingénieurs et experts approchés directement, évalués avant de vous être présentés.",
  },
  {
    slug: `${HEAD_HUNTERS}nord-ouest`,
    departmentCode: "76",
    isAgencyPageRef: false,
    name: "Cabinet de recrutement et chasseurs de têtes dans le Nord-Ouest",
    body: [
      "Normandie et Hauts-de-France côté Picardie forment un territoire industriel et portuaire de premier plan : pétrochimie de l'estuaire de la Seine, logistique, nucléaire, agroalimentaire et pharmacie.",
      "Ces secteurs recherchent des profils techniques expérimentés, souvent déjà en poste et rarement visibles sur les sites d'emploi. Nos consultants les approchent directement, avec une présentation précise de votre entreprise et de vos conditions, pour susciter un vrai intérêt.",
      "Nous recrutons aussi bien des responsables de maintenance que des directeurs d'usine ou des cadres administratifs, avec des délais tenus et un suivi jusqu'à la fin de la période d'essai.",
    ].join("\n\n"),
    cityData: [
      {
        zipcode: "76000",
        label: "Rouen",
        content:
          "Chimie, pharmacie et services : les employeurs rouennais nous confient le recrutement d'ingénieurs procédés, de responsables qualité et de contrôleurs de gestion.",
      },
      {
        zipcode: "76600",
        label: "Le Havre",
        content:
          "Premier port à conteneurs français, Le Havre recrute des responsables logistiques, des déclarants en douane et des ingénieurs de l'énergie que nous identifions dans tout l'estuaire.",
      },
      {
        zipcode: "14000",
        label: "Caen",
        content:
          "Santé, agroalimentaire et recherche nucléaire : Caen recherche des techniciens et des cadres qualifiés, que nous convainquons avec des projets concrets et une connaissance du territoire.",
      },
      {
        zipcode: "80000",
        label: "Amiens",
        content:
          "Industrie pneumatique, agroalimentaire et centres de relation client : nous recrutons des managers de production et des responsables d'équipes pour les entreprises amiénoises.",
      },
      {
        zipcode: "50100",
        label: "Cherbourg-en-Cotentin",
        content:
          "Nucléaire, construction navale et énergies marines renouvelables recrutent des ingénieurs et techniciens habilitables : nous savons présenter le Cotentin à des candidats venus d'ailleurs.",
      },
    ],
    seoTitle: "Cabinet de recrutement et chasseur de têtes dans le Nord-Ouest",
    seoDescription:
      "Recrutement d'ingénieurs, techniciens et cadres à Rouen, Le Havre, Caen, Amiens et Cherbourg : approche directe dans les filières industrielles et portuaires.",
  },
  {
    slug: `${HEAD_HUNTERS}nord-est`,
    departmentCode: "67",
    isAgencyPageRef: false,
    name: "Cabinet de recrutement et chasseurs de têtes dans le Nord-Est",
    body: [
      "Frontalier de l'Allemagne, de la Suisse, du Luxembourg et de la Belgique, le Grand Est voit une partie de ses talents partir travailler de l'autre côté de la frontière. Recruter y demande de connaître les salaires pratiqués chez les voisins et de savoir mettre en avant vos atouts.",
      "Nos chasseurs de têtes du Nord-Est approchent les candidats germanophones, les ingénieurs de l'industrie automobile et les cadres de la finance transfrontalière. Ils vous aident à construire une offre compétitive et à la présenter de façon convaincante.",
      "Industrie, champagne et vins, logistique, santé : nous recrutons pour les entreprises qui veulent garder leurs talents dans la région.",
    ].join("\n\n"),
    cityData: [
      {
        zipcode: "67000",
        label: "Strasbourg",
        content:
          "Institutions européennes, banques et industrie pharmaceutique recrutent des profils bilingues allemand ou anglais : juristes, auditeurs, responsables affaires réglementaires.",
      },
      {
        zipcode: "57000",
        label: "Metz",
        content:
          "Logistique, automobile et services aux frontaliers : nous recrutons des responsables d'exploitation et des commerciaux capables de travailler avec le Luxembourg voisin.",
      },
      {
        zipcode: "54000",
        label: "Nancy",
        content:
          "Santé, matériaux et enseignement supérieur : Nancy recherche des ingénieurs et des cadres de santé que nous approchons dans toute la Lorraine.",
      },
      {
        zipcode: "51100",
        label: "Reims",
        content:
          "Maisons de champagne, agro-industrie et emballage recrutent des responsables export, des œnologues et des ingénieurs de production : des métiers où le réseau compte.",
      },
      {
        zipcode: "68100",
        label: "Mulhouse",
        content:
          "Automobile, chimie et mécanique de précision : Mulhouse doit retenir des techniciens attirés par la Suisse. Nous les convainquons avec des projets solides et des perspectives claires.",
      },
    ],
    seoTitle: "Cabinet de recrutement et chasseur de têtes dans le Nord-Est",
    seoDescription:
      "Chasseurs de têtes à Strasbourg, Metz, Nancy, Reims et Mulhouse : recrutement de profils bilingues et techniques face à la concurrence des pays frontaliers.",
  },
  {
    slug: "agence-de-recrutement--nord-ouest",
    departmentCode: "27",
    isAgencyPageRef: false,
    name: "Agence de recrutement dans le Nord-Ouest",
    body: [
      "Vous dirigez une PME en Normandie ou en Picardie et vos recrutements s'éternisent ? Notre agence de recrutement du Nord-Ouest prend le relais, du premier échange à l'intégration du candidat retenu.",
      "Nous commençons par une visite de votre entreprise pour comprendre le poste tel qu'il se vit vraiment. Nous rédigeons ensuite l'annonce, la diffusons sur les bons supports, puis complétons par une recherche dans notre vivier et par l'approche directe des candidats en poste.",
      "Chaque candidat présenté a été rencontré en entretien et ses références vérifiées. Vous gagnez du temps et vous recrutez avec la garantie d'un accompagnement pendant toute la période d'essai.",
    ].join("\n\n"),
    cityData: [
      {
        zipcode: "27000",
        label: "Évreux",
        content:
          "Pharmacie, cosmétique et logistique : les entreprises de l'Eure recherchent techniciens de production, préparateurs et responsables d'équipe que nous recrutons localement.",
      },
      {
        zipcode: "60000",
        label: "Beauvais",
        content: "Agroalimentaire, machinisme agricole et services aéroportuaires recrutent des commerciaux, des techniciens SAV et des agents de maîtrise.",
      },
      {
        zipcode: "76200",
        label: "Dieppe",
        content:
          "Industrie, énergie et activité portuaire : nous recrutons électromécaniciens, soudeurs qualifiés et chefs d'équipe pour les employeurs du littoral.",
      },
      {
        zipcode: "61000",
        label: "Alençon",
        content:
          "Plasturgie, automobile et métiers de bouche : les PME ornaises nous confient leurs recrutements de techniciens, de commerciaux et de responsables administratifs.",
      },
    ],
    seoTitle: "Agence de recrutement dans le Nord-Ouest : PME et industrie",
    seoDescription:
      "Agence de recrutement pour les PME de Normandie et de Picardie : annonce, vivier, approche directe et suivi pendant la période d'essai, à Évreux, Beauvais, Dieppe et Alençon.",
  },
  {
    slug: "trouver-un-nouveau-collaborateur--sud-ouest",
    departmentCode: "17",
    isAgencyPageRef: false,
    name: "Trouver un nouveau collaborateur dans le Sud-Ouest",
    body: [
      "Un départ en retraite, une équipe qui s'agrandit, un nouveau marché à conquérir : trouver le bon collaborateur est décisif, surtout dans une entreprise où chaque poste compte.",
      "Dans le Sud-Ouest, nos consultants vous aident à définir le profil juste, celui qui réussira dans votre équipe et pas seulement sur le papier. Nous estimons avec vous la rémunération du marché, puis nous recherchons les candidats par annonce, dans notre vivier et en approche directe.",
      "Vous recevez une sélection courte et argumentée. Nous organisons les entretiens, vous aidons à décider et restons présents après l'arrivée de votre nouveau collaborateur.",
    ].join("\n\n"),
    cityData: [
      {
        zipcode: "17000",
        label: "La Rochelle",
        content:
          "Nautisme, ferroviaire et tourisme : les entreprises rochelaises recherchent techniciens, chefs de projet et commerciaux, que nous recrutons sur tout le littoral charentais.",
      },
      {
        zipcode: "47000",
        label: "Agen",
        content:
          "Agroalimentaire et pharmacie recrutent des responsables qualité, des techniciens de maintenance et des assistants commerciaux dans le Lot-et-Garonne.",
      },
      {
        zipcode: "24000",
        label: "Périgueux",
        content: "Industrie, artisanat d'excellence et services publics : nous aidons les employeurs de Dordogne à attirer des profils qualifiés.",
      },
      {
        zipcode: "82000",
        label: "Montauban",
        content:
          "Aux portes de Toulouse, Montauban attire sous-traitants aéronautiques et logisticiens : nous recrutons opérateurs qualifiés, techniciens et managers de proximité.",
      },
      {
        zipcode: "65000",
        label: "Tarbes",
        content:
          "Ferroviaire, aéronautique et électronique de puissance recrutent des ingénieurs et des techniciens que nous convainquons de s'installer au pied des Pyrénées.",
      },
    ],
    seoTitle: "Trouver un nouveau collaborateur dans le Sud-Ouest",
    seoDescription:
      "Trouvez votre futur collaborateur à La Rochelle, Agen, Périgueux, Montauban ou Tarbes : définition du profil, recherche multicanale et sélection courte argumentée.",
  },
  {
    slug: "cabinet-de-recrutement-par-approche-directe--marseille",
    departmentCode: "13",
    isAgencyPageRef: true,
    name: "Cabinet de recrutement par approche directe à Marseille",
    body: [
      "À Marseille, les candidats les plus recherchés ne consultent pas les offres d'emploi : ils sont en poste, reconnus et sollicités. L'approche directe est le moyen le plus sûr de les atteindre et de leur présenter votre projet.",
      "Nos consultants marseillais cartographient les entreprises où travaillent les profils visés, les contactent de façon personnalisée et confidentielle, puis évaluent leurs compétences et leur motivation. Vos enjeux restent discrets jusqu'à ce que le candidat s'engage.",
      "Transport maritime, logistique, énergie, santé et numérique : nous recrutons les cadres et experts qui accompagnent le développement de la métropole Aix-Marseille-Provence.",
    ].join("\n\n"),
    cityData: [
      {
        zipcode: "13002",
        label: "Marseille 2e",
        content:
          "Euroméditerranée accueille les sièges d'armateurs et de sociétés de services : nous y chassons directeurs financiers, juristes maritimes et responsables des systèmes d'information.",
      },
      {
        zipcode: "13008",
        label: "Marseille 8e",
        content:
          "Cliniques, cabinets de conseil et sièges régionaux recrutent des cadres de santé, des consultants et des responsables commerciaux que nous approchons en toute discrétion.",
      },
      {
        zipcode: "13100",
        label: "Aix-en-Provence",
        content:
          "Microélectronique, numérique et services : Aix recherche des ingénieurs et des chefs de projet, attirés par la qualité de vie mais très sollicités.",
      },
      {
        zipcode: "13127",
        label: "Vitrolles",
        content:
          "Autour de l'aéroport et de l'étang de Berre, logistique, aéronautique et pétrochimie recrutent responsables d'exploitation et ingénieurs de maintenance.",
      },
      {
        zipcode: "13400",
        label: "Aubagne",
        content:
          "PME industrielles et artisanales de l'est marseillais nous confient leurs recrutements de responsables de production, de techniciens et de commerciaux.",
      },
    ],
    seoTitle: "Cabinet de recrutement par approche directe à Marseille",
    seoDescription:
      "Approche directe à Marseille et Aix-en-Provence : nous identifions, contactons et évaluons les cadres et experts en poste, en toute confidentialité.",
  },
];

/**
 * Demo landing pages, attached to their department when the geography step has loaded it
 * (the step runs after geography; without it, e.g. in tests, the link is simply absent).
 */
export async function seedCityPages(db: Db): Promise<void> {
  const departments = await db
    .select({ id: landRegistries.id, code: landRegistries.code })
    .from(landRegistries)
    .where(
      and(
        eq(landRegistries.level, 2),
        inArray(
          landRegistries.code,
          demoCityPages.map((page) => page.departmentCode),
        ),
      ),
    );
  const departmentId = new Map(departments.map((d) => [d.code, d.id]));
  await db
    .insert(cityPages)
    .values(demoCityPages.map(({ departmentCode, ...page }) => ({ ...page, landRegistryId: departmentId.get(departmentCode) ?? null, isPublished: true })));
}
