import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type ApiRefusal, type CallAnswer, type TestApp } from "../../tests/support/test-app";
import type { ListAnswer } from "../../common/schemas/list";
import type { ManagerMeta } from "../../common/manager-meta";
import type { adminAppList } from "./registry";
import { landRegistries, users } from "../db/schema";
import { createSession } from "../modules/account/session.service";
import { saveResource, deleteResource } from "./crud.service";
import { landRegistriesResource } from "./land-registries.resource";
import { resources } from "./registry";

const ORIGIN = "http://localhost:3000";
const SECRET_HASH = "$argon2id$v=19$m=19456,t=2,p=1$never-leaves-the-server";

type Person = { id: number; headers: Record<string, string> };

let t: TestApp;
let superuser: Person, admin: Person, staff: Person, plain: Person;
let sequence = 0;

/** A user straight in the database, signed in: the cookie and the Origin a page would send. */
async function person(flags: Partial<{ isStaff: boolean; isAdmin: boolean; isSuperuser: boolean }>, email?: string): Promise<Person> {
  const [row] = await t.deps.db
    .insert(users)
    .values({ email: email ?? `personne${++sequence}@cabinet.test`, passwordHash: SECRET_HASH, ...flags })
    .returning({ id: users.id });
  const { token } = await createSession(t.deps.db, row!.id);
  return { id: row!.id, headers: { Cookie: `session=${token}`, Origin: ORIGIN } };
}

const call = <Answer = ApiRefusal>(who: Person | null, method: string, path: string, body?: unknown) =>
  t.call<Answer>(method, path, body, who ? who.headers : { Origin: ORIGIN });
const LR = "/api/admin/geo/landregistry";
const USERS = "/api/admin/account/user";

beforeAll(async () => {
  t = await createTestApp();
  superuser = await person({ isSuperuser: true });
  admin = await person({ isAdmin: true });
  staff = await person({ isStaff: true });
  plain = await person({});
});
afterAll(() => t.close());

const city = { label: "Villeneuve-sur-Essai", code: "99001", zipcode: "99100", level: 3, prefixDeterminer: "de", availableForDynamicContent: true };

describe("land registries (Villes) as an admin: saving, reading and deleting", () => {
  it("creates, fetches, updates and deletes, then answers 404", async () => {
    const created = await call<typeof landRegistries.$inferSelect>(admin, "POST", `${LR}/save`, city);
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({ ...city, id: expect.any(Number), zipcodes: ["99100"] });
    const id = created.body.id;

    const fetched = await call<typeof landRegistries.$inferSelect>(admin, "GET", `${LR}/fetch/${id}`);
    expect(fetched.body).toMatchObject(city);

    const updated = await call<typeof landRegistries.$inferSelect>(admin, "POST", `${LR}/save`, { id, label: "Villeneuve-d'Essai", code: "99001", level: 3 });
    expect(updated.status).toBe(200);
    // Fields left out of the body keep their value.
    expect(updated.body).toMatchObject({ id, label: "Villeneuve-d'Essai", zipcode: "99100", availableForDynamicContent: true });

    expect((await call(admin, "DELETE", `${LR}/delete/${id}`)).body).toEqual({ id });
    const gone = await call<typeof landRegistries.$inferSelect>(admin, "GET", `${LR}/fetch/${id}`);
    expect(gone).toMatchObject({ status: 404, body: { detail: "Ville introuvable" } });
    expect((await call(admin, "DELETE", `${LR}/delete/${id}`)).status).toBe(404);
    expect((await call<typeof landRegistries.$inferSelect>(admin, "POST", `${LR}/save`, { ...city, id })).status).toBe(404);
    // Beyond the serial range, or not a number: not found, never a database error.
    expect((await call<typeof landRegistries.$inferSelect>(admin, "GET", `${LR}/fetch/3000000000`)).status).toBe(404);
    expect((await call<typeof landRegistries.$inferSelect>(admin, "GET", `${LR}/fetch/abc`)).status).toBe(404);
    const notAnObject = await call<typeof landRegistries.$inferSelect>(admin, "POST", `${LR}/save`, [city]);
    expect(notAnObject).toMatchObject({ status: 400, body: { detail: expect.stringContaining("objet JSON") } });
  });

  it("answers the spec's paths the same way", async () => {
    const saved = await call<typeof landRegistries.$inferSelect>(admin, "POST", "/api/geo/save_land_registry", { ...city, code: "99002" });
    expect(saved.status).toBe(200);
    const deleted = await call(admin, "DELETE", `/api/geo/delete_land_registry/${saved.body.id}`);
    expect(deleted).toMatchObject({ status: 200, body: { id: saved.body.id } });
  });
});

