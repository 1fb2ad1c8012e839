import { CalendarDays, Clock, Users } from "lucide-react";
import { sessionLength, type TrainingDetails, type TrainingSession } from "~common/trainings";
import { SessionRegistration } from "./session-registration";
import { capitalized, frenchDateTimeRange } from "~common/format/date";

const seatsText = (left: number, capacity: number) => (left === 0 ? "Complet" : `${left} ${left > 1 ? "places restantes" : "place restante"} sur ${capacity}`);

/** The first later session that still has a seat. */
const nextOpen = (sessions: TrainingSession[], full: TrainingSession) => sessions.find((session) => session.startAt > full.startAt && session.seatsLeft !== 0);

/** A full session says so and points to the next one with seats (issue 17). */
function FullSession({ next }: { next: TrainingSession | undefined }) {
  return (
    <p className="text-sm font-semibold text-slate-800">
      Cette session est complète.{" "}
      {next && (
        <a href={`#session-${next.id}`} className="text-brand-700 underline">
          Voir la session suivante
        </a>
      )}
    </p>
  );
}

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
            <li key={session.id} id={`session-${session.id}`} className="scroll-mt-24 rounded-lg bg-slate-50 p-4">
              <p className="flex items-start gap-2 font-semibold text-slate-900">
                <CalendarDays aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
                <time dateTime={session.startAt}>{capitalized(frenchDateTimeRange(session.startAt, session.endAt))}</time>
              </p>
              <p className="mt-1 flex items-center gap-2 text-sm text-slate-700">
                <Clock aria-hidden="true" className="size-4 shrink-0 text-brand-700" />
                <span>
                  <span className="sr-only">Durée : </span>
                  {sessionLength(session.hours)}
                </span>
              </p>
              {session.seatsLeft !== null && (
                <p className="mt-1 flex items-center gap-2 text-sm text-slate-700">
                  <Users aria-hidden="true" className="size-4 shrink-0 text-brand-700" />
                  {seatsText(session.seatsLeft, session.capacity!)}
                </p>
              )}
              <div className="mt-3">
                {session.seatsLeft === 0 ? (
                  <FullSession next={nextOpen(training.sessions, session)} />
                ) : (
                  <SessionRegistration training={training} session={session} />
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
