import type { BreezyConfig } from "../../config";
import type { EducationItem, MonthYear, WorkHistoryItem } from "../../../common/candidates";
import type { CustomField } from "../../../common/offers";
import type { OfferInput } from "../offers/offers.service";
import type { BreezyCandidate, BreezyCustomAttribute, BreezyMonthYear, BreezyPosition } from "./breezy-api";

/** Breezy's dates are ISO strings; a missing or unreadable one reads as the epoch (oldest). */
export function breezyDate(value: string | undefined): Date {
  const at = value ? Date.parse(value) : NaN;
  return new Date(Number.isFinite(at) ? at : 0);
}

/** A record's version: its updated date, else its creation date. */
export const updatedOf = (record: { updated_date?: string; creation_date?: string }) => breezyDate(record.updated_date ?? record.creation_date);

const text = (value: unknown) => (typeof value === "string" ? value.trim() : typeof value === "number" ? String(value) : "");

/** Breezy's custom attributes as the offer's custom fields («Remuneration», «Contrat»… read by common/offers). */
export function customFieldsOf(attributes: BreezyCustomAttribute[] | undefined): CustomField[] {
  return (attributes ?? []).flatMap((a) => {
    const name = text(a.name);
    const value = Array.isArray(a.value) ? a.value.map(text).filter(Boolean).join(", ") : text(a.value);
    return name ? [{ name, value }] : [];
  });
}

/**
 * A Breezy position as an offer. The contract is left to the «Contrat» custom field (Breezy's
 * own types, «Full-Time»…, are not French contracts): without it the offer rule says CDI.
 */
export function offerFromPosition(
  position: BreezyPosition,
): OfferInput & { breezyId: string; breezyCreationDate: Date; breezyUpdatedDate: Date; breezyData: BreezyPosition } {
  const created = breezyDate(position.creation_date);
  const updated = updatedOf(position);
  const location = position.location ?? {};
  return {
    name: text(position.name) || "Offre",
    description: position.description ?? "",
    state: "published",
    isActive: true,
    isRemote: Boolean(location.is_remote),
    orgType: position.org_type === "pool" ? "pool" : "other",
    tags: (position.tags ?? []).map(text).filter(Boolean),
    industry: text(position.category?.name) || null,
    creationDate: created,
    updatedDate: updated,
    city: text(location.city) || null,
    zipCode: text(location.postal_code) || null,
    customFields: customFieldsOf(position.custom_attributes),
    breezyId: position._id,
    breezyCreationDate: created,
    breezyUpdatedDate: updated,
    breezyData: position,
  };
}

function monthYear(value: BreezyMonthYear | undefined): MonthYear | null {
  const year = Number(value?.year);
  if (!Number.isInteger(year) || year < 1900 || year > 2200) return null;
  const month = Number(value?.month);
  return Number.isInteger(month) && month >= 1 && month <= 12 ? { year, month } : { year };
}

export function workHistoryOf(candidate: BreezyCandidate): WorkHistoryItem[] {
  return (candidate.work_history ?? []).map((w) => ({
    title: text(w.title),
    companyName: text(w.company_name),
    startDate: monthYear(w.start_date),
    endDate: w.is_current ? null : monthYear(w.end_date),
    summary: text(w.summary),
  }));
}

export function educationOf(candidate: BreezyCandidate): EducationItem[] {
  return (candidate.education ?? []).map((e) => ({
    degree: [text(e.degree), text(e.field_of_study)].filter(Boolean).join(" - "),
    schoolName: text(e.school_name),
    startYear: monthYear(e.start_date)?.year ?? null,
    endYear: monthYear(e.end_date)?.year ?? null,
  }));
}

/** «Voir sur Breezy»: the candidate's page in Breezy's application. */
export const breezyCandidateUrl = (config: Pick<BreezyConfig, "appUrl" | "companyId">, positionId: string, candidateId: string) =>
  `${config.appUrl}/app/c/${encodeURIComponent(config.companyId)}/p/${encodeURIComponent(positionId)}/candidate/${encodeURIComponent(candidateId)}`;

/** Digits and a leading «+», as the candidates service keeps phone numbers. */
export function phoneOf(value: string | undefined): string | null {
  const cleaned = text(value)
    .replace(/[^\d+]/g, "")
    .replace(/(?!^)\+/g, "");
  return /^\+?\d{6,20}$/.test(cleaned) ? cleaned : null;
}

export function emailOf(value: string | undefined): string | null {
  const email = text(value).toLowerCase();
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) && email.length <= 254 ? email : null;
}
