import type { AgencyDetails } from "./types";
import { ResponsiveImage } from "~/components/ui/responsive-image";
import { htmlToText } from "~common/format/rich-text";
import { RichText } from "~/components/ui/rich-text";
import { NearbyFrame } from "~/components/ui/nearby-frame";
import { atPlace, de } from "~common/format/typography";

/** The agency's own text, with its photo and video when staff added them. */
export function AgencyAbout({ agency, city }: { agency: AgencyDetails; city: string }) {
  // Rich text from the back-office; an emptied editor may leave markup with no words.
  const content = htmlToText(agency.content) ? agency.content : null;
  if (!content && !agency.contentPhoto && !agency.video) return null;
  return (
    <section aria-labelledby="agence-title" className="mx-auto max-w-7xl px-4 py-14">
      <div className={agency.contentPhoto ? "grid items-start gap-10 lg:grid-cols-2" : "max-w-3xl"}>
        <div>
          <h2 id="agence-title" className="text-3xl font-bold">
            Votre partenaire recrutement {atPlace(city)}
          </h2>
          {content && <RichText html={content} className="mt-6 text-lg leading-relaxed text-slate-700" />}
        </div>
        {agency.contentPhoto && (
          // Below the fold: the browser fetches it only when the visitor gets near it.
          <ResponsiveImage
            src={agency.contentPhoto}
            kind="photo"
            alt={`L'agence ${de(city)}`}
            sizes="(min-width: 1024px) 608px, calc(100vw - 2rem)"
            className="aspect-[3/2] h-auto w-full rounded-xl object-cover shadow-sm"
          />
        )}
      </div>
      {agency.video && (
        <div className="mt-12">
          <h3 className="text-2xl font-bold">L'agence en vidéo</h3>
          <NearbyFrame
            src={agency.video}
            title={`Vidéo de présentation de l'agence ${de(city)}`}
            allow="encrypted-media; picture-in-picture"
            allowFullScreen
            className="mt-6 aspect-video w-full max-w-4xl rounded-xl bg-slate-100"
          />
        </div>
      )}
    </section>
  );
}
