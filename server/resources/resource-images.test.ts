import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { createTestApp, type TestApp } from "../../tests/support/test-app";
import { agencies, independents, jobProfiles, partners, teamMembers, users } from "../db/schema";
import { createSession } from "../modules/account/session.service";
import { IMAGE_KINDS, IMAGE_MAX_BYTES, IMAGE_MESSAGES } from "../../common/images";

const ORIGIN = "http://localhost:3000";
let t: TestApp;
let dataDir: string;
let sequence = 0;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), "images-"));
  t = await createTestApp({ env: { DATA_DIR: dataDir } });
});
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

async function signedIn(flags: { isStaff?: boolean; isAdmin?: boolean }) {
  const [row] = await t.deps.db
    .insert(users)
    .values({ email: `images${++sequence}@cabinet.test`, passwordHash: "$argon2id$v=19$m=19456,t=2,p=1$unused", ...flags })
    .returning({ id: users.id });
  const { token } = await createSession(t.deps.db, row!.id);
  return { Cookie: `session=${token}`, Origin: ORIGIN };
}

/** A photo as a phone takes it: 1200×900 JPEG with its EXIF block (camera, author). */
const jpeg = () =>
  sharp({ create: { width: 1200, height: 900, channels: 3, background: "#3366cc" } })
    .jpeg()
    .withMetadata({ exif: { IFD0: { Make: "PhoneMaker", Artist: "Jeanne Essai" } } })
    .toBuffer();

async function upload(path: string, headers: Record<string, string>, bytes: Uint8Array | null, name = "photo.jpg") {
  const form = new FormData();
  if (bytes) form.set("uploadedFile", new File([new Uint8Array(bytes)], name, { type: "image/jpeg" }));
  const response = await t.app.request(path, { method: "POST", body: form, headers });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> & { detail?: string; errors?: Record<string, string> } };
}

const mediaFiles = async (folder: string) => (await readdir(join(dataDir, "media", "files", folder)).catch(() => [] as string[])).sort();

describe("the spec's picture calls: storing, replacing and removing pictures", () => {
  it("re-encode an upload into AVIF and WebP at the kind's widths, metadata stripped, and serve them from /media/", async () => {
    const admin = await signedIn({ isAdmin: true });
    const [member] = await t.deps.db.insert(teamMembers).values({ firstname: "Jeanne", lastname: "Essai", position: "Consultante" }).returning();
    const saved = await upload(`/api/branding/save_team_member_picture/${member!.id}`, admin, await jpeg(), "../../etc/passwd.jpg");
    expect(saved.status).toBe(200);
    const base = String(saved.body.picture);
    expect(base).toMatch(new RegExp(`^files/teammember/${member!.id}-[0-9a-f]{8}$`));
    const [row] = await t.deps.db.select().from(teamMembers).where(eq(teamMembers.id, member!.id));
    expect(row!.picture).toBe(base);

    const widths = IMAGE_KINDS.portrait.widths;
    expect(await mediaFiles("teammember")).toEqual(widths.flatMap((w) => [`${base.split("/").pop()}-${w}.avif`, `${base.split("/").pop()}-${w}.webp`]).sort());
    for (const format of ["avif", "webp"] as const) {
      const response = await t.app.request(`/media/${base}-320.${format}`);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe(`image/${format}`);
      const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
      expect({ width: meta.width, height: meta.height, exif: meta.exif }).toEqual({ width: 320, height: 320, exif: undefined });
    }
  });

  it("replace the previous files, and removing the picture or the record removes its files", async () => {
    const admin = await signedIn({ isAdmin: true });
    const [partner] = await t.deps.db.insert(partners).values({ label: "École", slug: "ecole-images" }).returning();
    const first = await upload(`/api/branding/save_partner_file/${partner!.id}`, admin, await jpeg());
    const second = await upload(`/api/branding/save_partner_file/${partner!.id}`, admin, await jpeg());
    expect(second.body.image).not.toBe(first.body.image);
    const stem = String(second.body.image).split("/").pop();
    expect(await mediaFiles("partner")).toEqual(IMAGE_KINDS.logo.widths.flatMap((w) => [`${stem}-${w}.avif`, `${stem}-${w}.webp`]).sort());
    // A logo is fitted whole on transparency, never cropped.
    const logo = await sharp(Buffer.from(await (await t.app.request(`/media/${second.body.image}-400.webp`)).arrayBuffer())).metadata();
    expect({ width: logo.width, height: logo.height, hasAlpha: logo.hasAlpha }).toEqual({ width: 400, height: 200, hasAlpha: true });

    const removed = await t.app.request(`/api/admin/branding/partner/image/${partner!.id}`, { method: "DELETE", headers: admin });
    expect(removed.status).toBe(200);
    expect(((await removed.json()) as { image: string | null }).image).toBeNull();
    expect(await mediaFiles("partner")).toEqual([]);

    await upload(`/api/branding/save_partner_file/${partner!.id}`, admin, await jpeg());
    expect((await mediaFiles("partner")).length).toBe(4);
    expect((await t.call("DELETE", `/api/branding/delete_partner/${partner!.id}`, undefined, admin)).status).toBe(200);
    expect(await mediaFiles("partner")).toEqual([]);
  });
});

