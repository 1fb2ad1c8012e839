import { Quote } from "lucide-react";
import { Carousel } from "~/components/ui/carousel";
import { MarketingSection } from "~/components/marketing/marketing-section";

/** Fictional clients written for the demo site: first name and initial only, no company. */
export const predictiveTestimonials = [
  {
    quote:
      "Nous perdions nos chefs d'équipe au bout de quelques mois. L'évaluation comportementale nous a montré que nous recrutions des techniciens brillants, mais pas des animateurs d'équipe. Nos deux dernières recrues sont toujours là et ont fait progresser leurs équipes.",
    name: "Laurent M.",
    role: "Directeur travaux",
    sector: "BTP",
  },
  {
    quote:
      "Pour l'ouverture d'un magasin, nous avions plus de trois cents candidatures. La présélection en ligne nous a permis de ne recevoir que les personnes vraiment faites pour la relation client. Le gain de temps a été spectaculaire pour nos managers.",
    name: "Sophie R.",
    role: "Responsable des ressources humaines",
    sector: "Distribution",
  },
  {
    quote:
      "Sur le papier, nos trois finalistes étaient équivalents. Le rapport du consultant a mis en évidence des différences nettes dans la gestion des priorités. Nous avons choisi en connaissance de cause, et le choix s'est révélé juste.",
    name: "Karim B.",
    role: "Directeur technique",
    sector: "Numérique et informatique",
  },
  {
    quote:
      "Ce qui m'a convaincue, c'est l'entretien de restitution : les tests ne remplacent pas notre jugement, ils nous disent quoi vérifier. Nos entretiens sont devenus plus courts et beaucoup plus utiles.",
    name: "Isabelle T.",
    role: "Responsable de production",
    sector: "Industrie",
  },
  {
    quote:
      "Nous recrutons des profils sans expérience que nous formons nous-mêmes. Évaluer la motivation et la capacité d'apprentissage plutôt que le CV nous a ouvert un vivier de candidats que nous n'aurions jamais rencontrés.",
    name: "Thomas G.",
    role: "Gérant",
    sector: "Logistique",
  },
];

export function Testimonials() {
  return (
    <MarketingSection
      titleId="temoignages-titre"
      title="Ils ont adopté le recrutement prédictif"
      centered
      plainTitle
      band="bg-brand-50"
      className="max-w-5xl py-16"
    >
      <div className="mt-10">
        {/* The carousel stops by itself when reduced motion is asked and on hover or focus. */}
        <Carousel label="Témoignages clients" autoplayMs={5000}>
          {predictiveTestimonials.map((item) => (
            <figure key={item.name} className="flex h-full flex-col rounded-2xl bg-white p-8 shadow-sm">
              <Quote aria-hidden="true" className="size-8 text-accent" />
              <blockquote className="mt-4 flex-1 text-lg text-slate-800">{item.quote}</blockquote>
              <figcaption className="mt-6">
                <span className="block font-bold text-brand-900">{item.name}</span>
                <span className="text-slate-600">
                  {item.role} · {item.sector}
                </span>
              </figcaption>
            </figure>
          ))}
        </Carousel>
      </div>
    </MarketingSection>
  );
}
