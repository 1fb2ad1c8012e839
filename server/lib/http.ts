import type { Context } from "hono";
import { HttpError, notFound } from "./errors";

/** The JSON body of a call; a malformed one is the client's error, not a crash. */
export async function jsonBody(c: Context): Promise<unknown> {
  const text = await c.req.text();
  if (!text.trim()) return {};
  try {
    return JSON.parse(text);
  } catch {
    throw new HttpError(400, "Le corps de la requête n'est pas un JSON valide");
  }
}

/** A numeric id in a path: anything else is simply not found. */
export function idParam(raw: string | undefined): number {
  const id = Number(raw);
  if (!Number.isSafeInteger(id) || id < 1) throw notFound();
  return id;
}
