// The training catalogue (spec 1 §2–§3, §9): shared by the server, the public pages and the
// back-office.

import { teachingHours } from "./working-days";

export const TRAININGS_PAGE_SIZE = 25;
/** Spec 3 §9: reference lists are looked up 20 at a time. */
export const REFERENCE_LOOKUP_SIZE = 20;

export const REFERENCE_KINDS = ["thematics", "durations", "levels", "modalities"] as const;
export type ReferenceKind = (typeof REFERENCE_KINDS)[number];

export type TrainingReference = { id: number; label: string; header: string | null };

export type TrainingCard = {
  id: number;
  label: string;
  header: string | null;
  slug: string;
  coverImageUrl: string | null;
  price: number | null;
  place: string | null;
  time: string | null;
  thematic: string | null;
  duration: string | null;
  level: string | null;
  modality: string | null;
};

export type TrainingSession = {
  id: number;
  startAt: string;
  endAt: string;
  /** Seats in all, and those still free; null: no limit. */
  capacity: number | null;
  seatsLeft: number | null;
  hours: number;
};

export type TrainingDetails = TrainingCard & {
  description: string | null;
  goal: string | null;
  target: string | null;
  requirement: string | null;
  program: string | null;
  evaluation: string | null;
  funding: string | null;
  content: string | null;
  reference: string | null;
  placeId: string | null;
  /** The place's Google rating and review count (0 until Google Places has been asked). */
  googleRating: number;
  googleReviewsCount: number;
  seoTitle: string | null;
  seoDescription: string | null;
  /** Upcoming sessions, soonest first. */
  sessions: TrainingSession[];
};

/**
 * Spec 1 §3: the hours shown are the rounded difference between end and start, for a session
 * held on one day. A session over several days counts its working days' hours only (decision
 * 0066: a two-day course from 9 h to 16 h is 14 h, not 31).
 */
export const sessionHours = (startAt: Date | string, endAt: Date | string) => Math.round(teachingHours(startAt, endAt));

/** «7 h» of training, the hours and «h» held together by a no-break space. */
export const sessionLength = (hours: number) => `${hours}\u00a0h`;
