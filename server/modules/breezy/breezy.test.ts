import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { asc, count, eq, isNotNull } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../tests/support/test-app";
import { startFakeBreezy, type FakeBreezy, type FakeBreezyRequest } from "../../../tests/support/fake-breezy";
import { signedInPerson, type Person } from "../../../tests/support/people";
import { solveCaptcha } from "../../../tests/support/captcha";
import { pdfBytes } from "../../../tests/support/resume-fixtures";
import { applications, breezyCursors, candidates, offers, tasks } from "../../db/schema";
import { loadConfig } from "../../config";
import { salaryText } from "../../../common/offers";
import type { CandidateDetails } from "../../../common/candidates";
import { insertOffers } from "../offers/offers.service";
import { scheduledTasks, taskTitle } from "../tasks/schedules";
import { BreezyError, createBreezyClient, retryAfterSeconds, type BreezyCandidate, type BreezyClient, type BreezyPosition } from "./breezy-api";
import { BREEZY_SYNC_TASK, syncBreezy } from "./breezy.sync";
import { BREEZY_PUSH_TASK } from "./breezy.push";
import { BREEZY_RESUME_FAILED, SYNC_ALREADY_RUNNING } from "./breezy.service";
import { BREEZY_OFFER_READ_ONLY } from "../../resources/offers.resource";

let fake: FakeBreezy;
let t: TestApp;
let local: TestApp;
let dataDir: string;
let staff: Person;
let admin: Person;
let waits: number[] = [];
let client: BreezyClient;
let visitor = 0;

const position = (id: string, name: string, updated: string, extra: Partial<BreezyPosition> = {}): BreezyPosition => ({
  _id: id,
  name,
  state: "published",
  org_type: "position",
  description: `<p>${name} : poste basé à Lyon.</p><script>alert(1)</script>`,
  location: { city: "Lyon", postal_code: "69003", country: { name: "France" } },
  creation_date: "2026-01-05T09:00:00.000Z",
  updated_date: updated,
  ...extra,
});

const candidate = (id: string, email: string, updated: string, extra: Partial<BreezyCandidate> = {}): BreezyCandidate => ({
  _id: id,
  name: `Candidat ${id}`,
  email_address: email,
  phone_number: "06 12 34 56 78",
  headline: "Assistante commerciale",
  creation_date: "2026-02-01T08:00:00.000Z",
  updated_date: updated,
  work_history: [
    {
      title: "Assistante ADV",
      company_name: "Transports Rhône",
      start_date: { month: 3, year: 2019 },
      end_date: { month: 6, year: 2023 },
      summary: "Suivi des commandes.",
    },
    { title: "Assistante commerciale", company_name: "Lyon Emballages", start_date: { month: 7, year: 2023 }, is_current: true, summary: "" },
  ],
  education: [
    {
      degree: "BTS",
      field_of_study: "Négociation et relation client",
      school_name: "Lycée La Martinière",
      start_date: { year: 2016 },
      end_date: { year: 2018 },
    },
  ],
  custom_attributes: [{ name: "Disponibilité", value: "Immédiate" }],
  ...extra,
});

const detailRequests = (since: number, candidateId?: string) =>
  fake.requests
    .slice(since)
    .filter((r: FakeBreezyRequest) => r.method === "GET" && /\/candidate\/[^/]+$/.test(r.path) && (!candidateId || r.path.endsWith(`/${candidateId}`)));

const sync = () => syncBreezy(t.deps, t.deps.config.breezy!, client);

/** Everything the import writes, to compare two runs. */
const snapshot = async () => ({
  offers: await t.deps.db.select().from(offers).where(isNotNull(offers.breezyId)).orderBy(asc(offers.id)),
  candidates: await t.deps.db.select().from(candidates).orderBy(asc(candidates.id)),
  cursors: await t.deps.db.select().from(breezyCursors).orderBy(asc(breezyCursors.stream)),
});

