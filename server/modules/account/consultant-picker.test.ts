import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../tests/support/test-app";
import { signedInPerson, TEST_ORIGIN, type Person } from "../../../tests/support/people";
import { users } from "../../db/schema";
import { CONSULTANT_PICKER_LIMIT } from "./consultant-picker";
import type { Consultant } from "../../../common/job-survey-consultants";

let t: TestApp;
let admin: Person;
let staff: Person;
let address = 0;
type PickerAnswer = { rows: (Consultant & Record<string, unknown>)[]; count: number };
const visitor = () => ({ Origin: TEST_ORIGIN, "X-Forwarded-For": `198.51.100.${++address % 250}` });
const search = (body: unknown, headers: Record<string, string> = visitor()) => t.call<PickerAnswer>("POST", "/api/account/search_users", body, headers);

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInPerson(t, { isAdmin: true, isStaff: true });
  staff = await signedInPerson(t, { isStaff: true });
  await t.deps.db.insert(users).values([
    { email: "helene.garnier@cabinet.test", firstName: "Hélène", lastName: "Garnier", isStaff: true, passwordHash: "x" },
    { email: "hugo.garnier@cabinet.test", firstName: "Hugo", lastName: "Garnier", isStaff: true, passwordHash: "x" },
    // Not staff: never a consultant, never shown.
    { email: "garnier.client@exemple.fr", firstName: "Paul", lastName: "Garnier", passwordHash: "x" },
  ]);
});
afterAll(() => t.close());

describe("POST /api/account/search_users with isRestricted (the survey's consultant picker)", () => {
  const names = (rows: PickerAnswer["rows"]) => rows.map((row) => `${row.firstName} ${row.lastName}`).sort();

  it("answers a visitor with staff accounts only, their id and name, never an address", async () => {
    const { status, body } = await search({ isRestricted: true, query: "garnier" });
    expect(status).toBe(200);
    expect(names(body.rows)).toEqual(["Hugo Garnier", "Hélène Garnier"]);
    for (const row of body.rows) expect(Object.keys(row).sort()).toEqual(["firstName", "id", "lastName"]);
  });

  it("gives non-admin staff no address either", async () => {
    const { body } = await search({ isRestricted: true, query: "garnier" }, staff.headers);
    expect(JSON.stringify(body)).not.toContain("@");
  });

  it("matches names without accents, and an address only whole: no address is learnt letter by letter", async () => {
    expect(names((await search({ isRestricted: true, query: "helene" })).body.rows)).toEqual(["Hélène Garnier"]);
    expect(names((await search({ isRestricted: true, query: "Hugo.Garnier@cabinet.test" })).body.rows)).toEqual(["Hugo Garnier"]);
    expect((await search({ isRestricted: true, query: "cabinet.test" })).body.rows).toEqual([]);
    expect((await search({ isRestricted: true, query: "hugo.garnier@" })).body.rows).toEqual([]);
  });

  it("finds the survey's consultant by the address staff gave or by the id the candidate picked (one row: the picker selects it)", async () => {
    const byAddress = await search({ isRestricted: true, recruiterEmail: "Hugo.Garnier@cabinet.test" });
    expect(byAddress.body.rows).toEqual([{ id: expect.any(Number), firstName: "Hugo", lastName: "Garnier" }]);
    const byId = await search({ isRestricted: true, recruiterId: byAddress.body.rows[0]!.id });
    expect(byId.body.rows).toEqual(byAddress.body.rows);
    // Admins get the users manager's own rows: the same one consultant.
    const asAdmin = await search({ isRestricted: true, recruiterId: byAddress.body.rows[0]!.id }, admin.headers);
    expect(asAdmin.body.rows.map((row) => row.id)).toEqual([byAddress.body.rows[0]!.id]);
  });

  it("lists nobody without a query or an address, and at most a few", async () => {
    expect((await search({ isRestricted: true })).body.rows).toEqual([]);
    expect((await search({ isRestricted: true, query: "a" })).body.rows.length).toBeLessThanOrEqual(CONSULTANT_PICKER_LIMIT);
  });

  it("keeps the users manager closed to visitors and staff without isRestricted, and whole for admins", async () => {
    expect((await search({ query: "garnier" })).status).toBe(401);
    expect((await search({ query: "garnier" }, staff.headers)).status).toBe(403);
    const asAdmin = await search({ isRestricted: true, query: "garnier" }, admin.headers);
    expect(asAdmin.status).toBe(200);
    expect(asAdmin.body.rows[0]).toHaveProperty("isStaff", true);
  });

  it("refuses hostile input with a 400", async () => {
    expect((await search({ isRestricted: true, query: 42 })).status).toBe(400);
    expect((await search({ isRestricted: true, query: "x".repeat(500) })).status).toBe(400);
    expect((await search({ isRestricted: true, query: "a\u0000b" })).status).toBe(400);
  });
});
