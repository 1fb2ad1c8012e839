import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../tests/support/test-app";
import { signedInPerson, TEST_ORIGIN, type Person } from "../../tests/support/people";
import { agencies, landRegistries, offers, pages, pageTags, tags, trainingRegistrations, trainings, trainingSessions, trainingLevels } from "../db/schema";
import type { DeleteImpactAnswer } from "./delete-impact";

let t: TestApp;
let admin: Person, staff: Person, plain: Person;

const impact = (who: Person | null, path: string) => t.call<DeleteImpactAnswer>("GET", path, undefined, who ? who.headers : { Origin: TEST_ORIGIN });

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInPerson(t, { isStaff: true, isAdmin: true });
  staff = await signedInPerson(t, { isStaff: true });
  plain = await signedInPerson(t, {});
});
afterAll(() => t.close());

async function tagOn(pageCount: number) {
  const db = t.deps.db;
  const [tag] = await db
    .insert(tags)
    .values({ slug: `tag-${pageCount}-${Date.now()}`, title: `Tag ${pageCount}` })
    .returning();
  for (let i = 0; i < pageCount; i++) {
    const slug = `page-${tag!.id}-${i}`;
    const [page] = await db
      .insert(pages)
      .values({ title: slug, slug, path: `/${slug}` })
      .returning({ id: pages.id });
    await db.insert(pageTags).values({ pageId: page!.id, tagId: tag!.id });
  }
  return tag!.id;
}

describe("GET /api/admin/{app}/{model}/delete_impact/{id}", () => {
  it("says how many pages use a tag, with the number's agreement, and nothing for an unused one", async () => {
    const used = await tagOn(12);
    expect((await impact(staff, `/api/admin/content/tag/delete_impact/${used}`)).body).toEqual({
      impact: "Ce tag est utilisé par 12 pages : il leur sera retiré.",
    });
    const once = await tagOn(1);
    expect((await impact(staff, `/api/admin/content/tag/delete_impact/${once}`)).body.impact).toBe("Ce tag est utilisé par 1 page : il leur sera retiré.");
    const unused = await tagOn(0);
    expect(await impact(staff, `/api/admin/content/tag/delete_impact/${unused}`)).toMatchObject({ status: 200, body: { impact: null } });
  });

  it("refuses a visitor (401) and non-staff (403) before the id, answers 404 for an unknown or out-of-range id, 405 for a view-only manager", async () => {
    const used = await tagOn(1);
    expect((await impact(null, `/api/admin/content/tag/delete_impact/${used}`)).status).toBe(401);
    expect((await impact(plain, `/api/admin/content/tag/delete_impact/${used}`)).status).toBe(403);
    expect((await impact(plain, "/api/admin/content/tag/delete_impact/abc")).status).toBe(403);
    // Trainings are changed by admins only: a staff member may not even ask.
    expect((await impact(staff, "/api/admin/training/training/delete_impact/1")).status).toBe(403);
    const unknown = await impact(staff, "/api/admin/content/tag/delete_impact/999999");
    expect(unknown).toMatchObject({ status: 404, body: { detail: "Tag introuvable" } });
    expect((await impact(staff, "/api/admin/content/tag/delete_impact/99999999999")).status).toBe(404);
    expect((await impact(staff, "/api/admin/content/tag/delete_impact/-1")).status).toBe(404);
    expect((await impact(admin, "/api/admin/jobs/position/delete_impact/1")).status).toBe(405);
    expect((await impact(staff, "/api/admin/nothing/here/delete_impact/1")).status).toBe(404);
  });

  it("names a training's sessions, and its registrations that refuse the deletion", async () => {
    const db = t.deps.db;
    const [training] = await db
      .insert(trainings)
      .values({ label: "Gérer un chantier", slug: `chantier-${Date.now()}` })
      .returning({ id: trainings.id });
    const path = `/api/admin/training/training/delete_impact/${training!.id}`;
    expect((await impact(admin, path)).body.impact).toBeNull();
    const start = new Date("2031-03-01T08:00:00Z");
    const sessions = await db
      .insert(trainingSessions)
      .values(
        [0, 1].map((week) => ({
          trainingId: training!.id,
          startAt: new Date(start.getTime() + week * 7 * 86_400_000),
          endAt: new Date(start.getTime() + week * 7 * 86_400_000 + 3_600_000),
        })),
      )
      .returning({ id: trainingSessions.id });
    expect((await impact(admin, path)).body.impact).toBe("Cette formation a 2 sessions, qui seront supprimées avec elle.");
    await db
      .insert(trainingRegistrations)
      .values({ sessionId: sessions[0]!.id, names: "Camille Martin", mail: "camille@exemple.test", phoneNumber: "0600000000" });
    expect((await impact(admin, path)).body.impact).toBe(
      "Cette formation a 2 sessions et 1 inscription : déplacez ou annulez les inscriptions avant de la supprimer.",
    );
    // What the sentence warns of: the deletion is refused while the registration exists.
    const refused = await t.call("DELETE", `/api/admin/training/training/delete/${training!.id}`, undefined, admin.headers);
    expect(refused).toMatchObject({
      status: 409,
      body: { detail: "Cette formation a 2 sessions et 1 inscription : déplacez ou annulez les inscriptions avant de la supprimer." },
    });
  });

  it("lists what a place is linked to, and the trainings using a level", async () => {
    const db = t.deps.db;
    const [place] = await db.insert(landRegistries).values({ level: 3, code: "99777", label: "Essai-sur-Mer" }).returning({ id: landRegistries.id });
    await db.insert(agencies).values([
      { title: "Agence A", slug: `agence-a-${place!.id}`, landRegistryId: place!.id },
      { title: "Agence B", slug: `agence-b-${place!.id}`, landRegistryId: place!.id },
    ]);
    expect((await impact(admin, `/api/admin/geo/landregistry/delete_impact/${place!.id}`)).body.impact).toBe(
      "Cette ville est liée à 2 agences : ces liens seront perdus.",
    );
    const [level] = await db.insert(trainingLevels).values({ label: "Expert" }).returning({ id: trainingLevels.id });
    await db.insert(trainings).values({ label: "Niveau expert", slug: `expert-${level!.id}`, levelId: level!.id });
    expect((await impact(admin, `/api/admin/training/level/delete_impact/${level!.id}`)).body.impact).toBe(
      "Ce niveau est utilisé par 1 formation : elle n'en aura plus.",
    );
  });

  it("tells which offers a staff account follows", async () => {
    const follower = await signedInPerson(t, { isStaff: true });
    await t.deps.db.insert(offers).values({ name: "Soudeur", consultantId: follower.id } as typeof offers.$inferInsert);
    expect((await impact(admin, `/api/admin/account/user/delete_impact/${follower.id}`)).body.impact).toBe(
      "Cet utilisateur est le consultant de 1 offre : ses candidatures iront à l'adresse du cabinet.",
    );
  });
});