async function apply(app: TestApp, positionId: number, email: string) {
  const form = new FormData();
  form.set("coverLetter", "Six ans d'administration des ventes, disponible tout de suite.");
  form.set("resume", new File([new Uint8Array(pdfBytes())], "cv.pdf", { type: "application/pdf" }));
  const query = new URLSearchParams({ positionId: String(positionId), email, rgpd: "true", captchaId: await solveCaptcha(app) });
  const response = await app.app.request(`/api/jobs/position/apply?${query}`, {
    method: "POST",
    body: form,
    headers: { "X-Forwarded-For": `198.51.100.${++visitor}`, "X-Cookie-Consent": "true" },
  });
  return { status: response.status, body: (await response.json()) as { success?: boolean; detail: string } };
}

beforeAll(async () => {
  fake = await startFakeBreezy();
  dataDir = await mkdtemp(join(tmpdir(), "breezy-"));
  t = await createTestApp({ env: { ...fake.env, BREEZY_POOL_POSITION_ID: "vivier", DATA_DIR: dataDir, TRUST_PROXY: "true" } });
  local = await createTestApp({ env: { DATA_DIR: dataDir, TRUST_PROXY: "true" } });
  staff = await signedInPerson(t, { isStaff: true });
  admin = await signedInPerson(t, { isStaff: true, isAdmin: true });
  client = createBreezyClient(t.deps.config.breezy!, { minIntervalMs: 0, sleep: async (ms) => void waits.push(ms) });
  fake.positions.push(
    position("pos-assistant", "Assistant commercial H/F", "2026-02-01T10:00:00.000Z", {
      custom_attributes: [
        { name: "Rémunération", value: "28 à 32 K€ brut annuel" },
        { name: "contrat", value: "CDD" },
      ],
    }),
    position("vivier", "Vivier de candidatures", "2026-01-10T10:00:00.000Z", { org_type: "pool" }),
  );
  fake.candidates.set("pos-assistant", [
    candidate("c-1", "Lea.Martin@example.org", "2026-03-01T10:00:00.000Z"),
    candidate("c-2", "hugo.bernard@example.org", "2026-03-02T10:00:00.000Z"),
    candidate("c-3", "deja.venue@example.org", "2026-03-03T10:00:00.000Z", { address: "12 rue Garibaldi, 69003 Lyon" }),
  ]);
  // A person who applied on the site before Breezy knew them: one candidate, not two.
  await t.deps.db.insert(candidates).values({ email: "deja.venue@example.org", name: "Déjà Venue", phoneNumber: "0611111111" });
});
afterAll(async () => {
  await t.close();
  await local.close();
  await fake.close();
  await rm(dataDir, { recursive: true, force: true });
});
beforeEach(() => {
  waits = [];
});

describe("settings", () => {
  it("Breezy is off without settings, on with token and company together, refused half-configured or with a broken cron", () => {
    expect(loadConfig({ NODE_ENV: "test" }).breezy).toBeUndefined();
    expect(loadConfig({ NODE_ENV: "test", BREEZY_API_TOKEN: "", BREEZY_COMPANY_ID: "" }).breezy).toBeUndefined();
    expect(loadConfig({ NODE_ENV: "test", BREEZY_API_TOKEN: "x", BREEZY_COMPANY_ID: "abc" }).breezy).toEqual({
      apiUrl: "https://api.breezy.hr/v3",
      token: "x",
      companyId: "abc",
      appUrl: "https://app.breezy.hr",
      syncCron: "*/30 * * * *",
      poolPositionId: undefined,
    });
    expect(() => loadConfig({ NODE_ENV: "test", BREEZY_API_TOKEN: "x" })).toThrow(/BREEZY_API_TOKEN et BREEZY_COMPANY_ID vont ensemble/);
    expect(() => loadConfig({ NODE_ENV: "test", BREEZY_API_TOKEN: "x", BREEZY_COMPANY_ID: "abc", BREEZY_SYNC_CRON: "souvent" })).toThrow(/BREEZY_SYNC_CRON/);
  });

  it("without Breezy there is no Breezy task, and an application queues nothing for it", async () => {
    expect(scheduledTasks(local.deps.config).map((task) => task.name)).not.toContain(BREEZY_SYNC_TASK);
    expect(scheduledTasks(t.deps.config).map((task) => task.name)).toEqual(expect.arrayContaining([BREEZY_SYNC_TASK, BREEZY_PUSH_TASK]));
    const [offerId] = await insertOffers(local.deps.db, [{ name: "Comptable H/F", description: "<p>Lyon.</p>" }]);
    expect((await apply(local, offerId!, "sans.breezy@example.org")).status).toBe(200);
    const queued = await local.deps.db.select({ name: tasks.name }).from(tasks);
    expect(queued.map((q) => q.name)).not.toContain(BREEZY_PUSH_TASK);
  });
});

