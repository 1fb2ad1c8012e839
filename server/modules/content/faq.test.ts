import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../tests/support/test-app";
import { faqItems } from "../../db/schema";
import { faqSeedItems, seedFaq } from "../../seed/faq";
import { faqItemSaveSchema } from "../../resources/faq.resource";
import { listFaqItems } from "./faq.service";

const BRAND = "Alto Recrutement";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.deps.db.delete(faqItems);
});

describe("listFaqItems", () => {
  it("orders by position, then by id when positions are equal", async () => {
    await t.deps.db.insert(faqItems).values([
      { question: "Troisième ?", answer: "c", position: 20 },
      { question: "Premier ?", answer: "a", position: 5 },
      { question: "Quatrième ?", answer: "d", position: 20 },
      { question: "Deuxième ?", answer: "b", position: 10 },
    ]);
    const items = await listFaqItems(t.deps.db);
    expect(items.map((item) => item.question)).toEqual(["Premier ?", "Deuxième ?", "Troisième ?", "Quatrième ?"]);
    // Only what the page shows leaves the service.
    expect(Object.keys(items[0]).sort()).toEqual(["answer", "id", "question"]);
  });

  it("answers an empty list when staff removed every question", async () => {
    expect(await listFaqItems(t.deps.db)).toEqual([]);
  });

  it("reads the seeded demo questions in their seed order", async () => {
    await seedFaq(t.deps.db, BRAND);
    const items = await listFaqItems(t.deps.db);
    expect(items.length).toBeGreaterThanOrEqual(12);
    expect(items.map((item) => item.question)).toEqual(faqSeedItems(BRAND).map((item) => item.question));
  });
});

describe("demo FAQ content", () => {
  const items = faqSeedItems(BRAND);
  const all = items.map((item) => `${item.question} ${item.answer}`.toLowerCase());

  it("has at least 12 distinct, filled questions", () => {
    expect(items.length).toBeGreaterThanOrEqual(12);
    expect(new Set(items.map((item) => item.question)).size).toBe(items.length);
    for (const item of items) {
      expect(item.question.trim().endsWith("?")).toBe(true);
      expect(item.answer.length).toBeGreaterThan(80);
    }
  });

  it("states the retention rule and the figures of the spec", () => {
    expect(all.some((text) => text.includes("2 ans après notre dernier échange"))).toBe(true);
    expect(all.some((text) => text.includes("15 à 25 %"))).toBe(true);
    expect(all.some((text) => text.includes("10 à 15 jours"))).toBe(true);
    expect(all.some((text) => text.includes("48 h"))).toBe(true);
  });

  it("keeps «désabonner» in exactly one question: the FAQ journey filters on it", () => {
    expect(all.filter((text) => text.includes("désabonner"))).toHaveLength(1);
  });
});

describe("FAQ manager save schema", () => {
  it("requires a question and an answer, in French", () => {
    const result = faqItemSaveSchema.safeParse({ question: "  ", answer: "" });
    expect(result.success).toBe(false);
    const messages = result.error!.issues.map((issue) => issue.message);
    expect(messages).toEqual(expect.arrayContaining(["La question est requise", "La réponse est requise"]));
  });

  it("reads an emptied position as 0 and leaves an absent one unchanged", () => {
    expect(faqItemSaveSchema.parse({ question: "Q ?", answer: "R", position: null }).position).toBe(0);
    expect(faqItemSaveSchema.parse({ question: "Q ?", answer: "R", position: "30" }).position).toBe(30);
    expect(faqItemSaveSchema.parse({ question: "Q ?", answer: "R" })).not.toHaveProperty("position");
    expect(faqItemSaveSchema.safeParse({ question: "Q ?", answer: "R", position: -1 }).success).toBe(false);
  });
});
