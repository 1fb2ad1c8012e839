import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../tests/support/test-app";
import { partners, teamMembers, users } from "../../db/schema";
import { createSession } from "../account/session.service";
import { partnerSeeds, seedTeamAndPartners, teamMemberSeeds } from "../../seed/team-partners";
import { partnerSaveSchema } from "../../resources/partners.resource";
import { teamMemberSaveSchema } from "../../resources/team-members.resource";
import type { Partner, TeamMember } from "./employer-brand.service";
import type { ListAnswer } from "../../../common/schemas/list";

const BRAND = "Alto Recrutement";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.deps.db.delete(teamMembers);
  await t.deps.db.delete(partners);
});

const member = (firstname: string, lastname: string, positionOrder: number) => ({ firstname, lastname, position: "Consultant", positionOrder });

describe("POST /api/branding/search_team_members", () => {
  it("orders by positionOrder, then by last name, and answers {rows, count, total}", async () => {
    await t.deps.db
      .insert(teamMembers)
      .values([member("Zoé", "Vidal", 20), member("Paul", "Martin", 10), member("Anne", "Bernard", 20), member("Luc", "Arnaud", 30)]);
    const { status, body } = await t.call<ListAnswer<TeamMember>>("POST", "/api/branding/search_team_members", {});
    expect(status).toBe(200);
    expect(body.rows.map((row: { lastname: string }) => row.lastname)).toEqual(["Martin", "Bernard", "Vidal", "Arnaud"]);
    expect(body.count).toBe(4);
    expect(body.total).toBe(4);
    expect(Object.keys(body.rows[0]).sort()).toEqual(["description", "firstname", "id", "lastname", "picture", "position", "positionOrder"]);
  });

  it("pages by 25 from page 1 by default and honours page and limit", async () => {
    await t.deps.db.insert(teamMembers).values(Array.from({ length: 30 }, (_, i) => member("Prénom", `Nom ${String(i).padStart(2, "0")}`, i)));
    const first = await t.call<ListAnswer<TeamMember>>("POST", "/api/branding/search_team_members", {});
    expect(first.body.rows).toHaveLength(25);
    expect(first.body.rows[0].lastname).toBe("Nom 00");
    expect(first.body).toMatchObject({ count: 30, total: 30 });

    const second = await t.call<ListAnswer<TeamMember>>("POST", "/api/branding/search_team_members", { page: 2, limit: 10 });
    expect(second.body.rows.map((row: { lastname: string }) => row.lastname)).toEqual(
      Array.from({ length: 10 }, (_, i) => `Nom ${String(i + 10).padStart(2, "0")}`),
    );
    const beyond = await t.call<ListAnswer<TeamMember>>("POST", "/api/branding/search_team_members", { page: 4, limit: 10 });
    expect(beyond.body).toEqual({ rows: [], count: 30, total: 30 });
  });

  it("refuses a page or a limit out of bounds with a French 400", async () => {
    for (const body of [{ page: 0 }, { limit: 101 }, { limit: "beaucoup" }]) {
      const answer = await t.call<ListAnswer<TeamMember>>("POST", "/api/branding/search_team_members", body);
      expect(answer.status).toBe(400);
      expect(answer.body.detail).toMatch(/^Validation échouée: La (page|limite) doit être un nombre entier/);
    }
  });

  it("is public: a visitor reads it without signing in", async () => {
    await seedTeamAndPartners(t.deps.db, BRAND);
    const { status, body } = await t.call<ListAnswer<TeamMember>>("POST", "/api/branding/search_team_members", { page: 1, limit: 100 });
    expect(status).toBe(200);
    expect(body.rows).toHaveLength(teamMemberSeeds(BRAND).length);
  });
});

describe("POST /api/branding/search_partners", () => {
  it("answers the partners by position with url, image, label, id, slug and description", async () => {
    await t.deps.db.insert(partners).values([
      { label: "Second", slug: "second", url: "https://second.example", position: 20, description: "B" },
      { label: "Premier", slug: "premier", url: "https://premier.example", position: 10, description: "A", image: "files/partners/premier.png" },
    ]);
    const { status, body } = await t.call<ListAnswer<Partner>>("POST", "/api/branding/search_partners", {});
    expect(status).toBe(200);
    expect(body.rows.map((row: { label: string }) => row.label)).toEqual(["Premier", "Second"]);
    expect(body.rows[0]).toMatchObject({
      label: "Premier",
      slug: "premier",
      url: "https://premier.example",
      // Stored under files/, served by /media/ (spec 1 §3).
      image: "/media/files/partners/premier.png",
      description: "A",
    });
    expect(body.rows[0].id).toEqual(expect.any(Number));
    expect(body).toMatchObject({ count: 2, total: 2 });
  });

  it("returns up to 100 partners by default and honours a smaller limit", async () => {
    await t.deps.db.insert(partners).values(Array.from({ length: 105 }, (_, i) => ({ label: `Partenaire ${i}`, slug: `partenaire-${i}`, position: i })));
    const all = await t.call<ListAnswer<Partner>>("POST", "/api/branding/search_partners", {});
    expect(all.body.rows).toHaveLength(100);
    expect(all.body).toMatchObject({ count: 105, total: 105 });
    const few = await t.call<ListAnswer<Partner>>("POST", "/api/branding/search_partners", { limit: 3 });
    expect(few.body.rows.map((row) => row.slug)).toEqual(["partenaire-0", "partenaire-1", "partenaire-2"]);
    expect((await t.call<ListAnswer<Partner>>("POST", "/api/branding/search_partners", { limit: 500 })).status).toBe(400);
  });
});

