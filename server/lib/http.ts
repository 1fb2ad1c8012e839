import type { Context } from "hono";
import { HttpError, notFound } from "./errors";
import { INT4_MAX } from "../../common/db-limits";
import { refuseNulCharacters } from "./nul-characters";

/** The JSON body of a call; a malformed one is the client's error, not a crash. */
export async function jsonBody(c: Context): Promise<unknown> {
  const text = await c.req.text();
  if (!text.trim()) return {};
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new HttpError(400, "Le corps de la requête n'est pas un JSON valide");
  }
  refuseNulCharacters(body);
  return body;
}

/** A numeric id in a path: anything else is simply not found. */
export function idParam(raw: string | undefined): number {
  const id = Number(raw);
  if (!Number.isSafeInteger(id) || id < 1 || id > INT4_MAX) throw notFound();
  return id;
}

/** A file name in a Content-Disposition header: ASCII fallback and the UTF-8 name (RFC 6266). */
export const contentDisposition = (kind: "inline" | "attachment", fileName: string) =>
  `${kind}; filename="${fileName.replace(/[^\x20-\x7e]|["\\]/g, "_")}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