describe("the spec's picture calls: every kind, and refusals", () => {
  it("exist for agencies, recruiters and job profiles, in their kind's shape", async () => {
    const admin = await signedIn({ isAdmin: true });
    const [agency] = await t.deps.db.insert(agencies).values({ title: "Agence Images", slug: "agence-images" }).returning();
    const [recruiter] = await t.deps.db.insert(independents).values({ name: "Rémi Images", slug: "remi-images" }).returning();
    const [profile] = await t.deps.db.insert(jobProfiles).values({ title: "Soudeur", slug: "soudeur-images" }).returning();
    const cases = [
      [`/api/branding/save_agency_file/${agency!.id}`, "contentPhoto", 960, 640],
      [`/api/branding/save_independant_picture/${recruiter!.id}`, "pictureUrl", 640, 640],
      [`/api/jobs/save_job_profile_picture/${profile!.id}`, "image", 640, 480],
    ] as const;
    for (const [path, field, width, height] of cases) {
      const saved = await upload(path, admin, await jpeg());
      expect(saved.status, path).toBe(200);
      const file = await t.app.request(`/media/${saved.body[field]}-${width}.webp`);
      const meta = await sharp(Buffer.from(await file.arrayBuffer())).metadata();
      expect([meta.width, meta.height], path).toEqual([width, height]);
    }
    // The job sheet's own image call serves the uploaded picture.
    const sheet = await t.app.request(`/api/branding/get_job_profile_file/soudeur-images?w=640`);
    expect(sheet.status).toBe(200);
    expect((await sharp(Buffer.from(await sheet.arrayBuffer())).metadata()).width).toBe(640);
  });

  it("refuse by content, size and rights, in French, without touching the record", async () => {
    const admin = await signedIn({ isAdmin: true });
    const staff = await signedIn({ isStaff: true });
    const [member] = await t.deps.db.insert(teamMembers).values({ firstname: "Luc", lastname: "Refus", position: "Consultant" }).returning();
    const path = `/api/branding/save_team_member_picture/${member!.id}`;

    const html = await upload(path, admin, new TextEncoder().encode("<html><script>alert(1)</script></html>"), "photo.png");
    expect(html).toMatchObject({ status: 415, body: { detail: IMAGE_MESSAGES.badType } });
    const gif = await sharp({ create: { width: 10, height: 10, channels: 3, background: "#fff" } })
      .gif()
      .toBuffer();
    expect((await upload(path, admin, gif, "photo.jpg")).status).toBe(415);
    const truncated = (await jpeg()).subarray(0, 2000);
    expect(await upload(path, admin, truncated)).toMatchObject({ status: 400, body: { detail: IMAGE_MESSAGES.unreadable } });
    expect(await upload(path, admin, null)).toMatchObject({ status: 400, body: { detail: IMAGE_MESSAGES.missing } });
    const huge = new Uint8Array(IMAGE_MAX_BYTES + 100 * 1024);
    huge.set(await jpeg());
    expect(await upload(path, admin, huge)).toMatchObject({ status: 413, body: { detail: IMAGE_MESSAGES.tooLarge } });

    expect((await upload(path, staff, await jpeg())).status).toBe(403);
    expect((await upload(path, {}, await jpeg())).status).toBe(401);
    expect((await upload(`/api/branding/save_team_member_picture/999999`, admin, await jpeg())).status).toBe(404);
    expect((await upload(`/api/admin/geo/landregistry/image/1`, admin, await jpeg())).status).toBe(404);

    const [row] = await t.deps.db.select().from(teamMembers).where(eq(teamMembers.id, member!.id));
    expect(row!.picture).toBeNull();
    expect(await mediaFiles("teammember")).not.toContain(expect.stringContaining(`${member!.id}-`));
  });
});

