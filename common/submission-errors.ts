/**
 * Spec 1 §8: what a visitor reads when a form call fails. One catalogue for every form
 * (contact, registration, apply…), so the same situation always reads the same way.
 */
export const SUBMISSION_MESSAGES = {
  network: "Problème de connexion. Vérifiez votre connexion internet.",
  tooManyAttempts: "Trop de tentatives. Veuillez patienter avant de réessayer.",
  securityCheck: "Vérification de sécurité échouée. Veuillez recharger la page.",
  validation: "Veuillez vérifier les informations saisies",
} as const;

export type SubmissionFailure =
  { kind: "aborted" } | { kind: "network"; message: string } | { kind: "rejected"; message: string; fieldErrors?: Record<string, string> };

/** Network-type failures: no answer (status 0), any 5xx, or an error about the connection. */
export function isNetworkFailure(status: number, error?: unknown): boolean {
  if (status === 0 || status >= 500) return true;
  const text = error instanceof Error ? `${error.name} ${error.message}` : "";
  return /network|timeout|connection|failed to fetch/i.test(text);
}

/**
 * Turns a call's outcome into what the form shows. `genericMessage` is the form's own
 * failure text (e.g. «Une erreur est survenue lors de l'envoi du message»).
 */
export function describeFailure(
  outcome: { status: number; body?: { detail?: string; errors?: Record<string, string> }; error?: unknown },
  genericMessage: string,
): SubmissionFailure {
  const { status, body, error } = outcome;
  if (error instanceof DOMException && error.name === "AbortError") return { kind: "aborted" };
  if (isNetworkFailure(status, error)) return { kind: "network", message: SUBMISSION_MESSAGES.network };
  if (status === 429) return { kind: "rejected", message: SUBMISSION_MESSAGES.tooManyAttempts };
  if (status === 403) return { kind: "rejected", message: SUBMISSION_MESSAGES.securityCheck };
  // A file over the limit: the server says which limit, under the file field.
  if (status === 413) return { kind: "rejected", message: body?.detail ?? genericMessage, fieldErrors: body?.errors };
  if (status === 400 || status === 422) {
    return { kind: "rejected", message: SUBMISSION_MESSAGES.validation, fieldErrors: body?.errors };
  }
  return { kind: "rejected", message: genericMessage };
}

/** Network failures may be retried while there were fewer than 3 (spec 1 §4). */
export const MAX_NETWORK_FAILURES = 3;
export const canRetry = (networkFailures: number) => networkFailures > 0 && networkFailures < MAX_NETWORK_FAILURES;
