import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { z } from "zod";
import { loggableError, type Logger } from "./logger";
import { DATABASE_UNAVAILABLE, OUTAGE_PAGE_HTML, RETRY_AFTER_SECONDS, isDatabaseUnavailable } from "./database-outage";
import { statusPage } from "./status-page";

/** A failure a client caused or may see; its detail is shown as is (French). */
export class HttpError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly detail: string,
    readonly errors?: Record<string, string>,
    /** More for the client to act on (a full session's next one), merged into the answer. */
    readonly extra?: Record<string, unknown>,
  ) {
    super(detail);
  }
}

export const notFound = (detail = "Ressource introuvable") => new HttpError(404, detail);
export const forbidden = (detail = "Accès refusé") => new HttpError(403, detail);

/** zod issues → {field: first message}, the `errors` of a 400 answer. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = issue.path.join(".") || "_";
    errors[field] ??= issue.message;
  }
  return errors;
}

export function validationError(error: z.ZodError): HttpError {
  const errors = fieldErrors(error);
  return new HttpError(400, `Validation échouée: ${Object.values(errors).join(", ")}`, errors);
}

/** Parses with a zod schema or throws the 400 answer with field messages. */
export function parseOrThrow<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw validationError(result.error);
  return result.data;
}

/**
 * Last resort when a page could not even be rendered by React Router (which shows its own
 * error page otherwise): plain French HTML, no stack, nothing that could fail again.
 */
const PAGE_FAILURE_HTML = statusPage("Erreur", "Merci de réessayer dans quelques instants.", { heading: "Une erreur inattendue est survenue." });

/** The single place where thrown errors become HTTP answers: {detail, errors?}. */
export function handleApiError(error: Error, c: Context, logger: Logger) {
  if (error instanceof HttpError) {
    return c.json({ ...error.extra, detail: error.detail, ...(error.errors && { errors: error.errors }) }, error.status);
  }
  if (error instanceof HTTPException) {
    const status = error.status as ContentfulStatusCode;
    const detail = status === 413 ? "Requête trop volumineuse" : error.message || "Requête invalide";
    return c.json({ detail }, status);
  }
  if (isDatabaseUnavailable(error)) {
    logger.warn({ error: loggableError(error), path: c.req.path }, "database unavailable");
    c.header("Retry-After", String(RETRY_AFTER_SECONDS));
    if (!c.req.path.startsWith("/api/")) return c.html(OUTAGE_PAGE_HTML, 503);
    return c.json({ detail: DATABASE_UNAVAILABLE }, 503);
  }
  logger.error({ error: loggableError(error), path: c.req.path }, "unexpected error");
  if (!c.req.path.startsWith("/api/")) return c.html(PAGE_FAILURE_HTML, 500);
  return c.json({ detail: "Une erreur interne est survenue" }, 500);
}
