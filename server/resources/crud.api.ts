import { Hono, type Context, type MiddlewareHandler } from "hono";
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
type Call = { db: AppDeps["db"]; media: MediaStore };

/**
 * What each manager call does once its descriptor is known: the same for a manager's generic
 * path (the descriptor read from the path) and a descriptor's own spec path (its aliases).
 */
function resourceCalls({ db, media }: Call) {
  return {
    search: async (c: Context, d: AnyResource) => {
      assertAccess(currentUser(c), d, "view");
      return searchResource(db, currentUser(c), d, await jsonBody(c));
    },
    fetch: async (c: Context, d: AnyResource) => {
      assertAccess(currentUser(c), d, "view");
      return fetchResource(db, currentUser(c), d, recordIdParam(d, c.req.param("id")));
    },
    save: async (c: Context, d: AnyResource) => {
      assertAccess(currentUser(c), d, "view");
      return saveResource(db, currentUser(c), d, await jsonBody(c));
    },
    delete: async (c: Context, d: AnyResource) => {
      assertAccess(currentUser(c), d, "delete");
      return deleteWithPictures(db, media, currentUser(c), d, idParam(c.req.param("id")));
    },
    // Multipart `uploadedFile` (spec 3 §7); the rights were checked before the body was read.
    image: async (c: Context, d: AnyResource) => {
      let form: Record<string, unknown>;
      try {
        form = await c.req.parseBody();
      } catch {
        throw new HttpError(400, "Le formulaire envoyé est illisible");
      }
      return saveResourceImage(db, media, currentUser(c), d, idParam(c.req.param("id")), form.uploadedFile);
    },
    removeImage: async (c: Context, d: AnyResource) => removeResourceImage(db, media, currentUser(c), d, idParam(c.req.param("id"))),
  };
}

const imageBodyLimit = bodyLimit({
  maxSize: IMAGE_MAX_BYTES + 64 * 1024,
  onError: () => {
    throw new HttpError(413, IMAGE_MESSAGES.tooLarge, { uploadedFile: IMAGE_MESSAGES.tooLarge });
  },
});

/** The picture's size limit, checked for rights first: an outsider learns nothing from it. */
function imageUpload(pick: Resolve): MiddlewareHandler {
  return async (c, next) => {
    assertAccess(currentUser(c), pick(c), "change");
    return imageBodyLimit(c, next);
  };
}

/** A descriptor's own spec paths (spec 3 §7), each answering as its generic call does. */
function aliasRoutes(calls: ReturnType<typeof resourceCalls>) {
  const api = new Hono();
  for (const d of resources) {
    const pick = () => d;
    const { search, fetch, save, delete: remove, image } = d.aliases ?? {};
    const answerField = d.aliases?.saveAnswerField;
    if (search) api.post(search, async (c) => c.json(await calls.search(c, d)));
    if (fetch) api.get(fetch, async (c) => c.json(await calls.fetch(c, d)));
    if (save) api.post(save, async (c) => (answerField ? c.json({ [answerField]: await calls.save(c, d) }) : c.json(await calls.save(c, d))));
    if (remove) api.delete(remove, async (c) => c.json(await calls.delete(c, d)));
    if (image) api.post(image, imageUpload(pick), async (c) => c.json(await calls.image(c, d)));
  }
  return api;
}

/**
 * Mounted at /api. Generic routes under /admin/{appLabel}/{model}/ for every registered
 * manager, the spec's own paths where a descriptor declares them, and the admin app list.
 * Every handler checks roles before reading the body or the id, so an anonymous or
 * non-staff caller learns nothing (401/403) whatever they send. One chain, so the browser's
 * client (app/lib/api.ts) knows the generic addresses and what they answer.
 */
export function resourcesApi({ db, config }: AppDeps) {
  const media = mediaStoreFor(config);
  const calls = resourceCalls({ db, media });
  // Staff check before the lookup: outsiders cannot probe which managers exist.
  const fromPath: Resolve = (c) => {
    assertStaff(currentUser(c));
    const d = findResource(c.req.param("appLabel"), c.req.param("model"));
    if (!d) throw new HttpError(404, "Gestionnaire introuvable");
    return d;
  };
  return (
    new Hono()
      .post("/admin/:appLabel/:model/search", async (c) => c.json(await calls.search(c, fromPath(c))))
      .get("/admin/:appLabel/:model/fetch/:id", async (c) => c.json(await calls.fetch(c, fromPath(c))))
      .post("/admin/:appLabel/:model/save", async (c) => c.json(await calls.save(c, fromPath(c))))
      .delete("/admin/:appLabel/:model/delete/:id", async (c) => c.json(await calls.delete(c, fromPath(c))))
      .post("/admin/:appLabel/:model/image/:id", imageUpload(fromPath), async (c) => c.json(await calls.image(c, fromPath(c))))
      .delete("/admin/:appLabel/:model/image/:id", async (c) => c.json(await calls.removeImage(c, fromPath(c))))
      .get("/admin/:appLabel/:model/meta", (c) => c.json(resourceMeta(currentUser(c), fromPath(c))))
      // The list's selection (issue 49): rights checked before the body is read, as everywhere here.
      .post("/admin/:appLabel/:model/bulk", async (c) => {
        const d = fromPath(c);
        assertMayAct(currentUser(c), d);
        return c.json(await bulkAction({ db, media }, currentUser(c), d, await jsonBody(c)));
      })
      .post("/admin/:appLabel/:model/export", async (c) => {
        const d = fromPath(c);
        assertAccess(currentUser(c), d, "view");
        return csvAttachment(c, await exportResource(db, currentUser(c), d, await jsonBody(c)));
      })
      .get("/admin/:appLabel/:model/delete_impact/:id", async (c) => c.json(await deleteImpactOf(db, currentUser(c), fromPath(c), c.req.param("id"))))
      .get("/account/get_admin_app_list", (c) => c.json(adminAppList(currentUser(c))))
      // A record's «Historique» (decision 0065): managers' records and the CVthèque's candidates.
      .route("/history", historyApi({ db }))
      .route("/", aliasRoutes(calls))
  );
}

/** The picture calls carry a file: app.ts leaves them out of the JSON size limit (they have their own). */
const imagePaths = [/^\/api\/admin\/[^/]+\/[^/]+\/image\/[^/]+$/].concat(
  resources.flatMap((d) => (d.aliases?.image ? [new RegExp(`^/api${d.aliases.image.replace(":id", "[^/]+")}$`)] : [])),
);
export const isImageUploadPath = (path: string) => imagePaths.some((pattern) => pattern.test(path));
