import type { MiddlewareHandler } from "hono";
import { HttpError } from "./errors";
import { statusPage } from "./status-page";

// PostgreSQL refuses the NUL character in text and jsonb: a query holding one fails. It is
// refused here, at the edge, before any captcha is spent or any row is written.

export const NUL_CHARACTER_MESSAGE = "Ce champ contient un caractère non autorisé";
const NUL_IN_URL_MESSAGE = "L'adresse demandée contient un caractère non autorisé";

/**
 * Walked with a list of values still to look at, not by recursion: a body nested thousands
 * deep would overflow the call stack (a 500) before any limit on depth could refuse it.
 */
const holdsNul = (value: unknown): boolean => {
  const pending = [value];
  while (pending.length > 0) {
    const item = pending.pop();
    if (typeof item === "string") {
      if (item.includes("\u0000")) return true;
    } else if (Array.isArray(item)) {
      for (const element of item) pending.push(element);
    } else if (item && typeof item === "object") {
      for (const [key, element] of Object.entries(item)) {
        if (key.includes("\u0000")) return true;
        pending.push(element);
      }
    }
  }
  return false;
};

/** A body's fields (JSON or form) with a NUL anywhere inside: 400, the fields named. */
export function refuseNulCharacters(fields: unknown): void {
  if (!holdsNul(fields)) return;
  const named =
    fields && typeof fields === "object" && !Array.isArray(fields)
      ? Object.entries(fields)
          .filter(([key, value]) => holdsNul(key) || holdsNul(value))
          .map(([key]) => key.replaceAll("\u0000", ""))
      : [];
  const errors = named.length > 0 ? Object.fromEntries(named.map((key) => [key, NUL_CHARACTER_MESSAGE])) : undefined;
  throw new HttpError(400, `Validation échouée: ${NUL_CHARACTER_MESSAGE}`, errors);
}

/** A NUL encoded in the path or the query string (%00): 400 before any route reads it. */
export function refuseNulInUrl(): MiddlewareHandler {
  return async (c, next) => {
    if (!/%00/.test(c.req.url)) return next();
    if (c.req.path.startsWith("/api/")) return c.json({ detail: NUL_IN_URL_MESSAGE }, 400);
    return c.html(statusPage("Adresse invalide", `${NUL_IN_URL_MESSAGE}.`), 400);
  };
}
