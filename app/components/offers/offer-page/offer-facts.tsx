import type { ReactNode } from "react";
import { Banknote, BriefcaseBusiness, CalendarDays, GraduationCap, Laptop, MapPin, type LucideIcon } from "lucide-react";
import { contractLabel } from "~common/offers";
import { frenchDate } from "~common/format/date";
import type { OfferDetails } from "./types";

export const placeLabel = (offer: Pick<OfferDetails, "city" | "departmentCode">) =>
  offer.city && offer.departmentCode ? `${offer.city} (${offer.departmentCode})` : offer.city;

type Fact = { label: string; icon: LucideIcon; value: ReactNode };

/** The offer's key facts; the labels are spoken, the icons stand for them on screen. */
export function OfferFacts({
  offer,
  className = "",
}: {
  offer: Pick<OfferDetails, "city" | "departmentCode" | "contract" | "salary" | "experienceName" | "isRemote" | "datePosted">;
  className?: string;
}) {
  const place = placeLabel(offer);
  const facts: Fact[] = [
    ...(place ? [{ label: "Lieu", icon: MapPin, value: place }] : []),
    { label: "Contrat", icon: BriefcaseBusiness, value: contractLabel(offer.contract) },
    // null when the offer hides its salary (displayRemuneration off).
    ...(offer.salary ? [{ label: "Salaire", icon: Banknote, value: offer.salary }] : []),
    ...(offer.experienceName ? [{ label: "Expérience", icon: GraduationCap, value: offer.experienceName }] : []),
    ...(offer.isRemote ? [{ label: "Télétravail", icon: Laptop, value: "Télétravail possible" }] : []),
    {
      label: "Date de publication",
      icon: CalendarDays,
      value: (
        <>
          Publiée le <time dateTime={offer.datePosted}>{frenchDate(offer.datePosted)}</time>
        </>
      ),
    },
  ];
  return (
    <dl className={`flex flex-wrap gap-x-6 gap-y-3 ${className}`}>
      {facts.map(({ label, icon: Icon, value }) => (
        <div key={label} className="flex items-center gap-2">
          <dt className="shrink-0">
            <Icon aria-hidden="true" className="size-5 text-accent" />
            <span className="sr-only">{label}</span>
          </dt>
          <dd className="font-medium">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