describe("client", () => {
  it("reads Retry-After in seconds or as a date, and waits 10 s when Breezy gives none", () => {
    const now = Date.parse("2026-11-26T10:00:00Z");
    expect(retryAfterSeconds("7", now)).toBe(7);
    expect(retryAfterSeconds("Thu, 26 Nov 2026 10:00:30 GMT", now)).toBe(30);
    expect(retryAfterSeconds(null, now)).toBe(10);
    expect(retryAfterSeconds("bientôt", now)).toBe(10);
  });

  it("fails with a BreezyError naming the status (what the tasks screen shows), never the answer's text", async () => {
    const wrong = createBreezyClient({ ...t.deps.config.breezy!, token: "mauvais-jeton" }, { minIntervalMs: 0 });
    const failure = await wrong.positions().catch((error: unknown) => error);
    expect(failure).toMatchObject({ name: "BreezyError", code: "HTTP_401", message: "Breezy answered 401" });
    const down = createBreezyClient({ ...t.deps.config.breezy!, apiUrl: "http://127.0.0.1:9/v3" }, { minIntervalMs: 0 });
    expect(await down.positions().catch((error: unknown) => error)).toMatchObject({ name: "BreezyError", code: "UNREACHABLE" });
  });
});

describe("import (breezy:sync): what it imports, and a second run", () => {
  it("imports positions with «Remuneration» and «Contrat» read as the offer rules say, and candidates with work history and education", async () => {
    const since = fake.requests.length;
    const result = await sync();
    expect(result.positions).toMatchObject({ created: 2, updated: 0 });
    expect(result.candidates).toMatchObject({ created: 2, updated: 1, skipped: 0 });
    expect(fake.requests.slice(since).every((r) => r.authorization === fake.token)).toBe(true);

    const [offer] = await t.deps.db.select().from(offers).where(eq(offers.breezyId, "pos-assistant"));
    expect(offer).toMatchObject({
      name: "Assistant commercial H/F",
      state: "published",
      city: "Lyon",
      zipCode: "69003",
      effectiveContract: "CDD",
      orgType: "other",
    });
    expect(salaryText(offer!.customFields)).toBe("28 à 32 K€ brut annuel");
    expect(offer!.description).not.toContain("<script");
    const [pool] = await t.deps.db.select().from(offers).where(eq(offers.breezyId, "vivier"));
    expect(pool).toMatchObject({ orgType: "pool", effectiveContract: "CDI" });
    // Synced offers are view-only in the positions manager.
    const refused = await t.call("POST", "/api/admin/jobs/position/save", { id: offer!.id, name: "Autre" }, staff.headers);
    expect(refused.status).toBe(403);
    expect(refused.body.detail).toBe(BREEZY_OFFER_READ_ONLY);

    const [lea] = await t.deps.db.select().from(candidates).where(eq(candidates.email, "lea.martin@example.org"));
    const { status, body } = await t.call<CandidateDetails>("GET", `/api/jobs/candidates/${lea!.id}/details`, undefined, staff.headers);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      name: "Candidat c-1",
      header: "Assistante commerciale",
      phoneNumber: "0612345678",
      breezyUrl: `https://app.breezy.hr/app/c/${fake.companyId}/p/pos-assistant/candidate/c-1`,
      resumeUrl: `/api/jobs/candidates/${lea!.id}/resume`,
      position: expect.objectContaining({ name: "Assistant commercial H/F", contract: "CDD" }),
    });
    expect(body.workHistory).toEqual([
      {
        title: "Assistante ADV",
        companyName: "Transports Rhône",
        startDate: { year: 2019, month: 3 },
        endDate: { year: 2023, month: 6 },
        summary: "Suivi des commandes.",
      },
      { title: "Assistante commerciale", companyName: "Lyon Emballages", startDate: { year: 2023, month: 7 }, endDate: null, summary: "" },
    ]);
    expect(body.education).toEqual([{ degree: "BTS - Négociation et relation client", schoolName: "Lycée La Martinière", startYear: 2016, endYear: 2018 }]);
    expect(body.breezyData).toMatchObject({ _id: "c-1", custom_attributes: [{ name: "Disponibilité", value: "Immédiate" }] });
    // «Données Breezy»: the position as Breezy sent it, and its custom fields.
    expect(body.position).toMatchObject({
      breezyData: { _id: "pos-assistant" },
      breezyCustomFields: [
        { name: "Rémunération", value: "28 à 32 K€ brut annuel" },
        { name: "contrat", value: "CDD" },
      ],
    });

    // The person who had applied on the site is the same row, now linked to Breezy.
    const same = await t.deps.db.select().from(candidates).where(eq(candidates.email, "deja.venue@example.org"));
    expect(same).toHaveLength(1);
    expect(same[0]).toMatchObject({ breezyId: "c-3", name: "Candidat c-3", address: "12 rue Garibaldi, 69003 Lyon" });
    // The CVthèque search finds them by a company of their work history.
    const found = await t.call<{ rows: { id: number }[] }>("GET", "/api/jobs/search_candidates?company=Transports%20Rh%C3%B4ne", undefined, staff.headers);
    expect(found.body.rows.map((r) => r.id)).toEqual(expect.arrayContaining([lea!.id]));
  });

  it("is idempotent: a second run fetches no details and changes no row", async () => {
    const before = await snapshot();
    const since = fake.requests.length;
    const result = await sync();
    expect(result.positions).toMatchObject({ created: 0, updated: 0, archived: 0 });
    expect(result.candidates).toMatchObject({ created: 0, updated: 0 });
    expect(detailRequests(since)).toEqual([]);
    expect(await snapshot()).toEqual(before);
  });
});

