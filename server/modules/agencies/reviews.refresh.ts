import { and, asc, eq, isNotNull, ne, or, sql } from "drizzle-orm";
import type { AppDeps } from "../../app-deps";
import type { Db } from "../../db/client";
import { agencies, independents, placeReviews, trainings } from "../../db/schema";
import { contentChanged } from "../../lib/content-changes";
import { reviewColumns } from "./reviews";

/**
 * The scheduled refresh of Google reviews (issue 21, decision 0037): for each place id in use
 * (agencies, independent recruiters, trainings), Places API (New) place details give the
 * reviews, the rating and the review count, stored so that pages and public calls read the
 * database only.
 */
export const REVIEWS_REFRESH_TASK = "google-reviews:refresh";
/** Daily, at night (Paris time), before the morning's visitors. */
export const REVIEWS_REFRESH_CRON = "50 5 * * *";

/** Between two places: one request at a time, spaced out, whatever the number of places. */
export const PLACES_PAUSE_MS = 1_000;
const PLACES_TIMEOUT_MS = 10_000;
/** Places API (New) bills by the fields asked: these three only. */
const PLACES_FIELD_MASK = "rating,userRatingCount,reviews";
/** What a staff member may type as a place id (the public call's rule): nothing else reaches Google. */
const PLACE_ID = /^[\w-]{1,200}$/;
/** Longer texts are cut: a review is a few lines on the page. */
const MAX_TEXT_CHARS = 4_000;
/** Time-outs or refused connections in a row after which Google is taken as down for this run. */
const MAX_UNREACHABLE_IN_A_ROW = 3;
/** Failures listed in the task's data; the rest are counted. */
const MAX_LISTED_FAILURES = 20;

/** The fields of a Places API (New) place that the refresh asks for (PLACES_FIELD_MASK). */
type GooglePlace = {
  rating?: number;
  userRatingCount?: number;
  reviews?: {
    rating?: number;
    publishTime?: string;
    text?: { text?: string };
    originalText?: { text?: string };
    authorAttribution?: { displayName?: string; photoUri?: string };
  }[];
};

export type StoredReview = { author: string; authorPhoto: string | null; time: Date; rating: number; text: string };
export type PlaceDetails = { rating: number; count: number; reviews: StoredReview[] };

/** Why a place was not refreshed. The code goes to the task's error; never a reviewer's data. */
export class PlacesError extends Error {
  override name = "PlacesError";
  constructor(
    readonly kind: "HTTP" | "QUOTA" | "TIMEOUT" | "UNREACHABLE" | "BAD_RESPONSE" | "BAD_PLACE_ID",
    readonly status?: number,
  ) {
    super(status ? `${kind} ${status}` : kind);
  }
  /** What the tasks screen shows as the error when the whole run fails (taskErrorReason). */
  get code(): string {
    return this.status ? `${this.kind}_${this.status}` : this.kind;
  }
}

/** The screen's words for a failure (French, as the tasks screen). */
const failureText = (error: PlacesError): string =>
  ({
    HTTP: `Google a répondu ${error.status}`,
    QUOTA: "quota Google atteint (429)",
    TIMEOUT: "Google n'a pas répondu à temps",
    UNREACHABLE: "Google injoignable",
    BAD_RESPONSE: "réponse de Google illisible",
    BAD_PLACE_ID: "identifiant de lieu invalide",
  })[error.kind];

const toStoredReview = (review: NonNullable<GooglePlace["reviews"]>[number]): StoredReview | null => {
  const time = new Date(review.publishTime ?? "");
  if (Number.isNaN(time.getTime())) return null;
  return {
    author: (review.authorAttribution?.displayName || "Anonyme").slice(0, 200),
    authorPhoto: review.authorAttribution?.photoUri?.startsWith("https://") ? review.authorAttribution.photoUri : null,
    time,
    rating: Math.min(5, Math.max(1, Math.round(review.rating ?? 0))),
    text: (review.text?.text ?? review.originalText?.text ?? "").slice(0, MAX_TEXT_CHARS),
  };
};

