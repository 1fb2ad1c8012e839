import { and, eq, getTableColumns } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Db } from "../db/client";
import type { SessionUser } from "../../common/roles";
import { notFound } from "../lib/errors";
import { idParam } from "../lib/http";
import { assertAccess } from "./crud.service";
import type { AnyResource } from "./types";

/** What the delete confirmation says besides its question; null when nothing else goes. */
export type DeleteImpactAnswer = { impact: string | null };

/**
 * GET /api/admin/{appLabel}/{model}/delete_impact/{id}: what deleting this record would do to
 * others («Ce tag est utilisé par 12 pages»), asked by the confirmation before staff answer it.
 * Same rights as the deletion itself, checked before the id is read; an unknown id is a 404.
 */
export async function deleteImpactOf(db: Db, user: SessionUser | null, d: AnyResource, rawId: string | undefined): Promise<DeleteImpactAnswer> {
  assertAccess(user, d, "delete");
  const id = idParam(rawId);
  const idColumn = (getTableColumns(d.table as PgTable) as Record<string, PgColumn>).id!;
  const [found] = await db
    .select({ id: idColumn })
    .from(d.table as PgTable)
    .where(and(eq(idColumn, id), d.hooks?.holds?.()));
  if (!found) throw notFound(`${d.name} introuvable`);
  return { impact: (await d.hooks?.deleteImpact?.(db, id)) ?? null };
}