describe("every picture call", () => {
  it("refuses what is not an image by its content, and staff without the admin role, on each of the five", async () => {
    const admin = await signedIn({ isAdmin: true });
    const staff = await signedIn({ isStaff: true });
    const [agency] = await t.deps.db.insert(agencies).values({ title: "Agence Refus", slug: "agence-refus-images" }).returning();
    const [recruiter] = await t.deps.db.insert(independents).values({ name: "Rémi Refus", slug: "remi-refus-images" }).returning();
    const [member] = await t.deps.db.insert(teamMembers).values({ firstname: "Luc", lastname: "Refus", position: "Consultant" }).returning();
    const [partner] = await t.deps.db.insert(partners).values({ label: "École Refus", slug: "ecole-refus-images" }).returning();
    const [profile] = await t.deps.db.insert(jobProfiles).values({ title: "Refus", slug: "refus-images" }).returning();
    const paths = [
      `/api/branding/save_agency_file/${agency!.id}`,
      `/api/branding/save_independant_picture/${recruiter!.id}`,
      `/api/branding/save_team_member_picture/${member!.id}`,
      `/api/branding/save_partner_file/${partner!.id}`,
      `/api/jobs/save_job_profile_picture/${profile!.id}`,
    ];
    const pdf = new TextEncoder().encode("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF");
    for (const path of paths) {
      expect(await upload(path, admin, pdf, "photo.jpg"), path).toMatchObject({ status: 415, body: { errors: { uploadedFile: IMAGE_MESSAGES.badType } } });
      expect((await upload(path, staff, await jpeg())).status, path).toBe(403);
    }
  });
});

describe("demo pictures", () => {
  it("are drawn on first request at every width when a record shows them; invented ones are 404", async () => {
    await t.deps.db.insert(teamMembers).values({ firstname: "Jeanne", lastname: "Démo", position: "Consultante", picture: "files/demo/portrait/jeanne-essai" });
    await t.deps.db.insert(agencies).values({ title: "Agence démo", slug: "agence-demo-images", contentPhoto: "files/demo/photo/lyon" });
    const portrait = await t.app.request("/media/files/demo/portrait/jeanne-essai-160.avif");
    expect(portrait.status).toBe(200);
    expect((await sharp(Buffer.from(await portrait.arrayBuffer())).metadata()).width).toBe(160);
    const photo = await t.app.request("/media/files/demo/photo/lyon-1440.webp");
    expect((await sharp(Buffer.from(await photo.arrayBuffer())).metadata()).height).toBe(960);
    expect((await t.app.request("/media/files/demo/portrait/jeanne-essai-161.webp")).status).toBe(404);
    expect((await t.app.request("/media/files/demo/other/x-160.webp")).status).toBe(404);
    expect((await t.app.request("/media/files/demo/portrait/nobody-160.webp")).status).toBe(404);
    expect(await readdir(join(dataDir, "media", "files", "demo", "portrait"))).not.toContain("nobody-160.webp");
    // A seeded job sheet's illustration, asked for by its /media/ address (the manager's preview).
    await t.deps.db.insert(jobProfiles).values({ title: "Grutier", slug: "grutier-demo", type: "BTP", image: "files/job-profiles/grutier-demo" });
    expect((await t.app.request("/media/files/job-profiles/grutier-demo-320.webp")).status).toBe(200);
    expect((await t.app.request("/media/files/job-profiles/personne-320.webp")).status).toBe(404);
  });
});
