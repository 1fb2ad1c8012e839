import { surveyFields, type JobSurveyType, type SurveyAnswers, type SurveyField } from "../../../common/job-survey";

/**
 * Every answer a type asks for, valid for each rule of §5 (tests only): the candidate's whole
 * survey, with the consultant and any answer a test wants to read back replaced.
 */
export function completeSurveyAnswers(type: JobSurveyType, recruiterEmail: string, overrides: SurveyAnswers = {}): SurveyAnswers {
  const all: SurveyAnswers = {
    candidateFirstName: "Camille",
    candidateLastName: "Roux",
    candidateEmail: "camille.roux@exemple.fr",
    recruiterEmail,
    companyName: "Atelier Démonstration",
    jobTitle: "Chargée de projet",
    acquiredSkills: "Gestion de planning <b>et</b> budgets",
    successAndFrustrations: "Un lancement réussi",
    careerTransitionReasons: "Envie d'évoluer",
    lastCompanyName: "Ancienne Société",
    lastJobTitle: "Assistante de projet",
    lastAcquiredSkills: "Organisation",
    lastSuccessAndFrustrations: "Un salon organisé seule",
    lastCareerTransitionReasons: "Fin de contrat",
    recognizedStrengths: "Rigueur",
    howToImprove: "Déléguer davantage",
    personalityTraits: "Calme",
    proudestProfessionalMoment: "Le premier client signé",
    salaryExpectations: "42 K€ brut annuel",
    jobSkills: "Pilotage",
    jobLimitations: "Pas de déplacements longs",
    jobExpectations: "Une équipe soudée",
    relocationPlans: "Lyon ou Grenoble",
    recommandationCompanyName: "Ancienne Société",
    recommandationName: "Durand",
    recommandationJobTitle: "Directeur",
    recommandationPhone: "+33 6 12 34 56 78",
    recommandationEmail: "durand@ancienne.example",
    isConsentementCv: true,
    isCertificationNonContact: true,
    ...overrides,
  };
  return Object.fromEntries(Object.entries(all).filter(([field]) => surveyFields(type).has(field as SurveyField)));
}
