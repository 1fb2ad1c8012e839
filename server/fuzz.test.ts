import { afterAll, beforeAll, describe, expect, it } from "vitest";
import fc from "fast-check";
import { createTestApp, type TestApp } from "../tests/support/test-app";
import { deeplyNestedJson, hostileJson, hostileString, rawQueryText } from "../tests/support/hostile-values";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { TRUST_PROXY: "true" } });
});
afterAll(() => t.close());

const body = fc.oneof(
  hostileJson.map((value) => ({ text: JSON.stringify(value) ?? "null", type: "application/json" })),
  hostileString.map((text) => ({ text, type: "application/json" })),
  hostileString.map((text) => ({ text, type: "text/plain" })),
  deeplyNestedJson.map((text) => ({ text, type: "application/json" })),
  fc.constant({ text: "", type: "application/x-www-form-urlencoded" }),
  fc.constant({ text: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n\u0000\r\n--x--', type: "multipart/form-data; boundary=x" }),
);
const query = fc.dictionary(fc.oneof(hostileString, fc.constantFrom("page", "limit", "query", "location", "id", "token", "domain")), hostileString, {
  maxKeys: 4,
});

describe("fuzzing every API route", () => {
  it("never answers 5xx to generated bodies, query strings and path segments", async () => {
    const routes = [...new Set(t.app.routes.filter((r) => r.path.startsWith("/api/") && r.method !== "ALL").map((r) => `${r.method} ${r.path}`))];
    let visitor = 0;
    const failures: string[] = [];
    for (const route of routes) {
      const [method, pattern] = route.split(" ");
      await fc
        .assert(
          fc.asyncProperty(hostileString, query, rawQueryText, body, async (segment, params, raw, payload) => {
            const path = pattern.replace(/:\w+(\{[^}]+\})?/g, encodeURIComponent(segment) || "x").replace(/\*$/, "x");
            const search = [new URLSearchParams(params as Record<string, string>).toString(), raw].filter(Boolean).join("&");
            const init: RequestInit = {
              method,
              headers: { "X-Cookie-Consent": "true", "X-Forwarded-For": `192.0.2.${(visitor++ % 250) + 1}`, "Content-Type": payload.type },
            };
            if (method !== "GET" && method !== "HEAD") init.body = payload.text;
            const response = await t.app.request(`${path}${search ? `?${search}` : ""}`, init);
            await response.arrayBuffer();
            if (response.status >= 500) failures.push(`${method} ${path.slice(0, 80)} ${JSON.stringify(payload).slice(0, 80)} → ${response.status}`);
            return response.status < 500;
          }),
          { numRuns: 25, seed: 20261124 },
        )
        .catch(() => undefined);
    }
    expect(failures).toEqual([]);
  }, 600_000);
});
