import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../tests/support/test-app";
import { faqItems, jobProfiles, partners, teamMembers, users } from "../db/schema";
import { createSession } from "../modules/account/session.service";

// Issue 15: every rich-text field goes through the one allow-list on save, whatever path the
// save takes (the spec's aliases or the generic manager's).
const HOSTILE = '<p>ok <strong>gras</strong></p><script>alert(1)</script><img src=x onerror="alert(2)"><p onclick="alert(3)">fin</p>';
const CLEAN = "<p>ok <strong>gras</strong></p><p>fin</p>";

let t: TestApp;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  const [row] = await t.deps.db
    .insert(users)
    .values({ email: "admin-texte-riche@cabinet.test", passwordHash: "$argon2id$v=19$m=19456,t=2,p=1$unused", isAdmin: true })
    .returning({ id: users.id });
  const { token } = await createSession(t.deps.db, row!.id);
  admin = { Cookie: `session=${token}`, Origin: "http://localhost:3000" };
});
afterAll(() => t.close());

const save = (path: string, body: object) => t.call("POST", path, body, admin);
const fetchRecord = async (model: string, id: number) =>
  (await t.call<Record<string, unknown>>("GET", `/api/admin/${model}/fetch/${id}`, undefined, admin)).body;

describe("rich text saved through the managers", () => {
  it("sanitizes a team member's description saved with /api/branding/upsert_team_member", async () => {
    const answer = await save("/api/branding/upsert_team_member", { firstname: "Inès", lastname: "Riche", position: "Consultante", description: HOSTILE });
    expect(answer.status).toBe(200);
    const [row] = await t.deps.db.select().from(teamMembers).where(eq(teamMembers.lastname, "Riche"));
    expect(row!.description).toBe(CLEAN);
    expect(await fetchRecord("branding/teammember", row!.id)).toMatchObject({ description: CLEAN });
    // The public list serves what was stored.
    const { body } = await t.call<{ rows: { lastname: string; description: string }[] }>("POST", "/api/branding/search_team_members", {});
    expect(body.rows.find((member) => member.lastname === "Riche")?.description).toBe(CLEAN);
  });

  it("sanitizes a partner's description saved with /api/branding/save_partner, and keeps safe links only", async () => {
    const description = `${HOSTILE}<p><a href="javascript:alert(4)">piège</a> <a href="https://ecole.example/stages">stages</a></p>`;
    const answer = await save("/api/branding/save_partner", { label: "École riche", slug: "ecole-riche", description });
    expect(answer.status).toBe(200);
    const [row] = await t.deps.db.select().from(partners).where(eq(partners.slug, "ecole-riche"));
    expect(row!.description).toBe(
      `${CLEAN}<p><a rel="noopener noreferrer nofollow" target="_blank">piège</a> <a href="https://ecole.example/stages" rel="noopener noreferrer nofollow" target="_blank">stages</a></p>`,
    );
  });

  it("stores an emptied editor («<p></p>») as null, and a plain text as paragraphs", async () => {
    await save("/api/branding/upsert_team_member", { firstname: "Paul", lastname: "Vide", position: "Consultant", description: "<p></p>" });
    const [empty] = await t.deps.db.select().from(teamMembers).where(eq(teamMembers.lastname, "Vide"));
    expect(empty!.description).toBeNull();
    await save("/api/branding/upsert_team_member", {
      id: empty!.id,
      firstname: "Paul",
      lastname: "Vide",
      position: "Consultant",
      description: "Un < deux\n\nTrois",
    });
    const [plain] = await t.deps.db.select().from(teamMembers).where(eq(teamMembers.id, empty!.id));
    expect(plain!.description).toBe("<p>Un &lt; deux</p><p>Trois</p>");
  });

  it("counts the limit in the characters a visitor reads, with the message agreed in gender", async () => {
    const words = "a".repeat(2000);
    const fits = await save("/api/branding/upsert_team_member", {
      firstname: "Léa",
      lastname: "Longue",
      position: "Consultante",
      description: `<p><strong>${words}</strong></p>`,
    });
    expect(fits.status).toBe(200);
    const tooLong = await save("/api/branding/upsert_team_member", {
      firstname: "Léa",
      lastname: "Longue",
      position: "Consultante",
      description: `<p>${words}b</p>`,
    });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.errors).toEqual({ description: "La description est trop longue (2000 caractères au maximum)" });
  });

  it("requires a FAQ answer with words in it, and sanitizes it", async () => {
    const FAQ = "/api/admin/content/faqitem/save";
    const empty = await save(FAQ, { question: "Une question vide ?", answer: "<p> </p>" });
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toEqual({ answer: "La réponse est requise" });
    expect((await save(FAQ, { question: "Une question ?", answer: HOSTILE })).status).toBe(200);
    const [row] = await t.deps.db.select().from(faqItems).where(eq(faqItems.question, "Une question ?"));
    expect(row!.answer).toBe(CLEAN);
  });

  it("stores an emptied job profile text as an empty string (NOT NULL columns) and sanitizes the others", async () => {
    const JOBS = "/api/admin/jobs/jobprofile/save";
    const answer = await save(JOBS, { title: "Métier riche", slug: "metier-riche", description: HOSTILE, careerOpportunities: "<p></p>" });
    expect(answer.status).toBe(200);
    const [row] = await t.deps.db.select().from(jobProfiles).where(eq(jobProfiles.slug, "metier-riche"));
    expect(row).toMatchObject({ description: CLEAN, careerOpportunities: "" });
  });
});
