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
  it("answers a visitor with staff accounts only, and only their name and e-mail", async () => {
    const { status, body } = await search({ isRestricted: true, query: "garnier" });
    expect(status).toBe(200);
    expect(body.rows.map((row) => row.email).sort()).toEqual(["helene.garnier@cabinet.test", "hugo.garnier@cabinet.test"]);
    for (const row of body.rows) expect(Object.keys(row).sort()).toEqual(["email", "firstName", "lastName"]);
  });

  it("matches without accents and finds the survey's consultant by address (one row: the picker selects it)", async () => {
    expect((await search({ isRestricted: true, query: "helene" })).body.rows.map((r) => r.email)).toEqual(["helene.garnier@cabinet.test"]);
    const byAddress = await search({ isRestricted: true, recruiterEmail: "Hugo.Garnier@cabinet.test" });
    expect(byAddress.body.rows).toEqual([{ email: "hugo.garnier@cabinet.test", firstName: "Hugo", lastName: "Garnier" }]);
  });

  it("lists nobody without a query or an address, and at most a few", async () => {
    expect((await search({ isRestricted: true })).body.rows).toEqual([]);
    expect((await search({ isRestricted: true, query: "cabinet.test" })).body.rows.length).toBeLessThanOrEqual(CONSULTANT_PICKER_LIMIT);
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