describe("land registries (Villes) as an admin: searching and refusals", () => {
  it("searches with query, filter, sort and paging, answering {rows, count, total}", async () => {
    const rows = [
      { label: "Saint-Étienne-du-Test", code: "99011", level: 3, availableForDynamicContent: true },
      { label: "Saint-Etienne-des-Bois", code: "99012", level: 3, availableForDynamicContent: false },
      { label: "Montagne-sur-Test", code: "99013", level: 3, availableForDynamicContent: true },
    ];
    for (const row of rows) expect((await call<typeof landRegistries.$inferSelect>(admin, "POST", `${LR}/save`, row)).status).toBe(200);
    const all = await t.deps.db.$count(landRegistries);

    const search = (body: unknown) => call<ListAnswer<typeof landRegistries.$inferSelect>>(admin, "POST", `${LR}/search`, body);
    const byQuery = await search({ query: "SAINT-ETIENNE", sort: "label" });
    expect(byQuery.status).toBe(200);
    expect(byQuery.body).toEqual({ rows: expect.any(Array), count: 2, total: all });
    expect(byQuery.body.rows.map((r) => r.label)).toEqual(["Saint-Etienne-des-Bois", "Saint-Étienne-du-Test"]);

    const filtered = await search({ query: "test", availableForDynamicContent: true, sort: "-label" });
    expect(filtered.body.rows.map((r) => r.label)).toEqual(["Saint-Étienne-du-Test", "Montagne-sur-Test"]);
    expect(filtered.body.count).toBe(2);

    const byCode = await search({ query: "9901", sort: "-code", limit: 1, page: 2 });
    expect(byCode.body).toMatchObject({ count: 3, rows: [{ code: "99012" }] });

    // French order: «Île» with the I's, whatever the case.
    for (const [label, code] of [
      ["jarnac-Test", "99021"],
      ["Île-Tudy-Test", "99022"],
      ["Ibos-Test", "99023"],
    ]) {
      expect((await call(admin, "POST", `${LR}/save`, { label, code, level: 3 })).status).toBe(200);
    }
    expect((await search({ query: "9902", sort: "label" })).body.rows.map((r) => r.label)).toEqual(["Ibos-Test", "Île-Tudy-Test", "jarnac-Test"]);
    expect((await search({ query: "9902", sort: "-label" })).body.rows.map((r) => r.label)).toEqual(["jarnac-Test", "Île-Tudy-Test", "Ibos-Test"]);

    const badSort = await search({ sort: "population" });
    expect(badSort).toMatchObject({ status: 400, body: { errors: { sort: expect.stringContaining("population") } } });
    const badLimit = await search({ limit: 101 });
    expect(badLimit.body.errors?.limit).toBe("La taille de page doit être comprise entre 1 et 100");
  });

  it("answers French field messages for an invalid or duplicate save", async () => {
    const empty = await call<typeof landRegistries.$inferSelect>(admin, "POST", `${LR}/save`, {});
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toEqual({ label: "Le libellé est requis", code: "Le code INSEE est requis", level: "Le niveau est requis" });

    const wrong = await call<typeof landRegistries.$inferSelect>(admin, "POST", `${LR}/save`, { label: "X", code: "99-1", level: 7, zipcode: "123" });
    expect(wrong.body.errors).toEqual({
      code: "Le code INSEE ne contient que des chiffres et des lettres",
      level: "Le niveau doit être 0 (Pays), 1 (Régions), 2 (Départements) ou 3 (Villes ou Communes)",
      zipcode: "Le code postal doit contenir 5 chiffres",
    });

    await call<typeof landRegistries.$inferSelect>(admin, "POST", `${LR}/save`, { label: "Doublon", code: "99021", level: 3 });
    const duplicate = await call<typeof landRegistries.$inferSelect>(admin, "POST", `${LR}/save`, { label: "Doublon bis", code: "99021", level: 3 });
    expect(duplicate).toMatchObject({
      status: 400,
      body: { detail: "Ce code INSEE existe déjà pour ce niveau", errors: { label: "Ce code INSEE existe déjà pour ce niveau" } },
    });
  });

  it("refuses saves and deletes of a view-only manager (405)", async () => {
    const viewOnly = { ...landRegistriesResource, viewOnly: true };
    const asAdmin = { id: admin.id, email: "a@b.fr", firstName: null, lastName: null, isStaff: false, isAdmin: true, isSuperuser: false, authPicture: null };
    await expect(saveResource(t.deps.db, asAdmin, viewOnly, { label: "X", code: "1", level: 3 })).rejects.toMatchObject({ status: 405 });
    await expect(deleteResource(t.deps.db, asAdmin, viewOnly, 1)).rejects.toMatchObject({ status: 405 });
  });
});