describe("demo team and partners", () => {
  const team = teamMemberSeeds(BRAND);

  it("has about ten members whose descriptions need the «Voir plus» toggle", () => {
    expect(team.length).toBeGreaterThanOrEqual(10);
    for (const item of team) {
      expect(item.description.length).toBeGreaterThan(200);
      expect(item.description.length).toBeLessThanOrEqual(400);
    }
    expect(new Set(team.map((item) => item.positionOrder)).size).toBe(team.length);
  });

  it("has about twelve invented partners on .example domains, with unique slugs", () => {
    expect(partnerSeeds.length).toBeGreaterThanOrEqual(12);
    expect(new Set(partnerSeeds.map((item) => item.slug)).size).toBe(partnerSeeds.length);
    for (const item of partnerSeeds) {
      expect(new URL(item.url).hostname).toMatch(/\.example$/);
      expect(partnerSaveSchema.safeParse(item).success).toBe(true);
    }
  });
});

describe("manager save schemas", () => {
  it("requires a team member's names and position, in French", () => {
    const result = teamMemberSaveSchema.safeParse({ firstname: " ", lastname: "", position: "" });
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((issue) => issue.message)).toEqual(["Le prénom est requis", "Le nom est requis", "Le poste est requis"]);
    expect(teamMemberSaveSchema.parse({ firstname: "A", lastname: "B", position: "C", positionOrder: null }).positionOrder).toBe(0);
  });

  it("accepts only an https address for a partner's link", () => {
    const base = { label: "École", slug: "ecole" };
    expect(partnerSaveSchema.safeParse({ ...base, url: "javascript:alert(1)" }).success).toBe(false);
    expect(partnerSaveSchema.safeParse({ ...base, url: "http://ecole.example" }).success).toBe(false);
    expect(partnerSaveSchema.parse({ ...base, url: "" }).url).toBeNull();
    expect(partnerSaveSchema.safeParse({ ...base, slug: "École" }).success).toBe(false);
  });
});

describe("back-office managers", () => {
  const ORIGIN = "http://localhost:3000";
  let sequence = 0;
  async function signedIn(flags: { isStaff?: boolean; isAdmin?: boolean }) {
    const [row] = await t.deps.db
      .insert(users)
      .values({ email: `equipe${++sequence}@cabinet.test`, passwordHash: "$argon2id$v=19$m=19456,t=2,p=1$unused", ...flags })
      .returning({ id: users.id });
    const { token } = await createSession(t.deps.db, row!.id);
    return { Cookie: `session=${token}`, Origin: ORIGIN };
  }

  it("lets staff read the team by 10 and only admins save it, through the spec's upsert path", async () => {
    await seedTeamAndPartners(t.deps.db, BRAND);
    const staff = await signedIn({ isStaff: true });
    const admin = await signedIn({ isAdmin: true });
    const list = await t.call<ListAnswer<typeof teamMembers.$inferSelect>>("POST", "/api/admin/branding/teammember/search", {}, staff);
    expect(list.status).toBe(200);
    expect(list.body.rows).toHaveLength(10);
    expect(list.body.rows[0]).toMatchObject({ lastname: "Marchetti" });

    const member = { firstname: "Jeanne", lastname: "Essai", position: "Consultante", description: "Texte", positionOrder: 5 };
    expect((await t.call<typeof teamMembers.$inferSelect>("POST", "/api/branding/upsert_team_member", member, staff)).status).toBe(403);
    const created = await t.call<{ teamMember: typeof teamMembers.$inferSelect }>("POST", "/api/branding/upsert_team_member", member, admin);
    expect(created.status).toBe(200);
    expect(created.body.teamMember).toMatchObject({ ...member, description: expect.stringContaining("Texte") });
    const id = created.body.teamMember.id;
    expect((await t.call("DELETE", `/api/branding/delete_team_member/${id}`, undefined, admin)).body).toEqual({ id });
  });

  it("keeps partners to admins and refuses a duplicate slug in French", async () => {
    const staff = await signedIn({ isStaff: true });
    const admin = await signedIn({ isAdmin: true });
    expect((await t.call<ListAnswer<typeof partners.$inferSelect>>("POST", "/api/admin/branding/partner/search", {}, staff)).status).toBe(403);
    const partner = { label: "École Test", slug: "ecole-test", url: "https://ecole-test.example", position: 1 };
    expect((await t.call<typeof partners.$inferSelect>("POST", "/api/branding/save_partner", partner, admin)).status).toBe(200);
    const duplicate = await t.call<typeof partners.$inferSelect>("POST", "/api/branding/save_partner", { ...partner, label: "Autre école" }, admin);
    expect(duplicate.status).toBe(400);
    expect(duplicate.body.errors).toEqual({ label: "Un partenaire utilise déjà ce slug" });
  });
});
