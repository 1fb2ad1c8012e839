import { frenchNumber } from "~common/format/number";
import { frenchDateTime } from "~common/format/date";
import { FIRST_VISIT_DAYS } from "~common/admin-home";

/** How a figure is said in French: for none, for one, and the plural after the number. */
export type Wording = { none: string; one: string; many: string };

export const WORDINGS = {
  applications: { none: "Aucune nouvelle candidature", one: "nouvelle candidature", many: "nouvelles candidatures" },
  // «CV» is invariable: «des CV».
  cvDrops: { none: "Aucun nouveau CV déposé", one: "nouveau CV déposé", many: "nouveaux CV déposés" },
  surveys: { none: "Aucun questionnaire complété", one: "questionnaire complété", many: "questionnaires complétés" },
  failedEmails: { none: "Aucun e-mail en échec", one: "e-mail en échec", many: "e-mails en échec" },
  failedTasks: { none: "Aucune tâche en échec", one: "tâche en échec", many: "tâches en échec" },
  linkReports: { none: "Aucun rapport de liens en erreur", one: "rapport de liens en erreur", many: "rapports de liens en erreur" },
  seoReports: { none: "Aucun rapport SEO en erreur", one: "rapport SEO en erreur", many: "rapports SEO en erreur" },
} satisfies Record<string, Wording>;

/** «Aucune nouvelle candidature», «1 nouvelle candidature», «12 nouvelles candidatures». */
export function countText(count: number, wording: Wording): string {
  if (count === 0) return wording.none;
  return `${frenchNumber(count)} ${count === 1 ? wording.one : wording.many}`;
}

/** «depuis votre dernière visite (28 nov. 2026 à 09:12)», or the week of a first visit. */
export const sinceText = (since: string, firstVisit: boolean) =>
  firstVisit ? `ces ${FIRST_VISIT_DAYS} derniers jours` : `depuis votre dernière visite (${frenchDateTime(since)})`;
