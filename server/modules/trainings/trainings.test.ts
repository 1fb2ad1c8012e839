import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../tests/support/test-app";
import { signedInPerson } from "../../../tests/support/people";
import { trainings, trainingSessions, trainingThematics } from "../../db/schema";
import { seedTrainings } from "../../seed/trainings";
import { demoThematics, demoTrainings } from "../../seed/training-content";
import { demoRuns } from "../../seed/training-sessions";
import type { ListAnswer } from "../../../common/schemas/list";
import type { TrainingCard, TrainingDetails, TrainingReference } from "../../../common/trainings";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedTrainings(t.deps.db);
});
afterAll(() => t.close());

const search = (body: Record<string, unknown>) => t.call<ListAnswer<TrainingCard>>("POST", "/api/training/search_trainings", body);
const byPosition = [...demoTrainings].sort((a, b) => a.position - b.position);
const thematicId = async (label: string) =>
  (await t.deps.db.select({ id: trainingThematics.id }).from(trainingThematics).where(eq(trainingThematics.label, label)))[0]!.id;

describe("POST /api/training/search_trainings", () => {
  it("lists the catalogue in the order staff set, 25 a page, with each card's references", async () => {
    const { status, body } = await search({});
    expect(status).toBe(200);
    expect(body.count).toBe(demoTrainings.length);
    expect(body.rows.map((row) => row.slug)).toEqual(byPosition.slice(0, 25).map((training) => training.slug));
    const first = demoThematics.find((thematic) => thematic.slug === byPosition[0]!.thematic)!;
    expect(body.rows[0]).toMatchObject({ label: byPosition[0]!.label, price: byPosition[0]!.price, thematic: first.label });
    expect(body.rows[0]!.coverImageUrl).toMatch(/^\/media\/files\/demo\/photo\/formation-/);
    expect((await search({ page: 2, limit: 10 })).body.rows.map((row) => row.slug)).toEqual(byPosition.slice(10, 20).map((training) => training.slug));
  });

  it("keeps a training matching any reference ticked in a group, and every group at once", async () => {
    const management = await thematicId("Management");
    const communication = await thematicId("Communication");
    const expected = (slugs: string[]) => byPosition.filter((training) => slugs.includes(training.thematic)).map((training) => training.slug);
    expect((await search({ thematics: [management] })).body.rows.map((row) => row.slug)).toEqual(expected(["management"]));
    const either = await search({ thematics: [management, communication] });
    expect(either.body.rows.map((row) => row.slug)).toEqual(expected(["management", "communication"]));
    // Combined with another group: both conditions hold.
    const [row] = await t.deps.db
      .select({ modalityId: trainings.modalityId, slug: trainings.slug })
      .from(trainings)
      .where(eq(trainings.slug, expected(["management"])[0]!));
    const combined = await search({ thematics: [management], modalities: [row!.modalityId] });
    expect(combined.body.rows.length).toBeGreaterThan(0);
    expect(combined.body.rows.every((card) => card.thematic === "Management")).toBe(true);
    expect(combined.body.rows.length).toBeLessThanOrEqual(expected(["management"]).length);
  });

  it("matches the words typed in the label or the header, accents and case ignored", async () => {
    const target = byPosition.find((training) => /é/.test(training.label))!;
    const word = target.label.split(" ").find((w) => /é/.test(w))!;
    const answer = await search({ query: word.normalize("NFD").replace(/\p{M}/gu, "").toUpperCase() });
    expect(answer.body.rows.map((row) => row.slug)).toContain(target.slug);
    expect((await search({ query: "zzzyxw" })).body).toMatchObject({ rows: [], count: 0 });
  });

  it("refuses malformed filters and paging in French, never with a 500", async () => {
    const bad = await search({ thematics: ["un"], page: 0 });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toMatchObject({ page: "La page doit être un nombre entier supérieur ou égal à 1" });
    expect(Object.entries(bad.body.errors ?? {})).toContainEqual([expect.stringMatching(/^thematics/), "Les filtres doivent être des listes d'identifiants"]);
    expect((await search({ levels: [99_999_999_999] })).status).toBe(400);
    expect((await t.call("POST", "/api/training/search_trainings", "[1,2]")).status).toBe(400);
  });

  it("answers the same search with GET /api/services/search_trainings", async () => {
    const { body } = await t.call<ListAnswer<TrainingCard>>("GET", "/api/services/search_trainings?page=1&limit=3&query=");
    expect(body.rows.map((row) => row.slug)).toEqual(byPosition.slice(0, 3).map((training) => training.slug));
  });
});

