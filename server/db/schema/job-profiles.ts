import { boolean, index, integer, jsonb, pgTable, serial, text } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";

export type ProfileGroup = { title: string; items: string[] };

/** Spec 1 §3 / spec 3 §3, Job profile («fiche métier»). */
export const jobProfiles = pgTable(
  "job_profiles",
  {
    id: serial("id").primaryKey(),
    title: text("title").notNull(),
    slug: text("slug").notNull().unique(),
    /** Path under $DATA_DIR/media (e.g. files/job-profiles/macon.webp), served by /media/. */
    image: text("image"),
    description: text("description").notNull().default(""),
    responsibilities: jsonb("responsibilities").$type<ProfileGroup[]>().notNull().default([]),
    skills: jsonb("skills").$type<ProfileGroup[]>().notNull().default([]),
    training: text("training")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    careerOpportunities: text("career_opportunities").notNull().default(""),
    /** INFO, INDUSTRY, BTP or DISTRIBUTION. */
    type: text("type").notNull().default("INFO"),
    /** Listed among the frequently recruited profiles (home, specialities). */
    isFrequentlyRecruited: boolean("is_frequently_recruited").notNull().default(false),
    position: integer("position").notNull().default(0),
    seoTitle: text("seo_title"),
    seoDescription: text("seo_description"),
  },
  (t) => [index("job_profiles_type").on(t.type, t.position)],
);
