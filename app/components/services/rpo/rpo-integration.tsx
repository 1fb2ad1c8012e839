import { Building2, Database, LayoutDashboard } from "lucide-react";
import { RpoSection } from "./rpo-section";

const tools = [
  {
    icon: Database,
    name: "ATS",
    title: "Votre logiciel de suivi des candidatures",
    text: "Nos recruteurs y créent les postes, y déposent les candidatures et y tiennent les statuts à jour : votre historique reste complet et chez vous.",
  },
  {
    icon: LayoutDashboard,
    name: "CRM",
    title: "Votre outil de relation candidats",
    text: "Les échanges avec les candidats y sont tracés, vos viviers s'enrichissent à chaque mission et restent exploitables après notre départ.",
  },
  {
    icon: Building2,
    name: "ERP",
    title: "Votre système de gestion",
    text: "Demandes de postes, budgets validés et données d'embauche circulent dans vos circuits habituels, sans double saisie pour vos équipes.",
  },
];

/** Working inside the client's own tools is what separates RPO from a supplier's portal. */
export function RpoIntegration() {
  return (
    <RpoSection
      tone="tinted"
      title="Intégrés à vos outils : ATS, CRM, ERP"
      intro="Pas de nouvelle plateforme à adopter : nous travaillons dans vos logiciels, avec vos accès et vos règles de confidentialité."
    >
      <ul className="grid gap-6 md:grid-cols-3">
        {tools.map(({ icon: Icon, name, title, text }) => (
          <li key={name} className="rounded-xl bg-white p-6 shadow-sm">
            <div className="flex items-center gap-3">
              <Icon aria-hidden="true" className="size-8 text-accent" />
              <h3 className="text-2xl font-extrabold text-brand-900">
                {name}
                <span className="sr-only"> : </span>
                <span className="block text-base font-semibold text-brand-700">{title}</span>
              </h3>
            </div>
            <p className="mt-4 text-slate-700">{text}</p>
          </li>
        ))}
      </ul>
    </RpoSection>
  );
}
