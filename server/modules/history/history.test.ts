import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { and, eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../tests/support/test-app";
import { signedInPerson, type Person } from "../../../tests/support/people";
import { candidates, contactLeads, jobAlerts, recordHistory, tags, teamMembers, users } from "../../db/schema";
import { CANDIDATE_HISTORY_MODEL, DELETED_ACCOUNT, HISTORY_PAGE_SIZE, type HistoryPage } from "../../../common/history";
import { TASK_TITLES } from "../tasks/schedules";
import { usersResource } from "../../resources/users.resource";
import { contactLeadsResource } from "../../resources/leads.resource";
import { jobAlertsResource } from "../../resources/job-alerts.resource";
import { saveResource } from "../../resources/crud.service";
import { tagsResource } from "../../resources/pages.resource";
import { modelKey, STAFF_ACCOUNT_MODEL, writeHistoryLine } from "./history.service";
import type { SessionUser } from "../../../common/roles";

let t: TestApp;
let admin: Person, staff: Person, plain: Person, superuser: Person;
let sequence = 0;

const TEAM = "/api/admin/branding/teammember";
const history = (who: Person | null, path: string) => t.call<HistoryPage>("GET", `/api/history/${path}`, undefined, who?.headers ?? {});
const lines = (model: string, id: number | string) =>
  t.deps.db
    .select()
    .from(recordHistory)
    .where(and(eq(recordHistory.model, model), eq(recordHistory.recordId, String(id))));

/** A staff member as the history names them. */
async function named(roles: Parameters<typeof signedInPerson>[1], firstName: string | null, lastName: string | null) {
  const who = await signedInPerson(t, roles);
  await t.deps.db.update(users).set({ firstName, lastName }).where(eq(users.id, who.id));
  return who;
}

let dataDir: string;

beforeAll(async () => {
  // Pictures are written under DATA_DIR: a folder of this file's own.
  dataDir = await mkdtemp(join(tmpdir(), "history-"));
  t = await createTestApp({ env: { DATA_DIR: dataDir, PERSONAL_DATA_HMAC_SECRET: "une-cle-de-test-assez-longue" } });
  admin = await named({ isStaff: true, isAdmin: true }, "Claire", "Martin");
  staff = await named({ isStaff: true }, "Paul", "Girard");
  superuser = await named({ isSuperuser: true }, null, null);
  plain = await signedInPerson(t, {});
});
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe("a manager's save", () => {
  it("records who created and changed which fields, short values before and after, long ones by name only", async () => {
    const member = { firstname: "Ancien", lastname: "Durand", position: "Consultante", description: "<p>Texte</p>", positionOrder: 10 };
    const created = await t.call<{ id: number }>("POST", `${TEAM}/save`, member, admin.headers);
    expect(created.status).toBe(200);
    const id = created.body.id;
    const longPosition = "Consultante recrutement ".repeat(6).trim();
    expect(longPosition.length).toBeGreaterThan(120);
    const body = { id, firstname: "Nouveau", lastname: "Durand", position: longPosition, description: "<p>Autre texte</p>", positionOrder: 20 };
    expect((await t.call("POST", `${TEAM}/save`, body, admin.headers)).status).toBe(200);
    // Saving the same values again changes nothing: no line.
    expect((await t.call("POST", `${TEAM}/save`, body, admin.headers)).status).toBe(200);

    const { status, body: page } = await history(staff, `branding/teammember/${id}`);
    expect(status).toBe(200);
    expect(page.count).toBe(2);
    const [update, creation] = page.rows;
    expect(update).toMatchObject({ actor: "Claire Martin", action: "update" });
    expect(update!.changes).toEqual([
      { field: "firstname", label: "Prénom", before: "Ancien", after: "Nouveau" },
      { field: "position", label: "Poste" },
      { field: "description", label: "Description" },
      { field: "positionOrder", label: "Ordre d'affichage", before: 10, after: 20 },
    ]);
    expect(creation).toMatchObject({ actor: "Claire Martin", action: "create" });
    expect(creation!.changes.map((c) => c.label)).toEqual(["Prénom", "Nom", "Poste", "Description", "Ordre d'affichage"]);
    expect(new Date(update!.at).getTime()).toBeGreaterThanOrEqual(new Date(creation!.at).getTime());

    // The deletion is recorded too, without the values of what is gone.
    expect((await t.call("DELETE", `${TEAM}/delete/${id}`, undefined, admin.headers)).status).toBe(200);
    const all = await lines("branding/teammember", id);
    expect(all.find((line) => line.action === "delete")).toMatchObject({ userId: admin.id, actor: "Claire Martin", changes: [] });
  });

  it("writes nothing when the save fails", async () => {
    const first = await t.call<{ id: number }>("POST", "/api/admin/content/tag/save", { title: "Industrie", slug: `industrie-${++sequence}` }, staff.headers);
    const other = await t.call<{ id: number }>("POST", "/api/admin/content/tag/save", { title: "BTP", slug: `btp-${sequence}` }, staff.headers);
    // The database refuses the second slug: the update and its line are rolled back together.
    const refused = await t.call("POST", "/api/admin/content/tag/save", { id: other.body.id, title: "Bâtiment", slug: `industrie-${sequence}` }, staff.headers);
    expect(refused.status).toBe(400);
    const [kept] = await t.deps.db.select().from(tags).where(eq(tags.id, other.body.id));
    expect(kept!.title).toBe("BTP");
    expect((await lines("content/tag", other.body.id)).map((line) => line.action)).toEqual(["create"]);
    expect((await lines("content/tag", first.body.id)).map((line) => line.action)).toEqual(["create"]);

    // A line that cannot be written (its author's account is not there) undoes the save itself.
    const ghost: SessionUser = {
      id: 2_000_000_000,
      email: "fantome@cabinet.test",
      firstName: null,
      lastName: null,
      isStaff: true,
      isAdmin: false,
      isSuperuser: false,
      authPicture: null,
    };
    await expect(saveResource(t.deps.db, ghost, tagsResource, { id: other.body.id, title: "Bâtiment", slug: `batiment-${sequence}` })).rejects.toThrow();
    expect((await t.deps.db.select().from(tags).where(eq(tags.id, other.body.id)))[0]!.title).toBe("BTP");
  });

  it("names a picture put on or taken off, nothing more", async () => {
    const [member] = await t.deps.db.insert(teamMembers).values({ firstname: "A", lastname: "B", position: "C" }).returning();
    const form = new FormData();
    const photo = await sharp({ create: { width: 400, height: 400, channels: 3, background: "#3366cc" } })
      .jpeg()
      .toBuffer();
    form.set("uploadedFile", new File([new Uint8Array(photo)], "photo.jpg", { type: "image/jpeg" }));
    const path = `${TEAM}/image/${member!.id}`;
    expect((await t.app.request(path, { method: "POST", body: form, headers: admin.headers })).status).toBe(200);
    expect((await t.call("DELETE", path, undefined, admin.headers)).status).toBe(200);
    // Nothing to take off any more: no line.
    expect((await t.call("DELETE", path, undefined, admin.headers)).status).toBe(200);
    const { body } = await history(staff, `branding/teammember/${member!.id}`);
    expect(body.rows.map((row) => row.changes)).toEqual([[{ field: "picture", label: "Photo" }], [{ field: "picture", label: "Photo" }]]);
  });

  it("shows a page's lines whichever of its managers saved it", async () => {
    const post = await t.call<{ id: number }>(
      "POST",
      "/api/admin/content/blog/save",
      { title: "Recruter en 2027", slug: `recruter-${++sequence}` },
      staff.headers,
    );
    expect(post.status).toBe(200);
    const { body } = await history(staff, `content/page/${post.body.id}`);
    expect(body.rows.map((row) => [row.action, row.actor])).toEqual([["create", "Paul Girard"]]);
  });
});

describe("GET /api/history", () => {
  it("refuses anyone but staff, and staff on a manager they may not view", async () => {
    const [member] = await t.deps.db.insert(teamMembers).values({ firstname: "A", lastname: "B", position: "C" }).returning();
    expect((await history(null, `branding/teammember/${member!.id}`)).status).toBe(401);
    expect((await history(plain, `branding/teammember/${member!.id}`)).status).toBe(403);
    expect((await history(plain, "pas/de-gestionnaire/1")).status).toBe(403);
    // Press releases are the administrators'.
    expect((await history(staff, "content/pressrelease/1")).status).toBe(403);
  });

  it("answers 404 for an unknown manager, a malformed id or a record that is not there", async () => {
    for (const path of [
      "pas/de-gestionnaire/1",
      "branding/teammember/abc",
      "branding/teammember/0",
      "branding/teammember/99999999999",
      "branding/teammember/999999",
    ]) {
      const answer = await history(staff, path);
      expect(answer.status, path).toBe(404);
      expect(answer.body.detail).toMatch(/introuvable/);
    }
    expect((await history(staff, `${CANDIDATE_HISTORY_MODEL}/999999`)).status).toBe(404);
    expect((await history(staff, "jobs/jobalert/pas-un-uuid")).status).toBe(404);
  });

  it("pages by 50, newest first", async () => {
    const [member] = await t.deps.db.insert(teamMembers).values({ firstname: "A", lastname: "B", position: "C" }).returning();
    const user = { id: staff.id, email: "x@cabinet.test", firstName: "Paul", lastName: "Girard" } as SessionUser;
    for (let i = 0; i <= HISTORY_PAGE_SIZE; i++)
      await writeHistoryLine(t.deps.db, {
        user,
        model: "branding/teammember",
        recordId: member!.id,
        action: "update",
        changes: [{ field: "n", label: String(i) }],
      });
    const first = await history(staff, `branding/teammember/${member!.id}`);
    expect(first.body.rows).toHaveLength(HISTORY_PAGE_SIZE);
    expect(first.body.rows[0]!.changes[0]!.label).toBe(String(HISTORY_PAGE_SIZE));
    const second = await history(staff, `branding/teammember/${member!.id}?page=2`);
    expect(second.body.rows.map((row) => row.changes[0]!.label)).toEqual(["0"]);
    const refused = await history(staff, `branding/teammember/${member!.id}?page=0`);
    expect([refused.status, refused.body.errors]).toEqual([400, { page: "Numéro de page invalide" }]);
  });
});

describe("the CVthèque and the password", () => {
  it("records a candidate's corrections and notes, lists by name only", async () => {
    const [candidate] = await t.deps.db
      .insert(candidates)
      .values({ email: `camille.${process.pid}.${++sequence}@exemple.fr`, name: "Camille Durand" })
      .returning();
    const job = { title: "Comptable", companyName: "Fiducial", startDate: { year: 2020 }, endDate: null, summary: "" };
    const saved = await t.call("POST", `/api/jobs/candidates/${candidate!.id}/save`, { name: "Camille Durand-Roux", workHistory: [job] }, staff.headers);
    expect(saved.status).toBe(200);
    expect((await t.call("POST", `/api/jobs/candidates/${candidate!.id}/notes`, { text: "Très bon entretien" }, staff.headers)).status).toBe(200);

    const { body } = await history(staff, `${CANDIDATE_HISTORY_MODEL}/${candidate!.id}`);
    expect(body.rows.map((row) => [row.actor, row.action, row.changes])).toEqual([
      ["Paul Girard", "update", [{ field: "notes", label: "Notes des recruteurs" }]],
      [
        "Paul Girard",
        "update",
        [
          { field: "name", label: "Nom", before: "Camille Durand", after: "Camille Durand-Roux" },
          { field: "workHistory", label: "Expériences" },
        ],
      ],
    ]);
  });

  it("records a password change without any value", async () => {
    const target = await named({ isStaff: true }, "Léa", "Morel");
    const changed = await t.call("POST", "/api/account/change_password", { id: target.id, password: "un-mot-de-passe-solide" }, superuser.headers);
    expect(changed.status).toBe(200);
    const [line] = await lines(STAFF_ACCOUNT_MODEL, target.id);
    expect(line).toMatchObject({ action: "update", changes: [{ field: "password", label: "Mot de passe" }] });
    // The superuser has no name: the address signs.
    expect(line!.actor).toMatch(/@cabinet\.test$/);
    expect(JSON.stringify(line)).not.toMatch(/argon|solide/);
  });

  it("is the users screen's key", () => {
    expect(modelKey(usersResource)).toBe(STAFF_ACCOUNT_MODEL);
  });
});

describe("retention and erasure", () => {
  it("purges the lines older than HISTORY_RETENTION_DAYS each night", async () => {
    const user = { id: staff.id, email: "x@cabinet.test", firstName: null, lastName: null } as SessionUser;
    const model = `test/retention-${++sequence}`;
    await writeHistoryLine(t.deps.db, { user, model, recordId: 1, action: "create", changes: [] });
    await writeHistoryLine(t.deps.db, { user, model, recordId: 2, action: "create", changes: [] });
    await t.deps.db
      .update(recordHistory)
      .set({ at: new Date(Date.now() - 366 * 86_400_000) })
      .where(and(eq(recordHistory.model, model), eq(recordHistory.recordId, "1")));
    expect(t.deps.config.history.retentionDays).toBe(365);
    expect(TASK_TITLES["history:purge"]).toBe("Suppression des lignes d'historique expirées");
    const result = await t.taskHandlers()["history:purge"]!(undefined, {} as never);
    expect(result).toMatchObject({ deleted: expect.any(Number) });
    expect((await lines(model, 1)).length).toBe(0);
    expect((await lines(model, 2)).length).toBe(1);
  });

  it("erases the lines of every record erased with the person, and no other", async () => {
    const email = `lea.${process.pid}.${++sequence}@exemple.fr`;
    const [candidate] = await t.deps.db.insert(candidates).values({ email, name: "Léa Morel" }).returning();
    const [other] = await t.deps.db
      .insert(candidates)
      .values({ email: `autre.${sequence}@exemple.fr`, name: "Autre" })
      .returning();
    const [lead] = await t.deps.db.insert(contactLeads).values({ names: "Léa Morel", mail: email, phoneNumber: "0612345678", content: "Bonjour" }).returning();
    const alertId = crypto.randomUUID();
    await t.deps.db.insert(jobAlerts).values({ id: alertId, email, queryData: {}, tokenHash: "b".repeat(64), consentAt: new Date(), consentText: "J'accepte" });
    for (const id of [candidate!.id, other!.id]) await t.call("POST", `/api/jobs/candidates/${id}/save`, { phoneNumber: "06 12 34 56 78" }, staff.headers);
    const user = { id: staff.id, email: "x@cabinet.test", firstName: null, lastName: null } as SessionUser;
    await writeHistoryLine(t.deps.db, { user, model: modelKey(contactLeadsResource), recordId: lead!.id, action: "update", changes: [] });
    await writeHistoryLine(t.deps.db, { user, model: modelKey(jobAlertsResource), recordId: alertId, action: "update", changes: [] });
    expect(await lines(CANDIDATE_HISTORY_MODEL, candidate!.id)).toHaveLength(1);

    const erased = await t.call("POST", "/api/admin/personal_data/erase", { email, confirm: true }, admin.headers);
    expect(erased.status).toBe(200);
    expect(await lines(CANDIDATE_HISTORY_MODEL, candidate!.id)).toEqual([]);
    expect(await lines(modelKey(contactLeadsResource), lead!.id)).toEqual([]);
    expect(await lines(modelKey(jobAlertsResource), alertId)).toEqual([]);
    expect(await lines(CANDIDATE_HISTORY_MODEL, other!.id)).toHaveLength(1);
  });

  it("forgets a deleted staff account's name and its own record's lines", async () => {
    const leaving = await named({ isStaff: true, isAdmin: true }, "Jean", "Dupont");
    const created = await t.call<{ id: number }>("POST", TEAM + "/save", { firstname: "X", lastname: "Y", position: "Z" }, leaving.headers);
    const [account] = await t.deps.db.select().from(users).where(eq(users.id, leaving.id));
    const renamed = await t.call("POST", "/api/admin/account/user/save", { id: leaving.id, email: account!.email, firstName: "Jeanne" }, superuser.headers);
    expect(renamed.status).toBe(200);
    expect((await lines(STAFF_ACCOUNT_MODEL, leaving.id)).length).toBe(1);

    expect((await t.call("DELETE", `/api/admin/account/user/delete/${leaving.id}`, undefined, superuser.headers)).status).toBe(200);
    const [line] = await lines("branding/teammember", created.body.id);
    expect(line).toMatchObject({ userId: null, actor: DELETED_ACCOUNT });
    expect((await history(staff, `branding/teammember/${created.body.id}`)).body.rows[0]!.actor).toBe(DELETED_ACCOUNT);
    // Only the deletion itself stays on the account's record, with no value.
    expect((await lines(STAFF_ACCOUNT_MODEL, leaving.id)).map((l) => [l.action, l.changes])).toEqual([["delete", []]]);
  });
});
