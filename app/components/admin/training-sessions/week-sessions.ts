import { useCallback } from "react";
import type { EventResizeDoneArg } from "@fullcalendar/interaction";
import type { EventDropArg, EventInput, EventSourceFuncArg } from "@fullcalendar/core";
import { api, ApiError } from "~/lib/api";
import { useNotify } from "../notifications";
import { fromCalendar, toCalendar } from "./paris-time";
import { sessionBody } from "./use-session-save";
import type { SessionDraft, SessionEvent } from "./types";

const eventOf = (session: SessionEvent): EventInput => ({
  id: String(session.id),
  title:
    session.registrationCount > 0
      ? `${session.trainingLabel} · ${session.registrationCount} inscrit${session.registrationCount > 1 ? "s" : ""}`
      : session.trainingLabel,
  start: toCalendar(session.startAt),
  end: toCalendar(session.endAt),
  extendedProps: { session },
});

/** A cell or an event date is UTC-coerced: its UTC reading is the Paris wall time shown. */
export const wallOf = (coerced: Date) => coerced.toISOString().slice(0, 16);

/** A session as the calendar shows it (its start and end maybe just dragged), as the form edits it. */
export const draftOf = (session: SessionEvent, start: Date, end: Date): SessionDraft => ({
  id: session.id,
  training: { id: session.trainingId, label: session.trainingLabel },
  start: wallOf(start),
  end: wallOf(end),
  capacity: session.capacity === null ? "" : String(session.capacity),
});

/**
 * The calendar's calls: `loadWeek`, its event source, reads the week shown; `move` saves a
 * session dragged or resized at once, and puts it back where it was when refused.
 */
export function useWeekSessions() {
  const notify = useNotify();

  const loadWeek = useCallback(
    (range: EventSourceFuncArg, success: (events: EventInput[]) => void, failure: (error: Error) => void) => {
      const calendarQuery = { startAt: fromCalendar(range.start).toISOString(), endAt: fromCalendar(range.end).toISOString(), view: "timeGridWeek" };
      api.post("/training/search_sessions", { body: { calendarQuery } }).then(
        (answer) => success(answer.rows.map(eventOf)),
        (error: Error) => {
          // An empty week must not pass for a week without sessions.
          notify(`Les sessions de la semaine n'ont pas pu être chargées : ${error instanceof ApiError ? error.detail : "réessayez."}`, "error");
          failure(error);
        },
      );
    },
    [notify],
  );

  const move = useCallback(
    async (info: EventDropArg | EventResizeDoneArg) => {
      const session = info.event.extendedProps.session as SessionEvent;
      const { start, end } = info.event;
      if (!start || !end) return info.revert();
      const body = sessionBody(draftOf(session, start, end));
      try {
        const saved = await api.post("/training/session_save/:id", { param: { id: session.id }, body });
        info.event.setExtendedProp("session", saved.session);
        notify("La session a été déplacée.");
      } catch (error) {
        info.revert();
        notify(`Session non déplacée : ${error instanceof ApiError ? error.detail : "l'enregistrement a échoué."}`, "error");
      }
    },
    [notify],
  );

  return { loadWeek, move };
}
