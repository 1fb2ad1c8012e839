import { Briefcase, Compass, MapPin, UserRound } from "lucide-react";
import { withDeterminer } from "~common/format/place";
import { htmlToText } from "~common/format/rich-text";
import { RichText } from "~/components/ui/rich-text";
import { frenchList, type IndependentDetails } from "./types";

/**
 * The three long descriptions (who, which sectors, which method), each under its own
 * heading so the page reads as a profile, then the departments and any extra content.
 */
export function IndependentAbout({ independent }: { independent: IndependentDetails }) {
  const firstName = independent.name.split(/\s+/)[0];
  const blocks = [
    { id: "presentation", title: `Qui est ${firstName} ?`, icon: UserRound, text: independent.primaryLongDescription },
    { id: "secteurs", title: "Secteurs et métiers recrutés", icon: Briefcase, text: independent.secondaryLongDescription },
    { id: "methode", title: "Sa méthode de recrutement", icon: Compass, text: independent.tertiaryLongDescription },
  ].filter((block): block is typeof block & { text: string } => Boolean(htmlToText(block.text)));
  const main = independent.mainDepartment;
  const areas = independent.departementsIntervention.filter((d) => d.id !== main?.id);
  const extra = htmlToText(independent.extraContent) ? independent.extraContent : null;
  return (
    <>
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 lg:grid-cols-3">
        {blocks.map(({ id, title, icon: Icon, text }) => (
          <section key={id} aria-labelledby={`${id}-title`}>
            <Icon aria-hidden="true" className="size-8 text-accent" />
            <h2 id={`${id}-title`} className="mt-3 text-2xl font-bold text-brand-900">
              {title}
            </h2>
            <RichText html={text} className="mt-4 leading-relaxed text-slate-700" />
          </section>
        ))}
      </div>
      {(main || areas.length > 0) && (
        <section aria-labelledby="zones-title" className="bg-brand-50">
          <div className="mx-auto max-w-7xl px-4 py-14">
            <h2 id="zones-title" className="text-3xl font-bold">
              Zones d'intervention
            </h2>
            <p className="mt-4 max-w-3xl text-lg text-slate-700">
              {main && <>Depuis le département {withDeterminer(main)}, </>}
              {firstName}{" "}
              {areas.length > 0 ? (
                <>
                  recrute {main ? "aussi " : ""}pour les entreprises {frenchList(areas.map(withDeterminer))}.
                </>
              ) : (
                <>recrute pour les entreprises de tout le département.</>
              )}
            </p>
            <ul className="mt-6 flex flex-wrap gap-3">
              {main && (
                <li className="flex items-center gap-2 rounded-full bg-brand-700 px-4 py-2 font-semibold text-white">
                  <MapPin aria-hidden="true" className="size-4" />
                  {main.label} ({main.code})<span className="sr-only"> : département principal</span>
                </li>
              )}
              {areas.map((area) => (
                <li key={area.id} className="flex items-center gap-2 rounded-full bg-white px-4 py-2 font-semibold text-brand-900 shadow-sm">
                  <MapPin aria-hidden="true" className="size-4 text-accent" />
                  {area.label} ({area.code})
                </li>
              ))}
            </ul>
          </div>
        </section>
      )}
      {extra && (
        <section aria-labelledby="infos-title" className="mx-auto max-w-4xl px-4 py-14">
          <h2 id="infos-title" className="text-2xl font-bold text-brand-900">
            Bon à savoir
          </h2>
          <RichText html={extra} className="mt-4 leading-relaxed text-slate-700" />
        </section>
      )}
    </>
  );
}
