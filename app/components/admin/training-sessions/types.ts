// What the sessions calls answer (server/modules/trainings/sessions.service.ts), as JSON
// carries it: dates are ISO strings.

export type SessionEvent = {
  id: number;
  trainingId: number;
  trainingLabel: string;
  startAt: string;
  endAt: string;
  capacity: number | null;
  duration: number;
  registrationCount: number;
};

export type SessionRegistration = { id: number; names: string; mail: string; phoneNumber: string; createdAt: string };

export type SessionDetails = Omit<SessionEvent, "trainingId" | "trainingLabel"> & {
  training: { id: number; label: string };
  registrations: SessionRegistration[];
};

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
