import { Hono, type Context } from "hono";
import type { AppDeps } from "../app-deps";
import { currentUser } from "../modules/account/auth.middleware";
import { HttpError } from "../lib/errors";
import { idParam, jsonBody } from "../lib/http";
import { assertAccess, assertStaff, deleteResource, fetchResource, saveResource, searchResource } from "./crud.service";
import { adminAppList, findResource, resourceMeta, resources } from "./registry";
import type { AnyResource } from "./types";

type Resolve = (c: Context) => AnyResource;

/**
 * Mounted at /api. Generic routes under /admin/{appLabel}/{model}/ for every registered
 * manager, the spec's own paths where a descriptor declares them, and the admin app list.
 * Every handler checks roles before reading the body or the id, so an anonymous or
 * non-staff caller learns nothing (401/403) whatever they send.
 */
export function resourcesApi({ db }: AppDeps) {
  const api = new Hono();
  const routes = (path: string, pick: Resolve) => ({
    search: () =>
      api.post(path, async (c) => {
        const d = pick(c);
        assertAccess(currentUser(c), d, "view");
        return c.json(await searchResource(db, currentUser(c), d, await jsonBody(c)));
      }),
    fetch: () =>
      api.get(path, async (c) => {
        const d = pick(c);
        assertAccess(currentUser(c), d, "view");
        return c.json(await fetchResource(db, currentUser(c), d, idParam(c.req.param("id"))));
      }),
    save: () =>
      api.post(path, async (c) => {
        const d = pick(c);
        assertAccess(currentUser(c), d, "view");
        return c.json(await saveResource(db, currentUser(c), d, await jsonBody(c)));
      }),
    delete: () =>
      api.delete(path, async (c) => {
        const d = pick(c);
        assertAccess(currentUser(c), d, "delete");
        return c.json(await deleteResource(db, currentUser(c), d, idParam(c.req.param("id"))));
      }),
  });

  // Staff check before the lookup: outsiders cannot probe which managers exist.
  const fromPath: Resolve = (c) => {
    assertStaff(currentUser(c));
    const d = findResource(c.req.param("appLabel"), c.req.param("model"));
    if (!d) throw new HttpError(404, "Gestionnaire introuvable");
    return d;
  };
  const base = "/admin/:appLabel/:model";
  routes(`${base}/search`, fromPath).search();
  routes(`${base}/fetch/:id`, fromPath).fetch();
  routes(`${base}/save`, fromPath).save();
  routes(`${base}/delete/:id`, fromPath).delete();
  api.get(`${base}/meta`, (c) => c.json(resourceMeta(currentUser(c), fromPath(c))));

  for (const d of resources) {
    for (const [action, path] of Object.entries(d.aliases ?? {}) as [keyof NonNullable<AnyResource["aliases"]>, string][]) {
      routes(path, () => d)[action]();
    }
  }

  api.get("/account/get_admin_app_list", (c) => c.json(adminAppList(currentUser(c))));
  return api;
}
