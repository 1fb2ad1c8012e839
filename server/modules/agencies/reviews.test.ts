import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../tests/support/test-app";
import { placeReviews } from "../../db/schema";
import type { Review } from "../../../common/agencies";

/** A local stand-in for Places API (New): one known place, and a place that makes it fail. */
let google: Server;
let lastRequest: IncomingMessage | undefined;
let t: TestApp;
let local: TestApp;

beforeAll(async () => {
  google = createServer((req, res) => {
    lastRequest = req;
    if (req.url?.startsWith("/v1/places/ChIJ-connu")) {
      res.setHeader("Content-Type", "application/json");
      res.end(
        JSON.stringify({
          reviews: [
            { rating: 4, publishTime: "2026-03-01T10:00:00Z", text: { text: "Bon accompagnement." }, authorAttribution: { displayName: "Luc M." } },
            {
              rating: 5,
              publishTime: "2026-06-01T10:00:00Z",
              text: { text: "Très réactifs." },
              authorAttribution: { displayName: "Anne P.", photoUri: "https://photos.example/a.jpg" },
            },
          ],
        }),
      );
      return;
    }
    res.statusCode = 500;
    res.end("{}");
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
  it("reads Google Places when a key is configured, newest first, in the spec's shape", async () => {
    const { status, body } = await t.call<Review[]>("GET", "/api/legacy/google/ChIJ-connu/reviews");
    expect(status).toBe(200);
    expect(body).toEqual([
      { author: "Anne P.", author_photo: "https://photos.example/a.jpg", time: "2026-06-01T10:00:00Z", rating: 5, text: "Très réactifs." },
      { author: "Luc M.", author_photo: null, time: "2026-03-01T10:00:00Z", rating: 4, text: "Bon accompagnement." },
    ]);
    expect(lastRequest?.headers["x-goog-api-key"]).toBe("cle-de-test");
    expect(lastRequest?.headers["x-goog-fieldmask"]).toBe("reviews");
  });

  it("falls back to the stored reviews when Google fails", async () => {
    const { status, body } = await t.call<Review[]>("GET", "/api/legacy/google/demo-place-lyon/reviews");
    expect(status).toBe(200);
    expect(body).toEqual([expect.objectContaining({ author: "Sophie R.", rating: 5 })]);
  });

  it("answers the stored reviews without a key, and 404 for a malformed place id", async () => {
    const { body } = await local.call<Review[]>("GET", "/api/legacy/google/demo-place-lyon/reviews");
    expect(body.map((review: { author: string }) => review.author)).toEqual(["Sophie R."]);
    expect((await local.call<Review[]>("GET", "/api/legacy/google/unknown-place/reviews")).body).toEqual([]);
    expect((await local.call<Review[]>("GET", "/api/legacy/google/a%20b%3Cscript/reviews")).status).toBe(404);
  });
});
