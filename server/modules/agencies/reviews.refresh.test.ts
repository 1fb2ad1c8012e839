import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../tests/support/test-app";
import { agencies, independents, placeReviews, tasks, trainings } from "../../db/schema";
import { onContentChange } from "../../lib/content-changes";
import { enqueueTask } from "../../lib/task-runner";
import { scheduledTasks, TASK_TITLES } from "../tasks/schedules";
import { refreshGoogleReviews, REVIEWS_REFRESH_TASK } from "./reviews.refresh";
import type { AgencyDetails, Review } from "../../../common/agencies";
import type { TrainingDetails } from "../../../common/trainings";

/**
 * A local stand-in for Places API (New) place details: each place answers what `places` says
 * (a place object, a status code, or «hang»: the request never gets an answer).
 */
type Behaviour = object | number | "hang";
const places = new Map<string, Behaviour>();
const requests: { placeId: string; key: unknown; fieldMask: unknown; url: string }[] = [];
let google: Server;
let t: TestApp;
let local: TestApp;

const place = (rating: number, userRatingCount: number, reviews: { author: string; time: string; rating: number; text: string; photo?: string }[]) => ({
  rating,
  userRatingCount,
  reviews: reviews.map((review) => ({
    name: `places/x/reviews/${review.author}`,
    rating: review.rating,
    publishTime: review.time,
    relativePublishTimeDescription: "il y a un mois",
    text: { text: review.text, languageCode: "fr" },
    originalText: { text: review.text, languageCode: "fr" },
    authorAttribution: { displayName: review.author, uri: "https://maps.example/contrib", ...(review.photo && { photoUri: review.photo }) },
  })),
});

const run = (app: TestApp = t) => refreshGoogleReviews(app.deps, { pauseMs: 0 });
const storedOf = (app: TestApp, placeId: string) =>
  app.deps.db
    .select({ author: placeReviews.author, source: placeReviews.source })
    .from(placeReviews)
    .where(eq(placeReviews.placeId, placeId))
    .orderBy(asc(placeReviews.time));

async function addPlaces(app: TestApp) {
  await app.deps.db.insert(agencies).values([
    { title: "Agence Avis Lyon", slug: "avis-lyon", isActive: true, placeId: "ChIJ-lyon", googleRating: 4, googleReviewsCount: 2 },
    { title: "Agence Avis Nantes", slug: "avis-nantes", isActive: true, placeId: "ChIJ-nantes", googleRating: 4.5, googleReviewsCount: 2 },
  ]);
  await app.deps.db.insert(independents).values({ name: "Camille Avis", slug: "camille-avis", placeId: "ChIJ-lyon" });
  await app.deps.db.insert(trainings).values({ label: "Formation avis", slug: "formation-avis", placeId: "ChIJ-formation" });
  await app.deps.db.insert(placeReviews).values([
    // Demo rows of Lyon (as the seed writes them): they stay in the table.
    { placeId: "ChIJ-lyon", author: "Démo A.", time: new Date("2025-01-05"), rating: 4, text: "Avis de démonstration." },
    // Nantes: Google's reviews stored by an earlier refresh.
    { placeId: "ChIJ-nantes", author: "Ancien G.", time: new Date("2025-02-01"), rating: 5, text: "Déjà là.", source: "google" },
    { placeId: "ChIJ-nantes", author: "Ancienne H.", time: new Date("2025-03-01"), rating: 4, text: "Déjà là aussi.", source: "google" },
  ]);
}

