import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../tests/support/test-app";
import { signedInPerson, type Person } from "../../../tests/support/people";
import { trainingRegistrations, trainings, trainingSessions } from "../../db/schema";
import { SESSION_MESSAGES as M, type SessionDetails, type SessionEvent } from "./sessions.service";

let t: TestApp;
let admin: Person;
let staff: Person;
let trainingId: number;
let otherTrainingId: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInPerson(t, { isAdmin: true });
  staff = await signedInPerson(t, { isStaff: true });
  const rows = await t.deps.db
    .insert(trainings)
    .values([
      { label: "Gérer son temps", slug: "gerer-son-temps-sessions-test" },
      { label: "Animer une réunion", slug: "animer-une-reunion-sessions-test" },
    ])
    .returning({ id: trainings.id });
  [trainingId, otherTrainingId] = rows.map((row) => row.id) as [number, number];
});
afterAll(() => t.close());

type Saved = { session: SessionEvent };
const save = (body: unknown, id?: number, who: Person = admin) => t.call<Saved>("POST", `/api/training/session_save${id ? `/${id}` : ""}`, body, who.headers);
const search = (startAt: string, endAt: string, who: Person = admin) =>
  t.call<{ rows: SessionEvent[]; count: number }>(
    "POST",
    "/api/training/search_sessions",
    { calendarQuery: { startAt, endAt, view: "timeGridWeek" } },
    who.headers,
  );
const register = (sessionId: number, names: string, mail: string, phoneNumber = "06 12 34 56 78") =>
  t.deps.db.insert(trainingRegistrations).values({ sessionId, names, mail, phoneNumber, createdAt: new Date("2026-03-01T08:30:00Z") });

describe("sessions calls: who may call them", () => {
  it("answers 401 to visitors and 403 to staff who are not admins, whatever they send", async () => {
    const calls: [string, string, unknown?][] = [
      ["POST", "/api/training/search_sessions", { calendarQuery: {} }],
      ["GET", "/api/training/session_fetch/1"],
      ["POST", "/api/training/session_save", "pas du json"],
      ["POST", "/api/training/session_save/1", {}],
      ["DELETE", "/api/training/session_delete/1"],
      ["GET", "/api/training/session_registrations_csv/1"],
    ];
    for (const [method, path, body] of calls) {
      expect((await t.call(method, path, body)).status, `${method} ${path}`).toBe(401);
      expect((await t.call(method, path, body, staff.headers)).status, `${method} ${path}`).toBe(403);
    }
  });

  it("refuses a staff write from another site (CSRF), like every other staff write", async () => {
    const answer = await save({ trainingId, startAt: "2026-03-02T09:00:00+01:00", endAt: "2026-03-02T13:00:00+01:00" }, undefined, {
      ...admin,
      headers: { ...admin.headers, Origin: "https://ailleurs.example" },
    });
    expect(answer.status).toBe(403);
  });
});

