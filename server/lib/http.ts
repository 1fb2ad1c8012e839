import type { Context } from "hono";
import { HttpError, notFound } from "./errors";
import { INT4_MAX } from "../../common/db-limits";
import { refuseNulCharacters } from "./nul-characters";

/**
 * The deepest nesting a call's body may have. The site's own bodies nest 3 levels at most; past
 * a few thousand, anything that walks a value by recursion (a check, zod, JSON.stringify of a
 * cache key) overflows the stack, which is a 500.
 */
export const MAX_BODY_DEPTH = 32;

/** Whether a parsed body nests deeper than MAX_BODY_DEPTH; walked without recursion. */
function tooDeep(body: unknown): boolean {
  const pending: [unknown, number][] = [[body, 0]];
  while (pending.length > 0) {
    const [value, depth] = pending.pop()!;
    if (value === null || typeof value !== "object") continue;
    if (depth >= MAX_BODY_DEPTH) return true;
    for (const item of Array.isArray(value) ? value : Object.values(value)) pending.push([item, depth + 1]);
  }
  return false;
}

/** The JSON body of a call; a malformed one is the client's error, not a crash. */
export async function jsonBody(c: Context): Promise<unknown> {
  const text = await c.req.text();
  if (!text.trim()) return {};
  let body: unknown;
  try {
    // JSON.parse itself does not recurse: 100,000 levels parse.
    body = JSON.parse(text);
  } catch {
    throw new HttpError(400, "Le corps de la requête n'est pas un JSON valide");
  }
  if (tooDeep(body)) throw new HttpError(400, "Le corps de la requête est trop imbriqué");
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

/** A Cookie header that holds the session cookie (staff, or someone who claims to be). */
export const sessionCookieTest = (sessionCookie: string) => {
  const pattern = new RegExp(`(?:^|;)\\s*${sessionCookie.replace(/[^\w-]/g, "\\$&")}=`);
  return (cookie: string | undefined) => cookie !== undefined && pattern.test(cookie);
};
