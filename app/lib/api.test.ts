import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError, apiFetch } from "./api";

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

  it("refuses a successful answer that is not JSON", async () => {
    vi.stubGlobal("fetch", answer("<html>proxy page</html>"));
    await expect(apiFetch("/api/x")).rejects.toBeInstanceOf(ApiError);
  });
});