describe("session_save, session_fetch, search_sessions: a session and the calendar", () => {
  it("creates a session, answers it with its training and hours, moves it, and the calendar finds it in its week only", async () => {
    const created = await save({ trainingId, startAt: "2026-03-02T09:00:00+01:00", endAt: "2026-03-02T13:00:00+01:00", duration: 4, capacity: 12 });
    expect(created.status).toBe(200);
    const { session } = created.body;
    expect(session).toMatchObject({
      trainingId,
      trainingLabel: "Gérer son temps",
      startAt: "2026-03-02T08:00:00.000Z",
      duration: 4,
      capacity: 12,
      registrationCount: 0,
    });

    // Moved to Thursday and lengthened (a drag and a resize), given to another training, no limit.
    const moved = await save(
      { trainingId: otherTrainingId, startAt: "2026-03-05T14:00:00+01:00", endAt: "2026-03-05T17:30:00+01:00", capacity: null },
      session.id,
    );
    expect(moved.status).toBe(200);
    expect(moved.body.session).toMatchObject({ id: session.id, trainingLabel: "Animer une réunion", duration: 4, capacity: null });

    const fetched = await t.call<SessionDetails>("GET", `/api/training/session_fetch/${session.id}`, undefined, admin.headers);
    expect(fetched.body).toMatchObject({
      id: session.id,
      training: { id: otherTrainingId, label: "Animer une réunion" },
      endAt: "2026-03-05T16:30:00.000Z",
      registrations: [],
    });

    const week = await search("2026-03-02T00:00:00+01:00", "2026-03-09T00:00:00+01:00");
    expect(week.status).toBe(200);
    expect(week.body.rows.map((row) => row.id)).toContain(session.id);
    expect((await search("2026-03-09T00:00:00+01:00", "2026-03-16T00:00:00+01:00")).body.rows.map((row) => row.id)).not.toContain(session.id);
    expect((await t.call("GET", "/api/training/session_fetch/999999", undefined, admin.headers)).status).toBe(404);
    expect((await save({ trainingId, startAt: "2026-03-02T09:00:00Z", endAt: "2026-03-02T10:00:00Z" }, 999_999)).status).toBe(404);
  });

  it("shows a session across the week's edge in both weeks, with its registration count", async () => {
    const { body } = await save({ trainingId, startAt: "2026-04-05T22:00:00+02:00", endAt: "2026-04-06T02:00:00+02:00" });
    await register(body.session.id, "Léa Martin", "lea@exemple.fr");
    const before = await search("2026-03-30T00:00:00+02:00", "2026-04-06T00:00:00+02:00");
    const after = await search("2026-04-06T00:00:00+02:00", "2026-04-13T00:00:00+02:00");
    for (const week of [before, after]) expect(week.body.rows.find((row) => row.id === body.session.id)).toMatchObject({ registrationCount: 1 });
  });
});

describe("session_save, search_sessions: what is refused, in French", () => {
  it("asks for the training in the spec's words, and refuses an unknown one in French", async () => {
    const slot = { startAt: "2026-03-02T09:00:00+01:00", endAt: "2026-03-02T13:00:00+01:00" };
    for (const trainingIdSent of [undefined, null, ""]) {
      const answer = await save({ ...slot, trainingId: trainingIdSent });
      expect(answer.status).toBe(400);
      expect(answer.body.errors).toMatchObject({ trainingId: "Training is required" });
    }
    const unknown = await save({ ...slot, trainingId: 999_999 });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors).toEqual({ trainingId: M.trainingUnknown });
    expect((await save({ ...slot, trainingId: "deux" })).body.errors).toMatchObject({ trainingId: M.trainingUnknown });
  });

  it("wants the end after the start, and real dates", async () => {
    const backwards = await save({ trainingId, startAt: "2026-03-02T13:00:00+01:00", endAt: "2026-03-02T09:00:00+01:00" });
    expect(backwards.status).toBe(400);
    expect(backwards.body.errors).toEqual({ endAt: "La fin doit être après le début" });
    expect((await save({ trainingId, startAt: "2026-03-02T13:00:00Z", endAt: "2026-03-02T13:00:00Z" })).body.errors).toEqual({ endAt: M.endBeforeStart });
    const missing = await save({ trainingId });
    expect(missing.body.errors).toMatchObject({ startAt: M.startRequired, endAt: M.endRequired });
    for (const startAt of ["demain", "2026-02-30", "+275760-09-13T00:00:00Z", 1_772_438_400_000, "2026-03-02T09:00:00\u0000"])
      expect((await save({ trainingId, startAt, endAt: "2026-03-02T13:00:00Z" })).status, String(startAt)).toBe(400);
  });

  it("keeps the capacity a positive whole number, never below the seats taken", async () => {
    const slot = { trainingId, startAt: "2026-05-04T09:00:00+02:00", endAt: "2026-05-04T13:00:00+02:00" };
    for (const capacity of [0, -3, 2.5, "dix", 2 ** 31, 1e308])
      expect((await save({ ...slot, capacity })).body.errors, String(capacity)).toEqual({ capacity: M.capacity });
    const { body } = await save({ ...slot, capacity: 5 });
    await register(body.session.id, "Paul Durand", "paul@exemple.fr");
    await register(body.session.id, "Zoé Petit", "zoe@exemple.fr");
    const below = await save({ ...slot, capacity: 1 }, body.session.id);
    expect(below.status).toBe(400);
    expect(below.body.errors).toEqual({ capacity: "La capacité ne peut pas être inférieure au nombre d'inscrits (2)" });
    expect((await save({ ...slot, capacity: 2 }, body.session.id)).body.session).toMatchObject({ capacity: 2, registrationCount: 2 });
    expect((await save({ ...slot, capacity: "" }, body.session.id)).body.session).toMatchObject({ capacity: null });
  });

  it("answers 400, never 500, to bodies of the wrong shape", async () => {
    for (const body of ["[1,2]", "null", "42", '"texte"', "{", JSON.stringify({ trainingId: { $gt: 1 } }), JSON.stringify({ trainingId: "a\u0000b" })])
      expect((await save(body)).status, body).toBe(400);
    for (const calendarQuery of [null, "semaine", [], { startAt: 1, endAt: 2 }, { startAt: "2026-03-02T00:00:00Z" }])
      expect((await t.call("POST", "/api/training/search_sessions", { calendarQuery }, admin.headers)).status).toBe(400);
    expect((await t.call("GET", "/api/training/session_fetch/abc", undefined, admin.headers)).status).toBe(404);
    expect((await t.call("GET", `/api/training/session_fetch/${2 ** 40}`, undefined, admin.headers)).status).toBe(404);
  });

  it("bounds the calendar's range to 62 days, in French", async () => {
    const year = await search("2026-01-01T00:00:00Z", "2026-12-31T00:00:00Z");
    expect(year.status).toBe(400);
    expect(year.body.detail).toBe("La période affichée ne doit pas dépasser 62 jours");
    expect((await search("2026-03-09T00:00:00Z", "2026-03-02T00:00:00Z")).body.detail).toBe(M.rangeInverted);
    expect((await search("2026-03-01T00:00:00Z", "2026-05-02T00:00:00Z")).status).toBe(200);
  });
});

