import { INT4_MAX } from "../db-limits";
import { z } from "./zod";

/** Paging shared by every search call: page from 1, limit capped so no call dumps a table. */
export const pagingSchema = z.object({
  page: z.coerce.number().int().min(1).max(INT4_MAX).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(25),
});

/** Lists answer {rows, count, total}: count matches the filters, total ignores them. */
export type ListAnswer<T> = { rows: T[]; count: number; total: number };
