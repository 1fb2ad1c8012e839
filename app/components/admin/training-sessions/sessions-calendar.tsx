import { useCallback, useRef, useState } from "react";
import FullCalendar from "@fullcalendar/react";
import timeGridPlugin from "@fullcalendar/timegrid";
import interactionPlugin, { type DateClickArg, type EventResizeDoneArg } from "@fullcalendar/interaction";
import frLocale from "@fullcalendar/core/locales/fr";
import type { EventClickArg, EventDropArg, EventInput, EventSourceFuncArg } from "@fullcalendar/core";
import { ApiError, apiFetch } from "~/lib/api";
import { NotificationsProvider, useNotify } from "../notifications";
import { addWallHours, fromCalendar, toCalendar } from "./paris-time";
import { SessionForm, sessionBody } from "./session-form";
import { WeekToolbar } from "./week-toolbar";
import { NEW_SESSION_HOURS, type SessionDraft, type SessionEvent } from "./types";

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

/** The site's blue for events and the today column, through FullCalendar's CSS variables. */
const BRAND_COLOURS =
  "[--fc-event-bg-color:var(--color-brand-700)] [--fc-event-border-color:var(--color-brand-700)] [--fc-today-bg-color:var(--color-brand-50)] [--fc-now-indicator-color:#dc2626]";

/** A cell or an event date is UTC-coerced: its UTC reading is the Paris wall time shown. */
const wallOf = (coerced: Date) => coerced.toISOString().slice(0, 16);

/**
 * FullCalendar's `scrollTime`, for the box that scrolls the grid here. The day names stick to
 * the box's top: its scroll padding keeps what the keyboard or a click scrolls to from under them.
 */
function scrollToMorning(box: HTMLElement) {
  const header = box.querySelector<HTMLElement>(".fc-col-header");
  const lane = box.querySelector<HTMLElement>('.fc-timegrid-slot-lane[data-time="08:00:00"]');
  if (!header || !lane) return;
  box.style.scrollPaddingTop = `${header.offsetHeight}px`;
  box.scrollTop += lane.getBoundingClientRect().top - box.getBoundingClientRect().top - box.clientTop - header.offsetHeight;
}

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

  const loadWeek = useCallback(
    (range: EventSourceFuncArg, success: (events: EventInput[]) => void, failure: (error: Error) => void) => {
      const calendarQuery = { startAt: fromCalendar(range.start).toISOString(), endAt: fromCalendar(range.end).toISOString(), view: "timeGridWeek" };
      apiFetch<{ rows: SessionEvent[] }>("/api/training/search_sessions", { body: { calendarQuery } }).then(
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

  // A drag or a resize saves at once; refused, the event goes back where it was.
  const move = useCallback(
    async (info: EventDropArg | EventResizeDoneArg) => {
      const session = info.event.extendedProps.session as SessionEvent;
      const { start, end } = info.event;
      if (!start || !end) return info.revert();
      const body = sessionBody({
        training: { id: session.trainingId, label: session.trainingLabel },
        start: wallOf(start),
        end: wallOf(end),
        capacity: session.capacity === null ? "" : String(session.capacity),
      });
      try {
        const saved = await apiFetch<{ session: SessionEvent }>(`/api/training/session_save/${session.id}`, { body });
        info.event.setExtendedProp("session", saved.session);
        notify("La session a été déplacée.");
      } catch (error) {
        info.revert();
        notify(`Session non déplacée : ${error instanceof ApiError ? error.detail : "l'enregistrement a échoué."}`, "error");
      }
    },
    [notify],
  );

  const openCell = useCallback((info: DateClickArg) => {
    const start = wallOf(info.date);
    setDraft({ id: null, training: null, start, end: addWallHours(start, NEW_SESSION_HOURS), capacity: "" });
  }, []);

  const openEvent = useCallback((info: EventClickArg) => {
    info.jsEvent.preventDefault();
    const session = info.event.extendedProps.session as SessionEvent;
    setDraft({
      id: session.id,
      training: { id: session.trainingId, label: session.trainingLabel },
      start: wallOf(info.event.start!),
      end: wallOf(info.event.end!),
      capacity: session.capacity === null ? "" : String(session.capacity),
    });
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
        {/* A week of 7 columns needs some width: on a phone the grid scrolls sideways inside its box.
            The box, not FullCalendar, scrolls the hours: focusable and named, it lets the keyboard
            scroll a week without sessions (FullCalendar's own scroller sits inside its ARIA grid,
            where nothing else may take the focus). Its class `fc-scroller` lets a drag near its
            edge scroll it, as FullCalendar does for its own. */}
        <div
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be focusable (axe scrollable-region-focusable)
          tabIndex={0}
          role="region"
          aria-label="Calendrier de la semaine"
          className={`fc-scroller h-[70dvh] min-h-[28rem] overflow-auto rounded-xl border border-slate-200 bg-white px-2 pb-2 ${BRAND_COLOURS}`}
        >
          <div className="min-w-[42rem]">
            <FullCalendar
              ref={calendar}
              plugins={[timeGridPlugin, interactionPlugin]}
              initialView="timeGridWeek"
              locale={frLocale}
              firstDay={1}
              timeZone="UTC"
              now={() => toCalendar(new Date())}
              nowIndicator
              // Sessions sharing hours sit side by side: overlapped, the later one hides the
              // middle of the other, which then cannot be clicked.
              slotEventOverlap={false}
              height="auto"
              allDaySlot={false}
              slotMinTime="00:00:00"
              slotMaxTime="24:00:00"
              headerToolbar={false}
              datesSet={(range) => setTitle(range.view.title)}
              viewDidMount={(view) => scrollToMorning(view.el.closest<HTMLElement>("[role=region]")!)}
              // FullCalendar's French locale leaves these hints in English.
              closeHint="Fermer"
              timeHint="Heure"
              eventHint="Session"
              editable
              eventInteractive
              events={loadWeek}
              dateClick={openCell}
              eventClick={openEvent}
              eventDrop={(info) => void move(info)}
              eventResize={(info) => void move(info)}
            />
          </div>
        </div>
      </div>
      {draft && <SessionForm key={draft.id ?? `new-${draft.start}`} initial={draft} onClose={closeForm} onChanged={changed} />}
    </>
  );
}