describe("users (Utilisateurs): no password hash ever, and the search", () => {
  const everyAnswer: string[] = [];
  const remember = async <Answer>(answer: Promise<CallAnswer<Answer>>) => {
    const result = await answer;
    everyAnswer.push(JSON.stringify(result.body));
    return result;
  };

  it("never sends nor accepts a password hash", async () => {
    const created = await remember(
      call<Omit<typeof users.$inferSelect, "passwordHash">>(admin, "POST", "/api/account/save_user", {
        email: " Camille.Martin@Cabinet.TEST ",
        firstName: "Camille",
        passwordHash: "x",
      }),
    );
    expect(created.status).toBe(200);
    expect(created.body.email).toBe("camille.martin@cabinet.test");
    const [stored] = await t.deps.db.select().from(users).where(eq(users.id, created.body.id));
    expect(stored!.passwordHash).toBeNull();

    await remember(call<ListAnswer<Omit<typeof users.$inferSelect, "passwordHash">>>(admin, "POST", "/api/account/search_users", { limit: 100 }));
    await remember(call(admin, "POST", `${USERS}/search`, { query: "camille" }));
    await remember(call<Omit<typeof users.$inferSelect, "passwordHash">>(admin, "GET", `${USERS}/fetch/${admin.id}`));
    const staffEmail = (await remember(call<Omit<typeof users.$inferSelect, "passwordHash">>(admin, "GET", `${USERS}/fetch/${staff.id}`))).body.email;
    await remember(
      call<Omit<typeof users.$inferSelect, "passwordHash">>(admin, "POST", `${USERS}/save`, { id: staff.id, email: staffEmail, lastName: "Durand" }),
    );
    for (const text of everyAnswer) {
      expect(text).not.toContain("passwordHash");
      expect(text).not.toContain("argon2");
    }
    expect(everyAnswer.join()).toContain("Durand");
  });

  it("finds users by name without accents and by role filters", async () => {
    await call<Omit<typeof users.$inferSelect, "passwordHash">>(admin, "POST", "/api/account/save_user", {
      email: "helene.leger@cabinet.test",
      firstName: "Hélène",
      lastName: "Léger",
      isStaff: true,
    });
    const byName = await call<ListAnswer<Omit<typeof users.$inferSelect, "passwordHash">>>(admin, "POST", "/api/account/search_users", {
      query: "helene leger",
    });
    expect(byName.body).toMatchObject({ count: 1, rows: [{ email: "helene.leger@cabinet.test" }] });

    const staffOnly = await call<ListAnswer<Omit<typeof users.$inferSelect, "passwordHash">>>(admin, "POST", "/api/account/search_users", {
      isStaff: true,
      limit: 100,
    });
    expect(staffOnly.body.rows.every((row) => row.isStaff)).toBe(true);
    // Consultant picker: staff in the wide sense (admins and superusers too), never plain users.
    const restricted = await call<ListAnswer<Omit<typeof users.$inferSelect, "passwordHash">>>(admin, "POST", "/api/account/search_users", {
      isRestricted: true,
      limit: 100,
    });
    const ids = restricted.body.rows.map((row) => row.id);
    expect(ids).toEqual(expect.arrayContaining([superuser.id, admin.id, staff.id]));
    expect(ids).not.toContain(plain.id);
    const one = await call<ListAnswer<Omit<typeof users.$inferSelect, "passwordHash">>>(admin, "POST", "/api/account/search_users", {
      isRestricted: true,
      recruiterEmail: "Helene.Leger@cabinet.test",
    });
    expect(one.body.rows.map((row) => row.email)).toEqual(["helene.leger@cabinet.test"]);
  });
});