describe("reference lists", () => {
  it("each answers rows with label and header, 20 at most, filtered by text", async () => {
    for (const kind of ["thematics", "durations", "levels", "modalities"]) {
      const { status, body } = await t.call<ListAnswer<TrainingReference>>("POST", `/api/training/search_${kind}`, { page: 1 });
      expect(status, kind).toBe(200);
      expect(body.rows.length, kind).toBeGreaterThan(0);
      expect(body.rows.length, kind).toBeLessThanOrEqual(20);
      expect(body.rows[0], kind).toEqual({ id: expect.any(Number), label: expect.any(String), header: expect.any(String) });
    }
    const found = await t.call<ListAnswer<TrainingReference>>("POST", "/api/training/search_thematics", { query: "MANAGE" });
    expect(found.body.rows.map((row) => row.label)).toEqual(["Management"]);
  });
});

describe("GET /api/training/get_training_details/{slug}", () => {
  it("answers every field and the sessions still to come, soonest first, with their rounded hours", async () => {
    const demo = byPosition[0]!;
    const [training] = await t.deps.db.select({ id: trainings.id }).from(trainings).where(eq(trainings.slug, demo.slug));
    // A past session and one of 3 h 40 min: the first is not offered, the second shows 4 hours.
    const soon = new Date(Date.now() + 2 * 86_400_000);
    await t.deps.db.insert(trainingSessions).values([
      { trainingId: training!.id, startAt: new Date(Date.now() - 86_400_000), endAt: new Date(Date.now() - 80_000_000) },
      { trainingId: training!.id, startAt: soon, endAt: new Date(soon.getTime() + 220 * 60_000) },
    ]);
    const { status, body } = await t.call<TrainingDetails>("GET", `/api/training/get_training_details/${demo.slug}`);
    expect(status).toBe(200);
    expect(body).toMatchObject({ label: demo.label, reference: demo.reference, time: demo.time });
    for (const field of ["goal", "target", "requirement", "program", "evaluation", "funding", "content"] as const) expect(body[field], field).toMatch(/^</);
    expect(body.sessions).toHaveLength(demoRuns(demo, new Date()).flat().length + 1);
    expect(body.sessions[0]).toMatchObject({ startAt: soon.toISOString(), hours: 4 });
    const starts = body.sessions.map((session) => Date.parse(session.startAt));
    expect([...starts].sort((a, b) => a - b)).toEqual(starts);
    expect(starts.every((start) => start > Date.now())).toBe(true);
    expect((await t.call("GET", "/api/training/get_training_details/inconnue")).status).toBe(404);
  });
});

describe("back-office: trainings and their lists (admins)", () => {
  it("save_training checks references, sanitizes rich text and answers the training; the lists save and delete through the spec's calls", async () => {
    const admin = await signedInPerson(t, { isAdmin: true });
    const staff = await signedInPerson(t, { isStaff: true });
    const level = await t.call<{ id: number }>(
      "POST",
      "/api/training/save_level",
      { label: "Expert confirmé", header: "Pour les spécialistes." },
      admin.headers,
    );
    expect(level.status).toBe(200);
    const base = {
      label: "Piloter la paie",
      slug: "piloter-la-paie",
      price: 890,
      levelId: level.body.id,
      program: "<ul><li>Module 1</li></ul><script>alert(1)</script>",
    };
    const saved = await t.call<{ id: number; program: string; levelId: number }>("POST", "/api/training/save_training", base, admin.headers);
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ program: "<ul><li>Module 1</li></ul>", levelId: level.body.id });
    const unknown = await t.call("POST", "/api/training/save_training", { ...base, slug: "autre", thematicId: 999_999 }, admin.headers);
    expect(unknown.body.errors).toEqual({ thematicId: "Thématique inconnue : choisissez-la dans la liste" });
    const price = await t.call("POST", "/api/training/save_training", { ...base, slug: "autre", price: -5 }, admin.headers);
    expect(price.body.errors).toEqual({ price: "Le prix doit être un nombre entier d'euros, positif" });
    // Staff who are not admins cannot run the catalogue.
    expect((await t.call("POST", "/api/training/save_training", { ...base, slug: "autre" }, staff.headers)).status).toBe(403);
    // Deleting a level leaves its trainings without one.
    expect((await t.call("DELETE", `/api/training/delete_level/${level.body.id}`, undefined, admin.headers)).status).toBe(200);
    const details = await t.call<TrainingDetails>("GET", "/api/training/get_training_details/piloter-la-paie");
    expect(details.body).toMatchObject({ label: "Piloter la paie", level: null, price: 890 });
    expect((await t.call("DELETE", `/api/training/delete_training/${saved.body.id}`, undefined, admin.headers)).status).toBe(200);
    expect((await t.call("GET", "/api/training/get_training_details/piloter-la-paie")).status).toBe(404);
  });
});
