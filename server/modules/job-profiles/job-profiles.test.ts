import { mkdtemp, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../tests/support/test-app";
import { jobProfileSeeds, seedJobProfiles } from "../../seed/job-profiles";
import { slugify } from "../../../common/format/slug";
import { jobProfileImageSrc, type JobProfileDetails, type JobProfileSearchAnswer } from "../../../common/job-profiles";
import { jobProfileSaveSchema } from "../../resources/job-profiles.resource";
import { getJobProfileDetails, listFrequentlyRecruited, searchJobProfiles } from "./job-profiles.service";

let t: TestApp;
let dataDir: string;
beforeAll(async () => {
  // Images are drawn into the media dir on first request: a throwaway one per run.
  dataDir = await mkdtemp(join(tmpdir(), "job-profiles-"));
  t = await createTestApp({ env: { DATA_DIR: dataDir } });
  await seedJobProfiles(t.deps.db);
});
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

const search = (body: unknown) => t.call<JobProfileSearchAnswer>("POST", "/api/jobs/search_job_profiles", body);
const titles = (rows: { title: string }[]) => rows.map((r) => r.title);

describe("demo content", () => {
  it("holds 40+ sheets, at least 8 of each type, about ten frequently recruited, unique slugs", () => {
    expect(jobProfileSeeds.length).toBeGreaterThanOrEqual(40);
    for (const type of ["INFO", "INDUSTRY", "BTP", "DISTRIBUTION"]) {
      expect(jobProfileSeeds.filter((p) => p.type === type).length).toBeGreaterThanOrEqual(8);
    }
    const frequent = jobProfileSeeds.filter((p) => p.frequent).length;
    expect(frequent).toBeGreaterThanOrEqual(8);
    expect(frequent).toBeLessThanOrEqual(15);
    expect(new Set(jobProfileSeeds.map((p) => slugify(p.title))).size).toBe(jobProfileSeeds.length);
    expect(slugify("Électricien du bâtiment")).toBe("electricien-du-batiment");
  });
});

describe("POST /api/jobs/search_job_profiles", () => {
  it("pages by 6 from page 1 and answers {rows, count, total} with cards", async () => {
    const first = await search({});
    expect(first.status).toBe(200);
    expect(first.body.rows).toHaveLength(6);
    expect(first.body.count).toBe(jobProfileSeeds.length);
    expect(first.body.total).toBe(jobProfileSeeds.length);
    expect(Object.keys(first.body.rows[0]).sort()).toEqual(["id", "imageUrl", "slug", "title", "type"]);
    // The picture's public file less its width: under /media/, open to search engines.
    expect(first.body.rows[0].imageUrl).toBe(`/media/files/job-profiles/${first.body.rows[0].slug}`);

    const second = await search({ page: 2 });
    expect(second.body.rows).toHaveLength(6);
    const seen = new Set(titles(first.body.rows));
    expect(titles(second.body.rows).some((title) => seen.has(title))).toBe(false);

    const last = await search({ page: Math.ceil(jobProfileSeeds.length / 6) });
    expect(last.body.rows).toHaveLength(jobProfileSeeds.length % 6 || 6);
    expect((await search({ page: 99 })).body.rows).toEqual([]);
  });

  it("matches the title whatever the case and the accents", async () => {
    for (const query of ["electricien", "ÉLECTRICIEN", "électricien"]) {
      const { body } = await search({ query });
      expect(titles(body.rows)).toEqual(["Électricien du bâtiment"]);
      expect(body.count).toBe(1);
      expect(body.total).toBe(jobProfileSeeds.length);
    }
    expect((await search({ query: "metreur" })).body.rows[0].title).toBe("Métreur économiste de la construction");
    // LIKE wildcards are searched for literally.
    expect((await search({ query: "%" })).body.count).toBe(0);
    expect((await search({ query: "zzz introuvable" })).body).toMatchObject({ rows: [], count: 0 });
  });

  it("filters by type, with the limit of the speciality pages", async () => {
    const { body } = await search({ type: "BTP", limit: 25 });
    const btp = jobProfileSeeds.filter((p) => p.type === "BTP").length;
    expect(body.rows).toHaveLength(btp);
    expect(body.count).toBe(btp);
    expect(body.rows.every((row: { type: string }) => row.type === "BTP")).toBe(true);
    expect((await search({ type: "INFO", query: "développeur" })).body.count).toBe(2);
    // A cleared filter means no filter.
    expect((await search({ type: "", query: "" })).body.count).toBe(jobProfileSeeds.length);
  });

  it("refuses bad paging and unknown types with French messages", async () => {
    const badType = await search({ type: "AGRICULTURE" });
    expect(badType.status).toBe(400);
    expect(badType.body.errors?.type).toContain("Le type doit être");
    const badLimit = await search({ limit: 101 });
    expect(badLimit.status).toBe(400);
    expect(badLimit.body.errors?.limit).toBe("La limite doit être un nombre entier entre 1 et 100");
    expect((await search({ page: 0 })).status).toBe(400);
  });
});

describe("GET /api/jobs/get_job_profile_details/:slug", () => {
  it("answers the whole sheet", async () => {
    const { status, body } = await t.call<JobProfileDetails>("GET", "/api/jobs/get_job_profile_details/chef-de-chantier");
    expect(status).toBe(200);
    expect(body).toMatchObject({ title: "Chef de chantier", slug: "chef-de-chantier", type: "BTP", isFrequentlyRecruited: true });
    expect(body.responsibilities.length).toBeGreaterThanOrEqual(2);
    expect(body.responsibilities[0]).toEqual({ title: "Préparer le chantier", items: expect.any(Array) });
    expect(body.skills).toHaveLength(2);
    expect(body.training).toContain("BTS Bâtiment");
    expect(body.careerOpportunities).toMatch(/conduite de travaux/);
    expect(body.imageUrl).toBe("/media/files/job-profiles/chef-de-chantier");
    await expect(getJobProfileDetails(t.deps.db, "CHEF-DE-CHANTIER")).resolves.toMatchObject({ slug: "chef-de-chantier" });
  });

  it("answers 404 «Fiche métier introuvable» for an unknown or malformed slug", async () => {
    for (const slug of ["boulanger-de-lune", "..%2F..%2Fetc"]) {
      const { status, body } = await t.call("GET", `/api/jobs/get_job_profile_details/${slug}`);
      expect(status).toBe(404);
      expect(body.detail).toBe("Fiche métier introuvable");
    }
  });
});

describe("a sheet's picture at its public address (issue 50)", () => {
  it("is drawn and served from /media/ in the width asked, kept a year by every cache, and open to crawlers", async () => {
    const { body } = await t.call<JobProfileDetails>("GET", "/api/jobs/get_job_profile_details/macon");
    const address = jobProfileImageSrc(body.imageUrl, 320);
    const res = await t.app.request(address);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/webp");
    expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect((await sharp(Buffer.from(await res.arrayBuffer())).metadata()).width).toBe(320);
    const robots = await (await t.app.request("/robots.txt")).text();
    // Each Disallow rule up to its first wildcard: a prefix of the address would close it.
    const closed = [...robots.matchAll(/^Disallow:\s*([^*\s]*)/gm)].map((rule) => rule[1]!).filter((prefix) => address.startsWith(prefix));
    expect(closed).toEqual([]);
    expect(robots).toMatch(/^Disallow: \/api\/$/m);
  });
});

describe("GET /api/branding/get_job_profile_file/:slug (the address before issue 50, still answered)", () => {
  it("draws and serves a WebP in each width, 640 by default, cached by browsers for a day", async () => {
    for (const [query, width] of [
      ["", 640],
      ["?w=320", 320],
      ["?w=960", 960],
    ] as const) {
      const res = await t.app.request(`/api/branding/get_job_profile_file/soudeur${query}`);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toBe("image/webp");
      expect(res.headers.get("cache-control")).toBe("public, max-age=86400");
      const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
      expect(meta.format).toBe("webp");
      expect(meta.width).toBe(width);
      expect(meta.height).toBe(width * 0.75);
    }
    // Written once under the media dir, then read from disk.
    const file = await stat(join(dataDir, "media/files/job-profiles/soudeur-960.webp"));
    expect(file.size).toBeGreaterThan(0);
  });

  it("answers 400 for another width and 404 when there is no image", async () => {
    expect((await t.app.request("/api/branding/get_job_profile_file/soudeur?w=500")).status).toBe(400);
    expect((await t.app.request("/api/branding/get_job_profile_file/boulanger-de-lune")).status).toBe(404);
    const { jobProfiles } = await import("../../db/schema");
    await t.deps.db.insert(jobProfiles).values({ title: "Sans image", slug: "sans-image", type: "INFO" });
    expect((await t.app.request("/api/branding/get_job_profile_file/sans-image")).status).toBe(404);
    expect((await searchJobProfiles(t.deps.db, { query: "sans image" })).rows[0].imageUrl).toBe("");
    const { eq } = await import("drizzle-orm");
    await t.deps.db.delete(jobProfiles).where(eq(jobProfiles.slug, "sans-image"));
  });
});

describe("listFrequentlyRecruited", () => {
  it("lists only the flagged profiles in staff order, 15 at most by default", async () => {
    const rows = await listFrequentlyRecruited(t.deps.db);
    const flagged = jobProfileSeeds.filter((p) => p.frequent).map((p) => p.title);
    expect(titles(rows)).toEqual(flagged.slice(0, 15));
    expect(await listFrequentlyRecruited(t.deps.db, 5)).toHaveLength(5);
  });
});

describe("back-office save schema", () => {
  it("accepts a sheet and refuses a bad slug or type in French", () => {
    expect(jobProfileSaveSchema.safeParse({ title: "Grutier", slug: "grutier", type: "BTP", description: null }).data).toMatchObject({ description: "" });
    const bad = jobProfileSaveSchema.safeParse({ title: "Grutier", slug: "Grutier !", type: "PECHE" });
    expect(bad.success).toBe(false);
    expect(bad.error!.issues.map((i) => i.message).join(" ")).toMatch(/slug ne contient.*type doit être/);
  });
});