/** Places API (New) place details: GET {base}/places/{id}, the key and the field mask in headers. */
export async function fetchPlaceDetails(google: { apiKey: string; baseUrl: string }, placeId: string): Promise<PlaceDetails> {
  if (!PLACE_ID.test(placeId)) throw new PlacesError("BAD_PLACE_ID");
  let response: Response;
  try {
    response = await fetch(`${google.baseUrl}/places/${encodeURIComponent(placeId)}?languageCode=fr`, {
      headers: { "X-Goog-Api-Key": google.apiKey, "X-Goog-FieldMask": PLACES_FIELD_MASK },
      signal: AbortSignal.timeout(PLACES_TIMEOUT_MS),
    });
  } catch (error) {
    throw new PlacesError((error as Error).name === "TimeoutError" ? "TIMEOUT" : "UNREACHABLE");
  }
  if (response.status === 429) throw new PlacesError("QUOTA", 429);
  if (!response.ok) throw new PlacesError("HTTP", response.status);
  let place: GooglePlace;
  try {
    place = (await response.json()) as GooglePlace;
  } catch (error) {
    throw new PlacesError((error as Error).name === "TimeoutError" ? "TIMEOUT" : "BAD_RESPONSE");
  }
  if (!place || typeof place !== "object") throw new PlacesError("BAD_RESPONSE");
  return {
    rating: typeof place.rating === "number" && Number.isFinite(place.rating) ? place.rating : 0,
    count: Number.isInteger(place.userRatingCount) && place.userRatingCount! > 0 ? place.userRatingCount! : 0,
    reviews: (Array.isArray(place.reviews) ? place.reviews : []).map(toStoredReview).filter((review) => review !== null),
  };
}

/** Every distinct place id an agency, a recruiter or a training names. */
export async function placeIdsInUse(db: Db): Promise<string[]> {
  const lists = await Promise.all(
    [agencies, independents, trainings].map((table) =>
      db
        .selectDistinct({ placeId: table.placeId })
        .from(table)
        .where(and(isNotNull(table.placeId), ne(table.placeId, ""))),
    ),
  );
  // As stored (not trimmed): the ratings are written back where place_id equals it.
  return [...new Set(lists.flat().map((row) => row.placeId!))].sort();
}

const signature = (reviews: StoredReview[]) =>
  JSON.stringify(
    [...reviews]
      .sort((a, b) => a.time.getTime() - b.time.getTime() || a.author.localeCompare(b.author))
      .map((r) => [r.author, r.authorPhoto, r.time.getTime(), r.rating, r.text]),
  );

/**
 * Stores one place's details: its Google reviews replace the previous Google ones (demo and
 * imported rows stay), its rating and count go to every agency, recruiter and training naming
 * it. One transaction: a reader sees the old reviews or the new ones. True when anything changed.
 */
export async function storePlaceDetails(db: Db, placeId: string, details: PlaceDetails): Promise<boolean> {
  return db.transaction(async (tx) => {
    const before = await tx
      .select(reviewColumns)
      .from(placeReviews)
      .where(and(eq(placeReviews.placeId, placeId), eq(placeReviews.source, "google")))
      .orderBy(asc(placeReviews.time), asc(placeReviews.id));
    let changed = signature(before) !== signature(details.reviews);
    if (changed) {
      await tx.delete(placeReviews).where(and(eq(placeReviews.placeId, placeId), eq(placeReviews.source, "google")));
      if (details.reviews.length > 0)
        await tx.insert(placeReviews).values(details.reviews.map((review) => ({ ...review, placeId, source: "google" as const })));
    }
    for (const table of [agencies, independents, trainings]) {
      const updated = await tx
        .update(table)
        .set({ googleRating: details.rating, googleReviewsCount: details.count })
        // real column: compared as real, or 4.7 would never equal its stored 4.699999…
        .where(and(eq(table.placeId, placeId), or(ne(table.googleReviewsCount, details.count), sql`${table.googleRating} <> ${details.rating}::real`)))
        .returning({ id: table.id });
      if (updated.length > 0) changed = true;
    }
    return changed;
  });
}

