import { ExternalLink } from "lucide-react";
import { ContactDetails } from "../agencies/contact-details";
import { GoogleRatingBadge } from "../agencies/rating-stars";
import { RecruiterAvatar } from "./recruiter-avatar";
import { inDepartment, type IndependentDetails } from "./types";

/** Picture, name (the page's only h1), where they recruit and how to reach them. */
export function IndependentHeader({ independent, brandName }: { independent: IndependentDetails; brandName: string }) {
  const { mainDepartment: main } = independent;
  return (
    <header className="bg-gradient-to-br from-brand-900 to-brand-700 text-white">
      <div className="mx-auto flex max-w-7xl flex-col gap-8 px-4 py-14 md:flex-row md:items-center md:py-20">
        <RecruiterAvatar name={independent.name} pictureUrl={independent.pictureUrl} size="lg" eager />
        <div className="min-w-0">
          <p className="font-semibold uppercase tracking-wide text-accent-light">Recruteur indépendant du réseau {brandName}</p>
          <h1 className="mt-3 text-4xl font-extrabold leading-tight md:text-5xl">{independent.name}</h1>
          {main && (
            <p className="mt-4 text-lg text-slate-200">
              Votre recruteur de proximité {inDepartment(main)} ({main.code}).
            </p>
          )}
          <ContactDetails address={independent.address} phone={independent.phone} className="mt-6 flex flex-col gap-3 md:flex-row md:flex-wrap md:gap-x-8" />
          <div className="mt-6 flex flex-wrap items-center gap-4">
            {independent.googleReviewsCount > 0 && <GoogleRatingBadge rating={independent.googleRating} count={independent.googleReviewsCount} />}
            {independent.gmbUrl && (
              <a
                href={independent.gmbUrl}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex items-center gap-2 rounded-full bg-white px-5 py-2 font-semibold text-brand-900 hover:bg-brand-50"
              >
                Voir sa fiche Google
                <span className="sr-only"> (nouvel onglet)</span>
                <ExternalLink aria-hidden="true" className="size-4" />
              </a>
            )}
          </div>
        </div>
      </div>
    </header>
  );
}
