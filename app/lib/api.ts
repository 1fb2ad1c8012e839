import { frenchPunctuation } from "~common/format/typography";

/** A JSON (or multipart) call from the browser to our API; failures carry the server's {detail, errors}. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly detail: string,
    readonly errors?: Record<string, string>,
  ) {
    super(detail);
  }
}

export async function apiFetch<T>(path: string, init: { method?: string; body?: unknown; signal?: AbortSignal } = {}): Promise<T> {
  // A FormData body (a file) goes as multipart, with the boundary the browser sets.
  const multipart = init.body instanceof FormData;
  const response = await fetch(path, {
    method: init.method ?? (init.body === undefined ? "GET" : "POST"),
    headers: init.body === undefined || multipart ? undefined : { "Content-Type": "application/json" },
    body: init.body === undefined ? undefined : multipart ? (init.body as FormData) : JSON.stringify(init.body),
    signal: init.signal,
    credentials: "same-origin",
  });
  // Reading the body rejects when the call is aborted meanwhile: that must reach the caller as
  // an abort, never as an empty answer (a list once rendered `{}` as its rows and crashed).
  const text = await response.text();
  const data = parseJson(text);
  if (!response.ok) throw new ApiError(response.status, frenchPunctuation(data?.detail ?? "Une erreur est survenue"), data?.errors);
  if (data === undefined && text !== "") throw new ApiError(response.status, "Une erreur est survenue");
  return (data ?? {}) as T;
}

function parseJson(text: string): { detail?: string; errors?: Record<string, string> } | undefined {
  try {
    return text === "" ? undefined : JSON.parse(text);
  } catch {
    return undefined;
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
