import { MarketingSection } from "~/components/marketing/marketing-section";

/**
 * Fictional partners drawn as typographic marks: no third-party logo files to license or
 * load, and the names stay readable text for everyone.
 */
const partners = [
  { name: "Psychométrie Conseil", tagline: "Questionnaires de personnalité" },
  { name: "Évalua Talents", tagline: "Tests d'aptitudes" },
  { name: "Réseau Emploi Territoires", tagline: "Acteurs locaux de l'emploi" },
  { name: "Campus Métiers Industrie", tagline: "Écoles et centres de formation" },
  { name: "Fédération Bâtir Demain", tagline: "Entreprises du BTP" },
  { name: "Numérique & Compétences", tagline: "Communauté tech régionale" },
];

export function Partners() {
  return (
    <MarketingSection
      titleId="partenaires-titre"
      title="Nos partenaires"
      intro="Des outils d'évaluation reconnus et des partenaires de l'emploi qui nous aident à repérer les talents de chaque territoire."
      centered
      plainTitle
      introClassName="mt-4"
      band="bg-slate-50"
      className="max-w-7xl py-14"
    >
      <ul className="mt-10 grid grid-cols-2 gap-4 md:grid-cols-3 lg:grid-cols-6">
        {partners.map((partner) => (
          <li
            key={partner.name}
            className="flex min-h-28 flex-col items-center justify-center rounded-xl bg-white px-4 py-5 text-center shadow-sm ring-1 ring-slate-200"
          >
            <span className="font-black uppercase tracking-tight text-brand-900">{partner.name}</span>
            <span className="mt-1 text-xs text-slate-500">{partner.tagline}</span>
          </li>
        ))}
      </ul>
    </MarketingSection>
  );
}
