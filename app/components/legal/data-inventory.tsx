import { LegalSection } from "./legal-layout";

type Processing = { title: string; data: string; purpose: string; basis: string; retention: string };

/**
 * The register of what the site keeps, written for the people concerned. Durations follow
 * the product decisions: CVs 2 years after the last contact (purged by a scheduled task),
 * employer leads 3 years, training registrations 3 years after the session, surveys and
 * e-mails 2 years, consent choice 6 months (docs/decisions 0004, 0007, 0026, 0027).
 */
export const processings: Processing[] = [
  {
    title: "Candidatures et CV déposés",
    data: "Identité, coordonnées, CV, lettre de motivation, poste et zone recherchés, disponibilité, notes de nos recruteurs sur vos entretiens.",
    purpose: "Étudier votre candidature, vous proposer des postes qui correspondent à votre profil et vous accompagner jusqu'à votre prise de poste.",
    basis: "Votre consentement, donné en envoyant votre candidature ou votre CV.",
    retention: "2 ans après votre dernier contact avec nous, puis suppression automatique. Vous pouvez demander l'effacement plus tôt.",
  },
  {
    title: "Demandes de contact des entreprises",
    data: "Nom, société, e-mail, téléphone, département et description du besoin de recrutement.",
    purpose: "Répondre à votre demande, préparer une proposition et assurer le suivi de la relation commerciale.",
    basis: "Les mesures précontractuelles prises à votre demande et notre intérêt légitime à développer notre activité.",
    retention: "3 ans à compter de votre demande ou de notre dernier échange, puis suppression.",
  },
  {
    title: "Alertes emploi",
    data: "Adresse e-mail et critères de recherche (métier, lieu, type de contrat).",
    purpose: "Vous envoyer les nouvelles offres qui correspondent à vos critères.",
    basis: "Votre consentement, donné en créant l'alerte.",
    retention: "Jusqu'à votre désinscription, possible en un clic grâce au lien présent dans chaque e-mail d'alerte.",
  },
  {
    title: "Inscriptions aux formations",
    data: "Nom et prénom, e-mail, téléphone et session choisie.",
    purpose: "Organiser la session, vous envoyer sa convocation et le suivi de la formation.",
    basis: "Les mesures précontractuelles prises à votre demande.",
    retention: "3 ans après la fin de la session, puis suppression automatique.",
  },
  {
    title: "Questionnaires candidats",
    data: "Vos réponses sur vos emplois, vos attentes et vos références, et les documents joints (recommandation, diplôme, bulletin de salaire).",
    purpose: "Permettre à votre consultant de préparer votre candidature auprès de l'entreprise.",
    basis: "Votre consentement, donné en remplissant et en envoyant le questionnaire.",
    retention: "2 ans après votre dernière réponse, documents compris, puis suppression automatique.",
  },
  {
    title: "E-mails envoyés par le site",
    data: "Destinataire, objet et contenu des e-mails de confirmation et de suivi (candidature, contact, inscription, questionnaire).",
    purpose: "Prouver l'envoi d'un message et pouvoir le renvoyer en cas d'échec.",
    basis: "Notre intérêt légitime à assurer le suivi de vos demandes.",
    retention: "2 ans après l'envoi, puis suppression automatique.",
  },
  {
    title: "Comptes de nos collaborateurs",
    data: "Nom, e-mail professionnel, rôle et sessions de connexion à l'espace réservé.",
    purpose: "Sécuriser l'accès à l'espace de gestion et réserver chaque donnée aux personnes habilitées.",
    basis: "L'exécution du contrat de travail et notre obligation de sécurité.",
    retention: "Pendant la durée des fonctions du collaborateur ; une session de connexion expire au bout de 7 jours.",
  },
  {
    title: "Journaux techniques",
    data: "Aucune donnée personnelle : pages consultées sans leurs paramètres, codes d'erreur, durées de réponse ; les champs sensibles sont masqués.",
    purpose: "Assurer le bon fonctionnement et la sécurité du site.",
    basis: "Notre intérêt légitime à maintenir un service fiable.",
    retention: "Le temps nécessaire au diagnostic, sans lien possible avec votre identité.",
  },
  {
    title: "Choix en matière de cookies",
    data: "Votre réponse (acceptation ou refus), enregistrée dans votre navigateur.",
    purpose: "Retenir votre choix pour ne pas vous le redemander à chaque visite.",
    basis: "Notre obligation légale de recueillir et de respecter votre choix.",
    retention: "6 mois, après quoi la question vous est de nouveau posée.",
  },
];

export function DataInventorySection() {
  return (
    <LegalSection id="donnees-conservees" title="Ce que nous conservons, pourquoi et combien de temps">
      <p>
        Nous ne collectons que les informations utiles à votre recherche d'emploi ou à votre projet de recrutement. Pour chaque usage, voici les données
        concernées, leur finalité, ce qui nous autorise à les traiter et leur durée de conservation.
      </p>
      <ul className="grid gap-4 md:grid-cols-2">
        {processings.map((item) => (
          <li key={item.title} className="rounded-xl border border-slate-200 p-5 shadow-sm">
            <h3 className="text-lg font-bold text-brand-700">{item.title}</h3>
            <dl className="mt-3 space-y-2 text-sm">
              <Row label="Données" value={item.data} />
              <Row label="Finalité" value={item.purpose} />
              <Row label="Base légale" value={item.basis} />
              <Row label="Durée de conservation" value={item.retention} strong />
            </dl>
          </li>
        ))}
      </ul>
    </LegalSection>
  );
}

function Row({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <div>
      <dt className="font-semibold text-slate-900">{label}</dt>
      <dd className={strong ? "font-semibold text-brand-900" : undefined}>{value}</dd>
    </div>
  );
}
