import { ContactDetails } from "./contact-details";
import { ResponsiveImage } from "~/components/ui/responsive-image";
import { GoogleRatingBadge } from "./rating-stars";
import type { AgencyDetails } from "./types";

/** «Cabinet de recrutement» + the agency's title (the page's only h1), then how to reach it. */
export function AgencyHeader({ agency }: { agency: AgencyDetails }) {
  return (
    <header className="relative isolate overflow-hidden bg-gradient-to-br from-brand-900 to-brand-700 text-white">
      {agency.contentPhoto && (
        // The agency's photo as the header's banner: faint behind the brand's colours, so the
        // text keeps its contrast; above the fold, so fetched first.
        <div aria-hidden="true" className="absolute inset-0 -z-10 [&>picture]:block [&>picture]:size-full">
          <ResponsiveImage
            src={agency.contentPhoto}
            kind="photo"
            alt=""
            sizes="100vw"
            priority
            className="size-full object-cover opacity-20 mix-blend-luminosity"
          />
        </div>
      )}
      <div className="mx-auto max-w-7xl px-4 py-14 md:py-20">
        <p className="font-semibold uppercase tracking-wide text-accent-light">Cabinet de recrutement</p>
        <h1 className="mt-3 text-4xl font-extrabold leading-tight md:text-5xl">{agency.title}</h1>
        {agency.description && <p className="mt-5 max-w-3xl text-lg text-slate-200">{agency.description}</p>}
        <ContactDetails address={agency.address} phone={agency.phone} email={agency.email} className="mt-8 grid gap-3 text-base md:grid-cols-3" />
        {agency.googleReviewsCount > 0 && <GoogleRatingBadge rating={agency.googleRating} count={agency.googleReviewsCount} className="mt-6" />}
      </div>
    </header>
  );
}
