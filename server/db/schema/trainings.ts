import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, real, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

/** Spec 1 §3, Thematic, duration, level, modality: label-and-header lists (spec 3 §2.4). */
const referenceList = (name: string) =>
  pgTable(name, {
    id: serial("id").primaryKey(),
    label: text("label").notNull(),
    header: text("header"),
  });

export const trainingThematics = referenceList("training_thematics");
export const trainingDurations = referenceList("training_durations");
export const trainingLevels = referenceList("training_levels");
export const trainingModalities = referenceList("training_modalities");

/** Spec 1 §3, Training; spec 3 §3: rich-text fields are sanitized HTML. */
export const trainings = pgTable(
  "trainings",
  {
    id: serial("id").primaryKey(),
    label: text("label").notNull(),
    header: text("header"),
    slug: text("slug").notNull().unique(),
    coverImageUrl: text("cover_image_url"),
    description: text("description"),
    /** Euros, excluding tax, per person: «À partir de {price} €». */
    price: integer("price"),
    thematicId: integer("thematic_id").references(() => trainingThematics.id, { onDelete: "set null" }),
    durationId: integer("duration_id").references(() => trainingDurations.id, { onDelete: "set null" }),
    levelId: integer("level_id").references(() => trainingLevels.id, { onDelete: "set null" }),
    modalityId: integer("modality_id").references(() => trainingModalities.id, { onDelete: "set null" }),
    position: integer("position").notNull().default(0),
    evaluation: text("evaluation"),
    content: text("content"),
    place: text("place"),
    goal: text("goal"),
    target: text("target"),
    requirement: text("requirement"),
    program: text("program"),
    reference: text("reference"),
    funding: text("funding"),
    /** The length as written for visitors («14 heures (2 jours)»). */
    time: text("time"),
    /** Its reviews: those stored for this place (refreshed from Google Places when configured), as the agencies'. */
    placeId: text("place_id"),
    /** The place's Google rating and review count, written by the reviews refresh (decision 0037). */
    googleRating: real("google_rating").notNull().default(0),
    googleReviewsCount: integer("google_reviews_count").notNull().default(0),
    seoTitle: text("seo_title"),
    seoDescription: text("seo_description"),
  },
  (t) => [
    check("trainings_price_positive", sql`${t.price} IS NULL OR ${t.price} >= 0`),
    index("trainings_thematic").on(t.thematicId),
    index("trainings_duration").on(t.durationId),
    index("trainings_level").on(t.levelId),
    index("trainings_modality").on(t.modalityId),
  ],
);

/** Spec 1 §3, Training session: hours shown are the rounded difference of end and start. */
export const trainingSessions = pgTable(
  "training_sessions",
  {
    id: serial("id").primaryKey(),
    trainingId: integer("training_id")
      .notNull()
      .references(() => trainings.id, { onDelete: "cascade" }),
    startAt: timestamp("start_at", { withTimezone: true }).notNull(),
    endAt: timestamp("end_at", { withTimezone: true }).notNull(),
    /** Seats; null: no limit. */
    capacity: integer("capacity"),
  },
  (t) => [
    check("training_sessions_end_after_start", sql`${t.endAt} > ${t.startAt}`),
    check("training_sessions_capacity_positive", sql`${t.capacity} IS NULL OR ${t.capacity} > 0`),
    index("training_sessions_training_start").on(t.trainingId, t.startAt),
    index("training_sessions_start").on(t.startAt),
  ],
);

/**
 * Spec 1 §3, Inscription: a trainee's registration for a session, stored before any e-mail is
 * sent. A session with registrations cannot be deleted (restrict): staff must move or cancel
 * them first, a registration is never dropped silently. Kept 3 years (CNIL, prospects).
 */
export const trainingRegistrations = pgTable(
  "training_registrations",
  {
    id: serial("id").primaryKey(),
    sessionId: integer("session_id")
      .notNull()
      .references(() => trainingSessions.id, { onDelete: "restrict" }),
    names: text("names").notNull(),
    mail: text("mail").notNull(),
    phoneNumber: text("phone_number").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One registration per person and session: a double click or a second tab is told so.
    uniqueIndex("training_registrations_session_mail").on(t.sessionId, t.mail),
    index("training_registrations_created_at").on(t.createdAt),
  ],
);
