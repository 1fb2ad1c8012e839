import { Hono } from "hono";
import type { AppDeps } from "../app-deps";
import { jsonBody } from "../lib/http";
import { HttpError } from "../lib/errors";
import { PAGE_TYPES } from "../../common/editorial";
import { currentUser } from "../modules/account/auth.middleware";
import { searchResource } from "./crud.service";
import { pagesResource } from "./pages.resource";

/**
 * POST /api/content/pages_search/:pageType: the page manager's list narrowed to one type
 * (spec 3 §7), with the manager's own rights (searchResource checks them).
 */
export function pagesByTypeApi({ db }: AppDeps) {
  return new Hono().post("/pages_search/:pageType", async (c) => {
    const type = c.req.param("pageType").toUpperCase();
    if (!(PAGE_TYPES as readonly string[]).includes(type)) throw new HttpError(400, "Type de page inconnu");
    const body = await jsonBody(c);
    return c.json(await searchResource(db, currentUser(c), pagesResource, { ...(typeof body === "object" && body ? body : {}), type }));
  });
}
