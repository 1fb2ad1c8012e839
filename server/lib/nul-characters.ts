import type { MiddlewareHandler } from "hono";
import { HttpError } from "./errors";

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

/** A body's fields (JSON or form) with a NUL anywhere inside: 400, the field named. */
export function refuseNulCharacters(fields: unknown): void {
  if (!holdsNul(fields)) return;
  const named = fields && typeof fields === "object" && !Array.isArray(fields)
    ? Object.keys(fields).filter((key) => holdsNul((fields as Record<string, unknown>)[key]) || key.includes("\u0000"))
    : [];
  const errors = Object.fromEntries(named.map((key) => [key.replace(/\u0000/g, ""), NUL_CHARACTER_MESSAGE]));
  throw new HttpError(400, `Validation échouée: ${NUL_CHARACTER_MESSAGE}`, named.length > 0 ? errors : undefined);
}

/** A NUL encoded in the path or the query string (%00): 400 before any route reads it. */
export function refuseNulInUrl(): MiddlewareHandler {
  return async (c, next) => {
    if (!/%00/.test(c.req.url)) return next();
    if (c.req.path.startsWith("/api/")) return c.json({ detail: NUL_IN_URL_MESSAGE }, 400);
    return c.html(
      `<!DOCTYPE html><html lang="fr"><head><meta charset="utf-8"><title>Adresse invalide</title><meta name="viewport" content="width=device-width, initial-scale=1"></head><body style="font-family:system-ui;text-align:center;padding:4rem 1rem"><h1>Adresse invalide</h1><p>${NUL_IN_URL_MESSAGE}.</p><p><a href="/">Retour à l'accueil</a></p></body></html>`,
      400,
    );
  };
}