describe("import (breezy:sync): incremental, interrupted and concurrent runs", () => {
  it("is incremental: only what Breezy updated since the cursor is read again", async () => {
    const list = fake.candidates.get("pos-assistant")!;
    list[1] = { ...list[1]!, headline: "Chargé de clientèle", updated_date: "2026-03-10T10:00:00.000Z" };
    const since = fake.requests.length;
    const result = await sync();
    expect(result.candidates).toMatchObject({ created: 0, updated: 1 });
    expect(detailRequests(since).map((r) => r.path.split("/").pop())).toEqual(["c-2"]);
    const [hugo] = await t.deps.db.select().from(candidates).where(eq(candidates.breezyId, "c-2"));
    expect(hugo!.header).toBe("Chargé de clientèle");
    const [cursor] = await t.deps.db.select().from(breezyCursors).where(eq(breezyCursors.stream, "candidates:pos-assistant"));
    expect(cursor!.cursor.toISOString()).toBe("2026-03-10T10:00:00.000Z");
  });

  it("resumes after a failure mid-import: the next run finishes without duplicates or re-reading what was written", async () => {
    fake.positions.push(position("pos-magasin", "Magasinier cariste H/F", "2026-02-15T10:00:00.000Z"));
    fake.candidates.set("pos-magasin", [
      candidate("m-1", "marc.petit@example.org", "2026-04-01T10:00:00.000Z"),
      candidate("m-2", "nina.roux@example.org", "2026-04-02T10:00:00.000Z"),
      candidate("m-3", "omar.haddad@example.org", "2026-04-03T10:00:00.000Z"),
    ]);
    fake.fail((r) => r.method === "GET" && r.path.endsWith("/position/pos-magasin/candidate/m-2"), 500);
    const since = fake.requests.length;
    const failure = await sync().catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(BreezyError);
    expect((failure as BreezyError).code).toBe("HTTP_500");
    expect((await t.deps.db.select({ id: candidates.id }).from(candidates).where(eq(candidates.breezyPositionId, "pos-magasin"))).length).toBe(1);

    const result = await sync();
    expect(result.candidates).toMatchObject({ created: 2, updated: 0 });
    const rows = await t.deps.db.select({ breezyId: candidates.breezyId }).from(candidates).where(eq(candidates.breezyPositionId, "pos-magasin"));
    expect(rows.map((r) => r.breezyId).sort()).toEqual(["m-1", "m-2", "m-3"]);
    expect(detailRequests(since, "m-1")).toHaveLength(1);
    expect(detailRequests(since, "m-2")).toHaveLength(2);
    const [{ n }] = await t.deps.db.select({ n: count() }).from(offers).where(eq(offers.breezyId, "pos-magasin"));
    expect(n).toBe(1);
  });

  it("stops a run that is out of time and queues its continuation, which finishes the import", async () => {
    fake.positions.push(position("pos-accueil", "Hôte d'accueil H/F", "2026-02-20T10:00:00.000Z"));
    fake.candidates.set("pos-accueil", [candidate("h-1", "ines.morel@example.org", "2026-05-01T10:00:00.000Z")]);
    await t.deps.db.delete(tasks);
    const partial = await syncBreezy(t.deps, t.deps.config.breezy!, client, { budgetMs: 0 });
    expect(partial).toMatchObject({ complete: false, candidates: { created: 0 } });
    expect(partial.message).toMatch(/la suite est programmée$/);
    const queued = await t.deps.db.select().from(tasks).where(eq(tasks.name, BREEZY_SYNC_TASK));
    expect(queued).toMatchObject([{ status: "PENDING", payload: { continued: true } }]);
    await t.runTasks();
    expect((await t.deps.db.select().from(tasks).where(eq(tasks.id, queued[0]!.id)))[0]).toMatchObject({ status: "DONE" });
    expect(await t.deps.db.select({ id: candidates.id }).from(candidates).where(eq(candidates.breezyId, "h-1"))).toHaveLength(1);
  });

  it("steps aside while another import is running (two instances)", async () => {
    await t.deps.db.delete(tasks);
    await t.deps.db.insert(tasks).values({ name: BREEZY_SYNC_TASK, status: "RUNNING", lockedAt: new Date(), attempts: 1 });
    const [mine] = await t.deps.db.insert(tasks).values({ name: BREEZY_SYNC_TASK }).returning();
    const since = fake.requests.length;
    await t.runTasks();
    expect((await t.deps.db.select().from(tasks).where(eq(tasks.id, mine!.id)))[0]).toMatchObject({ status: "DONE", message: SYNC_ALREADY_RUNNING });
    expect(fake.requests.length).toBe(since);
    await t.deps.db.delete(tasks);
  });
});

