import { LegalSection } from "./legal-layout";

type Clause = { title: string; paragraphs: (brandName: string) => string[] };

// Written for a recruitment site: what an offer promises, what candidates never pay, what
// visitors may not do with the offers. Kept as data so the section stays one small loop.
const clauses: Clause[] = [
  {
    title: "Objet et accès au site",
    paragraphs: (brandName) => [
      `Les présentes conditions encadrent l'utilisation du site ${brandName} par les entreprises, les candidats et tout autre visiteur. Naviguer sur le site vaut acceptation de ces conditions, dans leur version en ligne au jour de votre visite.`,
      "L'accès au site est libre et gratuit. Seuls les frais de connexion à internet restent à votre charge.",
    ],
  },
  {
    title: "Offres d'emploi et candidatures",
    paragraphs: () => [
      "Les offres publiées décrivent des postes que nos entreprises clientes nous ont confiés. Elles sont rédigées avec soin et mises à jour régulièrement, mais un poste peut être pourvu entre sa publication et votre visite : une offre n'a pas de valeur contractuelle et ne garantit pas une embauche.",
      "Nos offres sont ouvertes à toutes et à tous, sans distinction fondée sur l'un des critères prohibés par l'article L. 1132-1 du Code du travail (origine, sexe, âge, handicap, situation de famille, etc.). Chaque candidature est examinée au regard des seules compétences requises pour le poste.",
    ],
  },
  {
    title: "Gratuité pour les candidats",
    paragraphs: (brandName) => [
      `Conformément à l'article L. 5321-3 du Code du travail, ${brandName} ne demande jamais la moindre rémunération aux candidats, ni pour une candidature, ni pour un entretien, ni pour un placement. Nos honoraires sont payés exclusivement par les entreprises qui nous confient leurs recrutements.`,
    ],
  },
  {
    title: "Vos engagements d'utilisateur",
    paragraphs: () => [
      "Vous vous engagez à transmettre des informations exactes, à ne candidater qu'en votre propre nom et à ne publier aucun contenu illicite, injurieux ou discriminatoire dans les champs libres de nos formulaires.",
      "L'extraction automatisée des offres ou des pages du site (aspiration, robots non autorisés), ainsi que toute tentative de contourner les protections de nos formulaires ou d'accéder à l'espace réservé à nos collaborateurs, sont interdites.",
    ],
  },
  {
    title: "Propriété intellectuelle",
    paragraphs: (brandName) => [
      `La marque ${brandName}, le logo, la structure du site, ses textes, fiches métier, articles et visuels sont protégés par le Code de la propriété intellectuelle. Toute reproduction ou représentation, totale ou partielle, sans autorisation écrite préalable est interdite (article L. 122-4).`,
      "Vous pouvez en revanche partager librement le lien d'une offre ou d'un article, à condition de ne pas l'afficher à l'intérieur d'un autre site (cadre, « iframe ») ni d'en dénaturer le contenu.",
    ],
  },
  {
    title: "Responsabilité",
    paragraphs: () => [
      "Nous faisons le nécessaire pour que le site reste accessible et exact, sans pouvoir garantir l'absence d'interruption, notamment pendant les opérations de maintenance. Les informations publiées sont générales : elles ne remplacent pas un échange avec l'un de nos consultants.",
      "Les liens vers des sites extérieurs sont proposés pour votre information ; nous ne contrôlons pas leur contenu et déclinons toute responsabilité à leur égard.",
    ],
  },
  {
    title: "Droit applicable",
    paragraphs: () => [
      "Les présentes conditions sont soumises au droit français. En cas de différend, nous privilégions toujours une solution amiable : écrivez-nous avant toute démarche. À défaut d'accord, les tribunaux français sont compétents dans les conditions du droit commun.",
    ],
  },
];

export function TermsOfUseSection({ brandName }: { brandName: string }) {
  return (
    <LegalSection id="conditions-utilisation" title="Conditions générales d'utilisation">
      {clauses.map((clause) => (
        <div key={clause.title}>
          <h3 className="text-lg font-semibold text-slate-900">{clause.title}</h3>
          {clause.paragraphs(brandName).map((text) => (
            <p key={text.slice(0, 40)} className="mt-2">
              {text}
            </p>
          ))}
        </div>
      ))}
    </LegalSection>
  );
}
