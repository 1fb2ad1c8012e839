import { z } from "./zod";
import { pagingSchema } from "./list";
import { INT4_MAX } from "../db-limits";

export const landRegistrySearchSchema = pagingSchema.extend({
  // Spec 3 §7: the department pickers ask for the whole level-2 list at once (limit 10000).
  limit: z.coerce.number().int().min(1).max(10_000).default(20),
  query: z.string().trim().max(100).optional().default(""),
  level: z.coerce.number().int().min(0).max(3).optional(),
  availableForDynamicContent: z.boolean().optional(),
  // The back-office's pickers name the places a record already has.
  ids: z.array(z.number().int().positive().max(INT4_MAX)).max(500).optional(),
});

export type LandRegistry = {
  id: number;
  level: number;
  code: string;
  label: string;
  prefixDeterminer: string | null;
  zipcode: string | null;
  parentId: number | null;
  latitude: number | null;
  longitude: number | null;
  isUsed: boolean;
  availableForDynamicContent: boolean;
};

export type City = { id: number; name: string; zipcode: string | null; latitude: number | null; longitude: number | null; isUsed: boolean };