describe("import (breezy:sync): Breezy's rate limit, closed offers and runs on demand", () => {
  it("honours a 429: waits Breezy's Retry-After, then goes on", async () => {
    fake.fail((r) => r.path.endsWith("/positions"), 429, { headers: { "Retry-After": "3" } });
    const result = await sync();
    expect(waits).toContain(3000);
    expect(result.positions.created + result.positions.updated).toBe(0);
  });

  it("gives up on a 429 longer than it waits: the task fails and is retried later", async () => {
    fake.fail((r) => r.path.endsWith("/positions"), 429, { headers: { "Retry-After": "3600" } });
    const failure = await sync().catch((error: unknown) => error);
    expect(failure).toMatchObject({ name: "BreezyError", code: "HTTP_429", retryAfterSeconds: 3600 });
    expect(waits).toEqual([]);
  });

  it("archives an offer Breezy no longer publishes (its page answers 410)", async () => {
    const closed = fake.positions.findIndex((p) => p._id === "pos-magasin");
    fake.positions.splice(closed, 1);
    const result = await sync();
    expect(result.positions.archived).toBe(1);
    const [offer] = await t.deps.db.select().from(offers).where(eq(offers.breezyId, "pos-magasin"));
    expect(offer!.state).toBe("archived");
  });

  it("runs on demand from the tasks screen, under its French title", async () => {
    const { status, body } = await t.call<{ taskId: number }>("POST", "/api/tasks/run_now", { name: BREEZY_SYNC_TASK }, admin.headers);
    expect(status).toBe(200);
    await t.runTasks();
    const details = await t.call<{ title: string; state: string; message: string }>(
      "GET",
      `/api/tasks/get_task_details/${body.taskId}`,
      undefined,
      admin.headers,
    );
    expect(details.body).toMatchObject({ title: "Import des offres et des candidats de Breezy", state: "success" });
    expect(details.body.message).toMatch(/^Breezy : \d+ offre\(s\) et \d+ candidat\(s\) importé\(s\)$/);
    expect(taskTitle(BREEZY_SYNC_TASK)).toBe("Import des offres et des candidats de Breezy");
  });
});