export type RefreshResult = {
  message: string;
  places: number;
  refreshed: number;
  changed: number;
  failed: number;
  failures?: { placeId: string; reason: string }[];
};

const worthRetrying = (error: PlacesError) =>
  error.kind === "HTTP" ? error.status! >= 500 || error.status === 401 || error.status === 403 : error.kind !== "BAD_PLACE_ID";
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const plural = (n: number, one: string, many: string) => `${n} ${n > 1 ? many : one}`;

/**
 * The task: each place in turn, a pause between two. A failing place keeps what was stored
 * and the others go on; a quota answer (429), or Google unreachable 3 times in a row, stops the
 * run (the next ones would get the same).
 * No place refreshed because Google failed (not an unknown id) fails the task: retried later,
 * an error on the tasks screen.
 */
export async function refreshGoogleReviews(deps: Pick<AppDeps, "db" | "config" | "logger">, options: { pauseMs?: number } = {}): Promise<RefreshResult> {
  const { db, config, logger } = deps;
  const pauseMs = options.pauseMs ?? PLACES_PAUSE_MS;
  const google = config.googlePlaces;
  if (!google)
    return {
      message: "Google Places n'est pas configuré (GOOGLE_PLACES_API_KEY) : avis enregistrés inchangés",
      places: 0,
      refreshed: 0,
      changed: 0,
      failed: 0,
    };
  const places = await placeIdsInUse(db);
  const failures: { placeId: string; reason: string; error: PlacesError }[] = [];
  let refreshed = 0;
  let changed = 0;
  let unreachableInARow = 0;
  for (const [index, placeId] of places.entries()) {
    if (index > 0 && pauseMs > 0) await sleep(pauseMs);
    try {
      const details = await fetchPlaceDetails(google, placeId);
      if (await storePlaceDetails(db, placeId, details)) changed += 1;
      refreshed += 1;
      unreachableInARow = 0;
    } catch (caught) {
      if (!(caught instanceof PlacesError)) throw caught;
      // The place id and a status only: reviewers' names never reach the logs.
      logger.warn({ task: REVIEWS_REFRESH_TASK, placeId, reason: caught.message }, "google place not refreshed");
      failures.push({ placeId, reason: failureText(caught), error: caught });
      unreachableInARow = caught.kind === "TIMEOUT" || caught.kind === "UNREACHABLE" ? unreachableInARow + 1 : 0;
      // The next places would get the same answer: stop (and stay well within the runner's 30 minutes).
      const stop = caught.kind === "QUOTA" ? "quota Google atteint" : unreachableInARow >= MAX_UNREACHABLE_IN_A_ROW ? "Google injoignable" : null;
      if (stop) {
        for (const skipped of places.slice(index + 1)) failures.push({ placeId: skipped, reason: `non interrogé (${stop})`, error: caught });
        break;
      }
    }
  }
  if (changed > 0) contentChanged(db);
  logger.info({ task: REVIEWS_REFRESH_TASK, places: places.length, refreshed, changed, failed: failures.length }, "google reviews refreshed");
  // Nothing refreshed because of Google itself (an outage, a refused key, the quota), not
  // because of ids it does not know (400, 404: another try would answer the same).
  const googleFailure = refreshed === 0 ? failures.find((failure) => worthRetrying(failure.error)) : undefined;
  if (googleFailure) throw googleFailure.error;
  const message =
    `${plural(places.length, "lieu", "lieux")} : ${plural(refreshed, "actualisé", "actualisés")}, ${plural(changed, "modifié", "modifiés")}` +
    (failures.length > 0
      ? `, ${failures.length} en échec (avis précédents conservés) : ${failures
          .slice(0, 3)
          .map((failure) => `${failure.placeId} (${failure.reason})`)
          .join(", ")}${failures.length > 3 ? "…" : ""}`
      : "");
  return {
    message,
    places: places.length,
    refreshed,
    changed,
    failed: failures.length,
    ...(failures.length > 0 && { failures: failures.slice(0, MAX_LISTED_FAILURES).map(({ placeId, reason }) => ({ placeId, reason })) }),
  };
}
