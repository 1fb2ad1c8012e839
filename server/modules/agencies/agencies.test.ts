import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../tests/support/test-app";
import { agencies, placeReviews, users } from "../../db/schema";
import { createSession } from "../account/session.service";
import { seedAgencies } from "../../seed/agencies";
import { demoAgencies } from "../../seed/demo-agencies";
import { normalizeAgencySlug } from "./agencies.service";
import { mediaUrl } from "../../../common/images";
import { mediaKey } from "../media/media.routes";
import type { AgencyDetails, AgencySummary, Review } from "../../../common/agencies";
import type { ListAnswer } from "../../../common/schemas/list";

let t: TestApp;
const dataDir = mkdtempSync(join(tmpdir(), "agencies-test-"));

beforeAll(async () => {
  t = await createTestApp({ env: { DATA_DIR: dataDir }, communes: true });
  await seedAgencies(t.deps.db, "Alto Recrutement");
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe("GET /api/branding/get_agency_details/:slug", () => {
  it("finds an agency by its slug, with its city, departments and rating", async () => {
    const { status, body } = await t.call<AgencyDetails>("GET", "/api/branding/get_agency_details/lyon");
    expect(status).toBe(200);
    expect(body).toMatchObject({ title: "Alto Recrutement Lyon", slug: "lyon", city: { name: "Lyon" }, placeId: "demo-place-lyon" });
    expect(body.departementsIntervention.map((d) => d.code)).toEqual(["01", "38", "42", "69"]);
    expect(body.departementsIntervention[0]).toMatchObject({ label: "Ain", prefixDeterminer: "de l'" });
    expect(body.googleReviewsCount).toBeGreaterThanOrEqual(3);
    expect(body.googleRating).toBeGreaterThan(3);
    expect(body.map).toMatch(/^https:\/\/www\.openstreetmap\.org\/export\/embed\.html\?bbox=.+&marker=45\.75402%2C4\.82705$/);
  });

  it("accepts the cabinet-recrutement- prefix and any case", async () => {
    for (const slug of ["cabinet-recrutement-lyon", "LYON", "Cabinet-Recrutement-Lyon"]) {
      const { status, body } = await t.call<AgencyDetails>("GET", `/api/branding/get_agency_details/${slug}`);
      expect(status, slug).toBe(200);
      expect(body.slug).toBe("lyon");
    }
  });

  it("answers 404 «Agence introuvable» for an unknown, malformed or inactive agency", async () => {
    await t.deps.db.insert(agencies).values({ title: "Alto Recrutement Brouillon", slug: "brouillon", isActive: false });
    for (const slug of ["atlantide", "..%2F..%2Fetc", "brouillon", "cabinet-recrutement-brouillon"]) {
      const { status, body } = await t.call<AgencyDetails>("GET", `/api/branding/get_agency_details/${slug}`);
      expect(status, slug).toBe(404);
      expect(body).toEqual({ detail: "Agence introuvable" });
    }
  });

  it("maps a content photo stored under files/ to /media/", async () => {
    expect(mediaUrl("uploads/files/agences/lyon.webp")).toBe("/media/files/agences/lyon.webp");
    expect(mediaUrl("https://cdn.example/photo.jpg")).toBe("https://cdn.example/photo.jpg");
    expect(mediaUrl(null)).toBeNull();
    await t.deps.db.update(agencies).set({ contentPhoto: "files/agences/nice.webp" }).where(eq(agencies.slug, "nice"));
    const { body } = await t.call<AgencyDetails>("GET", "/api/branding/get_agency_details/nice");
    expect(body.contentPhoto).toBe("/media/files/agences/nice.webp");
  });

  it("normalises slugs", () => {
    expect(normalizeAgencySlug(" Cabinet-Recrutement-Grenoble ")).toBe("grenoble");
    expect(normalizeAgencySlug("cabinet-recrutement-")).toBeNull();
    expect(normalizeAgencySlug("a/b")).toBeNull();
  });
});

describe("GET /api/branding/get_reviews_agency_details/:id", () => {
  it("lists the agency's reviews newest first, in the maps-service shape", async () => {
    const { body: agency } = await t.call<AgencyDetails>("GET", "/api/branding/get_agency_details/paris");
    const { status, body } = await t.call<Review[]>("GET", `/api/branding/get_reviews_agency_details/${agency.id}`);
    expect(status).toBe(200);
    expect(body).toHaveLength(agency.googleReviewsCount);
    expect(Object.keys(body[0]).sort()).toEqual(["author", "author_photo", "rating", "text", "time"]);
    const times = body.map((r: { time: string }) => Date.parse(r.time));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const average = body.reduce((sum: number, r: { rating: number }) => sum + r.rating, 0) / body.length;
    expect(agency.googleRating).toBeCloseTo(average, 1);
  });

  it("returns at most 10 reviews", async () => {
    const { body: agency } = await t.call<AgencyDetails>("GET", "/api/branding/get_agency_details/rouen");
    const base = Date.now();
    await t.deps.db.insert(placeReviews).values(
      Array.from({ length: 12 }, (_, i) => ({
        placeId: "demo-place-rouen",
        author: `Avis ${i}`,
        time: new Date(base - i * 1000),
        rating: 5,
        text: "Très bien",
      })),
    );
    const { body } = await t.call<Review[]>("GET", `/api/branding/get_reviews_agency_details/${agency.id}`);
    expect(body).toHaveLength(10);
    expect(body[0].author).toBe("Avis 0");
  });

  it("answers 404 for an unknown or inactive agency", async () => {
    expect((await t.call<Review[]>("GET", "/api/branding/get_reviews_agency_details/99999")).status).toBe(404);
    expect((await t.call<Review[]>("GET", "/api/branding/get_reviews_agency_details/abc")).status).toBe(404);
    const [draft] = await t.deps.db.select({ id: agencies.id }).from(agencies).where(eq(agencies.slug, "brouillon"));
    expect((await t.call<Review[]>("GET", `/api/branding/get_reviews_agency_details/${draft.id}`)).status).toBe(404);
  });
});

describe("POST /api/branding/search_agencies", () => {
  it("pages agencies by title, 25 by default, with count and total", async () => {
    const { status, body } = await t.call<ListAnswer<AgencySummary>>("POST", "/api/branding/search_agencies", {});
    expect(status).toBe(200);
    // 13 demo agencies plus the inactive one added above.
    expect(body.count).toBe(demoAgencies.length + 1);
    expect(body.total).toBe(demoAgencies.length + 1);
    const titles = body.rows.map((r) => r.title);
    expect(titles).toEqual([...titles].sort((a: string, b: string) => a.localeCompare(b, "fr")));
    expect(body.rows[0]).toMatchObject({ title: "Alto Recrutement Bordeaux", city: { name: "Bordeaux" } });
  });

  it("honours page and limit", async () => {
    const { body } = await t.call<ListAnswer<AgencySummary>>("POST", "/api/branding/search_agencies", { page: 2, limit: 5, isAgencyPageRef: true });
    expect(body.rows).toHaveLength(5);
    expect(body.count).toBe(demoAgencies.length);
    expect(body.total).toBe(demoAgencies.length + 1);
    const last = await t.call<ListAnswer<AgencySummary>>("POST", "/api/branding/search_agencies", { page: 3, limit: 5, isAgencyPageRef: true });
    expect(last.body.rows).toHaveLength(demoAgencies.length - 10);
  });

  it("keeps only agencies with a page when isAgencyPageRef is true", async () => {
    const { body } = await t.call<ListAnswer<AgencySummary>>("POST", "/api/branding/search_agencies", { isAgencyPageRef: true, limit: 100 });
    expect(body.rows.map((r) => r.slug)).not.toContain("brouillon");
  });

  it("refuses an invalid page or a limit over 100", async () => {
    expect((await t.call<ListAnswer<AgencySummary>>("POST", "/api/branding/search_agencies", { limit: 101 })).status).toBe(400);
    expect((await t.call<ListAnswer<AgencySummary>>("POST", "/api/branding/search_agencies", { page: 0 })).status).toBe(400);
  });
});

describe("GET /media/*", () => {
  beforeAll(() => {
    const media = join(dataDir, "media");
    mkdirSync(join(media, "files", "agences"), { recursive: true });
    writeFileSync(join(media, "files", "agences", "lyon.webp"), "RIFF0000WEBP");
    writeFileSync(join(media, "files", "logo.svg"), "<svg xmlns='http://www.w3.org/2000/svg'/>");
    writeFileSync(join(media, "files", "photo.JPG"), "jpeg");
    writeFileSync(join(media, "files", "page.html"), "<script>alert(1)</script>");
    writeFileSync(join(dataDir, "secret.png"), "outside");
  });

  it("serves images with their content type, caching and nosniff", async () => {
    const cases: [string, string][] = [
      ["/media/files/agences/lyon.webp", "image/webp"],
      ["/media/files/logo.svg", "image/svg+xml"],
      ["/media/files/photo.JPG", "image/jpeg"],
    ];
    for (const [path, type] of cases) {
      const res = await t.app.request(path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get("Content-Type")).toBe(type);
      expect(res.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
      expect(res.headers.get("X-Content-Type-Options")).toBe("nosniff");
    }
    expect(await (await t.app.request("/media/files/agences/lyon.webp")).text()).toBe("RIFF0000WEBP");
  });

  it("answers 404 for missing files, other types and any path leaving the media folder", async () => {
    for (const path of [
      "/media/files/absent.png",
      "/media/files/page.html",
      "/media/files",
      "/media/../secret.png",
      "/media/files/..%2F..%2Fsecret.png",
      "/media/%2e%2e/secret.png",
      "/media/files/%252e%252e/%252e%252e/secret.png",
      "/media/.hidden.png",
    ]) {
      expect((await t.app.request(path)).status, path).toBe(404);
    }
  });

  it("resolves only keys inside the store", () => {
    expect(mediaKey("/media/files/a.png")).toBe("files/a.png");
    expect(mediaKey("/media/files/../../secret.png")).toBeNull();
    expect(mediaKey("/media/a%00.png")).toBeNull();
    expect(mediaKey("/media/")).toBeNull();
  });
});

describe("«Agences» back-office manager", () => {
  const ORIGIN = "http://localhost:3000";
  const signedIn = async (flags: { isStaff?: boolean; isAdmin?: boolean }, email: string) => {
    const [row] = await t.deps.db
      .insert(users)
      .values({ email, passwordHash: "$argon2id$v=19$m=19456,t=2,p=1$never-used", ...flags })
      .returning({ id: users.id });
    const { token } = await createSession(t.deps.db, row.id);
    return { Cookie: `session=${token}`, Origin: ORIGIN };
  };

  it("lets an admin search and save agencies, with French validation messages", async () => {
    const admin = await signedIn({ isStaff: true, isAdmin: true }, "admin-agences@cabinet.test");
    const found = await t.call<ListAnswer<typeof agencies.$inferSelect>>("POST", "/api/admin/branding/agency/search", { query: "grenoble" }, admin);
    expect(found.status).toBe(200);
    expect(found.body.rows.map((r) => r.slug)).toEqual(["grenoble"]);
    const id = found.body.rows[0].id;

    const saved = await t.call<typeof agencies.$inferSelect>(
      "POST",
      "/api/admin/branding/agency/save",
      { id, title: "Alto Recrutement Grenoble Alpes", slug: "grenoble", video: "https://video.example/embed/1" },
      admin,
    );
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ title: "Alto Recrutement Grenoble Alpes", video: "https://video.example/embed/1" });

    const refused = await t.call<typeof agencies.$inferSelect>(
      "POST",
      "/api/admin/branding/agency/save",
      { id, title: "X", slug: "Cabinet-Recrutement-Grenoble", map: "javascript:alert(1)" },
      admin,
    );
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toMatchObject({ map: "Le lien de la carte doit être une adresse https://" });
    expect(refused.body.errors?.slug).toBeTruthy();

    const duplicate = await t.call<typeof agencies.$inferSelect>("POST", "/api/admin/branding/agency/save", { title: "Doublon", slug: "lyon" }, admin);
    expect(duplicate.status).toBe(400);
  });

  it("is closed to staff members who are not admins", async () => {
    const staff = await signedIn({ isStaff: true }, "staff-agences@cabinet.test");
    expect((await t.call<ListAnswer<typeof agencies.$inferSelect>>("POST", "/api/admin/branding/agency/search", {}, staff)).status).toBe(403);
  });
});
