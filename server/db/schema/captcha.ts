import { pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

/** A verified captcha: its id may be consumed once by a form call. */
export const captchaVerifications = pgTable("captcha_verifications", {
  id: uuid("id").primaryKey(),
  provider: text("provider").notNull(),
  /** sha256 of the solution, unique so one solution cannot verify two ids. */
  solutionHash: text("solution_hash").notNull().unique(),
  verifiedAt: timestamp("verified_at", { withTimezone: true }).notNull().defaultNow(),
  consumedAt: timestamp("consumed_at", { withTimezone: true }),
});