describe("users (Utilisateurs): refusals, superuser status and deletion", () => {
  it("answers French messages for a missing, invalid or duplicate e-mail", async () => {
    expect((await call<Omit<typeof users.$inferSelect, "passwordHash">>(admin, "POST", "/api/account/save_user", {})).body.errors).toEqual({
      email: "L'adresse e-mail est requise",
    });
    expect(
      (await call<Omit<typeof users.$inferSelect, "passwordHash">>(admin, "POST", "/api/account/save_user", { email: "pas-un-mail" })).body.errors,
    ).toEqual({ email: "Format d'e-mail invalide" });
    const duplicate = await call<Omit<typeof users.$inferSelect, "passwordHash">>(admin, "POST", "/api/account/save_user", { email: "PERSONNE1@cabinet.test" });
    expect(duplicate).toMatchObject({
      status: 400,
      body: { detail: "Un utilisateur avec cet e-mail existe déjà", errors: { email: "Un utilisateur avec cet e-mail existe déjà" } },
    });
  });

  it("lets only a superuser grant, remove or touch superuser status", async () => {
    const target = await person({ isStaff: true });
    const save = (who: Person, body: object) => call<Omit<typeof users.$inferSelect, "passwordHash">>(who, "POST", "/api/account/save_user", body);
    const email = (await call<Omit<typeof users.$inferSelect, "passwordHash">>(admin, "GET", `${USERS}/fetch/${target.id}`)).body.email;

    expect((await save(admin, { email: "nouveau.super@cabinet.test", isSuperuser: true })).status).toBe(403);
    expect((await save(admin, { id: target.id, email, isSuperuser: true })).status).toBe(403);
    expect((await save(admin, { id: target.id, email, isSuperuser: false, isAdmin: true })).status).toBe(200);

    expect((await save(superuser, { id: target.id, email, isSuperuser: true })).body.isSuperuser).toBe(true);
    expect((await save(admin, { id: target.id, email, firstName: "Pirate" })).status).toBe(403);
    expect((await save(admin, { id: target.id, email, isSuperuser: false })).status).toBe(403);
    expect((await call(admin, "DELETE", `/api/user/delete_user/${target.id}`)).status).toBe(403);
    expect((await save(superuser, { id: target.id, email, isSuperuser: false })).body.isSuperuser).toBe(false);
  });

  it("refuses to delete one's own account, deletes others", async () => {
    const self = await call(admin, "DELETE", `/api/user/delete_user/${admin.id}`);
    expect(self).toMatchObject({ status: 403, body: { detail: "Vous ne pouvez pas supprimer votre propre compte" } });
    expect(await t.deps.db.$count(users, eq(users.id, admin.id))).toBe(1);

    const other = await person({ isStaff: true });
    expect((await call(admin, "DELETE", `/api/user/delete_user/${other.id}`)).status).toBe(200);
    expect(await call<Omit<typeof users.$inferSelect, "passwordHash">>(admin, "GET", `${USERS}/fetch/${other.id}`)).toMatchObject({
      status: 404,
      body: { detail: "Utilisateur introuvable" },
    });
  });
});

