import type { ApiAnswer } from "~/lib/api";

// What the sessions calls answer, typed from the server's routes (dates as ISO strings).

/** A session of the week shown (search_sessions), as the calendar places it. */
export type SessionEvent = ApiAnswer<"post", "/training/search_sessions">["rows"][number];

/** A session's registrations (session_fetch). */
export type SessionRegistration = ApiAnswer<"get", "/training/session_fetch/:id">["registrations"][number];

/** What the form edits: Paris wall times as datetime-local inputs hold them. */
export type SessionDraft = {
  id: number | null;
  training: { id: number; label: string } | null;
  start: string;
  end: string;
  capacity: string;
};

/** Spec 3 §9: a session created from a cell lasts 4 hours. */
export const NEW_SESSION_HOURS = 4;
