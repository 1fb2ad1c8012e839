import { BadgeCheck, GraduationCap, ListChecks, TrendingUp } from "lucide-react";
import type { JobProfileDetails, JobProfileGroup } from "~common/job-profiles";
import { htmlToText } from "~common/format/rich-text";
import { RichText } from "~/components/ui/rich-text";

function SectionTitle({ id, icon: Icon, children }: { id: string; icon: typeof ListChecks; children: React.ReactNode }) {
  return (
    <h2 id={id} className="flex items-center gap-3 text-2xl font-bold text-brand-900">
      <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
        <Icon aria-hidden="true" className="size-5" />
      </span>
      {children}
    </h2>
  );
}

/** Groups of items («Préparer le chantier»: …), as titled lists. */
function Groups({ groups }: { groups: JobProfileGroup[] }) {
  return (
    <div className="mt-6 grid gap-6 md:grid-cols-2">
      {groups.map((group) => (
        <div key={group.title} className="rounded-xl border border-slate-200 bg-white p-5">
          <h3 className="font-bold text-brand-900">{group.title}</h3>
          <ul className="mt-3 space-y-2 text-slate-700">
            {group.items.map((item) => (
              <li key={item} className="flex gap-2">
                <span aria-hidden="true" className="mt-2 size-1.5 shrink-0 rounded-full bg-accent" />
                {item}
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}

/** The body of a sheet: missions, skills, training and career, each only when filled in. */
export function JobProfileSections({ profile }: { profile: JobProfileDetails }) {
  return (
    <div className="mx-auto max-w-5xl space-y-14 px-4 py-14">
      {profile.responsibilities.length > 0 && (
        <section aria-labelledby="fiche-missions">
          <SectionTitle id="fiche-missions" icon={ListChecks}>
            Missions principales
          </SectionTitle>
          <Groups groups={profile.responsibilities} />
        </section>
      )}
      {profile.skills.length > 0 && (
        <section aria-labelledby="fiche-competences">
          <SectionTitle id="fiche-competences" icon={BadgeCheck}>
            Compétences recherchées
          </SectionTitle>
          <Groups groups={profile.skills} />
        </section>
      )}
      {profile.training.length > 0 && (
        <section aria-labelledby="fiche-formations">
          <SectionTitle id="fiche-formations" icon={GraduationCap}>
            Formations
          </SectionTitle>
          <p className="mt-4 text-slate-700">Les parcours que nous rencontrons le plus souvent chez les candidats que nous présentons :</p>
          <ul className="mt-4 flex flex-wrap gap-2">
            {profile.training.map((training) => (
              <li key={training} className="rounded-full bg-brand-50 px-4 py-2 text-sm font-semibold text-brand-900">
                {training}
              </li>
            ))}
          </ul>
        </section>
      )}
      {htmlToText(profile.careerOpportunities) && (
        <section aria-labelledby="fiche-evolutions">
          <SectionTitle id="fiche-evolutions" icon={TrendingUp}>
            Débouchés et évolutions
          </SectionTitle>
          <RichText html={profile.careerOpportunities} className="mt-4 max-w-3xl text-lg leading-relaxed text-slate-700" />
        </section>
      )}
    </div>
  );
}
