import type { Db } from "../db/client";
import { placeReviews, trainingDurations, trainingLevels, trainingModalities, trainings, trainingSessions, trainingThematics } from "../db/schema";
import { sanitizeRichText } from "../lib/html";
import { demoImageBase } from "../modules/media/demo-images";
import { demoAgencies } from "./demo-agencies";
import { assertCoursePlace, demoRuns } from "./training-sessions";
import { demoDurations, demoLevels, demoModalities, demoThematics, demoTrainingReviews, demoTrainings, type DemoReference } from "./training-content";

const DAY_MS = 24 * 60 * 60 * 1000;

/** The place id a demo training's reviews are stored under (the agencies' mechanism). */
export const demoTrainingPlaceId = (slug: string) => `demo-place-formation-${slug}`;

/**
 * The demo catalogue (issue 17): the four reference lists, 20+ trainings with their covers
 * drawn on first view, runs over the next three months counted from the seed day (their sessions
 * generated from each course's length, see training-sessions.ts), reviews.
 */
export async function seedTrainings(db: Db, now = new Date()): Promise<void> {
  const insertList = async (table: typeof trainingThematics, items: DemoReference[]) => {
    const rows = await db
      .insert(table)
      .values(items.map(({ label, header }) => ({ label, header })))
      .returning({ id: table.id });
    return new Map(items.map((item, i) => [item.slug, rows[i]!.id]));
  };
  const [thematics, durations, levels, modalities] = [
    await insertList(trainingThematics, demoThematics),
    await insertList(trainingDurations, demoDurations),
    await insertList(trainingLevels, demoLevels),
    await insertList(trainingModalities, demoModalities),
  ];
  const rich = (html: string) => sanitizeRichText(html);
  const cities = demoAgencies.map((agency) => agency.city);
  for (const demo of demoTrainings) {
    // Checked before anything is stored: a course and its sessions never contradict each other.
    assertCoursePlace(demo, cities);
    const runs = demoRuns(demo, now);
    const [row] = await db
      .insert(trainings)
      .values({
        label: demo.label,
        header: demo.header,
        slug: demo.slug,
        coverImageUrl: demoImageBase("photo", demo.image),
        price: demo.price,
        place: demo.place,
        time: demo.time,
        reference: demo.reference,
        position: demo.position,
        thematicId: thematics.get(demo.thematic)!,
        durationId: durations.get(demo.duration)!,
        levelId: levels.get(demo.level)!,
        modalityId: modalities.get(demo.modality)!,
        goal: rich(demo.goal),
        target: rich(demo.target),
        requirement: rich(demo.requirement),
        program: rich(demo.program),
        evaluation: rich(demo.evaluation),
        funding: rich(demo.funding),
        content: rich(demo.content),
        placeId: demoTrainingPlaceId(demo.slug),
        seoTitle: demo.seoTitle,
        seoDescription: demo.seoDescription,
      })
      .returning({ id: trainings.id });
    await db.insert(trainingSessions).values(runs.flat().map((session) => ({ trainingId: row!.id, ...session, capacity: demo.capacity })));
  }
  await db.insert(placeReviews).values(
    demoTrainingReviews.map((review) => ({
      placeId: demoTrainingPlaceId(review.training),
      author: review.author,
      rating: review.rating,
      text: review.text,
      time: new Date(now.getTime() - review.daysAgo * DAY_MS),
    })),
  );
}
