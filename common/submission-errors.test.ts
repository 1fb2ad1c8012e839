import { describe, expect, it } from "vitest";
import { canRetry, describeFailure, SUBMISSION_MESSAGES } from "./submission-errors";

const GENERIC = "Une erreur est survenue lors de l'envoi du message";

describe("describeFailure (spec 1 §8)", () => {
  it.each([
    ["no answer (status 0)", { status: 0 }, { kind: "network", message: SUBMISSION_MESSAGES.network }],
    ["a 502", { status: 502 }, { kind: "network", message: SUBMISSION_MESSAGES.network }],
    ["a 500", { status: 500, body: { detail: "x" } }, { kind: "network", message: SUBMISSION_MESSAGES.network }],
    ["a fetch TypeError", { status: 0, error: new TypeError("Failed to fetch") }, { kind: "network", message: SUBMISSION_MESSAGES.network }],
    ["a timeout", { status: 0, error: new Error("Request timeout") }, { kind: "network", message: SUBMISSION_MESSAGES.network }],
    ["429", { status: 429 }, { kind: "rejected", message: "Trop de tentatives. Veuillez patienter avant de réessayer." }],
    ["403", { status: 403 }, { kind: "rejected", message: "Vérification de sécurité échouée. Veuillez recharger la page." }],
    ["404", { status: 404 }, { kind: "rejected", message: GENERIC }],
  ])("%s", (_label, outcome, expected) => {
    expect(describeFailure(outcome, GENERIC)).toEqual(expected);
  });

  it("keeps the server's field messages on a validation failure", () => {
    const failure = describeFailure({ status: 400, body: { detail: "Validation échouée: x", errors: { mail: "Format d'email invalide" } } }, GENERIC);
    expect(failure).toEqual({ kind: "rejected", message: "Veuillez vérifier les informations saisies", fieldErrors: { mail: "Format d'email invalide" } });
  });

  it("ignores an aborted request", () => {
    expect(describeFailure({ status: 0, error: new DOMException("stop", "AbortError") }, GENERIC)).toEqual({ kind: "aborted" });
  });
});

it("offers a retry after 1 or 2 network failures, not before nor after", () => {
  expect([0, 1, 2, 3, 4].map(canRetry)).toEqual([false, true, true, false, false]);
});
