import { Mail, MapPin, Phone } from "lucide-react";
import { phoneHref } from "~common/brand";
import { RatingStars } from "./rating-stars";
import { formatRating, type AgencyDetails } from "./types";

/** «Cabinet de recrutement» + the agency's title (the page's only h1), then how to reach it. */
export function AgencyHeader({ agency }: { agency: AgencyDetails }) {
  return (
    <header className="bg-gradient-to-br from-brand-900 to-brand-700 text-white">
      <div className="mx-auto max-w-7xl px-4 py-14 md:py-20">
        <p className="font-semibold uppercase tracking-wide text-accent-500">Cabinet de recrutement</p>
        <h1 className="mt-3 text-4xl font-extrabold leading-tight md:text-5xl">{agency.title}</h1>
        {agency.description && <p className="mt-5 max-w-3xl text-lg text-slate-200">{agency.description}</p>}
        <ul className="mt-8 grid gap-3 text-base md:grid-cols-3">
          {agency.address && (
            <li className="flex gap-2">
              <MapPin aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent-500" />
              <span>
                <span className="sr-only">Adresse : </span>
                {agency.address}
              </span>
            </li>
          )}
          {agency.phone && (
            <li className="flex gap-2">
              <Phone aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent-500" />
              <a href={phoneHref(agency.phone)} className="font-semibold underline-offset-4 hover:underline">
                <span className="sr-only">Téléphone : </span>
                {agency.phone}
              </a>
            </li>
          )}
          {agency.email && (
            <li className="flex min-w-0 gap-2">
              <Mail aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent-500" />
              <a href={`mailto:${agency.email}`} className="break-all font-semibold underline-offset-4 hover:underline">
                <span className="sr-only">E-mail : </span>
                {agency.email}
              </a>
            </li>
          )}
        </ul>
        {agency.googleReviewsCount > 0 && (
          <p className="mt-6 inline-flex flex-wrap items-center gap-2 rounded-full bg-white/10 px-4 py-2">
            <RatingStars rating={agency.googleRating} className="size-5" />
            <span className="font-bold">{formatRating(agency.googleRating)}/5</span>
            <span className="text-slate-200">· {agency.googleReviewsCount} avis Google</span>
          </p>
        )}
      </div>
    </header>
  );
}
