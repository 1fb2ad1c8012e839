import type { MiddlewareHandler } from "hono";
import { HttpError } from "./errors";
import { statusPage } from "./status-page";

// PostgreSQL refuses the NUL character in text and jsonb: a query holding one fails. It is
// refused here, at the edge, before any captcha is spent or any row is written.

export const NUL_CHARACTER_MESSAGE = "Ce champ contient un caractère non autorisé";
const NUL_IN_URL_MESSAGE = "L'adresse demandée contient un caractère non autorisé";

const holdsNul = (value: unknown): boolean => {
  if (typeof value === "string") return value.includes("\u0000");
  if (Array.isArray(value)) return value.some(holdsNul);
  if (value && typeof value === "object") return Object.entries(value).some(([key, item]) => key.includes("\u0000") || holdsNul(item));
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
