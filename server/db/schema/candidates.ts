import { index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { offers } from "./offers";

/**
 * A person who applied or dropped a CV (spec 2 §3, Candidate), found again by e-mail.
 * Kept at most 2 years after the last contact, then purged with the files (spec decision 9).
 */
export const candidates = pgTable(
  "candidates",
  {
    id: serial("id").primaryKey(),
    /** Trimmed and lower-cased: one person, one row. */
    email: text("email").notNull().unique(),
    name: text("name"),
    phoneNumber: text("phone_number"),
    zipcode: text("zipcode"),
    header: text("header"),
    summary: text("summary"),
    /** Generated name of the latest CV under $DATA_DIR/uploads/resumes (never the visitor's name). */
    resumeKey: text("resume_key"),
    /** The file name the candidate chose, shown to staff only. */
    resumeFileName: text("resume_file_name"),
    resumeMime: text("resume_mime"),
    validatedAt: timestamp("validated_at", { withTimezone: true }),
    lastContactAt: timestamp("last_contact_at", { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("candidates_last_contact_at").on(t.lastContactAt)],
);

export const APPLICATION_KINDS = ["APPLICATION", "CV_DROP"] as const;

/**
 * One sending of a CV: an application to a position, or a drop into the talent pool
 * (no position). Keeps the consent as given: when, and the exact text ticked.
 */
export const applications = pgTable(
  "applications",
  {
    id: serial("id").primaryKey(),
    candidateId: integer("candidate_id")
      .notNull()
      .references(() => candidates.id, { onDelete: "cascade" }),
    positionId: integer("position_id").references(() => offers.id, { onDelete: "set null" }),
    kind: text("kind", { enum: APPLICATION_KINDS }).notNull(),
    coverLetter: text("cover_letter"),
    resumeKey: text("resume_key").notNull(),
    resumeFileName: text("resume_file_name").notNull(),
    resumeMime: text("resume_mime").notNull(),
    resumeSize: integer("resume_size").notNull(),
    consentAt: timestamp("consent_at", { withTimezone: true }).notNull(),
    consentText: text("consent_text").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("applications_candidate").on(t.candidateId), index("applications_position").on(t.positionId)],
);
