import type { ExtractSchema } from "hono/types";
import type { SuccessStatusCode } from "hono/utils/http-status";
import type { ApiRoutes } from "./api-routes";
import { consentHeaders } from "~common/cookie-consent";
import { frenchPunctuation } from "~common/format/typography";

/**
 * The browser's one client for our API (decision 0072), typed from the server's own routes:
 * an address the server does not declare, a missing `:id`, or an answer read as what it is
 * not, fails `npm run typecheck`. Only types cross from server/ to here: nothing of the server
 * reaches the bundle.
 */
type Routes = ExtractSchema<ApiRoutes>;
type Method = "get" | "post" | "delete";
type DeclaredPath = keyof Routes & string;

/** The addresses under /api that answer `method`, written as the server declares them. */
export type ApiPath<M extends Method> = { [P in DeclaredPath]: `$${M}` extends keyof Routes[P] ? P : never }[DeclaredPath];

/**
 * What a call answers when it succeeds, as the server's handler returns it (dates as strings).
 * A refusal the handler writes itself (`c.json({ detail }, 429)`) is left out: the client throws
 * it as an ApiError, it never reaches the caller as an answer.
 */
export type ApiAnswer<M extends Method, P extends ApiPath<M>> = SuccessOutput<Routes[P][`$${M}` & keyof Routes[P]]>;
type SuccessOutput<E> = E extends { output: infer O; status: infer S } ? ([Extract<S, SuccessStatusCode>] extends [never] ? never : O) : never;

type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

type CallOptions = {
  query?: Record<string, string | number | boolean | undefined>;
  /** An object travels as JSON; a FormData (a file) as multipart, with the boundary the browser sets. */
  body?: unknown;
  signal?: AbortSignal;
  /** A form sending personal data, once the visitor accepted cookies (the server refuses it without). */
  consent?: boolean;
  /** A call that must outlive the page (a survey saved as its tab closes). */
  keepalive?: boolean;
  /** The browser's HTTP cache for this call (a single-use captcha key: "no-store"). */
  cache?: RequestCache;
};
type Options<P extends string> = [ParamNames<P>] extends [never]
  ? [options?: CallOptions]
  : [options: CallOptions & { param: Record<ParamNames<P>, string | number> }];

/** A failed call: the server's {detail, errors} and its whole answer (some refusals carry the record). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly detail: string,
    readonly errors?: Record<string, string>,
    readonly answer?: unknown,
  ) {
    super(detail);
  }
}

const KEEPALIVE_MAX_CHARS = 60_000;

/** `/jobs/candidates/:id/save` with {id: 3} → `/api/jobs/candidates/3/save`, plus the query. */
export function apiAddress(path: string, param: Record<string, string | number> = {}, query: CallOptions["query"] = {}): string {
  const filled = path.replace(/:(\w+)/g, (_, name: string) => {
    if (param[name] === undefined) throw new Error(`Paramètre manquant : ${name}`);
    return encodeURIComponent(String(param[name]));
  });
  const search = new URLSearchParams(Object.entries(query).flatMap(([key, value]) => (value === undefined ? [] : [[key, String(value)]]))).toString();
  return `/api${filled}${search ? `?${search}` : ""}`;
}

async function request(method: string, address: string, options: CallOptions = {}): Promise<unknown> {
  const { body } = options;
  const multipart = body instanceof FormData;
  const payload = body === undefined ? undefined : multipart ? body : JSON.stringify(body);
  const response = await fetch(address, {
    method,
    headers: { ...(payload === undefined || multipart ? {} : { "Content-Type": "application/json" }), ...(options.consent ? consentHeaders() : {}) },
    body: payload,
    signal: options.signal,
    credentials: "same-origin",
    cache: options.cache,
    // Browsers refuse keepalive bodies over 64 KB: those go as ordinary calls.
    keepalive: options.keepalive === true && typeof payload === "string" && payload.length < KEEPALIVE_MAX_CHARS,
  });
  // Reading the body rejects when the call is aborted meanwhile: that must reach the caller as
  // an abort, never as an empty answer (a list once rendered `{}` as its rows and crashed).
  const text = await response.text();
  const data = parseJson(text);
  if (!response.ok) {
    const refusal = data as { detail?: string; errors?: Record<string, string> } | undefined;
    throw new ApiError(response.status, frenchPunctuation(refusal?.detail ?? "Une erreur est survenue"), refusal?.errors, data);
  }
  if (data === undefined && text !== "") throw new ApiError(response.status, "Une erreur est survenue");
  return data ?? {};
}

function parseJson(text: string): unknown {
  try {
    return text === "" ? undefined : JSON.parse(text);
  } catch {
    return undefined;
  }
}

function caller<M extends Method>(method: M) {
  return <P extends ApiPath<M>>(path: P, ...[options]: Options<P>): Promise<ApiAnswer<M, P>> => {
    const { param, query } = (options ?? {}) as CallOptions & { param?: Record<string, string | number> };
    return request(method.toUpperCase(), apiAddress(path, param, query), options) as Promise<ApiAnswer<M, P>>;
  };
}

export const api = {
  get: caller("get"),
  post: caller("post"),
  delete: caller("delete"),
  /**
   * An address the server gave in an answer (a reference field's `source`, in a manager's
   * meta): typed by what the caller knows of that answer, since no route names it here.
   */
  at: <T>(address: string, method: "GET" | "POST" | "DELETE", options?: CallOptions): Promise<T> => request(method, address, options) as Promise<T>,
};

/**
 * A call's outcome without throwing (useSubmission's): `ok` with the answer in `body`; or not,
 * with the refusal's whole body in `body` and the ApiError in `refusal` (for errorsOnFields;
 * the visitors' forms turn the status into their message, ~common/submission-errors), or
 * `error` when no answer came (the network, an abort).
 */
export type CallOutcome<T = unknown> =
  { ok: true; status: number; body: T; error?: undefined; refusal?: undefined } | { ok: false; status: number; body?: T; error?: unknown; refusal?: ApiError };

export async function outcomeOf<T>(call: Promise<T>): Promise<CallOutcome<T>> {
  try {
    return { ok: true, status: 200, body: await call };
  } catch (error) {
    return error instanceof ApiError ? { ok: false, status: error.status, body: error.answer as T, refusal: error } : { ok: false, status: 0, error };
  }
}

/**
 * A refused save's messages as a form shows them: each on its field when the form shows that
 * field; on `fallback` (the title field) its own message, else what no shown field can carry (a
 * field the form does not show), else, when no field has a message, the server's detail. The
 * detail («Validation échouée : …») only repeats the field messages: it is not shown beside them.
 */
export function errorsOnFields(error: ApiError, shown: readonly string[], fallback: string): Record<string, string> {
  const placed: Record<string, string> = {};
  const elsewhere: string[] = [];
  for (const [key, message] of Object.entries(error.errors ?? {})) {
    const field = key.split(".")[0]!;
    if (shown.includes(field)) placed[field] ??= message;
    else if (!elsewhere.includes(message)) elsewhere.push(message);
  }
  const own = placed[fallback];
  if (own) return placed;
  if (elsewhere.length > 0) return { ...placed, [fallback]: elsewhere.join(", ") };
  return Object.keys(placed).length > 0 ? placed : { [fallback]: error.detail };
}