describe("push of applications (breezy:push-application)", () => {
  it("queues the push with the application, retries after Breezy's 500, and sends the candidate and the CV once", async () => {
    const [offer] = await t.deps.db.select({ id: offers.id }).from(offers).where(eq(offers.breezyId, "pos-assistant"));
    await t.deps.db.delete(tasks);
    expect((await apply(t, offer!.id, "paul.girard@example.org")).status).toBe(200);
    const [application] = await t.deps.db
      .select()
      .from(applications)
      .innerJoin(candidates, eq(candidates.id, applications.candidateId))
      .where(eq(candidates.email, "paul.girard@example.org"));
    const [push] = await t.deps.db.select().from(tasks).where(eq(tasks.name, BREEZY_PUSH_TASK));
    expect(push).toMatchObject({ status: "PENDING", payload: { applicationId: application!.applications.id, positionId: "pos-assistant" } });

    fake.fail((r) => r.method === "POST" && r.path.endsWith("/position/pos-assistant/candidates"), 500);
    await t.runTasks();
    const [retrying] = await t.deps.db.select().from(tasks).where(eq(tasks.id, push!.id));
    expect(retrying).toMatchObject({ status: "PENDING", attempts: 1, lastError: "BreezyError HTTP_500" });
    const screen = await t.call<{ title: string; state: string; error: string }>("GET", `/api/tasks/get_task_details/${push!.id}`, undefined, admin.headers);
    expect(screen.body).toMatchObject({ title: "Envoi d'une candidature à Breezy", error: "BreezyError HTTP_500" });
    expect(fake.created.filter((c) => c.body.email_address === "paul.girard@example.org")).toEqual([]);

    // The upload fails once too: the retry sends the CV without creating a second candidate.
    fake.fail((r) => r.method === "POST" && r.path.endsWith("/resume"), 503);
    await t.runTasks({ now: new Date(Date.now() + 2 * 60_000) });
    await t.runTasks({ now: new Date(Date.now() + 10 * 60_000) });
    const [done] = await t.deps.db.select().from(tasks).where(eq(tasks.id, push!.id));
    expect(done).toMatchObject({ status: "DONE", attempts: 3, message: "Candidature envoyée à Breezy" });

    const created = fake.created.filter((c) => c.body.email_address === "paul.girard@example.org");
    expect(created).toHaveLength(1);
    expect(created[0]).toMatchObject({
      positionId: "pos-assistant",
      body: { name: "paul.girard", origin: "applied", cover_letter: expect.stringContaining("Six ans") },
    });
    const upload = fake.uploads.filter((u) => u.candidateId === created[0]!.id);
    expect(upload).toHaveLength(1);
    expect(upload[0]!.contentType).toMatch(/^multipart\/form-data/);
    expect(upload[0]!.body.includes(Buffer.from("%PDF-1.4"))).toBe(true);
    const [sent] = await t.deps.db.select().from(applications).where(eq(applications.id, application!.applications.id));
    expect(sent!.breezyCandidateId).toBe(created[0]!.id);
    expect(sent!.breezyPushedAt).toBeInstanceOf(Date);
    const [person] = await t.deps.db.select().from(candidates).where(eq(candidates.email, "paul.girard@example.org"));
    expect(person!.breezyUrl).toBe(`https://app.breezy.hr/app/c/${fake.companyId}/p/pos-assistant/candidate/${created[0]!.id}`);
  });

  it("sends an application to one of the site's own offers to the configured pool", async () => {
    const [own] = await insertOffers(t.deps.db, [{ name: "Standardiste H/F", description: "<p>Lyon.</p>" }]);
    await t.deps.db.delete(tasks);
    expect((await apply(t, own!, "rose.blanc@example.org")).status).toBe(200);
    await t.runTasks();
    expect(fake.created.filter((c) => c.body.email_address === "rose.blanc@example.org").map((c) => c.positionId)).toEqual(["vivier"]);
  });
});

