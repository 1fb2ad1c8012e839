import type { RefObject } from "react";
import FullCalendar from "@fullcalendar/react";
import timeGridPlugin from "@fullcalendar/timegrid";
import interactionPlugin, { type DateClickArg } from "@fullcalendar/interaction";
import frLocale from "@fullcalendar/core/locales/fr";
import type { EventClickArg } from "@fullcalendar/core";
import { toCalendar } from "./paris-time";
import { useWeekSessions } from "./week-sessions";

/** The site's blue for events and the today column, through FullCalendar's CSS variables. */
const BRAND_COLOURS =
  "[--fc-event-bg-color:var(--color-brand-700)] [--fc-event-border-color:var(--color-brand-700)] [--fc-today-bg-color:var(--color-brand-50)] [--fc-now-indicator-color:#dc2626]";

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

type Props = {
  calendarRef: RefObject<FullCalendar | null>;
  /** The week shown, as FullCalendar titles it in French, for the toolbar. */
  onTitle: (title: string) => void;
  /** A click on an empty slot, to create a session there. */
  onCell: (info: DateClickArg) => void;
  /** A click on a session, to edit it. */
  onEvent: (info: EventClickArg) => void;
};

/** The week's grid of hours: its sessions read from the server, dragged or resized in place. */
export function WeekGrid({ calendarRef, onTitle, onCell, onEvent }: Props) {
  const { loadWeek, move } = useWeekSessions();
  // A week of 7 columns needs some width: on a phone the grid scrolls sideways inside its box.
  // The box, not FullCalendar, scrolls the hours: focusable and named, it lets the keyboard
  // scroll a week without sessions (FullCalendar's own scroller sits inside its ARIA grid,
  // where nothing else may take the focus). Its class `fc-scroller` lets a drag near its
  // edge scroll it, as FullCalendar does for its own.
  return (
    <div
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be focusable (axe scrollable-region-focusable)
      tabIndex={0}
      role="region"
      aria-label="Calendrier de la semaine"
      className={`fc-scroller h-[70dvh] min-h-[28rem] overflow-auto rounded-xl border border-slate-200 bg-white px-2 pb-2 ${BRAND_COLOURS}`}
    >
      <div className="min-w-[42rem]">
        <FullCalendar
          ref={calendarRef}
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
          datesSet={(range) => onTitle(range.view.title)}
          viewDidMount={(view) => scrollToMorning(view.el.closest<HTMLElement>("[role=region]")!)}
          // FullCalendar's French locale leaves these hints in English.
          closeHint="Fermer"
          timeHint="Heure"
          eventHint="Session"
          editable
          eventInteractive
          events={loadWeek}
          dateClick={onCell}
          eventClick={onEvent}
          eventDrop={(info) => void move(info)}
          eventResize={(info) => void move(info)}
        />
      </div>
    </div>
  );
}