describe("admin app list and metadata", () => {
  const list = (who: Person | null) => call<ReturnType<typeof adminAppList>>(who, "GET", "/api/account/get_admin_app_list");

  it("answers 401 anonymous, 403 non-staff, and only staff-viewable managers to staff", async () => {
    expect((await list(null)).status).toBe(401);
    expect((await list(plain)).status).toBe(403);
    const { status, body } = await list(staff);
    expect(status).toBe(200);
    const listed = body.apps.flatMap((app) => app.models.map((m) => `${app.appLabel}/${m.objectName}`));
    expect(listed.sort()).toEqual(
      resources
        .filter((d) => d.roles.view === "staff")
        .map((d) => `${d.appLabel}/${d.model}`)
        .sort(),
    );
    expect(listed).not.toContain("account/user");
  });

  it("lists every manager with permissions and urls for an admin", async () => {
    const { body } = await list(admin);
    const all = { add: true, change: true, delete: true, view: true };
    const model = (appLabel: string, name: string, objectName: string) => ({
      name,
      objectName,
      permissions: all,
      urls: { list: `/admin/${appLabel}/${objectName}`, add: `/admin/${appLabel}/${objectName}?add=1`, action: `/api/admin/${appLabel}/${objectName}` },
    });
    expect(body.apps).toEqual(
      expect.arrayContaining([
        { name: "Comptes", appLabel: "account", models: [model("account", "Utilisateurs", "user")] },
        { name: "Géographie", appLabel: "geo", models: [model("geo", "Villes", "landregistry")] },
      ]),
    );
    // Every registered manager is listed once, under its own app.
    const listed = body.apps.flatMap((app) => app.models.map((m) => `${app.appLabel}/${m.objectName}`));
    expect(listed.sort()).toEqual(resources.map((d) => `${d.appLabel}/${d.model}`).sort());
  });

  it("gives the screens complete, JSON-only metadata", async () => {
    const { status, body } = await call<ManagerMeta>(admin, "GET", `${LR}/meta`);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      appLabel: "geo",
      model: "landregistry",
      name: "Ville",
      namePlural: "Villes",
      pageSize: 20,
      titleField: "label",
      viewOnly: false,
      permissions: { view: true, add: true, change: true, delete: true },
      notifications: { created: "La ville a été créée", updateFailed: "La ville n'a pas été modifiée", deleted: "La ville a été supprimée" },
    });
    expect(body.columns[0]).toEqual({ field: "label", label: "Libellé", sortable: true });
    expect(body.filters.map((f) => f.field)).toEqual(["query", "availableForDynamicContent"]);
    expect(body.formFields.find((f) => f.field === "level")?.options).toContainEqual({ value: 3, label: "Villes ou Communes" });
    for (const hidden of ["table", "schema", "hooks", "uniqueErrors"]) expect(body).not.toHaveProperty(hidden);
    expect((await call(admin, "GET", "/api/admin/geo/nothing/meta")).status).toBe(404);
    const userMeta = await call(admin, "GET", `${USERS}/meta`);
    expect(JSON.stringify(userMeta.body)).not.toContain("passwordHash");
  });
});

// Routes that must never answer an outsider: the generic manager, the registry's spec
// aliases, and the named account/content calls. Taken from the app itself, so a route added
// later on one of these paths without a role check makes this test fail.
// An alias is its method and path: GET /branding/search_independants is the public list, POST the manager's.
const aliasMethods = { search: "POST", fetch: "GET", save: "POST", delete: "DELETE", image: "POST" } as const;
// Each alias with whether it needs more than staff: reads need the manager's view role, writes its change role.
const aliasNeedsAdmin = new Map<string, boolean>(
  resources.flatMap((d) =>
    Object.entries(d.aliases ?? {}).flatMap(([action, path]) =>
      action in aliasMethods
        ? [
            [
              `${aliasMethods[action as keyof typeof aliasMethods]} /api${path}`,
              (action === "search" || action === "fetch" ? d.roles.view : d.roles.change) !== "staff",
            ] as const,
          ]
        : [],
    ),
  ),
);
const aliasRoutes = [...aliasNeedsAdmin.keys()];
const named =
  /\/(get_admin_app_list|search_users|save_user|delete_user|save_land_registry|delete_land_registry|change_password|register_page|search_candidates_magic|search_candidates|candidates|save_candidate_search|get_candidate_search_details|search_user_candidate_search)(\/|$)|\/jobs\/search\/:id\/delete$|\/jobs\/positions\/:id\/applications$/;