describe("resume proxy for the CVthèque", () => {
  const resumeOf = async (breezyId: string) => {
    const [row] = await t.deps.db.select({ id: candidates.id }).from(candidates).where(eq(candidates.breezyId, breezyId));
    return t.app.request(`/api/jobs/candidates/${row!.id}/resume`, { headers: staff.headers });
  };

  it("serves a Breezy candidate's CV from Breezy", async () => {
    fake.resumes.set("c-1", { bytes: pdfBytes(4096), mime: "application/pdf", fileName: "cv-lea.pdf" });
    const response = await resumeOf("c-1");
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("application/pdf");
    expect(Buffer.from(await response.arrayBuffer()).equals(pdfBytes(4096))).toBe(true);
  });

  it("passes Breezy's 429 waiting time to the drawer's countdown", async () => {
    fake.fail((r) => r.path.endsWith("/candidate/c-1/resume"), 429, { headers: { "Retry-After": "17" } });
    const response = await resumeOf("c-1");
    expect(response.status).toBe(429);
    expect(response.headers.get("Retry-After")).toBe("17");
    expect(await response.json()).toEqual({
      detail: { waiting_time: 17, source: "breezy", message: "Veuillez patienter 17 secondes, Breezy est actuellement en surcharge serveur" },
    });
  });

  it("answers Breezy's 500 (or a file that is not a CV) with the fallback and the link to Breezy", async () => {
    fake.fail((r) => r.path.endsWith("/candidate/c-1/resume"), 500);
    const failed = await resumeOf("c-1");
    expect(failed.status).toBe(502);
    const body = (await failed.json()) as { detail: string; breezyUrl: string };
    expect(body).toEqual({ detail: BREEZY_RESUME_FAILED, breezyUrl: `https://app.breezy.hr/app/c/${fake.companyId}/p/pos-assistant/candidate/c-1` });

    fake.resumes.set("c-2", { bytes: Buffer.from("<html><script>alert(1)</script></html>"), mime: "text/html", fileName: "cv.html" });
    const notACv = await resumeOf("c-2");
    expect(notACv.status).toBe(502);
    expect(((await notACv.json()) as { detail: string }).detail).toBe(BREEZY_RESUME_FAILED);
  });

  it("refuses non-staff, and a bad id in French", async () => {
    const member = await signedInPerson(t, {});
    expect((await t.call("GET", "/api/jobs/candidates/1/resume", undefined, member.headers)).status).toBe(403);
    const bad = await t.call("GET", "/api/jobs/candidates/abc/resume", undefined, staff.headers);
    expect(bad.status).toBeGreaterThanOrEqual(400);
    expect(bad.status).toBeLessThan(500);
    expect(bad.body.detail).toMatch(/[a-zé]/i);
  });
});
