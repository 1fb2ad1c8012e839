import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { GetObjectCommand, S3Client } from "@aws-sdk/client-s3";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { solveCaptcha } from "../../../tests/support/captcha";
import { signedInPerson } from "../../../tests/support/people";
import { startLocalS3, type LocalS3 } from "../../../tests/support/s3-server";
import { createTestApp, type TestApp } from "../../../tests/support/test-app";
import { candidates } from "../../db/schema";
import { mediaStoreFor } from "../../lib/media-store";
import { seedJobProfiles } from "../../seed/job-profiles";
import { insertOffers } from "../offers/offers.service";

/** The site with S3_* set: a CV goes to the bucket, is read from it by the task and by the CVthèque. */
const CV = join(import.meta.dirname, "../../../tests/fixtures/resumes/cv.pdf");

let s3: LocalS3;
let t: TestApp;
let dataDir: string;

beforeAll(async () => {
  s3 = await startLocalS3("cabinet-app", "site/");
  dataDir = await mkdtemp(join(tmpdir(), "bucket-app-"));
  t = await createTestApp({ env: { TRUST_PROXY: "true", DATA_DIR: dataDir, ...s3.env } });
});
afterAll(async () => {
  await t?.close();
  await s3?.close();
  await rm(dataDir, { recursive: true, force: true });
});

const inBucket = async (key: string) => {
  const client = new S3Client({
    region: "fr-par",
    endpoint: s3.env.S3_ENDPOINT,
    forcePathStyle: true,
    credentials: { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" },
  });
  const object = await client.send(new GetObjectCommand({ Bucket: "cabinet-app", Key: key }));
  return Buffer.from(await object.Body!.transformToByteArray());
};

describe("files in an S3-compatible bucket (S3_* set)", () => {
  it("keeps an application's CV in the bucket, reads it into the candidate's record and serves it in the CVthèque", async () => {
    const cv = await readFile(CV);
    const [offerId] = await insertOffers(t.deps.db, [{ name: "Comptable H/F", description: "<p>Cabinet à Lyon.</p>", city: "Lyon", departmentCode: "69" }]);
    const form = new FormData();
    form.set("resume", new File([new Uint8Array(cv)], "cv.pdf", { type: "application/pdf" }));
    const query = new URLSearchParams({ positionId: String(offerId), email: "camille.bucket@example.org", rgpd: "true", captchaId: await solveCaptcha(t) });
    const applied = await t.app.request(`/api/jobs/position/apply?${query}`, {
      method: "POST",
      body: form,
      headers: { "X-Cookie-Consent": "true", "X-Forwarded-For": "198.51.100.7" },
    });
    expect(applied.status).toBe(200);

    const [row] = await t.deps.db.select().from(candidates).where(eq(candidates.email, "camille.bucket@example.org"));
    expect(row!.resumeKey).toMatch(/^resumes\/[0-9a-f-]{36}\.pdf$/);
    expect((await inBucket(`site/uploads/${row!.resumeKey}`)).equals(cv)).toBe(true);
    // Nothing under DATA_DIR: another instance reading the same row finds the file.
    expect(await readdir(join(dataDir, "uploads")).catch(() => [])).toEqual([]);

    expect(await t.runTasks()).toMatchObject({ done: 1, failed: 0 });
    const [read] = await t.deps.db.select().from(candidates).where(eq(candidates.id, row!.id));
    expect(read).toMatchObject({ resumeStatus: "EXTRACTED", name: "Camille Durand" });

    const staff = await signedInPerson(t, { isStaff: true });
    const served = await t.app.request(`/api/jobs/candidates/${row!.id}/resume?download=1`, { headers: staff.headers });
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("application/pdf");
    expect(Buffer.from(await served.arrayBuffer()).equals(cv)).toBe(true);

    // The person's erasure removes the object from the bucket too.
    const admin = await signedInPerson(t, { isStaff: true, isAdmin: true });
    const erased = await t.call("POST", "/api/admin/personal_data/erase", { email: "camille.bucket@example.org", confirm: true }, admin.headers);
    expect(erased.status).toBe(200);
    await expect(inBucket(`site/uploads/${row!.resumeKey}`)).rejects.toThrow(/NoSuchKey|does not exist/);
  });

  it("draws a job profile's picture into the bucket and serves it from there", async () => {
    await seedJobProfiles(t.deps.db);
    const picture = await t.app.request("/api/branding/get_job_profile_file/chef-de-chantier?w=320");
    expect(picture.status).toBe(200);
    expect(picture.headers.get("content-type")).toBe("image/webp");
    const stored = await inBucket("site/media/files/job-profiles/chef-de-chantier-320.webp");
    expect(Buffer.from(await picture.arrayBuffer()).equals(stored)).toBe(true);
  });

  it("serves /media/ images from the bucket and nothing from DATA_DIR", async () => {
    const bytes = Buffer.from("RIFF\u0000\u0000\u0000\u0000WEBPVP8 ");
    await mediaStoreFor(t.deps.config).write("files/agency/7-0a1b2c3d-480.webp", bytes);
    expect((await inBucket("site/media/files/agency/7-0a1b2c3d-480.webp")).equals(bytes)).toBe(true);
    const image = await t.app.request("/media/files/agency/7-0a1b2c3d-480.webp");
    expect(image.status).toBe(200);
    expect(image.headers.get("content-type")).toBe("image/webp");
    expect(Buffer.from(await image.arrayBuffer()).equals(bytes)).toBe(true);
    expect((await t.app.request("/media/files/agency/8-0a1b2c3d-480.webp")).status).toBe(404);
    expect((await t.app.request("/media/files/%2e%2e/%2e%2e/x.webp")).status).toBe(404);
    expect(await readdir(join(dataDir, "media")).catch(() => [])).toEqual([]);
  });
});
