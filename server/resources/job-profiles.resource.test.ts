import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { createTestApp, type TestApp } from "../../tests/support/test-app";
import { jobProfiles, users } from "../db/schema";
import { createSession } from "../modules/account/session.service";

let t: TestApp;
let admin: Record<string, string>;
let staff: Record<string, string>;

async function signedIn(email: string, flags: { isStaff?: boolean; isAdmin?: boolean }) {
  const [row] = await t.deps.db
    .insert(users)
    .values({ email, passwordHash: "$argon2id$v=19$m=19456,t=2,p=1$unused", ...flags })
    .returning({ id: users.id });
  const { token } = await createSession(t.deps.db, row!.id);
  return { Cookie: `session=${token}`, Origin: "http://localhost:3000" };
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedIn("fiches-admin@cabinet.test", { isAdmin: true });
  staff = await signedIn("fiches-staff@cabinet.test", { isStaff: true });
});
afterAll(() => t.close());

type Saved = typeof jobProfiles.$inferSelect;

describe("POST /api/jobs/upsert_job_profile and DELETE /api/jobs/delete_job_profile/{id}", () => {
  const sheet = {
    title: "Grutier",
    slug: "grutier-fiche",
    responsibilities: [
      { title: "  Sur le chantier ", items: [" Lever les charges ", "Contrôler la grue"] },
      { title: "Sécurité", items: ["Baliser la zone"] },
    ],
    skills: [{ title: "Savoir-faire", items: ["Lecture de plans"] }],
    training: ["CACES R487", "Titre professionnel grutier"],
  };

  it("stores groups and trainings trimmed, in their order; INFO when no type is chosen; admins only", async () => {
    expect((await t.call("POST", "/api/jobs/upsert_job_profile", sheet, staff)).status).toBe(403);
    const created = await t.call<Saved>("POST", "/api/jobs/upsert_job_profile", { ...sheet, type: null }, admin);
    expect(created.status).toBe(200);
    const [row] = await t.deps.db.select().from(jobProfiles).where(eq(jobProfiles.id, created.body.id));
    expect(row).toMatchObject({
      type: "INFO",
      responsibilities: [
        { title: "Sur le chantier", items: ["Lever les charges", "Contrôler la grue"] },
        { title: "Sécurité", items: ["Baliser la zone"] },
      ],
      skills: [{ title: "Savoir-faire", items: ["Lecture de plans"] }],
      training: ["CACES R487", "Titre professionnel grutier"],
    });

    // Reordered and one removed: what staff see is what is stored.
    const edited = await t.call<Saved>(
      "POST",
      "/api/jobs/upsert_job_profile",
      {
        id: created.body.id,
        title: sheet.title,
        slug: sheet.slug,
        responsibilities: [sheet.responsibilities[1], sheet.responsibilities[0]],
        training: ["CACES R487"],
      },
      admin,
    );
    expect(edited.body.responsibilities.map((group) => group.title)).toEqual(["Sécurité", "Sur le chantier"]);
    expect(edited.body.training).toEqual(["CACES R487"]);
    expect(edited.body.skills).toHaveLength(1);

    expect((await t.call("DELETE", `/api/jobs/delete_job_profile/${created.body.id}`, undefined, admin)).status).toBe(200);
    expect(await t.deps.db.select().from(jobProfiles).where(eq(jobProfiles.id, created.body.id))).toHaveLength(0);
  });

  it("refuses a group without title, an empty item or a non-list in French, storing nothing", async () => {
    const cases: [unknown, string, string][] = [
      [{ responsibilities: [{ title: " ", items: ["x"] }] }, "responsibilities.0.title", "Les missions : chaque groupe a un titre"],
      [{ skills: [{ title: "Savoir-faire", items: ["ok", "  "] }] }, "skills.0.items.1", "Les compétences : un élément est vide"],
      [{ training: "CACES" }, "training", "Les formations : une liste est attendue"],
      [{ training: Array.from({ length: 31 }, (_, i) => `Formation ${i}`) }, "training", "Les formations : 30 éléments au maximum"],
    ];
    for (const [fields, key, message] of cases) {
      const answer = await t.call("POST", "/api/jobs/upsert_job_profile", { title: "Refusée", slug: "refusee", ...(fields as object) }, admin);
      expect(answer.status, key).toBe(400);
      expect(answer.body.errors?.[key], key).toBe(message);
    }
    expect(await t.deps.db.select().from(jobProfiles).where(eq(jobProfiles.slug, "refusee"))).toHaveLength(0);
  });
});
