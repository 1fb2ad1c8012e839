import { Eye, Lock, MapPin, UserCheck } from "lucide-react";
import { useBrand } from "~/lib/root-data";
import { IconCards } from "~/components/marketing/icon-cards";

const reasons = [
  {
    icon: Eye,
    title: "Le regard d'un recruteur",
    text: "Nos consultants recrutent chaque semaine. Ils savent quels métiers embauchent dans votre région, quelles compétences font la différence et comment un employeur lit un parcours.",
  },
  {
    icon: UserCheck,
    title: "Un seul consultant, du début à la fin",
    text: "Vous retrouvez le même interlocuteur à chacun des 8 entretiens : pas besoin de tout réexpliquer, la confiance s'installe et le travail avance.",
  },
  {
    icon: Lock,
    title: "Une confidentialité absolue",
    text: "Ce que vous partagez reste entre vous et votre consultant. Votre employeur n'est informé ni du contenu ni des conclusions sans votre accord.",
  },
  {
    icon: MapPin,
    title: "Près de chez vous ou à distance",
    text: "Rendez-vous dans l'une de nos agences ou en visioconférence, à un rythme qui respecte vos contraintes professionnelles et personnelles.",
  },
];

/** Why do the assessment with this firm rather than another provider. */
export function AssessmentReasons() {
  const brand = useBrand();
  return (
    <section aria-labelledby="bilan-pourquoi" className="bg-brand-900 text-white">
      <div className="mx-auto max-w-7xl px-4 py-16">
        <h2 id="bilan-pourquoi" className="text-3xl font-bold">
          {`Pourquoi faire votre bilan avec ${brand.name} ?`}
        </h2>
        <div className="mt-10">
          <IconCards cards={reasons} tone="dark" />
        </div>
      </div>
    </section>
  );
}
