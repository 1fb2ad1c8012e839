import { afterEach, describe, expect, it, vi } from "vitest";
import { api, apiAddress, ApiError, errorsOnFields, outcomeOf } from "./api";

const answer = (body: BodyInit | null, status = 200) =>
  vi.fn(async (_address: string, _init?: RequestInit) => new Response(body, { status, headers: { "Content-Type": "application/json" } }));

describe("api (the browser's client)", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("answers the parsed JSON", async () => {
    vi.stubGlobal("fetch", answer(JSON.stringify({ rows: [1], count: 1 })));
    await expect(api.get("/tasks/scheduled_tasks")).resolves.toEqual({ rows: [1], count: 1 });
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
    const call = api.post("/tasks/run_now", { body: {}, signal: controller.signal });
    controller.abort();
    await expect(call).rejects.toMatchObject({ name: "AbortError" });
  });

  it("turns an error answer into an ApiError with the server's detail and field messages", async () => {
    vi.stubGlobal("fetch", answer(JSON.stringify({ detail: "Ville a déjà été utilisé", errors: { label: "Déjà utilisé" } }), 400));
    await expect(api.post("/tasks/run_now", { body: {} })).rejects.toMatchObject({
      status: 400,
      detail: "Ville a déjà été utilisé",
      errors: { label: "Déjà utilisé" },
    });
  });

  it("gives the server's «Validation échouée: …» its French spacing", async () => {
    vi.stubGlobal("fetch", answer(JSON.stringify({ detail: "Validation échouée: Le nom est requis", errors: { name: "Le nom est requis" } }), 400));
    await expect(api.post("/tasks/run_now", { body: {} })).rejects.toMatchObject({ detail: "Validation échouée\u00a0: Le nom est requis" });
  });

  it("refuses a successful answer that is not JSON", async () => {
    vi.stubGlobal("fetch", answer("<html>proxy page</html>"));
    await expect(api.get("/tasks/scheduled_tasks")).rejects.toBeInstanceOf(ApiError);
  });

  it("fills the route's parameters, encoded, and adds the query", async () => {
    const fetch = answer("{}");
    vi.stubGlobal("fetch", fetch);
    await api.get("/jobs/get_candidate_search_details/:id", { param: { id: 7 } });
    await api.get("/branding/check_email_domain", { query: { domain: "a b.fr", missing: undefined } });
    await api.delete("/admin/:appLabel/:model/delete/:id", { param: { appLabel: "content", model: "page", id: "x/y" } });
    expect(fetch.mock.calls.map(([address, init]) => [address, init?.method])).toEqual([
      ["/api/jobs/get_candidate_search_details/7", "GET"],
      ["/api/branding/check_email_domain?domain=a+b.fr", "GET"],
      ["/api/admin/content/page/delete/x%2Fy", "DELETE"],
    ]);
  });

  it("sends an object as JSON, a FormData as multipart, and the consent header when asked", async () => {
    const fetch = answer("{}");
    vi.stubGlobal("fetch", fetch);
    await api.post("/branding/save_contact_form", { body: { name: "Léa" }, consent: true });
    const form = new FormData();
    await api.post("/jobs/drop_cv", { body: form });
    const [json, multipart] = fetch.mock.calls.map(([, init]) => init!);
    expect(json).toMatchObject({ body: '{"name":"Léa"}', headers: { "Content-Type": "application/json", "X-Cookie-Consent": "true" } });
    expect(multipart!.body).toBe(form);
    expect(multipart!.headers).toEqual({});
  });

  it("refuses to call an address with a parameter left out", () => {
    expect(() => apiAddress("/jobs/candidates/:id/save", {})).toThrow("Paramètre manquant");
  });
});

describe("outcomeOf (the visitors' forms read every status themselves)", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("gives the answer, a refusal's whole body with its status, or the error when nothing came back", async () => {
    vi.stubGlobal("fetch", answer(JSON.stringify({ alreadyReceived: true })));
    await expect(outcomeOf(api.post("/jobs/drop_cv", {}))).resolves.toEqual({ ok: true, status: 200, body: { alreadyReceived: true } });
    vi.stubGlobal("fetch", answer(JSON.stringify({ detail: "Déjà complété", survey: { isCompleted: true } }), 409));
    const refused = await outcomeOf(api.post("/jobs/drop_cv", {}));
    expect(refused).toMatchObject({
      status: 409,
      body: { detail: "Déjà complété", survey: { isCompleted: true } },
      refusal: { status: 409, detail: "Déjà complété" },
    });
    expect(refused.error).toBeUndefined();
    const offline = new TypeError("Failed to fetch");
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Promise.reject(offline)),
    );
    await expect(outcomeOf(api.post("/jobs/drop_cv", {}))).resolves.toEqual({ ok: false, status: 0, error: offline });
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

describe("a success answer that cannot be read", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("is not `ok`: a proxy's HTML page in a 200 is no confirmation that the form was received", async () => {
    vi.stubGlobal("fetch", answer("<html>proxy page</html>"));
    await expect(outcomeOf(api.post("/jobs/drop_cv", {}))).resolves.toMatchObject({ ok: false, status: 200, refusal: { detail: "Une erreur est survenue" } });
  });
});