const isBackOffice = (method: string, path: string) => path.startsWith("/api/admin/") || named.test(path) || aliasRoutes.includes(`${method} ${path}`);

function sweepTargets() {
  const seen = new Set<string>();
  const targets: { method: string; path: string; adminOnly: boolean }[] = [];
  for (const route of t.app.routes) {
    if (route.method === "ALL" || !isBackOffice(route.method, route.path) || seen.has(`${route.method} ${route.path}`)) continue;
    seen.add(`${route.method} ${route.path}`);
    const generic = route.path.includes(":appLabel");
    for (const d of generic ? resources : [null]) {
      const path = route.path
        .replace(":appLabel", d?.appLabel ?? "")
        .replace(":model", d?.model ?? "")
        .replace(/:[A-Za-z]+/g, "1");
      // Staff may view some managers (the team); writes and every other manager need more.
      const writes = /\/(save|delete\/1)$/.test(path);
      const adminOnly = d ? (writes ? d.roles.change : d.roles.view) !== "staff" : (aliasNeedsAdmin.get(`${route.method} ${route.path}`) ?? false);
      targets.push({ method: route.method, path, adminOnly });
    }
  }
  return targets;
}

describe("role sweep over every back-office route", () => {
  it("covers the generic routes of every manager and the spec's paths", () => {
    const found = sweepTargets().map((r) => `${r.method} ${r.path}`);
    for (const d of resources) {
      const base = `/api/admin/${d.appLabel}/${d.model}`;
      expect(found).toEqual(
        expect.arrayContaining([`POST ${base}/search`, `GET ${base}/fetch/1`, `POST ${base}/save`, `DELETE ${base}/delete/1`, `GET ${base}/meta`]),
      );
    }
    expect(found).toEqual(
      expect.arrayContaining([
        "GET /api/account/get_admin_app_list",
        "POST /api/account/search_users",
        "POST /api/account/save_user",
        "DELETE /api/user/delete_user/1",
        "POST /api/geo/save_land_registry",
        "DELETE /api/geo/delete_land_registry/1",
        "POST /api/jobs/search_candidates_magic",
        "GET /api/jobs/search_candidates",
        "GET /api/jobs/candidates/1/details",
        "POST /api/jobs/candidates/1/notes",
        "GET /api/jobs/candidates/1/resume",
        "POST /api/jobs/save_candidate_search",
        "GET /api/jobs/get_candidate_search_details/1",
        "DELETE /api/jobs/search/1/delete",
        "GET /api/jobs/search_user_candidate_search",
        "POST /api/jobs/candidates/1/save",
        "GET /api/jobs/positions/1/applications",
        "POST /api/branding/save_agency_file/1",
        "POST /api/branding/save_independant_picture/1",
        "POST /api/branding/save_team_member_picture/1",
        "POST /api/branding/save_partner_file/1",
        "POST /api/jobs/save_job_profile_picture/1",
        "POST /api/admin/branding/agency/image/1",
        "DELETE /api/admin/branding/agency/image/1",
      ]),
    );
  });

  it("answers 401 to anonymous callers and 403 to signed-in non-staff", async () => {
    const failures: string[] = [];
    for (const { method, path } of sweepTargets()) {
      const body = method === "POST" ? {} : undefined;
      const anonymous = await call(null, method, path, body);
      if (anonymous.status !== 401) failures.push(`anonymous ${method} ${path} → ${anonymous.status}`);
      const outsider = await call(plain, method, path, body);
      if (outsider.status !== 403 || /origine/.test(outsider.body?.detail ?? "")) failures.push(`non-staff ${method} ${path} → ${outsider.status}`);
    }
    expect(failures).toEqual([]);
  });

  it("answers 403 to staff wherever the manager needs more than staff", async () => {
    const failures: string[] = [];
    for (const { method, path } of sweepTargets().filter((r) => r.adminOnly)) {
      const answer = await call(staff, method, path, method === "POST" ? {} : undefined);
      if (answer.status !== 403) failures.push(`staff ${method} ${path} → ${answer.status}`);
    }
    expect(failures).toEqual([]);
  });
});
