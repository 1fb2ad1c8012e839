import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError, apiFetch, errorsOnFields } from "./api";

const answer = (body: BodyInit | null, status = 200) => vi.fn(async () => new Response(body, { status, headers: { "Content-Type": "application/json" } }));

describe("apiFetch", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("answers the parsed JSON", async () => {
    vi.stubGlobal("fetch", answer(JSON.stringify({ rows: [1], count: 1 })));
    await expect(apiFetch("/api/x")).resolves.toEqual({ rows: [1], count: 1 });
  });

  it("rejects when the call is aborted while its body is read, instead of answering {}", async () => {
    const controller = new AbortController();
    const body = new ReadableStream({
      start(stream) {
        stream.enqueue(new TextEncoder().encode('{"rows":['));
        controller.signal.addEventListener("abort", () => stream.error(new DOMException("aborted", "AbortError")));
      },
    });
    vi.stubGlobal("fetch", answer(body));
    const call = apiFetch("/api/x", { body: {}, signal: controller.signal });
    controller.abort();
    await expect(call).rejects.toMatchObject({ name: "AbortError" });
  });

  it("turns an error answer into an ApiError with the server's detail and field messages", async () => {
    vi.stubGlobal("fetch", answer(JSON.stringify({ detail: "Ville a déjà été utilisé", errors: { label: "Déjà utilisé" } }), 400));
    await expect(apiFetch("/api/x", { body: {} })).rejects.toEqual(new ApiError(400, "Ville a déjà été utilisé", { label: "Déjà utilisé" }));
  });

  it("gives the server's «Validation échouée: …» its French spacing", async () => {
    vi.stubGlobal("fetch", answer(JSON.stringify({ detail: "Validation échouée: Le nom est requis", errors: { name: "Le nom est requis" } }), 400));
    await expect(apiFetch("/api/x", { body: {} })).rejects.toMatchObject({ detail: "Validation échouée\u00a0: Le nom est requis" });
  });

  it("refuses a successful answer that is not JSON", async () => {
    vi.stubGlobal("fetch", answer("<html>proxy page</html>"));
    await expect(apiFetch("/api/x")).rejects.toBeInstanceOf(ApiError);
  });
});

const refused = (errors?: Record<string, string>) => new ApiError(400, `Validation échouée\u00a0: ${Object.values(errors ?? {}).join(", ") || "x"}`, errors);

describe("errorsOnFields (a refused save in a back-office form)", () => {
  const shown = ["name", "email", "phone"];

  it("puts each message on its field and never the raw «Validation échouée» beside them", () => {
    expect(errorsOnFields(refused({ email: "Adresse e-mail non valide", "phone.0": "Numéro invalide" }), shown, "name")).toEqual({
      email: "Adresse e-mail non valide",
      phone: "Numéro invalide",
    });
  });

  it("puts a message of a field the form does not show on the title field", () => {
    expect(errorsOnFields(refused({ email: "Adresse e-mail non valide", training: "La formation est requise" }), shown, "name")).toEqual({
      email: "Adresse e-mail non valide",
      name: "La formation est requise",
    });
  });

  it("shows the server's detail on the title field when no field has a message", () => {
    expect(errorsOnFields(new ApiError(409, "Ce nom existe déjà"), shown, "name")).toEqual({ name: "Ce nom existe déjà" });
  });
});
