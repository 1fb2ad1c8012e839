import { CalendarDays, Clock, Users } from "lucide-react";
import type { TrainingDetails } from "~common/trainings";
import { SessionRegistration } from "./session-registration";
import { sessionLength, sessionWhen } from "./session-dates";

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The upcoming sessions, soonest first, each with its registration (spec 1 §2, «Inscription»). */
export function TrainingSessions({ training }: { training: TrainingDetails }) {
  return (
    <section id="sessions" aria-labelledby="sessions-title" className="scroll-mt-24 rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id="sessions-title" className="text-xl font-bold text-brand-900">
        Prochaines sessions
      </h2>
      {training.sessions.length === 0 ? (
        <p className="mt-3 text-slate-700">
          Aucune session n'est programmée pour le moment.{" "}
          <a href="#contact" className="font-semibold text-brand-700 underline">
            Contactez-nous
          </a>{" "}
          pour connaître les prochaines dates ou organiser cette formation dans vos locaux.
        </p>
      ) : (
        <ul aria-label="Sessions à venir" className="mt-4 space-y-4">
          {training.sessions.map((session) => (
            <li key={session.id} className="rounded-lg bg-slate-50 p-4">
              <p className="flex items-start gap-2 font-semibold text-slate-900">
                <CalendarDays aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
                <time dateTime={session.startAt}>{capitalized(sessionWhen(session))}</time>
              </p>
              <p className="mt-1 flex items-center gap-2 text-sm text-slate-700">
                <Clock aria-hidden="true" className="size-4 shrink-0 text-brand-700" />
                <span>
                  <span className="sr-only">Durée : </span>
                  {sessionLength(session.hours)}
                </span>
              </p>
              {session.capacity !== null && (
                <p className="mt-1 flex items-center gap-2 text-sm text-slate-700">
                  <Users aria-hidden="true" className="size-4 shrink-0 text-brand-700" />
                  Jusqu'à {session.capacity} participants
                </p>
              )}
              <div className="mt-3">
                <SessionRegistration training={training} session={session} />
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