describe("session_delete", () => {
  it("deletes a session nobody registered for, and refuses one with registrations with a 409", async () => {
    const slot = { trainingId, startAt: "2026-06-01T09:00:00+02:00", endAt: "2026-06-01T13:00:00+02:00" };
    const empty = (await save(slot)).body.session;
    const remove = (id: number) => t.call("DELETE", `/api/training/session_delete/${id}`, undefined, admin.headers);
    expect((await remove(empty.id)).status).toBe(200);
    expect(await t.deps.db.select().from(trainingSessions).where(eq(trainingSessions.id, empty.id))).toEqual([]);
    expect((await remove(empty.id)).status).toBe(404);

    const taken = (await save(slot)).body.session;
    await register(taken.id, "Inès Roux", "ines@exemple.fr");
    const refused = await remove(taken.id);
    expect(refused.status).toBe(409);
    expect(refused.body.detail).toMatch(/^Cette session compte 1 inscription\u202f: elle ne peut pas être supprimée/);
    expect(await t.deps.db.select().from(trainingSessions).where(eq(trainingSessions.id, taken.id))).toHaveLength(1);
  });
});

describe("session_registrations_csv", () => {
  it("gives the registrations as a French Excel CSV: BOM, «;», quoted cells, formulas defused", async () => {
    const { session } = (await save({ trainingId, startAt: "2026-07-06T09:00:00+02:00", endAt: "2026-07-06T13:00:00+02:00" })).body;
    await register(session.id, "Dupont; Marie", "marie@exemple.fr", "+33 6 12 34 56 78");
    await t.deps.db.insert(trainingRegistrations).values({
      sessionId: session.id,
      names: '=HYPERLINK("http://x")',
      mail: "@evil",
      phoneNumber: 'dit "bonjour"\nsur deux lignes',
      createdAt: new Date("2026-03-02T10:00:00Z"),
    });
    const res = await t.app.request(`/api/training/session_registrations_csv/${session.id}`, { headers: admin.headers });
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("Content-Disposition")).toBe(`attachment; filename="inscrits-session-${session.id}-2026-07-06.csv"`);
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes.slice(3));
    expect(text.split("\r\n")).toEqual([
      "Nom;E-mail;Téléphone;Date d'inscription",
      `"Dupont; Marie";marie@exemple.fr;'+33 6 12 34 56 78;01/03/2026 09:30`,
      `"'=HYPERLINK(""http://x"")";'@evil;"dit ""bonjour""\nsur deux lignes";02/03/2026 11:00`,
      "",
    ]);
    expect((await t.call("GET", "/api/training/session_registrations_csv/999999", undefined, admin.headers)).status).toBe(404);
  });
});
