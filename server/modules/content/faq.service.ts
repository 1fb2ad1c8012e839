import { asc } from "drizzle-orm";
import type { Db } from "../../db/client";
import { faqItems } from "../../db/schema";

export type FaqItem = { id: number; question: string; answer: string };

/**
 * Every question of the FAQ page, in the order staff set (position, then id so equal
 * positions keep their creation order). The page filters them in the browser: a few dozen
 * rows at most, so no paging and no server-side search.
 */
export async function listFaqItems(db: Db): Promise<FaqItem[]> {
  return db.select({ id: faqItems.id, question: faqItems.question, answer: faqItems.answer }).from(faqItems).orderBy(asc(faqItems.position), asc(faqItems.id));
}
