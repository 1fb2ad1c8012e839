import type { Db } from "../db/client";
import { HttpError } from "../lib/errors";
import type { SessionUser } from "../../common/roles";
import { findResource, resourceMeta } from "./registry";
import type { ManagerMeta } from "../../common/manager-meta";
import { searchResource } from "./crud.service";

export type AdminManagerPage =
  { kind: "not-found" } | { kind: "restricted" } | { kind: "manager"; meta: ManagerMeta; initial: Awaited<ReturnType<typeof searchResource>> };

/**
 * What /admin/{appLabel}/{model} renders, through the same checks as the API: someone
 * without the manager's role gets the restricted screen and none of its data.
 */
export async function adminManagerPage(
  { db, user }: { db: Db; user: SessionUser | null },
  appLabel: string | undefined,
  model: string | undefined,
): Promise<AdminManagerPage> {
  const descriptor = findResource(appLabel, model);
  try {
    if (!descriptor) {
      // Unknown managers look the same as forbidden ones to whoever may not see the list.
      return user?.isStaff || user?.isAdmin || user?.isSuperuser ? { kind: "not-found" } : { kind: "restricted" };
    }
    const meta = resourceMeta(user, descriptor);
    const initial = await searchResource(db, user, descriptor, { ...descriptor.defaultFilters, page: 1, limit: descriptor.pageSize });
    return { kind: "manager", meta, initial };
  } catch (error) {
    if (error instanceof HttpError && (error.status === 401 || error.status === 403)) return { kind: "restricted" };
    throw error;
  }
}
