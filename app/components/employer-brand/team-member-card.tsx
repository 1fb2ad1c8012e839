import { useId, useState } from "react";
import { cutText, initials, TEAM_DESCRIPTION_CUT } from "./cut-text";
import { useHydrated } from "~/lib/use-hydrated";
import { ResponsiveImage } from "~/components/ui/responsive-image";
import { RichText } from "~/components/ui/rich-text";
import { htmlToText } from "~common/format/rich-text";

export type TeamCardMember = { id: number; firstname: string; lastname: string; position: string; description: string | null; picture: string | null };

/**
 * One member: initials in place of a photo, name, position and the description cut at 170
 * characters. Both versions of the text are in the server HTML (the full one `hidden`), so
 * crawlers read everything and the toggle only swaps which one is shown. The description is
 * rich text: the cut is its words (a cut through HTML could break a tag), the full version
 * keeps its formatting.
 */
export function TeamMemberCard({ member }: { member: TeamCardMember }) {
  const [expanded, setExpanded] = useState(false);
  // Disabled until hydrated: a click before React takes over would do nothing.
  const hydrated = useHydrated();
  const descriptionId = useId();
  const name = `${member.firstname} ${member.lastname}`;
  const html = member.description ?? "";
  const text = htmlToText(html);
  const isLong = text.length > TEAM_DESCRIPTION_CUT;

  return (
    <article aria-labelledby={`${descriptionId}-name`} className="flex h-full flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
      <div className="flex items-center gap-4">
        {member.picture ? (
          // The name is next to it: the photo is decorative for a screen reader.
          <ResponsiveImage src={member.picture} kind="portrait" alt="" sizes="64px" className="size-16 shrink-0 rounded-full object-cover" />
        ) : (
          <span aria-hidden="true" className="flex size-16 shrink-0 items-center justify-center rounded-full bg-brand-100 text-xl font-bold text-brand-700">
            {initials(member.firstname, member.lastname)}
          </span>
        )}
        <div>
          <h2 id={`${descriptionId}-name`} className="text-lg font-bold text-brand-900">
            {name}
          </h2>
          <p className="text-sm font-semibold text-accent-hover">{member.position}</p>
        </div>
      </div>
      {text && (
        <div id={descriptionId} className="mt-4 flex-1 text-slate-700">
          {isLong && <p hidden={expanded}>{cutText(text)}</p>}
          <RichText html={html} hidden={isLong && !expanded} />
        </div>
      )}
      {isLong && (
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={descriptionId}
          disabled={!hydrated}
          onClick={() => setExpanded((open) => !open)}
          className="mt-4 self-start rounded font-semibold text-brand-700 underline-offset-4 hover:underline disabled:text-slate-400"
        >
          {expanded ? "Voir moins" : "Voir plus"}
          <span className="sr-only"> sur {name}</span>
        </button>
      )}
    </article>
  );
}
