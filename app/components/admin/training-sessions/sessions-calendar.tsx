import { useCallback, useRef, useState } from "react";
import type FullCalendar from "@fullcalendar/react";
import type { DateClickArg } from "@fullcalendar/interaction";
import type { EventClickArg } from "@fullcalendar/core";
import { NotificationsProvider, useNotify } from "../notifications";
import { addWallHours } from "./paris-time";
import { SessionForm } from "./session-form";
import { WeekGrid } from "./week-grid";
import { WeekToolbar } from "./week-toolbar";
import { NEW_SESSION_HOURS, type SessionDraft, type SessionEvent } from "./types";
import { draftOf, wallOf } from "./week-sessions";

/** The week's sessions (spec 3 §2.4, §9): 24 h, French, Monday first, Paris time. */
export function SessionsCalendar() {
  return (
    <NotificationsProvider>
      <CalendarWithForm />
    </NotificationsProvider>
  );
}

function CalendarWithForm() {
  const notify = useNotify();
  const calendar = useRef<FullCalendar>(null);
  const [draft, setDraft] = useState<SessionDraft | null>(null);
  const [title, setTitle] = useState("");

  const openCell = useCallback((info: DateClickArg) => {
    const start = wallOf(info.date);
    setDraft({ id: null, training: null, start, end: addWallHours(start, NEW_SESSION_HOURS), capacity: "" });
  }, []);

  const openEvent = useCallback((info: EventClickArg) => {
    info.jsEvent.preventDefault();
    setDraft(draftOf(info.event.extendedProps.session as SessionEvent, info.event.start!, info.event.end!));
  }, []);

  const closeForm = useCallback(() => setDraft(null), []);
  const changed = useCallback(
    (message: string) => {
      setDraft(null);
      notify(message);
      calendar.current?.getApi().refetchEvents();
    },
    [notify],
  );

  return (
    <>
      <p className="mb-3 text-slate-700">
        Cliquez sur un créneau pour créer une session de {NEW_SESSION_HOURS} heures ; cliquez sur une session pour la modifier, faites-la glisser pour la
        déplacer ou tirez son bord pour changer sa fin. Heures de Paris.
      </p>
      <div data-testid="sessions-calendar">
        <WeekToolbar
          title={title}
          onPrevious={() => calendar.current?.getApi().prev()}
          onNext={() => calendar.current?.getApi().next()}
          onToday={() => calendar.current?.getApi().today()}
        />
        <WeekGrid calendarRef={calendar} onTitle={setTitle} onCell={openCell} onEvent={openEvent} />
      </div>
      {draft && <SessionForm key={draft.id ?? `new-${draft.start}`} initial={draft} onClose={closeForm} onChanged={changed} />}
    </>
  );
}