beforeAll(async () => {
  google = createServer((req, res) => {
    const match = /^\/v1\/places\/([^?]+)/.exec(req.url ?? "");
    const placeId = decodeURIComponent(match?.[1] ?? "");
    requests.push({ placeId, key: req.headers["x-goog-api-key"], fieldMask: req.headers["x-goog-fieldmask"], url: req.url ?? "" });
    const behaviour = places.get(placeId) ?? 404;
    if (behaviour === "hang") return; // never answers
    if (typeof behaviour === "number") {
      res.statusCode = behaviour;
      res.setHeader("Content-Type", "application/json");
      res.end(JSON.stringify({ error: { code: behaviour, status: "NOT_FOUND" } }));
      return;
    }
    res.setHeader("Content-Type", "application/json");
    res.end(JSON.stringify(behaviour));
  });
  await new Promise<void>((resolve) => google.listen(0, "127.0.0.1", resolve));
  const { port } = google.address() as AddressInfo;
  t = await createTestApp({ env: { GOOGLE_PLACES_API_KEY: "cle-de-test", GOOGLE_PLACES_BASE_URL: `http://127.0.0.1:${port}/v1` } });
  local = await createTestApp();
  await addPlaces(t);
  await addPlaces(local);
}, 60_000);
afterAll(async () => {
  await t.close();
  await local.close();
  google.closeAllConnections();
  await new Promise((resolve) => google.close(resolve));
});
beforeEach(() => {
  places.clear();
  requests.length = 0;
});

describe("the Google reviews refresh task: storing reviews, and a place that fails", () => {
  it("stores each place's reviews, rating and count; pages and calls show them without asking Google", async () => {
    places.set(
      "ChIJ-lyon",
      place(4.7, 128, [
        { author: "Anne P.", time: "2026-06-01T10:00:00Z", rating: 5, text: "Très réactifs.", photo: "https://photos.example/a.jpg" },
        { author: "Luc M.", time: "2026-03-01T10:00:00Z", rating: 4, text: "Bon accompagnement." },
      ]),
    );
    places.set("ChIJ-nantes", place(4.2, 37, [{ author: "Nadia K.", time: "2026-05-01T10:00:00Z", rating: 4, text: "Efficaces." }]));
    places.set("ChIJ-formation", place(4.9, 12, [{ author: "Paul T.", time: "2026-04-01T10:00:00Z", rating: 5, text: "Formation claire." }]));
    let signals = 0;
    const stop = onContentChange(t.deps.db, () => (signals += 1));

    const result = await run();
    stop();
    expect(result).toMatchObject({ places: 3, refreshed: 3, changed: 3, failed: 0 });
    expect(result.message).toBe("3 lieux : 3 actualisés, 3 modifiés");
    expect(signals).toBe(1);
    // One request per place, the key and the three fields in headers, French texts asked.
    expect(requests.map((request) => request.placeId).sort()).toEqual(["ChIJ-formation", "ChIJ-lyon", "ChIJ-nantes"]);
    expect(requests[0]).toMatchObject({ key: "cle-de-test", fieldMask: "rating,userRatingCount,reviews" });
    expect(requests[0]!.url).toContain("languageCode=fr");

    // Google's replace Google's (Nantes); the demo row of Lyon stays in the table.
    expect(await storedOf(t, "ChIJ-nantes")).toEqual([{ author: "Nadia K.", source: "google" }]);
    expect(await storedOf(t, "ChIJ-lyon")).toEqual([
      { author: "Démo A.", source: "local" },
      { author: "Luc M.", source: "google" },
      { author: "Anne P.", source: "google" },
    ]);

    requests.length = 0;
    const agency = await t.call<AgencyDetails>("GET", "/api/branding/get_agency_details/avis-lyon");
    expect(agency.body).toMatchObject({ googleRating: expect.closeTo(4.7, 5), googleReviewsCount: 128 });
    // Once Google's are stored, a place shows Google's only (no demo row among real reviews).
    const reviews = await t.call<Review[]>("GET", `/api/branding/get_reviews_agency_details/${agency.body.id}`);
    expect(reviews.body).toEqual([
      { author: "Anne P.", author_photo: "https://photos.example/a.jpg", time: "2026-06-01T10:00:00.000Z", rating: 5, text: "Très réactifs." },
      { author: "Luc M.", author_photo: null, time: "2026-03-01T10:00:00.000Z", rating: 4, text: "Bon accompagnement." },
    ]);
    const recruiter = await t.call<{ id: number; googleRating: number; googleReviewsCount: number }>(
      "GET",
      "/api/branding/get_independant_details/slug/camille-avis",
    );
    expect(recruiter.body).toMatchObject({ googleRating: expect.closeTo(4.7, 5), googleReviewsCount: 128 });
    const training = await t.call<TrainingDetails>("GET", "/api/training/get_training_details/formation-avis");
    expect(training.body).toMatchObject({ googleRating: expect.closeTo(4.9, 5), googleReviewsCount: 12 });
    expect((await t.call<Review[]>("GET", "/api/legacy/google/ChIJ-formation/reviews")).body.map((review) => review.author)).toEqual(["Paul T."]);
    expect(requests).toEqual([]);

    // The same answers again: nothing changes, no signal.
    const again = await run();
    expect(again).toMatchObject({ refreshed: 3, changed: 0, failed: 0 });
  });
  it("keeps a failing place's stored reviews and rating, goes on with the others, and says so in the result", async () => {
    places.set("ChIJ-lyon", place(4.7, 130, [{ author: "Anne P.", time: "2026-06-01T10:00:00Z", rating: 5, text: "Très réactifs." }]));
    places.set("ChIJ-nantes", 500);
    places.set("ChIJ-formation", 403);
    const [before] = await t.deps.db.select().from(agencies).where(eq(agencies.slug, "avis-nantes"));
    const storedBefore = await storedOf(t, "ChIJ-nantes");

    const result = await run();
    expect(result).toMatchObject({
      places: 3,
      refreshed: 1,
      failed: 2,
      failures: [
        { placeId: "ChIJ-formation", reason: "Google a répondu 403" },
        { placeId: "ChIJ-nantes", reason: "Google a répondu 500" },
      ],
    });
    expect(result.message).toContain("2 en échec (avis précédents conservés) : ChIJ-formation (Google a répondu 403), ChIJ-nantes (Google a répondu 500)");
    expect(await storedOf(t, "ChIJ-nantes")).toEqual(storedBefore);
    expect(storedBefore.length).toBeGreaterThan(0);
    const [after] = await t.deps.db.select().from(agencies).where(eq(agencies.slug, "avis-nantes"));
    expect({ rating: after!.googleRating, count: after!.googleReviewsCount }).toEqual({ rating: before!.googleRating, count: before!.googleReviewsCount });
    expect((await t.call<AgencyDetails>("GET", "/api/branding/get_agency_details/avis-lyon")).body.googleReviewsCount).toBe(130);
  });
});

