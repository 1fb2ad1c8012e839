import { Hono, type Context } from "hono";
import type { AppDeps } from "../app-deps";
import { currentUser } from "../modules/account/auth.middleware";
import { HttpError } from "../lib/errors";
import { idParam, jsonBody } from "../lib/http";
import { assertAccess, assertStaff, fetchResource, recordIdParam, saveResource, searchResource } from "./crud.service";
import { adminAppList, findResource, resourceMeta, resources } from "./registry";
import { bodyLimit } from "hono/body-limit";
import { mediaStoreFor, type MediaStore } from "../lib/media-store";
import { IMAGE_MAX_BYTES, IMAGE_MESSAGES } from "../../common/images";
import { deleteWithPictures, removeResourceImage, saveResourceImage } from "./resource-images";
import type { AnyResource } from "./types";
import { assertMayAct, bulkAction } from "./bulk.service";
import { csvAttachment } from "../lib/csv";
import { exportResource } from "./bulk-export";
import { historyApi } from "./history.api";
import { deleteImpactOf } from "./delete-impact";

type Resolve = (c: Context) => AnyResource;

/**
 * The registry's handlers, each added to `api` at the path given: a manager's generic path (its
 * descriptor read from the path) or a descriptor's own spec path.
 */
function resourceRoutes(api: Hono, db: AppDeps["db"], media: MediaStore) {
  const imageBodyLimit = bodyLimit({
    maxSize: IMAGE_MAX_BYTES + 64 * 1024,
    onError: () => {
      throw new HttpError(413, IMAGE_MESSAGES.tooLarge, { uploadedFile: IMAGE_MESSAGES.tooLarge });
    },
  });
  return (path: string, pick: Resolve, answerField?: string) => ({
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
        return c.json(await fetchResource(db, currentUser(c), d, recordIdParam(d, c.req.param("id"))));
      }),
    save: () =>
      api.post(path, async (c) => {
        const d = pick(c);
        assertAccess(currentUser(c), d, "view");
        const saved = await saveResource(db, currentUser(c), d, await jsonBody(c));
        return c.json(answerField ? { [answerField]: saved } : saved);
      }),
    delete: () =>
      api.delete(path, async (c) => {
        const d = pick(c);
        assertAccess(currentUser(c), d, "delete");
        return c.json(await deleteWithPictures(db, media, currentUser(c), d, idParam(c.req.param("id"))));
      }),
    // Multipart `uploadedFile` (spec 3 §7); checked for rights before the body is read.
    image: () =>
      api.post(
        path,
        async (c, next) => {
          assertAccess(currentUser(c), pick(c), "change");
          return imageBodyLimit(c, next);
        },
        async (c) => {
          const d = pick(c);
          const id = idParam(c.req.param("id"));
          let form: Record<string, unknown>;
          try {
            form = await c.req.parseBody();
          } catch {
            throw new HttpError(400, "Le formulaire envoyé est illisible");
          }
          return c.json(await saveResourceImage(db, media, currentUser(c), d, id, form.uploadedFile));
        },
      ),
    removeImage: () =>
      api.delete(path, async (c) => {
        const d = pick(c);
        return c.json(await removeResourceImage(db, media, currentUser(c), d, idParam(c.req.param("id"))));
      }),
  });
}

/**
 * Mounted at /api. Generic routes under /admin/{appLabel}/{model}/ for every registered
 * manager, the spec's own paths where a descriptor declares them, and the admin app list.
 * Every handler checks roles before reading the body or the id, so an anonymous or
 * non-staff caller learns nothing (401/403) whatever they send.
 */
export function resourcesApi({ db, config }: AppDeps) {
  const api = new Hono();
  const media = mediaStoreFor(config);
  const routes = resourceRoutes(api, db, media);

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
  routes(`${base}/image/:id`, fromPath).image();
  routes(`${base}/image/:id`, fromPath).removeImage();
  api.get(`${base}/meta`, (c) => c.json(resourceMeta(currentUser(c), fromPath(c))));
  // The list's selection (issue 49): rights checked before the body is read, as everywhere here.
  api.post(`${base}/bulk`, async (c) => {
    const d = fromPath(c);
    assertMayAct(currentUser(c), d);
    return c.json(await bulkAction({ db, media }, currentUser(c), d, await jsonBody(c)));
  });
  api.post(`${base}/export`, async (c) => {
    const d = fromPath(c);
    assertAccess(currentUser(c), d, "view");
    return csvAttachment(c, await exportResource(db, currentUser(c), d, await jsonBody(c)));
  });
  api.get(`${base}/delete_impact/:id`, async (c) => c.json(await deleteImpactOf(db, currentUser(c), fromPath(c), c.req.param("id"))));

  for (const d of resources) {
    for (const [action, path] of Object.entries(d.aliases ?? {}) as [Exclude<keyof ReturnType<typeof routes>, "removeImage"> | "saveAnswerField", string][]) {
      if (action !== "saveAnswerField") routes(path, () => d, action === "save" ? d.aliases?.saveAnswerField : undefined)[action]();
    }
  }

  api.get("/account/get_admin_app_list", (c) => c.json(adminAppList(currentUser(c))));
  // A record's «Historique» (decision 0065): managers' records and the CVthèque's candidates.
  api.route("/history", historyApi({ db }));
  return api;
}

/** The picture calls carry a file: app.ts leaves them out of the JSON size limit (they have their own). */
const imagePaths = [/^\/api\/admin\/[^/]+\/[^/]+\/image\/[^/]+$/].concat(
  resources.flatMap((d) => (d.aliases?.image ? [new RegExp(`^/api${d.aliases.image.replace(":id", "[^/]+")}$`)] : [])),
);
export const isImageUploadPath = (path: string) => imagePaths.some((pattern) => pattern.test(path));
