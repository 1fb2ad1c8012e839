import { Hono } from "hono";
import type { AppDeps } from "../../app-deps";

export function systemApi({ version }: AppDeps) {
  return new Hono().get("/get_version", (c) => c.json(version));
}