describe("the Google reviews refresh task: when Google knows no place, runs out of quota or is slow", () => {
  it("fails the task when Google answers no place, the error on its row, every stored review kept", async () => {
    places.set("ChIJ-lyon", 403);
    places.set("ChIJ-nantes", 403);
    places.set("ChIJ-formation", 403);
    const stored = await t.deps.db.select().from(placeReviews).orderBy(asc(placeReviews.id));
    const task = scheduledTasks(t.deps.config).find((entry) => entry.name === REVIEWS_REFRESH_TASK)!;
    expect(task.cron).toBe("50 5 * * *");
    expect(TASK_TITLES[REVIEWS_REFRESH_TASK]).toBe("Actualisation des avis Google");
    const id = await enqueueTask(t.deps.db, REVIEWS_REFRESH_TASK);
    // The schedule's own handler (with its pause between places).
    expect(await t.runTasks()).toEqual({ done: 0, retried: 1, failed: 0 });
    const [row] = await t.deps.db.select().from(tasks).where(eq(tasks.id, id!));
    expect(row).toMatchObject({ status: "PENDING", lastError: "PlacesError HTTP_403" });
    expect(await t.deps.db.select().from(placeReviews).orderBy(asc(placeReviews.id))).toEqual(stored);

    // Ids Google does not know (404) are not an outage: the task is done, and says why.
    places.clear();
    const unknown = await run();
    expect(unknown).toMatchObject({ refreshed: 0, failed: 3, failures: [{ placeId: "ChIJ-formation", reason: "Google a répondu 404" }, {}, {}] });
    expect(await t.deps.db.select().from(placeReviews).orderBy(asc(placeReviews.id))).toEqual(stored);
  });

  it("stops at Google's quota answer (429): the places not asked are listed, their reviews kept", async () => {
    // Places are asked in order: formation, lyon, nantes.
    places.set("ChIJ-formation", place(4.9, 12, []));
    places.set("ChIJ-lyon", 429);
    const result = await run();
    expect(requests.map((request) => request.placeId)).toEqual(["ChIJ-formation", "ChIJ-lyon"]);
    expect(result).toMatchObject({
      refreshed: 1,
      failed: 2,
      failures: [
        { placeId: "ChIJ-lyon", reason: "quota Google atteint (429)" },
        { placeId: "ChIJ-nantes", reason: "non interrogé (quota Google atteint)" },
      ],
    });
  });

  it("stops after 3 places in a row without an answer: Google is taken as down, the task retried later", async () => {
    await t.deps.db.insert(trainings).values({ label: "Formation avis 2", slug: "formation-avis-2", placeId: "ChIJ-zz-derniere" });
    for (const id of ["ChIJ-formation", "ChIJ-lyon", "ChIJ-nantes"]) places.set(id, "hang");
    // Here the fake cuts hanging requests at once: a refused answer, as a dead server gives.
    const cut = (req: IncomingMessage) => {
      if (places.get(decodeURIComponent(/places\/([^?]+)/.exec(req.url ?? "")?.[1] ?? "")) === "hang") req.socket.destroy();
    };
    google.on("request", cut);
    await expect(run()).rejects.toMatchObject({ name: "PlacesError", code: "UNREACHABLE" });
    google.off("request", cut);
    expect(requests.map((request) => request.placeId)).not.toContain("ChIJ-zz-derniere");
  });

  it("a slow Google never holds a page or a call: they answer from the database", async () => {
    places.set("ChIJ-lyon", "hang");
    places.set("ChIJ-nantes", "hang");
    places.set("ChIJ-formation", "hang");
    const started = Date.now();
    const agency = await t.call<AgencyDetails>("GET", "/api/branding/get_agency_details/avis-lyon");
    expect(agency.status).toBe(200);
    expect((await t.call<Review[]>("GET", `/api/branding/get_reviews_agency_details/${agency.body.id}`)).status).toBe(200);
    expect((await t.call<Review[]>("GET", "/api/legacy/google/ChIJ-lyon/reviews")).body.length).toBeGreaterThan(0);
    expect((await t.call("GET", "/api/training/get_training_details/formation-avis")).status).toBe(200);
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(requests).toEqual([]);
  });
});

describe("without GOOGLE_PLACES_API_KEY", () => {
  it("schedules nothing, and the task (if queued) changes nothing", async () => {
    const task = scheduledTasks(local.deps.config).find((entry) => entry.name === REVIEWS_REFRESH_TASK)!;
    expect(task.cron).toBeUndefined();
    const before = await local.deps.db.select().from(placeReviews).orderBy(asc(placeReviews.id));
    const result = await run(local);
    expect(result).toMatchObject({ places: 0, refreshed: 0, failed: 0 });
    expect(result.message).toMatch(/n'est pas configuré/);
    expect(await local.deps.db.select().from(placeReviews).orderBy(asc(placeReviews.id))).toEqual(before);
    expect(requests).toEqual([]);
    // The stored reviews as today: a place without Google's shows its demo rows.
    expect((await local.call<Review[]>("GET", "/api/legacy/google/ChIJ-lyon/reviews")).body.map((review) => review.author)).toEqual(["Démo A."]);
  });
});
