import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../tests/support/test-app";
import { signedInPerson, type Person } from "../../tests/support/people";
import { jobAlerts, landRegistries } from "../db/schema";
import type { AlertQuery } from "../db/schema/job-alerts";
import type { ListAnswer } from "../../common/schemas/list";

let t: TestApp;
let staff: Person;
let member: Person;
const run = `${process.pid}-${Date.now()}`;

type AlertRow = { id: string; email: string; criteria: string; isVerified: boolean; positionsCount: number; lastSent: string | null } & Record<string, unknown>;

async function addAlert(email: string, queryData: AlertQuery, values: Partial<typeof jobAlerts.$inferInsert> = {}) {
  const id = randomUUID();
  await t.deps.db.insert(jobAlerts).values({ id, email, queryData, tokenHash: "x".repeat(64), consentAt: new Date(), consentText: "J'accepte", ...values });
  return id;
}

const search = (body: Record<string, unknown>, headers: Record<string, string>) =>
  t.call<ListAnswer<AlertRow>>("POST", "/api/jobs/job_alerts_search", body, headers);

beforeAll(async () => {
  t = await createTestApp();
  staff = await signedInPerson(t, { isStaff: true });
  member = await signedInPerson(t, {});
  await t.deps.db.insert(landRegistries).values({ level: 2, code: "9Z", label: "Département d'essai" }).onConflictDoNothing();
});
afterAll(() => t.close());

describe("POST /api/jobs/job_alerts_search (the «Alertes emploi» manager)", () => {
  it("is for staff: 401 for a visitor, 403 for a signed-in non-staff user, 200 for staff", async () => {
    expect((await search({}, {})).status).toBe(401);
    expect((await search({}, member.headers)).status).toBe(403);
    expect((await search({}, staff.headers)).status).toBe(200);
    expect((await t.call("GET", "/api/admin/jobs/jobalert/meta", undefined, member.headers)).status).toBe(403);
  });

  it("lists each alert with its criteria in words, the place by its name; «Tous les critères» when none", async () => {
    const full = await addAlert(
      `claire-${run}@exemple.fr`,
      { query: "comptable", location: "9z", contract: "CDI", salaryMin: 30000, salaryMax: 40000 },
      { isVerified: true, positions: [4, 8, 15], lastSent: new Date("2026-11-23T07:00:00Z") },
    );
    const empty = await addAlert(`vide-${run}@exemple.fr`, {});
    const { body } = await search({ query: run }, staff.headers);
    const byId = new Map(body.rows.map((row) => [row.id, row]));
    expect(byId.get(full)).toMatchObject({
      email: `claire-${run}@exemple.fr`,
      frequency: "WEEKLY",
      isVerified: true,
      positionsCount: 3,
      lastSent: "2026-11-23T07:00:00.000Z",
      criteria:
        "Mots-clés\u00a0: comptable · Lieu\u00a0: Département d'essai (9Z) · Contrat\u00a0: CDI · Salaire\u00a0: de 30\u202f000\u00a0€ à 40\u202f000\u00a0€",
    });
    expect(byId.get(empty)).toMatchObject({ criteria: "Tous les critères", isVerified: false, lastSent: null });
    // The secret behind the confirmation and unsubscribe links is never sent.
    expect(body.rows[0]).not.toHaveProperty("tokenHash");
  });

  it("filters by e-mail and by confirmation; the drawer fetches an alert by its id", async () => {
    const confirmed = await addAlert(`filtre-oui-${run}@exemple.fr`, { location: "Lyon" }, { isVerified: true });
    const unconfirmed = await addAlert(`filtre-non-${run}@exemple.fr`, { location: "Lyon" });
    const ids = async (body: Record<string, unknown>) => (await search(body, staff.headers)).body.rows.map((row) => row.id);
    expect(await ids({ query: `FILTRE-OUI-${run}` })).toEqual([confirmed]);
    expect(await ids({ query: `filtre-`, isVerified: true })).toContain(confirmed);
    expect(await ids({ query: `filtre-`, isVerified: true })).not.toContain(unconfirmed);
    expect(await ids({ query: `filtre-`, isVerified: "false" })).toEqual([unconfirmed]);

    const fetched = await t.call<AlertRow>("GET", `/api/admin/jobs/jobalert/fetch/${confirmed}`, undefined, staff.headers);
    expect(fetched.body).toMatchObject({ id: confirmed, criteria: "Lieu\u00a0: Lyon" });
    expect((await t.call("GET", `/api/admin/jobs/jobalert/fetch/${randomUUID()}`, undefined, staff.headers)).status).toBe(404);
    expect((await t.call("GET", "/api/admin/jobs/jobalert/fetch/12", undefined, staff.headers)).status).toBe(404);
  });

  it("refuses creation, saving and deletion (view only)", async () => {
    const id = await addAlert(`lecture-${run}@exemple.fr`, { query: "soudeur" });
    expect((await t.call("POST", "/api/admin/jobs/jobalert/save", { email: "x@exemple.fr" }, staff.headers)).status).toBe(405);
    expect((await t.call("POST", "/api/admin/jobs/jobalert/save", { id, email: "x@exemple.fr" }, staff.headers)).status).toBe(405);
    expect((await t.call("DELETE", `/api/admin/jobs/jobalert/delete/${id}`, undefined, staff.headers)).status).toBe(405);
    const meta = await t.call<{ viewOnly: boolean; permissions: Record<string, boolean> }>("GET", "/api/admin/jobs/jobalert/meta", undefined, staff.headers);
    expect(meta.body).toMatchObject({ viewOnly: true, permissions: { view: true, add: false, change: false, delete: false } });
    expect((await search({ query: `lecture-${run}` }, staff.headers)).body.rows.map((row) => row.email)).toEqual([`lecture-${run}@exemple.fr`]);
  });
});
