import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../tests/support/test-app";
import { placeReviews } from "../../db/schema";
import type { Review } from "../../../common/agencies";

/** A local stand-in for Places API (New) that would answer any place: it must hear nothing. */
let google: Server;
const heard: IncomingMessage[] = [];
let t: TestApp;
let local: TestApp;

beforeAll(async () => {
  google = createServer((req, res) => {
    heard.push(req);
    res.setHeader("Content-Type", "application/json");
    res.end(JSON.stringify({ reviews: [{ rating: 1, publishTime: "2026-06-01T10:00:00Z", text: { text: "Lu chez Google." } }] }));
  });
  await new Promise<void>((resolve) => google.listen(0, "127.0.0.1", resolve));
  const { port } = google.address() as AddressInfo;
  t = await createTestApp({ env: { GOOGLE_PLACES_API_KEY: "cle-de-test", GOOGLE_PLACES_BASE_URL: `http://127.0.0.1:${port}/v1` } });
  local = await createTestApp();
  for (const app of [t, local]) {
    await app.deps.db
      .insert(placeReviews)
      .values({ placeId: "demo-place-lyon", author: "Sophie R.", time: new Date("2026-01-05"), rating: 5, text: "Une équipe à l'écoute." });
  }
});
afterAll(async () => {
  await t.close();
  await local.close();
  await new Promise((resolve) => google.close(resolve));
});

describe("GET /api/legacy/google/{placeId}/reviews", () => {
  it("answers the stored reviews even with a Google key: a call never waits on Google", async () => {
    const { status, body } = await t.call<Review[]>("GET", "/api/legacy/google/demo-place-lyon/reviews");
    expect(status).toBe(200);
    expect(body).toEqual([{ author: "Sophie R.", author_photo: null, time: "2026-01-05T00:00:00.000Z", rating: 5, text: "Une équipe à l'écoute." }]);
    expect((await t.call<Review[]>("GET", "/api/legacy/google/ChIJ-connu/reviews")).body).toEqual([]);
    expect(heard).toEqual([]);
  });

  it("answers the stored reviews without a key, and 404 for a malformed place id", async () => {
    const { body } = await local.call<Review[]>("GET", "/api/legacy/google/demo-place-lyon/reviews");
    expect(body.map((review: { author: string }) => review.author)).toEqual(["Sophie R."]);
    expect((await local.call<Review[]>("GET", "/api/legacy/google/unknown-place/reviews")).body).toEqual([]);
    expect((await local.call<Review[]>("GET", "/api/legacy/google/a%20b%3Cscript/reviews")).status).toBe(404);
  });
});
